import { api } from './client';

/**
 * Passwords travel RSA-OAEP (SHA-256) encrypted under the server's public key, base64
 * (docs/architecture.md). The key is fetched once per page and imported with WebCrypto.
 */
let keyPromise: Promise<CryptoKey> | null = null;

function pemToDer(pem: string): ArrayBuffer {
  const b64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes.buffer;
}

export function loadPublicKey(): Promise<CryptoKey> {
  keyPromise ??= api.Account.GetPublicKey({}, { anonymous: true })
    .then(async ({ PublicKey }) => {
      const key = await crypto.subtle.importKey(
        'spki',
        pemToDer(PublicKey),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
      return key;
    })
    .catch((e) => {
      keyPromise = null;
      throw e;
    });
  return keyPromise;
}

export async function encryptPassword(plain: string): Promise<string> {
  const key = await loadPublicKey();
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  let bin = '';
  for (const b of new Uint8Array(cipher)) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** A body whose `Password` is still plain, with it encrypted: user management sends a new user's
 * or a reset password so (docs/architecture.md, "Passwords"). */
export async function withEncryptedPassword<T extends { Password: string }>(body: T): Promise<T> {
  return { ...body, Password: await encryptPassword(body.Password) };
}
