import { Code, fieldLabel, type Lang } from '@wms/contract';
import type { FastifyReply } from 'fastify';
import type { AppError } from '../errors.js';
import { t } from '../i18n.js';
import { PagedResult, RawResult, WarnedResult } from '../route.js';

// The envelope every answer travels in: `{ Code, Message, Data, Total?, Warnings? }`.

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

/** A Code 9 envelope: only the request id, by which the log tells the rest. */
export const serverErrorBody = (lang: Lang, key: 'error.server' | 'error.unavailable', requestId: string) => ({
  Code: Code.ServerError,
  Message: t(lang, key, { requestId }),
  Data: null,
});
