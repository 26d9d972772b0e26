import { AccountType, type AccountTypeValue } from '@wms/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { sessions, siteHosts, sites, users } from '../../../db/schema/index.js';

export function findUserByPhone(db: Queryable, accountType: AccountTypeValue, phoneCode: string, phoneNumber: string) {
  return db
    .select({ id: users.id, isDeactivate: users.isDeactivate })
    .from(users)
    .where(and(eq(users.accountType, accountType), eq(users.phoneCode, phoneCode), eq(users.phoneNumber, phoneNumber)))
    .then((r) => r[0]);
}

export function findCustomerByCode(db: Queryable, customerCode: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountType, AccountType.Customer), sql`upper(${users.customerCode}) = upper(${customerCode})`))
    .then((r) => r[0]);
}

/** The site a host belongs to; the first active site (then the first site) when the host is
 * not mapped, so a fresh install registers customers somewhere sensible. */
export async function siteForHost(db: Queryable, host: string): Promise<number | undefined> {
  const [mapped] = await db.select({ siteId: siteHosts.siteId }).from(siteHosts).where(eq(siteHosts.host, host));
  if (mapped) return mapped.siteId;
  const [first] = await db
    .select({ id: sites.id })
    .from(sites)
    .orderBy(asc(sites.isDeactivate), asc(sites.id))
    .limit(1);
  return first?.id;
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function revokeSessions(db: Queryable, userId: number, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function touchLastLogin(db: Queryable, userId: number) {
  await db.update(users).set({ lastLoginTime: sql`now()` }).where(eq(users.id, userId));
}
