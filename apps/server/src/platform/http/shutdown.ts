import type { FastifyInstance } from 'fastify';
import { serverErrorBody } from './envelope.js';
import { langOf } from './lang.js';

// A stopping server finishes what runs and refuses what arrives.

/**
 * A stopping server lets running requests finish but keeps no connection alive: their answers
 * say `connection: close` (Node would otherwise hold a connection that was busy when the stop
 * began until its keep-alive time-out). A request still arriving on such a connection is turned
 * away with the envelope (Code 9 "unavailable, retry", HTTP 503) for the client to retry
 * elsewhere; Fastify's own answer to it has another shape, so the app is built with
 * `return503OnClosing: false` and this hook takes its place.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks, not async ones: they run on every request, and an async hook costs a
  // promise and a turn of the microtask queue each time.
  app.addHook('onRequest', (req, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    // Answered here: `done` is not called, so the request goes no further.
    reply.code(503).send(serverErrorBody(langOf(req), 'error.unavailable', req.id));
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
