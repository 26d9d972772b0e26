import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { apiKeys, users } from '../../../db/schema/index.js';

const row = {
  Id: apiKeys.id,
  Name: apiKeys.name,
  KeyId: apiKeys.keyId,
  LastUsedTime: apiKeys.lastUsedTime,
  RevokedTime: apiKeys.revokedTime,
  CreationTime: apiKeys.creationTime,
};

/** The customer's peer mark, their row locked until the transaction ends: one customer's key
 * changes run one after another (the count cap and the name check hold). */
export async function lockPeer(db: Queryable, userId: number): Promise<boolean> {
  const [u] = await db.select({ isPeer: users.isPeer }).from(users).where(eq(users.id, userId)).for('update');
  return u?.isPeer ?? false;
}

export async function isPeer(db: Queryable, userId: number): Promise<boolean> {
  const [u] = await db.select({ isPeer: users.isPeer }).from(users).where(eq(users.id, userId));
  return u?.isPeer ?? false;
}

/** Newest first, revoked ones too: never the sealed secret. */
export const listOf = (db: Queryable, userId: number) =>
  db.select(row).from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.creationTime), desc(apiKeys.id));

const live = (userId: number) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedTime));

export async function liveCount(db: Queryable, userId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(apiKeys).where(live(userId));
  return Number(r?.n ?? 0);
}

export async function liveNameTaken(db: Queryable, userId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(live(userId), sql`lower(${apiKeys.name}) = lower(${name})`));
  return rows.length > 0;
}

export async function insert(
  db: Queryable,
  values: { userId: number; keyId: string; secretSealed: string; name: string },
) {
  const [r] = await db.insert(apiKeys).values(values).returning(row);
  return r!;
}

/** Revokes one of the owner's live keys; answers whether the owner has that key at all. */
export async function revoke(db: Queryable, userId: number, id: number): Promise<boolean> {
  await db
    .update(apiKeys)
    .set({ revokedTime: sql`now()` })
    .where(and(eq(apiKeys.id, id), live(userId)));
  const [own] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  return !!own;
}
