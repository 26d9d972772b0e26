import type http from 'node:http';
import type { Texts } from '@wms/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { TokenService } from './auth.js';

/** Socket.io path of the hub (docs/architecture.md); the web client connects here. */
export const HUB_PATH = '/openapi/hubs/LogisticsInfrastructureHub';

export const PushEvents = {
  /** A user message: `{InfoType, Title, Message, MessageType}`. */
  UserReceivingInformation: 'UserReceivingInformation',
  SendAsync: 'SendAsync',
  /** Picking list ready: `{PickingId, WarehouseId}`. */
  AddPickingList: 'AddPickingList',
  /** The user's roles or grants changed; the console reloads after 120 s. */
  PermissionChange: 'PermissionChange',
} as const;

export interface PushMessage {
  InfoType: number;
  Title: string;
  Message: string;
  MessageType: string;
  /** A system message's title and text in each language: the console shows its own. */
  Titles?: Texts;
  Messages?: Texts;
}

/**
 * The push hub. Sockets authenticate with the access token and join a room for their user and
 * one for their site. With Redis configured, the adapter fans events out to every instance.
 */
export class PushHub {
  io: Server | null = null;
  private redisClients: { quit(): Promise<unknown> }[] = [];

  constructor(
    private tokens: TokenService,
    private siteOf: (userId: number) => Promise<number | null>,
    private log: FastifyBaseLogger,
  ) {}

  async attach(server: http.Server, redisUrl?: string): Promise<void> {
    const io = new Server(server, { path: HUB_PATH, cors: { origin: true, credentials: true } });
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
        const { userId } = await this.tokens.verifyAccess(raw);
        const siteId = await this.siteOf(userId);
        if (siteId === null) return next(new Error('unauthorized'));
        socket.data.userId = userId;
        await socket.join([`user:${userId}`, `site:${siteId}`]);
        next();
      } catch {
        next(new Error('unauthorized'));
      }
    });
    this.io = io;
  }

  toUser(userId: number, event: string, payload: unknown): void {
    this.io?.to(`user:${userId}`).emit(event, payload);
  }
  toUsers(userIds: number[], event: string, payload: unknown): void {
    if (userIds.length) this.io?.to(userIds.map((id) => `user:${id}`)).emit(event, payload);
  }
  toSite(siteId: number, event: string, payload: unknown): void {
    this.io?.to(`site:${siteId}`).emit(event, payload);
  }

  /** Ends the push connections and the Redis clients. Not socket.io's own close(): that also
   * closes the HTTP server, which Fastify owns and closes after draining; closed early, while a
   * request was running, Node would keep that kept-alive connection (and the stop) waiting. */
  async close(): Promise<void> {
    if (this.io) {
      this.io.local.disconnectSockets(true);
      this.io.engine.close();
    }
    await Promise.allSettled(this.redisClients.map((c) => c.quit()));
  }
}
