import { Code } from '@wms/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.js';
import { AppError } from './errors.js';
import { langOf, sendError } from './http/index.js';
import { isPublicUpload, type UploadSigner } from './upload-urls.js';

/** Public content changes rarely; a short cache keeps a replaced logo from lingering. */
const PUBLIC_MAX_AGE = 300;

/**
 * `onRequest` hook of `GET /uploads/*`: a valid signed address or public content passes to the
 * static handler, anything else is refused with the envelope (401 Code 1), whether or not the
 * file exists, so names cannot be probed. See platform/upload-urls.ts for the scheme.
 */
export function uploadGuard(signer: UploadSigner, db: Queryable) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, 'http://upload.invalid');
    let name: string;
    try {
      name = decodeURIComponent(url.pathname.slice('/uploads/'.length));
    } catch {
      name = '';
    }
    const exp = url.searchParams.get('exp') ?? undefined;
    const sig = url.searchParams.get('sig') ?? undefined;
    if (exp !== undefined || sig !== undefined) {
      if (signer.verify(name, exp, sig) === 'ok') {
        reply.header('cache-control', `private, max-age=${signer.remaining(exp!)}`);
        return;
      }
    }
    if (name && (await isPublicUpload(db, name))) {
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
      return;
    }
    return sendError(reply, langOf(req), new AppError(Code.Unauthorized, 'error.uploadLink'));
  };
}
