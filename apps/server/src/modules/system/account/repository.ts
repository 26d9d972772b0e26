import { eq, sql } from 'drizzle-orm';
import type { Queryable, RawQuery } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';

export function findUserByName(db: Queryable, userName: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .then((r) => r[0]);
}

/** Failed sign-ins within 15 minutes since the last success, by user name and by client
 * address; the larger of the two decides whether the puzzle is required. */
export async function recentFailures(db: Queryable, userName: string, ip: string): Promise<number> {
  const res = await db.execute<{ by_user: number; by_ip: number }>(sql`
    select
      (select count(*) from login_attempts a where a.user_name = ${userName.toLowerCase()} and not a.success
        and a.creation_time > now() - interval '15 minutes'
        and a.creation_time > coalesce((select max(creation_time) from login_attempts s
          where s.user_name = ${userName.toLowerCase()} and s.success), '-infinity'))::int as by_user,
      (select count(*) from login_attempts a where a.ip = ${ip} and not a.success
        and a.creation_time > now() - interval '15 minutes'
        and a.creation_time > coalesce((select max(creation_time) from login_attempts s
          where s.ip = ${ip} and s.success), '-infinity'))::int as by_ip`);
  const row = res.rows[0] as { by_user: number; by_ip: number };
  return Math.max(Number(row.by_user), Number(row.by_ip));
}

export async function touchLastLogin(db: Queryable, userId: number) {
  await db.update(users).set({ lastLoginTime: sql`now()` }).where(eq(users.id, userId));
}

export interface UserInfoRow {
  id: number;
  user_name: string;
  nick_name: string;
  avatar: string;
  is_super_user: boolean;
  account_type: number;
  site_id: number;
  customer_code: string | null;
  buttons: string[];
  quick: string[];
  unread: number;
}

const USER_INFO_SQL = `
  select u.id, u.user_name, u.nick_name, u.avatar, u.is_super_user, u.account_type, u.site_id, u.customer_code,
    coalesce((select array_agg(distinct m.permission_code order by m.permission_code)
      from user_roles ur
      join roles r on r.id = ur.role_id and not r.is_deactivate
      join role_menus rm on rm.role_id = ur.role_id
      join menus m on m.id = rm.menu_id and not m.is_deactivate
      where ur.user_id = u.id and m.permission_code is not null), '{}') as buttons,
    coalesce((select array_agg(q.path order by q.sort, q.creation_time)
      from quick_navigations q where q.user_id = u.id), '{}') as quick,
    (select count(*) from user_messages um where um.user_id = u.id and not um.is_read)::int as unread
  from users u where u.id = $1`;

/** Everything the console needs after sign-in, in one prepared round trip (it runs on every
 * console start and is benchmarked). */
export async function loadUserInfo(query: RawQuery, userId: number): Promise<UserInfoRow | undefined> {
  return (await query<UserInfoRow>('user_info', USER_INFO_SQL, [userId]))[0];
}
