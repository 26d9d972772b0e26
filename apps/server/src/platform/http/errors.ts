import { Code, formatFileSize } from '@wms/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, httpStatusOf, invalid } from '../errors.js';
import { sendError, serverErrorBody } from './envelope.js';
import { API_BASE, langOf } from './lang.js';

// Anything thrown, mapped to an envelope: Code 2 for the caller's mistakes, Code 9 with a request id for ours.

/** The largest file any upload takes (the multipart limit; each kind of upload has its own,
 * smaller or equal, checked by its call). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

function dbErrorCode(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && e; i++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

function causeMessages(err: unknown): string {
  const out: string[] = [];
  let e = err as { message?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && e; i++) {
    out.push(String(e.message));
    e = e.cause as typeof e;
  }
  return out.join('\n');
}

/** Whether a URL's path ends in a file name with an extension (`/assets/app-Ab12.js`); the
 * console's routes never do. */
const namesFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0]!);

/** Maps anything thrown to an envelope; unexpected errors are logged with the request id and
 * answered Code 9 carrying only that id. */
export function installErrorHandling(app: FastifyInstance, spa?: { root: string }): void {
  app.setErrorHandler((err, req, reply) => {
    const lang = langOf(req);
    if (err instanceof AppError) return sendError(reply, lang, err);
    const fe = err as { code?: string; statusCode?: number };
    // Before the body-size branch: the multipart plugin's file-too-large error is a 413 too, and
    // its limit is the upload ceiling, not the JSON body's 1 MB.
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_FILES_LIMIT' || fe.code === 'FST_PARTS_LIMIT') {
      return sendError(
        reply,
        lang,
        invalid('file', 'validation.fileTooLarge', { max: formatFileSize(MAX_UPLOAD_BYTES) }),
      );
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      // The body as a whole: Code 2 names it, like every refusal the user's data can fix.
      const max = formatFileSize(req.routeOptions.bodyLimit ?? 1024 * 1024);
      return sendError(reply, lang, invalid('body', 'validation.fieldTooLarge', { max }));
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && fe.statusCode === 400)) {
      return sendError(reply, lang, new AppError(Code.Invalid, 'error.invalidJson'));
    }
    // Fastify's and the multipart plugin's other refusals (a content type without a parser, a
    // field named like an Object.prototype member such as `constructor`, a malformed JSON field,
    // too many fields, a form cut short) are the caller's error about the body as a whole; the
    // plugin's used to answer 500 (found by the fuzz suite).
    if (fe.code?.startsWith('FST_') && fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500) {
      return sendError(reply, lang, invalid('body', 'validation.invalidValue'));
    }
    const pgCode = dbErrorCode(err);
    if (pgCode === '23505') return sendError(reply, lang, new AppError(Code.Refused, 'error.duplicate', { field: '' }));
    if (pgCode === '23503') return sendError(reply, lang, new AppError(Code.Refused, 'error.inUse'));
    // Data exceptions (number out of range, bad text for a type) are bad input that slipped past
    // a schema: still the caller's error, never a 500.
    if (pgCode?.startsWith('22')) return sendError(reply, lang, new AppError(Code.Invalid, 'error.invalid'));
    const unavailable =
      (pgCode && PG_UNAVAILABLE.has(pgCode)) ||
      pgCode === 'ECONNREFUSED' ||
      pgCode === 'ECONNRESET' ||
      // drizzle wraps the driver's error ("Failed query: ..."): its cause says what happened.
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable/i.test(
        causeMessages(err),
      );
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return reply
      .code(httpStatusOf[Code.ServerError])
      .send(serverErrorBody(lang, unavailable ? 'error.unavailable' : 'error.server', req.id));
  });
  app.setNotFoundHandler((req, reply) => {
    // The console is a single-page app: unknown GET paths outside the API are its routes. A path
    // naming a file the build does not have (`/robots.txt`, a chunk of an older build) is not
    // one: it answers 404, never the page, which the browser would take for the file.
    if (
      spa &&
      req.method === 'GET' &&
      !req.url.startsWith(API_BASE) &&
      !req.url.startsWith('/uploads/') &&
      !namesFile(req.url)
    ) {
      return reply.type('text/html').sendFile('index.html', spa.root);
    }
    return sendError(reply, langOf(req), new AppError(Code.NotFound, 'error.routeNotFound'));
  });
}
