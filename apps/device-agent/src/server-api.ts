import { DeviceError } from './devices.js';
import type { Lang } from './texts.js';

/** The signed-in user as the console vouched for them and the server confirmed. */
export interface Session {
  userName: string;
  apiUrl: string;
  token: string;
  lang: Lang;
}

const TIMEOUT_MS = 15_000;

/** POST /openapi/<Controller>/<Action> with the user's token, as the console calls the server. */
async function post(s: Pick<Session, 'apiUrl' | 'token' | 'lang'>, call: string, body: unknown): Promise<Response> {
  try {
    return await fetch(`${s.apiUrl.replace(/\/+$/, '')}/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}`, acceptlanguage: s.lang },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    throw new DeviceError('serverUnreachable', (e as Error).message);
  }
}

/** The server's envelope `{Code, Message, Data}`; null when the answer is not one. */
async function envelope(res: Response): Promise<{ Code: number; Message: string; Data: unknown } | null> {
  if (!res.headers.get('content-type')?.includes('json')) return null;
  try {
    return (await res.json()) as { Code: number; Message: string; Data: unknown };
  } catch {
    return null;
  }
}

/**
 * Checks the token the console sent with the server: a signed-in call answers the user, any
 * other answer (an expired or made-up token) refuses the console. Answers the user name the
 * server knows, which is the one the agent trusts.
 */
export async function verifyToken(s: Pick<Session, 'apiUrl' | 'token' | 'lang'>): Promise<string> {
  if (!s.token) throw new DeviceError('badToken');
  const res = await post(s, 'Account/GetUserInfoDetailedInfo', {});
  const body = await envelope(res);
  if (!res.ok || !body || body.Code !== 0) throw new DeviceError('badToken', body?.Message ?? `HTTP ${res.status}`);
  const name = (body.Data as { UserName?: unknown } | null)?.UserName;
  if (typeof name !== 'string') throw new DeviceError('badToken', 'no user');
  return name;
}

/** A server document (a `produces: application/pdf` call) fetched with the user's token. The
 * server checks the user's permission as for the console itself. */
export async function fetchDocument(s: Session, call: string, body: unknown): Promise<Buffer> {
  const res = await post(s, call, body);
  if (res.ok && res.headers.get('content-type')?.includes('application/pdf')) {
    return Buffer.from(await res.arrayBuffer());
  }
  const env = await envelope(res);
  throw new DeviceError('documentFailed', env?.Message ?? `HTTP ${res.status}`);
}
