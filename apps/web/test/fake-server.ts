import type { Mock } from 'vitest';
import { vi } from 'vitest';
import { configureRequest } from '../src/api/request';

/**
 * THE fake server of the web tests. It sits where the real one does for the console, under the
 * request layer (`configureRequest({ fetch })`), so every test goes through the typed client and
 * the transport as the console does: the body cleaned, the headers, the envelope read, errors
 * shown. It answers by `Controller/Action` as the real server does, `{ Code, Message, Data }`
 * (with `Total` for a page) and the real server's HTTP status for a refusal, and records every
 * call with its body.
 *
 *   const server = fakeServer({ 'Region/GetRegionRoots': ROOTS, 'User/EditUser': (b) => b.Id === 1 });
 *   server.on('User/EditUser', fail(2, 'Taken', { Field: 'UserName' }));   // a per-test override
 *   expect(server.to('User/EditUser')).toEqual([{ Id: 1, ... }]);         // the bodies sent
 *
 * An answer is the call's `Data`; `page(rows)` a paged list; `fail(code, message)` a refusal;
 * `reply(envelope)` any other envelope (with `Warnings`); a `Response` goes out as it is (the
 * transport's own tests: statuses, bodies that are no envelope). A function answers from the body
 * and the call (`(body, call) => ...`), may wait (a promise) or throw (a network failure). A call
 * no route answers gets `otherwise`, by default a Code 3 naming the call, so an unexpected call
 * fails loudly.
 */

/** One call as it reached the server. */
export interface Sent {
  /** `Controller/Action` (or the file: `version.json`). */
  path: string;
  url: string;
  body: any;
  headers: Record<string, string>;
  init: RequestInit;
}

/** A call as its path and body. */
export type Call = { path: string; body: any };

/** An envelope with its HTTP status, as the server writes it. */
export class Reply {
  constructor(
    readonly envelope: Record<string, unknown>,
    readonly status = 200,
  ) {}
}

type Handler = (body: any, call: Sent) => unknown;
/** What a call answers (see above); never a function, so a route's function is its handler. */
export type Answer = Reply | Response | object | string | number | boolean | null | undefined;
export type Routes = Record<string, Answer | Handler>;

/** The HTTP status the server gives each envelope code (apps/server/src/platform/errors.ts). */
const STATUS: Record<number, number> = { 0: 200, 1: 401, 2: 400, 3: 404, 4: 409, 5: 401, 6: 429, 9: 500 };

/** A paged list: its rows and `Total` (the rows' count unless given), and any more fields (`Counts`). */
export const page = (Data: unknown[], Total = Data.length, more: Record<string, unknown> = {}) =>
  new Reply({ Code: 0, Message: '', Data, Total, ...more });

/** A refusal: its code, the message shown, `Data` (a Code 2 names its field: `{ Field, Rule }`). */
export const fail = (Code: number, Message = '', Data: unknown = null, status = STATUS[Code] ?? 400) =>
  new Reply({ Code, Message, Data }, status);

/** Any other envelope (a success with `Warnings`), `Code` 0 unless it says otherwise. */
export const reply = (envelope: Record<string, unknown>, status?: number) => {
  const e = { Code: 0, Message: '', Data: null, ...envelope };
  return new Reply(e, status ?? STATUS[e.Code as number] ?? 200);
};

/** `Controller/Action` of an address under any API base; a root file by its name. */
export const pathOf = (url: string) => {
  const parts = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean);
  return parts.length === 1 ? parts[0]! : parts.slice(-2).join('/');
};

const bodyOf = (init: RequestInit) => {
  if (typeof init.body !== 'string') return init.body ?? {};
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
};

function respond(answer: unknown): Response {
  // A copy: the same answer may be given to many calls, and a body is read once.
  if (answer instanceof Response) return answer.clone();
  const r = answer instanceof Reply ? answer : new Reply({ Code: 0, Message: '', Data: answer });
  return Response.json(r.envelope, { status: r.status });
}

export interface FakeServer {
  /** Every call, in order. */
  readonly sent: Sent[];
  /** The bodies sent to one `Controller/Action`, in order. */
  to(path: string): any[];
  /** Every call as its path and body, in order (what `toEqual` compares). */
  calls(): Call[];
  /** Answers a call from now on (a route added or replaced). */
  on(path: string, answer: Answer | Handler): FakeServer;
  /** The fetch the request layer was given (`expect(server.fetch).not.toHaveBeenCalled()`). */
  readonly fetch: Mock<(url: string, init: RequestInit) => Promise<Response>>;
}

/** Puts a fake server under the request layer (replacing the one before). */
export function fakeServer(
  routes: Routes = {},
  options: { otherwise?: Answer | ((path: string, body: unknown, call: Sent) => unknown) } = {},
): FakeServer {
  const table = new Map<string, Answer | Handler>(Object.entries(routes));
  const sent: Sent[] = [];
  const otherwise =
    options.otherwise === undefined
      ? (path: string) => fail(3, `fake server: no answer for ${path}`)
      : options.otherwise;
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const call: Sent = {
      path: pathOf(url),
      url,
      body: bodyOf(init),
      headers: (init.headers ?? {}) as Record<string, string>,
      init,
    };
    sent.push(call);
    // As a real fetch: an aborted call (cancelled, timed out) rejects, however long the answer takes.
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      const route = table.has(call.path) ? table.get(call.path) : otherwise;
      Promise.resolve()
        .then(() =>
          typeof route !== 'function'
            ? route
            : table.has(call.path)
              ? (route as Handler)(call.body, call)
              : (route as (p: string, b: unknown, c: Sent) => unknown)(call.path, call.body, call),
        )
        .then((answer) => resolve(respond(answer)), reject);
    });
  });
  configureRequest({ fetch });
  const server: FakeServer = {
    sent,
    to: (path) => sent.filter((s) => s.path === path).map((s) => s.body),
    calls: () => sent.map(({ path, body }) => ({ path, body })),
    on: (path, answer) => {
      table.set(path, answer);
      return server;
    },
    fetch,
  };
  return server;
}
