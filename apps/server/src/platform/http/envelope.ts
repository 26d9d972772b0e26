import { Code, fieldLabel, type Lang } from '@wms/contract';
import type { FastifyReply } from 'fastify';
import type { AppError } from '../errors.js';
import { ruleText, t } from '../i18n.js';
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
    const counts = data.counts ? { Counts: data.counts } : {};
    return reply.send({ Code: Code.Ok, Message: t(lang, 'ok.success'), Data: data.rows, Total: data.total, ...counts });
  }
  if (data instanceof WarnedResult) {
    const warnings = data.warnings.length ? { Warnings: data.warnings } : {};
    return reply.send({ Code: Code.Ok, Message: t(lang, 'ok.success'), Data: data.data ?? null, ...warnings });
  }
  return reply.send({ Code: Code.Ok, Message: t(lang, 'ok.success'), Data: data ?? null });
}

/**
 * A refusal in the caller's language. A Code 2 naming a field fills the rule's `{label}` with the
 * field's label (the contract's label catalogue), so the message is a whole sentence ("Code is
 * already used by another currency: enter a different one."), and also answers `Data: { Field,
 * Rule }` with the same sentence, so a form puts it under the field without reading the message.
 */
export function sendError(reply: FastifyReply, lang: Lang, err: AppError): FastifyReply {
  const field = err.field;
  const message =
    field === undefined ? t(lang, err.key, err.params) : ruleText(lang, err.key, err.params, fieldLabel(field, lang));
  const rule = field === undefined ? null : { Field: field, Rule: message };
  return reply.code(err.httpStatus).send({
    Code: err.code,
    Message: message,
    Data: err.data ? { ...rule, ...err.data } : rule,
  });
}

/** A Code 9 envelope: only the request id, by which the log tells the rest. */
export const serverErrorBody = (lang: Lang, key: 'error.server' | 'error.unavailable', requestId: string) => ({
  Code: Code.ServerError,
  Message: t(lang, key, { requestId }),
  Data: null,
});
