import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_NOTIFICATIONS,
  openToasts,
  resetToasts,
  setToastAdapter,
  type ToastAdapter,
  toast,
} from '../src/api/notify';
import {
  ApiError,
  CanceledError,
  cleanBody,
  configureRequest,
  pendingCount,
  type RequestConfig,
  request,
  setApiBase,
} from '../src/api/request';
import { fakeServer, type Sent } from './fake-server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (Data: unknown) => json(200, { Code: 0, Message: 'ok', Data });

/** The transport under test answered at the HTTP level: every call, whatever its path, by `handler`
 * (the shared fake server, test/fake-server.ts, which honours abort signals and records every call). */
const fakeFetch = (handler: (url: string, init: RequestInit) => Promise<Response> | Response) => {
  const server = fakeServer({}, { otherwise: (_: string, __: unknown, c: Sent) => handler(c.url, c.init) });
  return { calls: server.sent };
};
/** A call of any address through the transport (the typed client sends its calls so). */
const post = (url: string, data?: unknown, opts: Omit<RequestConfig, 'url' | 'data'> = {}) =>
  request({ url, data, ...opts });

let toasts: { type: string; title: string }[];
let destroyed: string[];
const adapter: ToastAdapter = {
  open: (a) => toasts.push({ type: a.type, title: a.title }),
  destroy: (k) => destroyed.push(k),
};

let tokens: { AccessToken: string; RefreshToken: string };
let lost: number;

beforeEach(() => {
  toasts = [];
  destroyed = [];
  lost = 0;
  tokens = { AccessToken: 'old', RefreshToken: 'r1' };
  resetToasts();
  setToastAdapter(adapter);
  setApiBase('/openapi');
  configureRequest({
    getAccessToken: () => tokens.AccessToken,
    getRefreshToken: () => tokens.RefreshToken,
    setTokens: (p) => {
      tokens = p;
    },
    onSessionLost: () => {
      lost++;
    },
    getLanguage: () => 'en-us',
    text: (k) => (k === 'error' ? 'Error' : `text:${k}`),
  });
});
afterEach(() => setToastAdapter(null));

describe('cleanBody', () => {
  it('trims every string and drops empty ones, at any depth', () => {
    expect(
      cleanBody({ a: ' x ', b: '', c: { d: '   ', e: [' y ', '', ' '], f: { g: ' z' } }, n: 0, t: false, z: null }),
    ).toEqual({ a: 'x', c: { e: ['y'], f: { g: 'z' } }, n: 0, t: false, z: null });
  });
  it('leaves non-plain values alone', () => {
    const d = new Date(0);
    expect(cleanBody({ d })).toEqual({ d });
  });
});

