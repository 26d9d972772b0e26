import { Code } from '@wms/contract';
import type { FormInstance } from 'antd';
import { toast } from '../../api/notify';
import { ApiError, isCanceled } from '../../api/request';

/** A server field path (`Lines.0.Brackets.1.UpTo`) as the form's name path. */
export const namePath = (field: string): (string | number)[] =>
  field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/**
 * Where a Code 2 naming `field` shows in the form: the field itself when the form draws it
 * (`Lines.0.FirstPrice` is the first line's first price), else the nearest drawn field above it
 * (`Lines.0.CountryIds.2` is that line's countries; `Lines.3`, a line as a whole, is the list),
 * else the top-level field the form holds (a list drawn without items). Null: not on this form.
 */
export function fieldOf(form: FormInstance, field: string, alias: Record<string, string> = {}) {
  const path = namePath(field);
  path[0] = alias[String(path[0])] ?? path[0]!;
  const drawn = new Set(form.getFieldsError().map((f) => JSON.stringify(f.name)));
  for (let n = path.length; n > 0; n--) {
    const at = path.slice(0, n);
    if (drawn.has(JSON.stringify(at))) return at;
  }
  return Object.hasOwn(form.getFieldsValue(), path[0]!) ? [path[0]!] : null;
}

/**
 * Shows a failed write: a Code 2 naming a field of the form (`Data: { Field, Rule }`, the rule a
 * sentence naming the field) goes under that field, nested ones included (see `fieldOf`);
 * anything else is a toast. `alias` maps a server field name to the form's when they differ.
 */
export function showServerError(form: FormInstance, e: unknown, alias: Record<string, string> = {}): void {
  if (isCanceled(e)) return;
  if (e instanceof ApiError && e.code === Code.Invalid) {
    const data = e.data as { Field?: unknown; Rule?: unknown } | null;
    if (data && typeof data.Field === 'string' && typeof data.Rule === 'string') {
      const name = fieldOf(form, data.Field, alias);
      if (name) {
        form.setFields([{ name, errors: [data.Rule] }]);
        form.scrollToField(name);
        return;
      }
    }
  }
  toast('error', e instanceof Error && e.message ? e.message : 'Error');
}
