import type { GetUserMessagesBody } from '@wms/contract';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { userMessages, users } from '../../../db/schema/index.js';
import { dateRange, pageOf, pageWindow } from '../../../platform/paging.js';

// Every query below takes the owner and filters on it: this is the one place that keeps a user
// to their own messages.
const mine = (userId: number, ...more: (SQL | undefined)[]) => and(eq(userMessages.userId, userId), ...more);

export function page(db: Queryable, userId: number, q: GetUserMessagesBody) {
  const where = mine(
    userId,
    q.IsRead === undefined ? undefined : eq(userMessages.isRead, q.IsRead),
    dateRange(userMessages.creationTime, q),
  );
  const dir = q.descendingOrder ? desc : asc;
  const { limit, offset } = pageWindow(q);
  return pageOf(
    db
      .select({
        Id: userMessages.id,
        InfoType: userMessages.infoType,
        Title: userMessages.title,
        Message: userMessages.message,
        texts: userMessages.texts,
        MessageType: userMessages.messageType,
        IsRead: userMessages.isRead,
        CreationTime: userMessages.creationTime,
      })
      .from(userMessages)
      .where(where)
      .orderBy(dir(userMessages.creationTime), dir(userMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(userMessages).where(where),
  );
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(mine(userId, eq(userMessages.isRead, false)));
  return Number(row?.n ?? 0);
}

/** Which of `ids` belong to the user. */
export async function ownedIds(db: Queryable, userId: number, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(mine(userId, inArray(userMessages.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Marks unread messages read (`ids` absent: all of them); answers how many changed. */
export async function markRead(db: Queryable, userId: number, ids?: number[]): Promise<number> {
  const rows = await db
    .update(userMessages)
    .set({ isRead: true })
    .where(mine(userId, eq(userMessages.isRead, false), ids ? inArray(userMessages.id, ids) : undefined))
    .returning({ id: userMessages.id });
  return rows.length;
}

export async function remove(db: Queryable, userId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(userMessages)
    .where(mine(userId, inArray(userMessages.id, ids)))
    .returning({ id: userMessages.id });
  return rows.length;
}

export async function existingUserIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}