describe('request', () => {
  it('sends the cleaned body with the language and bearer headers, and resolves with Data', async () => {
    const f = fakeFetch(() => ok(42));
    await expect(post('/A/B', { name: '  admin  ', empty: '  ' })).resolves.toBe(42);
    expect(f.calls[0]!.url).toBe('/openapi/A/B');
    expect(f.calls[0]!.body).toEqual({ name: 'admin' });
    const headers = f.calls[0]!.init.headers as Record<string, string>;
    expect(headers.AcceptLanguage).toBe('en-us');
    expect(headers.Authorization).toBe('Bearer old');
  });

  it('rejects Code != 0 with ApiError and shows the Message, or Error when there is none', async () => {
    fakeFetch((url) =>
      url.endsWith('/A/Named')
        ? json(409, { Code: 4, Message: 'Refused here', Data: null })
        : json(400, { Code: 2, Data: null }),
    );
    const e = await post('/A/Named', { x: 1 }).catch((err) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ code: 4, status: 409, message: 'Refused here' });
    await expect(post('/A/Bare', { x: 1 })).rejects.toMatchObject({ code: 2 });
    expect(toasts).toEqual([
      { type: 'error', title: 'Refused here' },
      { type: 'error', title: 'Error' },
    ]);
  });

  it('lets a caller opt out of the notification', async () => {
    fakeFetch(() => json(409, { Code: 4, Message: 'no', Data: null }));
    await expect(post('/A/B', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });

  it("shows a success's warnings, even to a silent caller, and resolves with Data", async () => {
    fakeFetch(() => json(200, { Code: 0, Message: 'ok', Data: true, Warnings: ['Shelf A is over capacity'] }));
    await expect(post('/A/B', { x: 1 }, { silent: true })).resolves.toBe(true);
    expect(toasts).toEqual([{ type: 'warning', title: 'Shelf A is over capacity' }]);
  });

  it('shows the Message of HTTP 401/403 with Code 1', async () => {
    fakeFetch(() => json(403, { Code: 1, Message: 'Not allowed', Data: null }));
    await expect(post('/A/B')).rejects.toMatchObject({ code: 1, status: 403 });
    expect(toasts).toEqual([{ type: 'error', title: 'Not allowed' }]);
    expect(lost).toBe(0);
  });

  it('cancels the earlier of two identical calls in flight, not calls without params or body', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const f = fakeFetch(async () => {
      await gate;
      return ok('done');
    });
    const first = post('/A/Search', { q: 'ab' }).catch((e: unknown) => e);
    const second = post('/A/Search', { q: ' ab ' }); // the same body once trimmed
    const other = post('/A/Search', { q: 'abc' });
    const bare1 = post('/A/Info');
    const bare2 = post('/A/Info');
    await vi.waitFor(() => expect(f.calls.length).toBe(5));
    release();
    expect(await first).toBeInstanceOf(CanceledError);
    await expect(second).resolves.toBe('done');
    await expect(other).resolves.toBe('done');
    await expect(bare1).resolves.toBe('done');
    await expect(bare2).resolves.toBe('done');
    expect(toasts).toEqual([]); // a cancelled call is not an error to show
    expect(pendingCount()).toBe(0);
  });

  it('runs ONE refresh for five concurrent Code 5 failures, then retries all five with the new token', async () => {
    let refreshes = 0;
    const f = fakeFetch(async (url, init) => {
      if (url.endsWith('/Account/RefreshToken')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 30));
        expect(JSON.parse(init.body as string)).toEqual({ Token: 'r1' });
        return ok({ AccessToken: 'new', RefreshToken: 'r2', ExpiresIn: 900 });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth === 'Bearer old') return json(401, { Code: 5, Message: 'expired', Data: null });
      return ok(`${url} as ${auth}`);
    });
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => post(`/A/Call${i}`, { i })));
    expect(refreshes).toBe(1);
    expect(results).toEqual([1, 2, 3, 4, 5].map((i) => `/openapi/A/Call${i} as Bearer new`));
    const api = f.calls.filter((c) => !c.url.endsWith('/RefreshToken'));
    expect(api).toHaveLength(10); // five failures, five retries
    expect(tokens).toEqual({ AccessToken: 'new', RefreshToken: 'r2', ExpiresIn: 900 });
    expect(toasts).toEqual([]);
  });

  it('does not refresh again for a call that failed with a token already replaced', async () => {
    let refreshes = 0;
    fakeFetch(async (url, init) => {
      if (url.endsWith('/Account/RefreshToken')) {
        refreshes++;
        return ok({ AccessToken: 'new', RefreshToken: 'r2' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth === 'Bearer old') {
        // This one is answered only after the refresh of the first has finished.
        if (url.endsWith('/Late')) await new Promise((r) => setTimeout(r, 50));
        return json(401, { Code: 5, Message: 'expired', Data: null });
      }
      return ok('fine');
    });
    await Promise.all([post('/A/Early', { a: 1 }), post('/A/Late', { b: 1 })]);
    expect(refreshes).toBe(1);
  });

  it('ends the session when the refresh fails: every waiting call rejects, the session is cleared once', async () => {
    const f = fakeFetch((url) =>
      url.endsWith('/Account/RefreshToken')
        ? json(401, { Code: 1, Message: 'revoked', Data: null })
        : json(401, { Code: 5, Message: 'expired', Data: null }),
    );
    const all = await Promise.allSettled([1, 2, 3].map((i) => post(`/A/C${i}`, { i })));
    expect(all.every((r) => r.status === 'rejected')).toBe(true);
    expect(lost).toBe(1);
    expect(f.calls.filter((c) => c.url.endsWith('/RefreshToken'))).toHaveLength(1);
  });

  it('times out after the configured time', async () => {
    fakeFetch(() => new Promise<Response>(() => {}));
    await expect(request({ url: '/A/Slow', data: { a: 1 }, timeout: 30 })).rejects.toMatchObject({
      code: -1,
      message: 'text:timeout',
    });
    expect(toasts).toEqual([{ type: 'error', title: 'text:timeout' }]);
  });

  it('reports a network failure', async () => {
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(post('/A/B', { a: 1 })).rejects.toMatchObject({ code: -1, message: 'text:networkError' });
  });

  it('hands over a body that is no envelope (version.json)', async () => {
    fakeFetch(() => json(200, { version: '1.2.3' }));
    await expect(request({ url: '/version.json', method: 'GET' })).resolves.toEqual({ version: '1.2.3' });
  });
});

describe('notifications', () => {
  it(`keeps at most ${MAX_NOTIFICATIONS} open, closing the oldest first`, () => {
    const keys = [1, 2, 3, 4, 5].map((i) => toast('error', `n${i}`));
    expect(toasts.map((t) => t.title)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    expect(destroyed).toEqual([keys[0], keys[1]]);
    expect(openToasts()).toEqual(keys.slice(2));
  });

  it('limits the error toasts of failing calls too', async () => {
    fakeFetch(() => json(409, { Code: 4, Message: 'no', Data: null }));
    await Promise.allSettled([1, 2, 3, 4, 5].map((i) => post(`/A/F${i}`, { i })));
    expect(toasts).toHaveLength(5);
    expect(destroyed).toHaveLength(2);
    expect(openToasts()).toHaveLength(3);
  });
});
