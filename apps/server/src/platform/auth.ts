import crypto from 'node:crypto';
import { AccountType, type AccountTypeValue } from '@wms/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable, RawQuery } from '../db/client.js';
import { menus, refreshTokens, roleMenus, roles, sessions, userRoles } from '../db/schema/index.js';
import { notSignedIn, tokenExpired } from './errors.js';
import { signJwt, verifyJwt } from './jwt.js';
import { type ServerKeys, sha256 } from './keys.js';

/** The caller, as every service sees it. */
export interface Auth {
  userId: number;
  accountType: AccountTypeValue;
  siteId: number;
  isSuperUser: boolean;
  sessionId: string;
  /** How the caller signed in: absent for a session's access token, `apiKey` for a peer's signed
   * request (docs/domain.md, "Peer access"), which has no session. */
  via?: 'apiKey';
  /** The key of a signed request. */
  apiKeyId?: number;
}
export const isStaff = (a: Auth) => a.accountType === AccountType.Staff;
/** A peer's signed request: what it creates is of source Peer (an order's `OrderSource.Peer`). */
export const isPeerRequest = (a: Auth | null | undefined) => a?.via === 'apiKey';

export interface TokenPair {
  AccessToken: string;
  RefreshToken: string;
  ExpiresIn: number;
}

export class TokenService {
  constructor(
    private db: Db,
    private keys: ServerKeys,
    private accessTtl: number,
    private refreshTtl: number,
  ) {}

  async signAccess(userId: number, sessionId: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return signJwt({ sub: String(userId), sid: sessionId, iat: now, exp: now + this.accessTtl }, this.keys.jwtSecret);
  }

  /** Starts a session (a refresh-token family) and answers its first token pair. */
  async startSession(userId: number, ip: string, userAgent: string): Promise<TokenPair> {
    const sessionId = crypto.randomUUID();
    const refresh = crypto.randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        id: sessionId,
        userId,
        ip,
        userAgent: userAgent.slice(0, 300),
        expiresAt: new Date(Date.now() + this.refreshTtl * 1000),
      });
      await tx.insert(refreshTokens).values({ tokenHash: sha256(refresh), sessionId });
    });
    return { AccessToken: await this.signAccess(userId, sessionId), RefreshToken: refresh, ExpiresIn: this.accessTtl };
  }

  /**
   * Rotates a refresh token. Exactly one caller can use a token: the conditional update is the
   * lock. Presenting an already-rotated token means it leaked, so the whole family is revoked.
   */
  async refresh(token: string): Promise<TokenPair> {
    const hash = sha256(token);
    const next = crypto.randomBytes(32).toString('base64url');
    const result = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (!used) {
        const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
        return row ? { reused: row.sessionId } : null;
      }
      const [session] = await tx.select().from(sessions).where(eq(sessions.id, used.sessionId)).for('update');
      if (!session || session.revokedAt || session.expiresAt.getTime() < Date.now()) return null;
      await tx.insert(refreshTokens).values({ tokenHash: sha256(next), sessionId: session.id });
      return { session };
    });
    if (!result) throw notSignedIn();
    if ('reused' in result) {
      await this.revokeSession(result.reused as string, 'refresh token reused');
      throw notSignedIn();
    }
    return {
      AccessToken: await this.signAccess(result.session.userId, result.session.id),
      RefreshToken: next,
      ExpiresIn: this.accessTtl,
    };
  }

  /** Signs the session of a refresh token out; answers the session, or null for a token nobody
   * issued. */
  async revokeByRefreshToken(token: string): Promise<string | null> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    if (!row) return null;
    await this.revokeSession(row.sessionId, 'signed out');
    return row.sessionId;
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Tokens whose signature checked out, by their text: a console sends the same token on every
   * call for its lifetime, and the HMAC was the dearest step of the guard after its query. A
   * token's text and signature never change, so this keeps no decision that could go stale: the
   * expiry is checked on every call, and the session (revoke, sign-out) by the guard's query. */
  private verified = new Map<string, { userId: number; sessionId: string; exp: number }>();

  /** Verifies the signature and expiry only; the guard checks the session in the database. */
  async verifyAccess(bearer: string): Promise<{ userId: number; sessionId: string }> {
    const known = this.verified.get(bearer);
    if (known) {
      if (known.exp <= Date.now() / 1000) throw tokenExpired();
      return known;
    }
    const result = verifyJwt(bearer, this.keys.jwtSecret);
    if (!result.ok) throw result.expired ? tokenExpired() : notSignedIn();
    const userId = Number(result.payload.sub);
    if (!Number.isInteger(userId)) throw notSignedIn();
    // Bounded: beyond 10,000 live tokens, start again rather than grow.
    if (this.verified.size >= 10_000) this.verified.clear();
    const entry = { userId, sessionId: result.payload.sid, exp: result.payload.exp };
    this.verified.set(bearer, entry);
    return entry;
  }
}

