import crypto from 'node:crypto';
import {
  AccountType,
  type AccountTypeValue,
  API_KEY_ID,
  API_KEY_MAX_SKEW_MS,
  ApiKeyHeaders,
  Code,
} from '@wms/contract';
import type { FastifyRequest } from 'fastify';
import type { RawQuery } from '../../db/client.js';
import type { Auth } from '../auth.js';
import { AppError, forbidden } from '../errors.js';
import { openSecret, type ServerKeys } from '../keys.js';
import type { RouteDef } from '../route.js';

// A peer's signed request (docs/domain.md, "Peer access"; the wire format in docs/architecture.md,
// "How a request flows"): instead of a session's access token, four headers naming a key of the
// customer's, the time, a nonce and an HMAC over the request. It acts as that customer, on the
// calls `apiKeyMay` lets through, and nothing more.

/** The raw text of each JSON body that came with a key: the signature covers its bytes as sent,
 * and the parsed body cannot give them back. Only signed requests keep it. */
const rawBodies = new WeakMap<object, string>();

export const isSigned = (req: FastifyRequest) => req.headers[ApiKeyHeaders.Key] !== undefined;

/** Called by the JSON body parser (app.ts): keeps the text of a signed request's body. */
export function keepRawBody(req: FastifyRequest, text: string) {
  if (isSigned(req)) rawBodies.set(req, text);
}

/** What a key may call: its customer's own records (calls of scope `owner`) and what anyone may
 * read (option lists, pickers of scope `public`). Never staff calls, never the caller's own
 * settings (`self`: keys, passwords, profile, messages, uploads), never a multipart call (its
 * body has no one text to sign). */
export const apiKeyMay = (def: Pick<RouteDef, 'access' | 'scope' | 'multipart'>) =>
  !def.multipart &&
  (def.access === 'customer' || def.access === 'signedIn') &&
  (def.scope === 'owner' || def.scope === 'public');

/** The text a request's signature is the HMAC-SHA256 of, under the key's secret (hex). */
export const signedText = (method: string, path: string, timestamp: string, nonce: string, body: string) =>
  [method.toUpperCase(), path, timestamp, nonce, crypto.createHash('sha256').update(body).digest('hex')].join('\n');

const keyRefused = (key: string) => new AppError(Code.Unauthorized, key);
const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};
const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const HEX64 = /^[0-9a-f]{64}$/i;

interface KeyRow {
  id: number;
  secret_sealed: string;
  user_id: number;
  account_type: number;
  site_id: number;
}

/** A live key of an active peer customer: revoking, unmarking the peer or switching the customer
 * off counts on the next request, as a session's revoke does. */
const KEY_SQL = `
  select k.id, k.secret_sealed, u.id as user_id, u.account_type, u.site_id
  from api_keys k join users u on u.id = k.user_id
  where k.key_id = $1 and k.revoked_time is null and u.is_peer and not u.is_deactivate and u.account_type = ${AccountType.Customer}`;

/** Spends the nonce (a row of `rate_counters` keyed by key and nonce at the signed time: a replay
 * must carry the same time, as the signature covers it, so it meets the row; housekeeping drops
 * it after a day, long after the time would be refused as stale) and stamps the key's use.
 * Answers no row for a nonce seen before. */
const SPEND_SQL = `
  with spent as (
    insert into rate_counters (key, window_start, count) values ($1, to_timestamp($2::bigint / 1000.0), 1)
    on conflict do nothing returning 1)
  update api_keys set last_used_time = now() where id = $3 and exists (select 1 from spent) returning id`;

/** The caller of a signed request, or a refusal (Code 1). */
export async function authorizeApiKey(
  deps: { query: RawQuery; keys: ServerKeys },
  def: RouteDef,
  req: FastifyRequest,
): Promise<Auth> {
  const keyId = header(req, ApiKeyHeaders.Key) ?? '';
  const timestamp = header(req, ApiKeyHeaders.Timestamp) ?? '';
  const nonce = header(req, ApiKeyHeaders.Nonce) ?? '';
  const signature = header(req, ApiKeyHeaders.Signature) ?? '';
  if (!API_KEY_ID.test(keyId)) throw keyRefused('apiKeys.unknownKey');
  if (!NONCE.test(nonce) || !HEX64.test(signature) || !/^\d{1,15}$/.test(timestamp))
    throw keyRefused('apiKeys.badHeaders');
  if (Math.abs(Date.now() - Number(timestamp)) > API_KEY_MAX_SKEW_MS) throw keyRefused('apiKeys.stale');
  if (!apiKeyMay(def)) throw forbidden('apiKeys.callNotAllowed');
  const [key] = await deps.query<KeyRow>('api_key', KEY_SQL, [keyId]);
  if (!key) throw keyRefused('apiKeys.unknownKey');
  const secret = openSecret(deps.keys, key.secret_sealed);
  const path = req.url.split('?')[0]!;
  const expected = secret
    ? crypto
        .createHmac('sha256', secret)
        .update(signedText(req.method, path, timestamp, nonce, rawBodies.get(req) ?? ''))
        .digest()
    : null;
  if (!expected || !crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    throw keyRefused('apiKeys.badSignature');
  const spent = await deps.query<{ id: number }>('api_key_spend', SPEND_SQL, [
    `api-nonce:${keyId}:${nonce}`,
    timestamp,
    key.id,
  ]);
  if (!spent.length) throw keyRefused('apiKeys.replayed');
  return {
    userId: key.user_id,
    accountType: key.account_type as AccountTypeValue,
    siteId: key.site_id,
    isSuperUser: false,
    // No session: nothing a key may call ends or spares one.
    sessionId: '',
    via: 'apiKey',
    apiKeyId: key.id,
  };
}
