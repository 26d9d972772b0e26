import { type Calls, Code, type Envelope } from '@wms/contract';
import { toast } from './notify';
import { xhrFetch } from './xhr';

/**
 * THE request layer. Every call of the console goes through it: a server call as
 * `api.<Controller>.<Action>(body)` (client.ts, the one way screens call the server), a served
 * file that is no call (version.json) through `request`:
 * - strings in the body are trimmed and empty ones dropped, recursively;
 * - a second identical call (method, url, params, body) while the first is in flight cancels the
 *   first: the newest intent wins, e.g. a search typed again. Calls without params or body are
 *   never cancelled (two screens may both need the same answer);
 * - 10 s time-out (uploads 600 s);
 * - AcceptLanguage and Bearer headers;
 * - Code != 0 rejects with ApiError and shows the Message for 5 s ('Error' if absent) unless the
 *   caller passes `silent`;
 * - HTTP 401 with Code 5 (access token expired): ONE refresh runs while every other call that
 *   failed the same way waits for it; all then retry once with the new token. A refresh the
 *   server refuses ends the session; one cut short or unanswered does not (nor does any call
 *   without an answer: only a 401 Code 1 to a token we sent ends it).
 * Everything the layer needs from the rest of the app comes through `configureRequest`, so the
 * layer has no imports of stores or routing and is tested on its own.
 */

export const DEFAULT_TIMEOUT = 10_000;
export const UPLOAD_TIMEOUT = 600_000;
/** A warning of the server stays longer than a success notice: it asks for something to be done. */
export const WARNING_SECONDS = 10;

export class ApiError extends Error {
  constructor(
    message: string,
    /** Envelope code; -1 when no envelope came back (network error, time-out). */
    readonly code: number,
    /** HTTP status; 0 when nothing came back. */
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call replaced by an identical newer one. Callers ignore it: nothing is shown. */
export class CanceledError extends Error {
  constructor() {
    super('canceled');
    this.name = 'CanceledError';
  }
}
export const isCanceled = (e: unknown): e is CanceledError => e instanceof CanceledError;

class TimeoutSignal extends Error {}

export type TextKey = 'error' | 'networkError' | 'timeout' | 'httpError' | 'sessionEnded';

export interface RequestHooks {
  getAccessToken(): string;
  getRefreshToken(): string;
  setTokens(pair: { AccessToken: string; RefreshToken: string }): void;
  /** The refresh failed or the token is no good: clear the session and go to /index. */
  onSessionLost(): void;
  /** AcceptLanguage header value: zh-cn, zh-tw or en-us. */
  getLanguage(): string;
  text(key: TextKey, params?: Record<string, unknown>): string;
  fetch(input: string, init: RequestInit): Promise<Response>;
}

const hooks: RequestHooks = {
  getAccessToken: () => '',
  getRefreshToken: () => '',
  setTokens: () => {},
  onSessionLost: () => {},
  getLanguage: () => 'zh-cn',
  text: (key) => (key === 'error' ? 'Error' : key),
  fetch: (input, init) => globalThis.fetch(input, init),
};

export function configureRequest(h: Partial<RequestHooks>): void {
  Object.assign(hooks, h);
}

let apiBase = '/openapi';
/** The API address of this site (ControlCentre/GetSiteApiUrlByHost); '/openapi' by default. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '') || '/openapi';
}
export const getApiBase = () => apiBase;

let baseReady: Promise<unknown> = Promise.resolve();
/** Calls wait for the start-up lookup of the API address before they go out. */
export function waitForApiBase(p: Promise<unknown>): void {
  baseReady = p.catch(() => undefined);
}

export interface RequestConfig {
  /** `/Controller/Action` under the API base, or an absolute URL / root path (`/version.json`). */
  url: string;
  method?: 'GET' | 'POST';
  data?: unknown;
  params?: Record<string, unknown>;
  timeout?: number;
  /** No error notification: the caller shows its own. */
  silent?: boolean;
  /** Sent without the Bearer header and never refreshed (sign-in, public pages). */
  anonymous?: boolean;
  /** Answer the body as a Blob instead of an envelope (audio, files). */
  blob?: boolean;
  /** The start-up lookup of the API address itself: does not wait for it. */
  bootstrap?: boolean;
  /** Upload progress of a FormData body, 0 to 1 (the call then goes over XHR). */
  onUploadProgress?: (fraction: number) => void;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Trims every string and drops empty ones, in objects and arrays at any depth. FormData, Blob,
 * dates and other non-plain values pass untouched. */
export function cleanBody<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) {
    return value.map((v) => cleanBody(v)).filter((v) => v !== '') as T;
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = cleanBody(v);
      if (c !== '' && c !== undefined) out[k] = c;
    }
    return out as T;
  }
  return value;
}

