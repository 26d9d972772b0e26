import {
  AccountType,
  type AccountTypeValue,
  type GetBackstageUsersBody,
  type GetSelectUserBody,
  type GetUsersBody,
} from '@wms/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { organizes, roles, sessions, sites, userRoles, users } from '../../../db/schema/index.js';
import { contains, dateRange, pageOf, pageWindow } from '../../../platform/paging.js';

/** `%text%` for ILIKE with the caller's own wildcards taken literally. */

export interface RoleRef {
  Id: number;
  Name: string;
}

// One correlated aggregate per row of the page, in the same statement: no query per user. The
// outer column is spelt out: drizzle may render it unqualified, and "id" would then mean r.id.
const rolesOf = (activeOnly = false) =>
  sql<RoleRef[]>`coalesce((select json_agg(json_build_object('Id', r.id, 'Name', r.name) order by r.id)
    from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = "users"."id" ${activeOnly ? sql`and not r.is_deactivate` : sql``}), '[]'::json)`;

type UserListQuery = (GetBackstageUsersBody | GetUsersBody) & Partial<Pick<GetUsersBody, 'SiteId' | 'CustomerCode'>>;

function userFilters(accountType: AccountTypeValue, q: UserListQuery): SQL | undefined {
  const pattern = q.Content ? contains(q.Content) : undefined;
  return and(
    eq(users.accountType, accountType),
    pattern
      ? or(
          ilike(users.userName, pattern),
          ilike(users.nickName, pattern),
          ilike(users.phoneNumber, pattern),
          accountType === AccountType.Customer ? ilike(users.customerCode, pattern) : undefined,
        )
      : undefined,
    q.OrganizeId ? eq(users.organizeId, q.OrganizeId) : undefined,
    q.RoleId
      ? sql`exists (select 1 from user_roles f where f.user_id = "users"."id" and f.role_id = ${q.RoleId})`
      : undefined,
    q.IsDeactivate !== undefined ? eq(users.isDeactivate, q.IsDeactivate) : undefined,
    q.SiteId ? eq(users.siteId, q.SiteId) : undefined,
    q.CustomerCode ? eq(users.customerCode, q.CustomerCode.toUpperCase()) : undefined,
    dateRange(users.creationTime, q),
  );
}

function userOrder(q: { sortType: number; descendingOrder: boolean }): SQL[] {
  const dir = q.descendingOrder ? sql`desc` : sql`asc`;
  if (q.sortType === 1) return [sql`lower(${users.userName}) ${dir}`, sql`${users.id} ${dir}`];
  // Users who never signed in sort after the others in either direction.
  if (q.sortType === 2) return [sql`${users.lastLoginTime} ${dir} nulls last`, sql`${users.id} ${dir}`];
  return [sql`${users.creationTime} ${dir}`, sql`${users.id} ${dir}`];
}

export function listUsers(db: Queryable, accountType: AccountTypeValue, q: UserListQuery) {
  const where = userFilters(accountType, q);
  const { limit, offset } = pageWindow(q);
  return pageOf(
    db
      .select({
        Id: users.id,
        UserName: users.userName,
        NickName: users.nickName,
        CustomerCode: users.customerCode,
        PhoneCode: users.phoneCode,
        PhoneNumber: users.phoneNumber,
        Email: users.email,
        SiteId: users.siteId,
        SiteName: sites.name,
        OrganizeId: users.organizeId,
        OrganizeName: organizes.name,
        Roles: rolesOf(),
        IsSuperUser: users.isSuperUser,
        IsDeactivate: users.isDeactivate,
        IsPeer: users.isPeer,
        Remarks: users.remarks,
        LastLoginTime: users.lastLoginTime,
        CreationTime: users.creationTime,
      })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .where(where)
      .orderBy(...userOrder(q))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(users).where(where),
  );
}

