import { AccountType, type AccountTypeValue } from '@wms/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable, RawQuery } from '../../db/client.js';
import { type Auth, loadGuard, type TokenService } from '../auth.js';
import { forbidden, notSignedIn } from '../errors.js';
import type { ServerKeys } from '../keys.js';
import { permissionCode, type RouteDef } from '../route.js';
import type { UploadSigner } from '../upload-urls.js';
import { authorizeApiKey, isSigned } from './api-key.js';

// Who is calling: one token check and one guard query per signed-in call.

const bearerOf = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1]!.trim() : null;
};

export interface HttpDeps {
  query: RawQuery;
  tokens: TokenService;
  /** Opens the sealed secrets of API keys (a peer's signed request). */
  keys: ServerKeys;
  /** Signs the upload addresses of every answer and unsigns those of every body. */
  uploads: UploadSigner;
  /** For the one query that checks a body's bare upload addresses belong to the caller. */
  db: Queryable;
}

/** Resolves and checks the caller for a route: one token check, one guard query. */
export async function authorize(
  deps: HttpDeps,
  controller: string,
  def: RouteDef,
  req: FastifyRequest,
): Promise<Auth | null> {
  // Open routes never look at the caller: resolving a token would cost a query for nothing.
  if (def.access === 'open') return null;
  // A peer's signed request carries no token: its key is the caller (./api-key.ts).
  if (isSigned(req)) return authorizeApiKey(deps, def, req);
  const bearer = bearerOf(req);
  if (!bearer) throw notSignedIn();
  const code = permissionCode(controller, def);
  const auth = await resolveAuth(deps, bearer, code, def);
  return auth;
}

async function resolveAuth(deps: HttpDeps, bearer: string, code: string | null, def?: RouteDef): Promise<Auth> {
  const { userId, sessionId } = await deps.tokens.verifyAccess(bearer);
  const row = await loadGuard(deps.query, sessionId, userId, code);
  if (!row) throw notSignedIn();
  if (def?.access === 'staff' && row.account_type !== AccountType.Staff) throw forbidden('error.staffOnly');
  if (def?.access === 'customer' && row.account_type !== AccountType.Customer) throw forbidden('error.customerOnly');
  if (!row.allowed) throw forbidden();
  return {
    userId: row.user_id,
    accountType: row.account_type as AccountTypeValue,
    siteId: row.site_id,
    isSuperUser: row.is_super_user,
    sessionId,
  };
}