const hasContent = (v: unknown) =>
  v !== undefined && v !== null && !(isPlainObject(v) && Object.keys(v).length === 0) && v !== '';

const pending = new Map<string, AbortController>();
/** Calls in flight that can be cancelled by a duplicate (tests and diagnostics). */
export const pendingCount = () => pending.size;

let refreshing: Promise<void> | null = null;
/** The refresh goes around the typed client (it must not wait for or retry itself); the path is
 * still checked against the call table by its type. */
const REFRESH_PATH: Calls['Account']['RefreshToken']['path'] = '/Account/RefreshToken';

function fail(err: ApiError, cfg: RequestConfig): never {
  if (!cfg.silent) toast('error', err.message || hooks.text('error'));
  throw err;
}

/** An answer refusing the session (the refresh token revoked, rotated or unknown): an envelope
 * with HTTP 400, 401 or 403. A server error, a proxy's page or no answer at all says nothing
 * about the session, which stays: the next call tries again. */
const isRefusal = (status: number, body: Envelope<unknown> | null) =>
  [400, 401, 403].includes(status) && typeof body?.Code === 'number';

/** Runs the one refresh, or joins the one running. `tokenUsed` is the access token the failed
 * call carried: when the stored one differs, someone refreshed already and no new refresh is
 * needed. */
