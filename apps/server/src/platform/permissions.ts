import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { userRoles } from '../db/schema/index.js';
import type { Deps } from './deps.js';
import { PushEvents } from './push.js';

/** Users holding any of these roles (to tell them their permissions changed). */
export async function usersOfRoles(db: Queryable, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds));
  return rows.map((r) => r.userId);
}

/**
 * Grants are read from the database on every request, so a change counts at once; this push
 * only tells open consoles to refresh their menus and buttons (they reload after 120 s).
 * Call it after the transaction that changed grants has committed.
 */
export function notifyPermissionChange(deps: Pick<Deps, 'push'>, userIds: number[]): void {
  deps.push.toUsers([...new Set(userIds)], PushEvents.PermissionChange, { At: new Date().toISOString() });
}
