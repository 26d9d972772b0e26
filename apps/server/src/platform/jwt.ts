import crypto from 'node:crypto';

/**
 * HS256 JWTs with node:crypto. jose verifies through WebCrypto, which imports the key on every
 * call and costs about 0.15 ms per request; this is synchronous and an order of magnitude
 * cheaper on the hottest path of the server (every signed-in call verifies a token).
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface JwtPayload {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

export function signJwt(payload: JwtPayload, secret: Uint8Array): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const sig = crypto.createHmac('sha256', secret).update(`${HEADER}.${body}`).digest('base64url');
  return `${HEADER}.${body}.${sig}`;
}

export type VerifyResult = { ok: true; payload: JwtPayload } | { ok: false; expired: boolean };

export function verifyJwt(token: string, secret: Uint8Array, nowSeconds = Date.now() / 1000): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, expired: false };
  const expected = crypto.createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, expired: false };
  let payload: JwtPayload;
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, expired: false };
  }
  if (typeof payload.exp !== 'number' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') {
    return { ok: false, expired: false };
  }
  if (payload.exp <= nowSeconds) return { ok: false, expired: true };
  return { ok: true, payload };
}
