import { once } from 'node:events';
import net from 'node:net';
import { t3 } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { defineConsumer, emitEvent, forgetConsumer } from '../src/platform/events.js';
import { startTestServer } from './helpers/server.js';

// A graceful stop (docs/architecture.md, "Stopping"): no new connection from its first moment,
// the requests it took answered as usual, then the deliveries, then the push hub they push
// through, then the database. The stop used to keep listening while it closed the push hub's
// Redis clients (a round trip, long under load): requests arriving meanwhile were turned away
// with Code 9, and a delivery pushing after the Redis clients had closed ended the process.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw connection to the server, collecting what it answers until it closes. */
async function connection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  let text = '';
  socket.on('data', (d) => {
    text += d.toString();
  });
  const ended = once(socket, 'close');
  return { socket, text: () => text, answer: () => ended.then(() => text) };
}
const request = (p: string, body: string, close = false) =>
  `POST /openapi/${p} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\nacceptlanguage: en-US\r\n` +
  `${close ? 'connection: close\r\n' : ''}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/** What a new connection gets: the error's code when it is refused, else the answer's first line. */
function newConnection(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(Number(port), hostname, () => socket.end(request('Account/GetPublicKey', '{}', true)));
    socket.on('data', (d) => {
      text += d.toString();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    socket.on('close', () => resolve(text.split('\r\n')[0] || 'closed without an answer'));
  });
}

const CONSUMER = 'shutdown-test';
afterAll(() => forgetConsumer(CONSUMER));

describe('a graceful stop', () => {
  it('refuses new connections at once, answers what it took, then stops deliveries, pushes and the database', async () => {
    const s = await startTestServer({ listen: true, config: { eventPollMs: 20 } });
    const order: string[] = [];
    // A delivery under way when the stop begins; it ends when the test lets it.
    let entered!: () => void;
    const inDelivery = new Promise<void>((r) => {
      entered = r;
    });
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    defineConsumer({
      name: CONSUMER,
      title: t3('停机测试', '停機測試', 'Stop test'),
      types: ['Test.stopping'],
      async handle(_deps, tx) {
        entered();
        await released;
        // The database is still open to finish it.
        await tx.execute(sql`select 1`);
        order.push('delivery done');
      },
    });
    // The push hub's Redis clients take a second to close (a loaded machine, a distant Redis).
    const push = s.deps.push;
    const closePush = push.close.bind(push);
    push.close = async () => {
      order.push('push closed');
      await sleep(1000);
      await closePush();
    };
    const closeDatabase = s.database.close;
    s.database.close = async () => {
      order.push('database closed');
      await closeDatabase();
    };

    let closed: Promise<void> | undefined;
    try {
      // The demo data's deliveries are not this test's: out of the way, the dispatcher takes ours at once.
      await s.deps.db.execute(sql`update event_deliveries set state = 1 where state = 0`);
      await s.deps.db.transaction((tx) => emitEvent(tx, { type: 'Test.stopping', entity: 'Test' }));
      await inDelivery;
      // A: a request under way: its headers are in, the end of its body comes during the stop (one
      // that reads no table: on PGlite the delivery's open transaction holds the one connection).
      const late = request('Account/GetPublicKey', '{}');
      const a = await connection(s.url);
      const taken = once(s.app.server, 'request');
      a.socket.write(late.slice(0, -1));
      await taken;
      // K: a kept-alive connection, idle when the stop begins.
      const k = await connection(s.url);
      k.socket.write(request('Account/GetPublicKey', '{}'));
      await expect.poll(() => k.text()).toMatch(/^HTTP\/1\.1 200/);

      closed = s.close();
      await sleep(50);
      // A new connection is refused, not taken and answered Code 9.
      expect(await newConnection(s.url)).toBe('ECONNREFUSED');
      // The idle kept-alive connection is closed, with nothing more said on it.
      const kept = k.text();
      await k.answer();
      expect(k.text()).toBe(kept);

      a.socket.write(late.slice(-1));
      const answered = await a.answer();
      order.push('request answered');
      expect(answered).toMatch(/^HTTP\/1\.1 200/);
      expect(answered.toLowerCase()).toContain('connection: close');
      expect(bodyOf(answered).Code).toBe(0);
      // The delivery still runs with the push hub and the database open.
      await sleep(50);
      release();
      await closed;
      expect(order).toEqual(['request answered', 'delivery done', 'push closed', 'database closed']);
    } finally {
      release();
      await (closed ?? s.close());
    }
  }, 60_000);
});
