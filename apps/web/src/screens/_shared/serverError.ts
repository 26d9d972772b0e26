import { Code } from '@wms/contract';
import type { FormInstance } from 'antd';
import { toast } from '../../api/notify';
import { ApiError, isCanceled } from '../../api/request';

/** The server's Code 2 text: 'Field {field}: {rule}' in the three languages
 * (packages/contract/src/i18n/errors.ts, `error.invalidField`). */
const FIELD_MESSAGE = /^(?:Field|字段|欄位)\s+([A-Za-z0-9_.]+)\s*[:：]\s*([\s\S]+)$/;

/** Splits a Code 2 message into the field it names (first path segment) and the rule. */
export function fieldOfMessage(message: string): { field: string; rule: string } | null {
  const m = FIELD_MESSAGE.exec(message.trim());
  return m ? { field: m[1]!.split('.')[0]!, rule: m[2]!.trim() } : null;
}

/**
 * Shows a failed write: a Code 2 naming a field of the form goes under that field; anything
 * else is a toast. `alias` maps a server field name to the form's when they differ.
 */
export function showServerError(form: FormInstance, e: unknown, alias: Record<string, string> = {}): void {
  if (isCanceled(e)) return;
  if (e instanceof ApiError && e.code === Code.Invalid) {
    const data = e.data as { Field?: unknown; Rule?: unknown } | null;
    const hit =
      data && typeof data.Field === 'string' && typeof data.Rule === 'string'
        ? { field: data.Field.split('.')[0]!, rule: data.Rule }
        : fieldOfMessage(e.message);
    if (hit) {
      const name = alias[hit.field] ?? hit.field;
      if (Object.hasOwn(form.getFieldsValue(), name)) {
        form.setFields([{ name, errors: [hit.rule] }]);
        form.scrollToField(name);
        return;
      }
    }
  }
  toast('error', e instanceof Error && e.message ? e.message : 'Error');
}
