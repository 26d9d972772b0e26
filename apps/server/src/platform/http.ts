import crypto from 'node:crypto';
import { Code, fieldLabel, formatFileSize, issueRule, type Lang, parseLang } from '@wms/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RawQuery } from '../db/client.js';
import { type Auth, loadGuard, type TokenService } from './auth.js';
import { AppError, forbidden, httpStatusOf, invalid, notSignedIn } from './errors.js';
import { t } from './i18n.js';
import {
  type ModuleDef,
  PagedResult,
  permissionCode,
  RawResult,
  type RouteDef,
  type UploadedFile,
  WarnedResult,
} from './route.js';
import { type UploadSigner, unsignAll } from './upload-urls.js';

export const API_BASE = '/openapi';

export function langOf(req: FastifyRequest): Lang {
  return parseLang(req.headers.acceptlanguage ?? req.headers['accept-language']?.split(',')[0]);
}

/** `reportInput` lets `issueRule` tell a missing value ("cannot be empty") from a wrong one. */
const PARSE = { reportInput: true } as const;

/** The field path of an issue as Code 2 names it. */
const pathText = (path: readonly (string | number)[]) => (path.length ? path.join('.') : 'body');

/** Turns the first zod issue into Code 2 naming the field, worded by the product (`issueRule`),
 * never by the validation library: its texts name types and operators, not what to type. */
export function validationError(error: z.ZodError): AppError {
  const { path, rule, params } = issueRule(error.issues[0]!);
  return invalid(pathText(path), rule, params);
}

/** Every issue of a value (not only the first), each as its field path and localised rule: for
 * bulk input such as import rows, where the caller wants all the mistakes at once. */
export function checkAll<S extends z.ZodType>(
  schema: S,
  value: unknown,
  lang: Lang,
): { ok: true; data: z.infer<S> } | { ok: false; issues: { field: string; rule: string }[] } {
  const result = schema.safeParse(value, PARSE);
  const nul = result.success ? nulField(result.data) : null;
  if (nul !== null) return { ok: false, issues: [{ field: nul, rule: t(lang, 'validation.nulCharacter') }] };
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((i) => {
      const { path, rule, params } = issueRule(i);
      return { field: pathText(path), rule: t(lang, rule, params) };
    }),
  };
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown, _lang: Lang): z.infer<S> {
  const result = schema.safeParse(body ?? {}, PARSE);
  if (!result.success) throw validationError(result.error);
  const nul = nulField(result.data);
  if (nul !== null) throw invalid(nul, 'validation.nulCharacter');
  return result.data;
}

/** The field of the first text holding U+0000, which PostgreSQL text cannot store (error 22021):
 * refused here naming the field rather than as a field-less Code 2 from the database (found by
 * the fuzz suite). */
function nulField(v: unknown, path = ''): string | null {
  if (typeof v === 'string') return v.includes('\u0000') ? path || 'body' : null;
  if (v === null || typeof v !== 'object') return null;
  for (const [k, x] of Object.entries(v)) {
    const found = nulField(x, path ? `${path}.${k}` : k);
    if (found !== null) return found;
  }
  return null;
}