function refreshAfter(tokenUsed: string): Promise<void> {
  if (refreshing) return refreshing;
  const current = hooks.getAccessToken();
  if (current && current !== tokenUsed) return Promise.resolve();
  refreshing = (async () => {
    const token = hooks.getRefreshToken();
    // No refresh token is a session nobody can continue; otherwise only the server's answer
    // refusing the token ends the session.
    let refused = !token;
    if (token) {
      try {
        const res = await hooks.fetch(`${apiBase}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', AcceptLanguage: hooks.getLanguage() },
          body: JSON.stringify({ Token: token }),
          signal: AbortSignal.timeout(DEFAULT_TIMEOUT),
        });
        const body = (await res.json().catch(() => null)) as Envelope<{
          AccessToken: string;
          RefreshToken: string;
        }> | null;
        if (res.ok && body?.Code === Code.Ok && body.Data?.AccessToken) {
          hooks.setTokens(body.Data);
          return;
        }
        refused = isRefusal(res.status, body);
      } catch {
        // Cut (a navigation, the network) or timed out: no answer, so no verdict on the session.
      }
    }
    if (refused) {
      hooks.onSessionLost();
      throw new ApiError(hooks.text('sessionEnded'), Code.Unauthorized, 401);
    }
    throw new ApiError(hooks.text('networkError'), -1, 0);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Refreshes the token pair now (the push client uses it after a failed connection). */
export const refreshTokens = () => refreshAfter(hooks.getAccessToken());

function buildUrl(cfg: RequestConfig, params: Record<string, unknown> | undefined): string {
  const root = /^https?:\/\//i.test(cfg.url) || cfg.url === '/version.json' || cfg.url.startsWith('/uploads/');
  let url = root ? cfg.url : `${apiBase}${cfg.url.startsWith('/') ? '' : '/'}${cfg.url}`;
  if (params && Object.keys(params).length) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.append(k, String(v));
    url += (url.includes('?') ? '&' : '?') + q.toString();
  }
  return url;
}

async function send<T>(cfg: RequestConfig, retried: boolean): Promise<Envelope<T> | Blob> {
  if (!cfg.bootstrap) await baseReady;
  const method = cfg.method ?? 'POST';
  const isForm = typeof FormData !== 'undefined' && cfg.data instanceof FormData;
  const data = isForm ? cfg.data : cleanBody(cfg.data ?? {});
  const params = cfg.params ? cleanBody(cfg.params) : undefined;
  const url = buildUrl(cfg, params);

  const key = !isForm && (hasContent(data) || hasContent(params)) ? `${method} ${url} ${JSON.stringify(data)}` : null;
  if (key) pending.get(key)?.abort(new CanceledError());
  const controller = new AbortController();
  if (key) pending.set(key, controller);
  const timer = setTimeout(() => controller.abort(new TimeoutSignal()), cfg.timeout ?? DEFAULT_TIMEOUT);

  const tokenUsed = cfg.anonymous ? '' : hooks.getAccessToken();
  const headers: Record<string, string> = { AcceptLanguage: hooks.getLanguage() };
  if (tokenUsed) headers.Authorization = `Bearer ${tokenUsed}`;
  if (!isForm && method === 'POST') headers['content-type'] = 'application/json';

  let res: Response;
  let text = '';
  let blob: Blob | null = null;
  try {
    const doFetch = isForm && cfg.onUploadProgress ? xhrFetch(cfg.onUploadProgress) : hooks.fetch;
    res = await doFetch(url, {
      method,
      headers,
      body: method === 'POST' ? (isForm ? (data as FormData) : JSON.stringify(data)) : undefined,
      signal: controller.signal,
    });
    // A file says what it is (a PDF, a workbook, audio); JSON, text or no content type is read as
    // text, an envelope.
    const type = res.headers.get('content-type');
    if (cfg.blob && res.ok && type && !/json|^text\//.test(type)) blob = await res.blob();
    else text = await res.text();
  } catch (e) {
    const reason = controller.signal.reason;
    if (reason instanceof CanceledError) throw reason;
    if (reason instanceof TimeoutSignal) fail(new ApiError(hooks.text('timeout'), -1, 0), cfg);
    fail(new ApiError(hooks.text('networkError'), -1, 0, e), cfg);
  } finally {
    clearTimeout(timer);
    if (key && pending.get(key) === controller) pending.delete(key);
  }
  if (blob) return blob;

  let body: Envelope<T> | null = null;
  try {
    body = text ? (JSON.parse(text) as Envelope<T>) : null;
  } catch {
    body = null;
  }
  const authStatus = res.status === 401 || res.status === 403;

  if (authStatus && body?.Code === Code.TokenExpired && !cfg.anonymous && !retried) {
    // A refused refresh rejects every waiting call quietly: the session is over and the user is
    // on their way to the sign-in page. A refresh that got no answer fails the call as any call
    // without an answer does.
    await refreshAfter(tokenUsed).catch((e: ApiError) => {
      if (e.code === Code.Unauthorized) throw e;
      fail(e, cfg);
    });
    return send<T>(cfg, true);
  }
  if (authStatus && body?.Code === Code.Unauthorized) {
    // 401 with a token we sent: the session is gone (revoked, signed out elsewhere). 403 is
    // only "not allowed" and leaves the session alone.
    if (res.status === 401 && tokenUsed) hooks.onSessionLost();
    fail(new ApiError(body.Message || hooks.text('error'), body.Code, res.status, body.Data), cfg);
  }
  if (body && typeof body.Code === 'number') {
    if (body.Code !== Code.Ok)
      fail(new ApiError(body.Message || hooks.text('error'), body.Code, res.status, body.Data), cfg);
    // A success the user must hear about (goods over a shelf's capacity): shown even to a
    // `silent` caller, which only shows its own errors.
    for (const w of Array.isArray(body.Warnings) ? body.Warnings : []) toast('warning', w, undefined, WARNING_SECONDS);
    return body;
  }
  if (!res.ok) fail(new ApiError(hooks.text('httpError', { status: res.status }), -1, res.status), cfg);
  // A body that is no envelope (version.json): hand it over as Data.
  return { Code: Code.Ok, Message: '', Data: (body ?? text) as T };
}

/** The whole envelope: paged lists need `Total`. */
export async function requestEnvelope<T>(cfg: RequestConfig): Promise<Envelope<T>> {
  return (await send<T>(cfg, false)) as Envelope<T>;
}

/** Resolves with `Data`. Outside api/ only for a file the site serves beside the API (version.json,
 * test/one-client.test.ts): server calls go through the typed client. */
export async function request<T>(cfg: RequestConfig): Promise<T> {
  return (await requestEnvelope<T>(cfg)).Data;
}