export async function findUserDetail(db: Queryable, accountType: AccountTypeValue, id: number) {
  const [row] = await db
    .select({
      Id: users.id,
      UserName: users.userName,
      NickName: users.nickName,
      Avatar: users.avatar,
      PhoneCode: users.phoneCode,
      PhoneNumber: users.phoneNumber,
      Email: users.email,
      Gender: users.gender,
      OrganizeId: users.organizeId,
      OrganizeName: organizes.name,
      Roles: rolesOf(),
      IsSuperUser: users.isSuperUser,
      IsDeactivate: users.isDeactivate,
      Remarks: users.remarks,
      SiteId: users.siteId,
      SiteName: sites.name,
      CustomerCode: users.customerCode,
      IsPeer: users.isPeer,
      LastLoginTime: users.lastLoginTime,
      CreationTime: users.creationTime,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .where(and(eq(users.id, id), eq(users.accountType, accountType)));
  return row;
}

/** The user row, locked until the transaction ends (edits of one user run one after another). */
export async function lockUser(db: Queryable, accountType: AccountTypeValue, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.accountType, accountType)))
    .for('update');
  return row;
}

export async function lockUserById(db: Queryable, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * Active super users other than `exceptId`. Every active super user row is locked first, so two
 * administrators removing each other at the same moment cannot both pass the check.
 */
export async function otherActiveSuperUsers(db: Queryable, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSuperUser, true), eq(users.isDeactivate, false)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.filter((r) => r.id !== exceptId).length;
}

export async function phoneTaken(
  db: Queryable,
  accountType: number,
  phoneCode: string,
  phoneNumber: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.accountType, accountType),
        eq(users.phoneCode, phoneCode),
        eq(users.phoneNumber, phoneNumber),
        ne(users.id, exceptId),
      ),
    );
  return !!row;
}

export async function updateUser(db: Queryable, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Ends every live session of the user, except `keepSessionId` (the caller's own). */
export async function revokeSessions(db: Queryable, userId: number, reason: string, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** How many of `roleIds` are roles of this classification (1 staff, 2 customer). */
export async function countRoles(db: Queryable, classification: number, roleIds: number[]): Promise<number> {
  if (!roleIds.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), eq(roles.classification, classification)));
  return Number(row?.n ?? 0);
}

export async function replaceRoles(db: Queryable, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function organizeExists(db: Queryable, classification: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizes.id })
    .from(organizes)
    .where(and(eq(organizes.id, id), eq(organizes.classification, classification)));
  return !!row;
}

export async function siteExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, id));
  return !!row;
}

/** The user picker: active customers, on users_site_idx (account type, site, creation time). */
export function selectUsers(db: Queryable, q: GetSelectUserBody) {
  const pattern = q.Content ? contains(q.Content) : undefined;
  const where = and(
    eq(users.accountType, AccountType.Customer),
    eq(users.isDeactivate, false),
    q.SiteId ? eq(users.siteId, q.SiteId) : undefined,
    q.UserId ? eq(users.id, q.UserId) : undefined,
    pattern
      ? or(
          ilike(users.userName, pattern),
          ilike(users.nickName, pattern),
          ilike(users.phoneNumber, pattern),
          ilike(users.customerCode, pattern),
        )
      : undefined,
    dateRange(users.creationTime, q),
  );
  const { limit, offset } = pageWindow(q);
  const order = q.descendingOrder ? desc : asc;
  return pageOf(
    db
      .select({
        Id: users.id,
        UserName: users.userName,
        NickName: users.nickName,
        UserId: users.id,
        CustomerCode: users.customerCode,
        SiteName: sites.name,
        Remarks: users.remarks,
        CreationTime: users.creationTime,
      })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(where)
      .orderBy(q.sortType === 1 ? order(sql`lower(${users.userName})`) : order(users.creationTime), order(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(users).where(where),
  );
}

export async function findProfile(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      UserName: users.userName,
      NickName: users.nickName,
      Avatar: users.avatar,
      Email: users.email,
      Gender: users.gender,
      PhoneCode: users.phoneCode,
      PhoneNumber: users.phoneNumber,
      RegionId: users.regionId,
      DetailedAddress: users.detailedAddress,
      CustomerCode: users.customerCode,
      SiteName: sites.name,
      Roles: rolesOf(true),
      CreationTime: users.creationTime,
      LastLoginTime: users.lastLoginTime,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  return row;
}
