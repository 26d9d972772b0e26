import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { systemSettings } from '../db/schema/index.js';

export interface ServerKeys {
  publicKeyPem: string;
  privateKey: crypto.KeyObject;
  jwtSecret: Uint8Array;
}

/** Reads a setting, creating it first if absent. Concurrent first starts agree on one value
 * because the insert does nothing on conflict and everyone reads back the winner. */
async function ensureSetting(db: Db, key: string, make: () => string): Promise<string> {
  const existing = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  if (existing[0]) return existing[0].value;
  await db.insert(systemSettings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return row!.value;
}

/** The RSA-OAEP key pair clients encrypt passwords with, and the JWT signing secret, made on
 * first start and kept with the data (docs/architecture.md). */
export async function loadServerKeys(db: Db): Promise<ServerKeys> {
  const pair = await ensureSetting(db, 'rsa_key_pair', () => {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return JSON.stringify({ publicKey, privateKey });
  });
  const { publicKey, privateKey } = JSON.parse(pair) as { publicKey: string; privateKey: string };
  const secret = await ensureSetting(db, 'jwt_secret', () => crypto.randomBytes(48).toString('base64'));
  return {
    publicKeyPem: publicKey,
    privateKey: crypto.createPrivateKey(privateKey),
    jwtSecret: new Uint8Array(Buffer.from(secret, 'base64')),
  };
}

/** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext; null when it is not one of ours. */
export function decryptPassword(keys: ServerKeys, cipherB64: string): string | null {
  try {
    return crypto
      .privateDecrypt(
        { key: keys.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(cipherB64, 'base64'),
      )
      .toString('utf8');
  } catch {
    return null;
  }
}

/** What a client does: used by tests, benchmarks and tools. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return crypto
    .publicEncrypt(
      { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password, 'utf8'),
    )
    .toString('base64');
}

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** The key secrets the server must read back are sealed with (an API key's HMAC secret: it
 * verifies signatures, so it cannot be kept as a hash): AES-256-GCM under a key derived from the
 * server's own secret, so a copy of the table alone reveals nothing. */
const sealKeyOf = (keys: ServerKeys) =>
  Buffer.from(crypto.hkdfSync('sha256', keys.jwtSecret, new Uint8Array(0), 'wms sealed secrets v1', 32));

/** Seals a secret: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(keys: ServerKeys, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKeyOf(keys), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens what `sealSecret` sealed; null for anything else (or sealed under other key material). */
export function openSecret(keys: ServerKeys, sealed: string): string | null {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKeyOf(keys), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