export function send(reply: FastifyReply, lang: Lang, data: unknown): FastifyReply {
  if (data instanceof RawResult) {
    if (data.filename) {
      // RFC 6266: an ASCII fallback plus the UTF-8 name, so Chinese file names survive.
      const ascii = data.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
      reply.header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(data.filename)}`,
      );
    }
    return reply.type(data.contentType).send(data.body);
  }
  if (data instanceof PagedResult) {
    return reply.send({ Code: Code.Ok, Message: t(lang, 'ok.success'), Data: data.rows, Total: data.total });
  }
  if (data instanceof WarnedResult) {
    const warnings = data.warnings.length ? { Warnings: data.warnings } : {};
    return reply.send({ Code: Code.Ok, Message: t(lang, 'ok.success'), Data: data.data ?? null, ...warnings });
  }
  return reply.send({ Code: Code.Ok, Message: t(lang, 'ok.success'), Data: data ?? null });
}

/** Code 2 naming a field also answers it as data, so a form can put the rule under the field
 * without parsing the message text. */
function errorData(lang: Lang, err: AppError): { Field: string; Rule: string } | null {
  if (err.key !== 'error.invalidField' || !err.params) return null;
  const { field, rule, ...rest } = err.params as { field: string; rule: string };
  return { Field: String(field), Rule: t(lang, String(rule), Object.keys(rest).length ? rest : undefined) };
}

/** The message parameters of an error: a Code 2 naming a field also gets the field's label in
 * the caller's language ("Name: at most 50 characters"), from the contract's label catalogue. */
function messageParams(lang: Lang, err: AppError): Record<string, unknown> | undefined {
  if (err.key !== 'error.invalidField' || !err.params) return err.params;
  return { ...err.params, label: fieldLabel(String(err.params.field), lang) };
}

export function sendError(reply: FastifyReply, lang: Lang, err: AppError): FastifyReply {
  return reply.code(err.httpStatus).send({
    Code: err.code,
    Message: t(lang, err.key, messageParams(lang, err)),
    Data: err.data ? { ...errorData(lang, err), ...err.data } : errorData(lang, err),
  });
}

const bearerOf = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1]!.trim() : null;
};

export interface HttpDeps {
  query: RawQuery;
  tokens: TokenService;
  /** Signs the upload addresses of every answer and unsigns those of every body. */
  uploads: UploadSigner;
}

/** Resolves and checks the caller for a route: one token check, one guard query. */
async function authorize(deps: HttpDeps, controller: string, def: RouteDef, req: FastifyRequest): Promise<Auth | null> {
  // Open routes never look at the caller: resolving a token would cost a query for nothing.
  if (def.access === 'open') return null;
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
  if (def?.access === 'staff' && row.account_type !== 1) throw forbidden('error.staffOnly');
  if (def?.access === 'customer' && row.account_type !== 2) throw forbidden('error.customerOnly');
  if (!row.allowed) throw forbidden();
  return {
    userId: row.user_id,
    accountType: row.account_type as 1 | 2,
    siteId: row.site_id,
    isSuperUser: row.is_super_user,
    sessionId,
  };
}

async function readMultipart(
  req: FastifyRequest,
  limits: { maxFileBytes: number; maxFiles: number },
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  if (!req.isMultipart()) throw invalid('body', 'validation.multipartRequired');
  try {
    for await (const part of req.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated)
          throw invalid(part.fieldname, 'validation.fileTooLarge', { max: formatFileSize(limits.maxFileBytes) });
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // busboy's parse errors ("Boundary not found", "Malformed part header") are plain Errors
    // about the caller's form: Code 2, not 500 (found by the fuzz suite). Coded errors (the
    // plugin's limits, a dropped connection) and our own refusals keep their handling.
    if (err instanceof AppError || (err as { code?: unknown }).code !== undefined) throw err;
    throw invalid('body', 'validation.malformedForm');
  }
  return { fields, files };
}

/**
 * Route handlers still running. A handler goes on after its client hangs up, and closing the HTTP
 * server waits only for connections, so shutdown waits on `idle` before ending the database pool
 * (else those handlers fail with "Cannot use a pool after calling end on the pool").
 */
export interface InFlight {
  /** Resolves true once no handler runs, or false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean>;
}

/** Registers every route of every module under `/openapi/<Controller>/<Action>`. */
export function registerModules(app: FastifyInstance, deps: HttpDeps, modules: ModuleDef[]): InFlight {
  let running = 0;
  const waiting = new Set<() => void>();
  // Every envelope leaves with its upload addresses signed (platform/upload-urls.ts), whatever
  // shape of answer a handler gives; files and other raw answers are not objects and pass as
  // they are.
  app.addHook('preSerialization', async (_req, _reply, payload: unknown) => deps.uploads.signAll(payload));
  for (const mod of modules) {
    for (const def of mod.routes) {
      const url = `${API_BASE}/${mod.controller}/${def.action}`;
      const handle = async (req: FastifyRequest, reply: FastifyReply) => {
        const lang = langOf(req);
        const auth = await authorize(deps, mod.controller, def, req);
        let rawBody: unknown = req.body;
        let files: UploadedFile[] = [];
        if (def.multipart) {
          const mp = await readMultipart(req, def.multipart);
          rawBody = mp.fields;
          files = mp.files;
        }
        // Addresses come back signed from forms that loaded them; records keep the plain ones.
        const body = parseBody(def.body, unsignAll(rawBody), lang);
        const data = await def.handler({
          auth: auth as Auth,
          body,
          lang,
          ip: req.ip,
          requestId: String(req.id),
          host: String(req.headers['x-forwarded-host'] ?? req.headers.host ?? ''),
          files,
          userAgent: String(req.headers['user-agent'] ?? ''),
        });
        return send(reply, lang, data);
      };
      app.post(url, async (req, reply) => {
        running++;
        try {
          return await handle(req, reply);
        } finally {
          if (--running === 0) for (const wake of waiting) wake();
        }
      });
    }
  }
  return {
    idle: (timeoutMs) =>
      new Promise((resolve) => {
        if (running === 0) return resolve(true);
        const done = (ok: boolean) => {
          waiting.delete(wake);
          clearTimeout(timer);
          resolve(ok);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        waiting.add(wake);
      }),
  };
}

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

/** A Code 9 envelope: only the request id, by which the log tells the rest. */
const serverErrorBody = (lang: Lang, key: 'error.server' | 'error.unavailable', requestId: string) => ({
  Code: Code.ServerError,
  Message: t(lang, key, { requestId }),
  Data: null,
});

/** Maps anything thrown to an envelope; unexpected errors are logged with the request id and
 * answered Code 9 carrying only that id. */
export function installErrorHandling(app: FastifyInstance, spa?: { root: string }): void {
  app.setErrorHandler((err, req, reply) => {
    const lang = langOf(req);
    if (err instanceof AppError) return sendError(reply, lang, err);
    const fe = err as { code?: string; statusCode?: number };
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return sendError(reply, lang, new AppError(Code.Invalid, 'error.bodyTooLarge'));
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && fe.statusCode === 400)) {
      return sendError(reply, lang, new AppError(Code.Invalid, 'error.invalidJson'));
    }
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_FILES_LIMIT' || fe.code === 'FST_PARTS_LIMIT') {
      return sendError(reply, lang, invalid('file', 'validation.fileTooLarge', { max: '100 MB' }));
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
    // The console is a single-page app: unknown GET paths outside the API are its routes.
    if (spa && req.method === 'GET' && !req.url.startsWith(API_BASE) && !req.url.startsWith('/uploads/')) {
      return reply.type('text/html').sendFile('index.html', spa.root);
    }
    return sendError(reply, langOf(req), new AppError(Code.NotFound, 'error.routeNotFound'));
  });
}

/**
 * A stopping server lets running requests finish but keeps no connection alive: their answers
 * say `connection: close` (Node would otherwise hold a connection that was busy when the stop
 * began until its keep-alive time-out). A request still arriving on such a connection is turned
 * away with the envelope (Code 9 "unavailable, retry", HTTP 503) for the client to retry
 * elsewhere; Fastify's own answer to it has another shape, so the app is built with
 * `return503OnClosing: false` and this hook takes its place.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return reply.code(503).send(serverErrorBody(langOf(req), 'error.unavailable', req.id));
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export const newRequestId = () => crypto.randomUUID().slice(0, 13);
