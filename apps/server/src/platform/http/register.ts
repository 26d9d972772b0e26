import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth.js';
import type { ModuleDef, UploadedFile } from '../route.js';
import { checkUploadRefs, unsignBody } from '../upload-urls.js';
import { send } from './envelope.js';
import { authorize, type HttpDeps } from './guard.js';
import { API_BASE, langOf } from './lang.js';
import { readMultipart } from './multipart.js';
import { Gauge } from './shutdown.js';
import { parseBody } from './validation.js';

// Every route of every module registered on Fastify.

/**
 * Route handlers still running. A handler goes on after its client hangs up, and the stop's wait
 * for requests ends with their answers (shutdown.ts), so the stop also waits on `idle` before
 * ending the database pool (else those handlers fail with "Cannot use a pool after calling end on
 * the pool").
 */
export interface InFlight {
  /** Resolves true once no handler runs, or false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean>;
}

/** Registers every route of every module under `/openapi/<Controller>/<Action>`. */
export function registerModules(app: FastifyInstance, deps: HttpDeps, modules: ModuleDef[]): InFlight {
  const running = new Gauge();
  // Every envelope leaves with its upload addresses signed (platform/upload-urls.ts), whatever
  // shape of answer a handler gives: on the serialised JSON, one scan of the text (walking the
  // answer's values cost a list ~0.05 ms a call). Files and other raw answers pass as they are.
  const signEnvelope = (
    _req: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) =>
    done(
      null,
      typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('application/json')
        ? deps.uploads.signJson(payload)
        : payload,
    );
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
        // Addresses come back signed from forms that loaded them; records keep the plain ones, and
        // may only come to point at files the caller may see (platform/upload-urls.ts).
        const unsigned = unsignBody(rawBody, deps.uploads);
        const body = parseBody(def.body, unsigned.body, lang);
        if (unsigned.refs.length || unsigned.malformed.length)
          await checkUploadRefs(deps.db, auth?.userId ?? null, unsigned.refs, unsigned.malformed);
        const data = await def.handler({
          auth: auth as Auth,
          body,
          lang,
          ip: req.ip,
          requestId: String(req.id),
          // Fastify reads X-Forwarded-Host only from a trusted proxy (TRUST_PROXY).
          host: req.host ?? '',
          files,
          userAgent: String(req.headers['user-agent'] ?? ''),
        });
        return send(reply, lang, data);
      };
      app.post(url, { onSend: signEnvelope }, async (req, reply) => {
        running.up();
        try {
          return await handle(req, reply);
        } finally {
          running.down();
        }
      });
    }
  }
  return { idle: (timeoutMs) => running.idle(timeoutMs) };
}
