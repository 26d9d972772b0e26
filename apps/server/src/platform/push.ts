import type http from 'node:http';
import { PUSH_HUB_PATH, PushEvents, type PushMessage, type PushToConsole, type PushToServer } from '@wms/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { RawQuery } from '../db/client.js';
import { LIVE_SESSION, loadGuard, type TokenService } from './auth.js';

/** Socket.io path of the hub; its events are declared in packages/contract/src/sockets/push.ts
 * (docs/architecture.md, "Socket protocols"). */
export const HUB_PATH = PUSH_HUB_PATH;
export { PushEvents, type PushMessage };

/** What the hub keeps of each socket: whose it is. */
interface PushSocketData {
  userId: number;
  sessionId: string;
}
type PushServer = Server<PushToServer, PushToConsole, Record<string, never>, PushSocketData>;

/** How often each instance closes the sockets whose session ended (docs/domain.md, "Signing in"). */
export const PUSH_SWEEP_MS = 30_000;

/** Of these sessions, those still live: not revoked, not expired, their user active. */
const LIVE_SESSIONS_SQL = `
  select s.id::text as id from sessions s join users u on u.id = s.user_id
  where s.id = any($1::uuid[]) and ${LIVE_SESSION}`;

/**
 * The push hub. Sockets authenticate with the access token of a live session (the request guard's
 * check) and join a room for their user, one for their site and one for their session. With Redis
 * configured, the adapter fans events out to every instance. A socket lives no longer than its
 * session: signing out closes the session's sockets on every instance at once, switching a user
 * off, deleting it or changing its password closes its sockets as well (`endUser`), and every
 * PUSH_SWEEP_MS each instance closes those whose session ended any other way (a reused refresh
 * token, an expiry), or whose closing was missed (an instance down when it was sent).
 */
export class PushHub {
  io: PushServer | null = null;
  private redisClients: { quit(): Promise<unknown> }[] = [];
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(
    private tokens: TokenService,
    private query: RawQuery,
    private log: FastifyBaseLogger,
    private sweepMs = PUSH_SWEEP_MS,
  ) {}

  async attach(server: http.Server, redisUrl?: string): Promise<void> {
    const io: PushServer = new Server(server, { path: HUB_PATH, cors: { origin: true, credentials: true } });
    if (redisUrl) {
      // Only with Redis: one process alone needs neither (~20 MB it does not hold then).
      const [{ createClient }, { createAdapter }] = await Promise.all([
        import('redis'),
        import('@socket.io/redis-adapter'),
      ]);
      const pub = createClient({ url: redisUrl });
      const sub = pub.duplicate();
      for (const c of [pub, sub]) c.on('error', (e: Error) => this.log.warn({ err: e.message }, 'push redis error'));
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub));
      this.redisClients = [pub, sub];
    }
    io.use(async (socket, next) => {
      try {
        const raw =
          (socket.handshake.auth?.token as string | undefined) ??
          (socket.handshake.query?.access_token as string | undefined) ??
          socket.handshake.headers.authorization?.replace(/^Bearer\s+/i, '');
        if (!raw) return next(new Error('unauthorized'));
        const { userId, sessionId } = await this.tokens.verifyAccess(raw);
        // A token outlives its session by up to its lifetime: the session itself must be live.
        const live = await loadGuard(this.query, sessionId, userId, null);
        if (!live) return next(new Error('unauthorized'));
        socket.data.userId = userId;
        socket.data.sessionId = sessionId;
        await socket.join([`user:${userId}`, `site:${live.site_id}`, `session:${sessionId}`]);
        next();
      } catch {
        next(new Error('unauthorized'));
      }
    });
    this.io = io;
    if (this.sweepMs > 0) {
      this.sweeper = setInterval(() => {
        this.sweep().catch((e: Error) => this.log.warn({ err: e.message }, 'push sweep failed'));
      }, this.sweepMs);
      this.sweeper.unref();
    }
  }

  /** Closes the sockets of a session that just ended, on every instance. */
  endSession(sessionId: string): void {
    this.io?.in(`session:${sessionId}`).disconnectSockets(true);
  }

  /** Closes the sockets of a user whose sessions just ended (switched off, deleted, the password
   * changed), on every instance, but those of `keepSessionId` (the session that changed its own
   * password lives on). Called after the commit that ended them. */
  endUser(userId: number, keepSessionId?: string): void {
    const room = this.io?.in(`user:${userId}`);
    (keepSessionId ? room?.except(`session:${keepSessionId}`) : room)?.disconnectSockets(true);
  }

  /** Closes this instance's sockets whose session is no longer live, in one query; answers how
   * many it closed. One sweep at a time. */
  sweep(): Promise<number> {
    this.sweeping ??= this.closeEnded().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async closeEnded(): Promise<number> {
    const sockets = [...(this.io?.of('/').sockets.values() ?? [])];
    const sessions = [...new Set(sockets.map((k) => k.data.sessionId))];
    if (!sessions.length) return 0;
    const rows = await this.query<{ id: string }>('push_live_sessions', LIVE_SESSIONS_SQL, [sessions]);
    const live = new Set(rows.map((r) => r.id));
    let closed = 0;
    for (const k of sockets) {
      if (live.has(k.data.sessionId)) continue;
      k.disconnect(true);
      closed++;
    }
    return closed;
  }

  toUser<E extends keyof PushToConsole>(userId: number, event: E, ...payload: Parameters<PushToConsole[E]>): void {
    this.io?.to(`user:${userId}`).emit(event, ...payload);
  }
  toUsers<E extends keyof PushToConsole>(userIds: number[], event: E, ...payload: Parameters<PushToConsole[E]>): void {
    if (userIds.length) this.io?.to(userIds.map((id) => `user:${id}`)).emit(event, ...payload);
  }
  toSite<E extends keyof PushToConsole>(siteId: number, event: E, ...payload: Parameters<PushToConsole[E]>): void {
    this.io?.to(`site:${siteId}`).emit(event, ...payload);
  }

  /** Ends the push connections and the Redis clients. Not socket.io's own close(): that also
   * closes the HTTP server, which Fastify owns and closes after draining; closed early, while a
   * request was running, Node would keep that kept-alive connection (and the stop) waiting. */
  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    if (this.io) {
      this.io.local.disconnectSockets(true);
      this.io.engine.close();
    }
    await Promise.allSettled(this.redisClients.map((c) => c.quit()));
  }
}
