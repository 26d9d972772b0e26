import crypto from 'node:crypto';
import { type AddApiKeyBody, type ApiKeyList, MAX_API_KEYS, type NewApiKey } from '@wms/contract';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { sealSecret } from '../../../platform/keys.js';
import { isoTimes } from '../../../platform/setup.js';
import * as repo from './repository.js';

// A peer's API keys (docs/domain.md, "Peer access"): the caller's own only, every query keyed by
// `auth.userId`. A signed request never reaches these calls (scope `self`: platform/http/api-key.ts),
// so a leaked key cannot make or keep keys of its own.

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomAlnum = (n: number) => Array.from({ length: n }, () => ALNUM[crypto.randomInt(ALNUM.length)]).join('');

export function apiKeyService(deps: Deps) {
  const { db } = deps;
  return {
    async list(auth: Auth): Promise<ApiKeyList> {
      const [isPeer, keys] = await Promise.all([repo.isPeer(db, auth.userId), repo.listOf(db, auth.userId)]);
      return { IsPeer: isPeer, Keys: keys.map(isoTimes) };
    },

    /** Answers the secret this once: the table keeps it sealed, and no call shows it again. */
    async add(auth: Auth, body: AddApiKeyBody): Promise<NewApiKey> {
      const secret = `sk_${crypto.randomBytes(32).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        if (!(await repo.lockPeer(tx, auth.userId))) throw refused('apiKeys.notPeer');
        if ((await repo.liveCount(tx, auth.userId)) >= MAX_API_KEYS)
          throw refused('apiKeys.tooMany', { max: MAX_API_KEYS });
        if (await repo.liveNameTaken(tx, auth.userId, body.Name)) throw invalid('Name', 'apiKeys.nameTaken');
        return repo.insert(tx, {
          userId: auth.userId,
          keyId: `pk_${randomAlnum(24)}`,
          secretSealed: sealSecret(deps.keys, secret),
          name: body.Name,
        });
      });
      return { ...isoTimes(row), Secret: secret };
    },

    /** At once and for good; revoking a revoked key again is no error (a double click). */
    async revoke(auth: Auth, id: number): Promise<boolean> {
      if (!(await repo.revoke(db, auth.userId, id))) throw notFound();
      return true;
    },
  };
}
