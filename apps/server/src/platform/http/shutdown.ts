import type { FastifyInstance } from 'fastify';
import { serverErrorBody } from './envelope.js';
import { langOf } from './lang.js';

// A stopping server takes no new connection, finishes what runs and refuses what arrives
// (docs/architecture.md, "Stopping").

/** How many things are under way (requests, handlers), and a wait until none is. */
export class Gauge {
  private n = 0;
  private readonly waiting = new Set<() => void>();
  up(): void {
    this.n++;
  }
  /** A bound function: given as a listener as it is, without a closure per request. */
  readonly down = (): void => {
    if (--this.n === 0) for (const wake of this.waiting) wake();
  };
  /** Resolves true once none is under way, or false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (this.n === 0) return resolve(true);
      const done = (ok: boolean) => {
        this.waiting.delete(wake);
        clearTimeout(timer);
        resolve(ok);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.waiting.add(wake);
    });
  }
}

export interface Drain {
  /** Begins the stop, all in this turn of the event loop so no request can come in between: the
   * listener closes (a new connection is refused), Node closes the kept-alive connections that
   * are idle (a request sent on one is never read), answers from now on say `connection: close`,
   * and a request whose headers were not all in yet is turned away with the envelope. */
  begin(): void;
  /** Resolves true once every request taken before the stop has been answered (or its client
   * has gone), false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean>;
}

/**
 * A stopping server lets running requests finish but keeps no connection alive: their answers
 * say `connection: close` (Node would otherwise hold a connection that was busy when the stop
 * began until its keep-alive time-out). A request still arriving on such a connection (the rest
 * of its headers, or one pipelined behind a running one) is turned away with the envelope (Code 9
 * "unavailable, retry", HTTP 503) for the client to retry elsewhere; Fastify's own answer to it
 * has another shape, so the app is built with `return503OnClosing: false` and this hook takes its
 * place. `begin` stops taking connections first; `app.close()` alone (Fastify's order) refuses
 * from its preClose hooks on, while it still listens, so the server's stop begins with `begin`.
 */
export function refuseWhileClosing(app: FastifyInstance): Drain {
  let closing = false;
  const open = new Gauge();
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks, not async ones: they run on every request, and an async hook costs a
  // promise and a turn of the microtask queue each time.
  app.addHook('onRequest', (req, reply, done) => {
    if (!closing) {
      // Counted until the answer is sent or the connection is gone ('close' comes either way).
      open.up();
      reply.raw.on('close', open.down);
      return done();
    }
    reply.header('connection', 'close');
    // Answered here: `done` is not called, so the request goes no further.
    reply.code(503).send(serverErrorBody(langOf(req), 'error.unavailable', req.id));
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    begin() {
      closing = true;
      // Fastify's own close later finds the listener closed and goes on at once: `idle` is the
      // wait for the running requests instead (push sockets, which Node would wait for too, are
      // closed after them, as pushes go out through them while the requests finish).
      if (app.server.listening) app.server.close();
    },
    idle: (timeoutMs) => open.idle(timeoutMs),
  };
}