export interface GuardRow {
  user_id: number;
  account_type: number;
  site_id: number;
  is_super_user: boolean;
  allowed: boolean;
}

/**
 * One query per request: the session is live, the user active, and (when a code is given) the
 * user holds it through a role. Nothing is cached, so a revoke or grant counts on the next call.
 * Two statements, with a code and without: one statement for both, `$3 is null or exists (...)`,
 * was planned anew on every call without a code (PostgreSQL priced its generic plan with the
 * permission walk in it), a third of the guard's cost on the calls any signed-in user may make.
 */
/** What makes a session `s` of user `u` live: not revoked, not expired, its user active (the
 * guard's check, and the push hub's sweep of its sockets). */
export const LIVE_SESSION = 's.revoked_at is null and s.expires_at > now() and not u.is_deactivate';
const SESSION_LIVE = `
  from sessions s join users u on u.id = s.user_id
  where s.id = $1::uuid and s.user_id = $2 and ${LIVE_SESSION}`;
/** Whether user `user` holds permission code `code` through an active role's active menu node. */
const GRANTED = (user: string, code: string) => `exists (
      select 1 from user_roles ur
      join roles r on r.id = ur.role_id and not r.is_deactivate
      join role_menus rm on rm.role_id = ur.role_id
      join menus m on m.id = rm.menu_id and not m.is_deactivate
      where ur.user_id = ${user} and m.permission_code = ${code}::text
    )`;
const GUARD_SQL = `
  select u.id as user_id, u.account_type, u.site_id, u.is_super_user,
    u.is_super_user or ${GRANTED('u.id', '$3')} as allowed${SESSION_LIVE}`;
const GUARD_ANY_SQL = `
  select u.id as user_id, u.account_type, u.site_id, u.is_super_user, true as allowed${SESSION_LIVE}`;

/**
 * One prepared query per request: the session is live, the user active, and (when a code is
 * given) the user holds it through a role. Nothing is cached, so a revoke or grant counts on the
 * next call.
 */
export async function loadGuard(
  query: RawQuery,
  sessionId: string,
  userId: number,
  code: string | null,
): Promise<GuardRow | null> {
  const rows =
    code === null
      ? await query<GuardRow>('guard_any', GUARD_ANY_SQL, [sessionId, userId])
      : await query<GuardRow>('guard', GUARD_SQL, [sessionId, userId, code]);
  return rows[0] ?? null;
}

/** Whether the caller holds one of these permission codes through an active role (a super user
 * holds every one): for a call any signed-in user may make that serves a staff call, so staff
 * reach through it only what that call's permission lets them (a record's history is read with
 * the permission of the record's list, a bill's coupon picker with that of paying bills;
 * docs/architecture.md, "How a request flows"). */
export async function holdsAnyCode(db: Queryable, auth: Auth, codes: readonly string[]): Promise<boolean> {
  if (auth.isSuperUser) return true;
  if (!codes.length) return false;
  const [row] = await db
    .select({ id: menus.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isDeactivate, false)))
    .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
    .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.isDeactivate, false)))
    .where(and(eq(userRoles.userId, auth.userId), inArray(menus.permissionCode, [...codes])))
    .limit(1);
  return !!row;
}
