import { type FormField, formFields, type SelectListName } from '@wms/contract';
import { Form } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { z } from 'zod';
import { useSelectList } from '../../api/options';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { NumberItem, SelectItem, SwitchItem, TextItem } from '../form/fields';
import { parseField, pastedForCountry, useBodyRules, useCountryPhoneCodes } from './bodyRules';

function SelectField({ f, label }: { f: FormField & { kind: 'select' }; label: string }) {
  const options = useSelectList(f.select as SelectListName);
  return (
    <SelectItem
      name={f.name}
      label={label}
      required={f.required}
      options={options.data}
      loading={options.isLoading}
      mode={f.multiple ? 'multiple' : undefined}
      showSearch
      optionFilterProp="label"
    />
  );
}

/**
 * The create / edit dialog's fields, drawn from the call's body: each field's kind, required mark,
 * length, range and decimals are the ones the server checks (`formFields` in the contract), its
 * label the field's label, and its rule the field's own schema in the body (`useBodyRules`): the
 * form refuses what the server refuses, in the server's words, and shows on leaving a field what
 * the server will store (a code in capitals, a phone without its code prefix). A number that
 * follows the country picked (`byCountry`: the address books' phones and ID cards) is checked by
 * that country's rule. `fields` replaces a field's item (or hides it with `false`), and gives
 * the item of a field the body declares but nothing draws (an amount of money, a list of lines),
 * in its place among the others; `labels` names a field otherwise than its label (with its unit).
 * The deactivated switch shows only when editing.
 */
export function BodyFields({
  body,
  editing,
  fields,
  labels,
}: {
  body: z.ZodType;
  editing: boolean;
  fields?: Record<string, ReactNode | false>;
  labels?: Record<string, string>;
}) {
  const fieldLabel = useFieldLabel();
  const label = (name: string) => labels?.[name] ?? fieldLabel(name);
  const rules = useBodyRules();
  const shape = (body as z.ZodObject).shape as Record<string, z.ZodType>;
  const byName = new Map(formFields(body).map((f) => [f.name, f]));
  // The body's fields in declaration order: the drawn ones and those the screen gives.
  const names = Object.keys(shape).filter((n) => byName.has(n) || fields?.[n] !== undefined);
  const codes = useCountryPhoneCodes([...byName.values()].some((f) => f.kind === 'text' && f.byCountry)).data;
  const form = Form.useFormInstance();
  return (
    <>
      {names.map((name) => {
        const own = fields?.[name];
        if (own !== undefined) return own === false ? null : <Fragment key={name}>{own}</Fragment>;
        const f = byName.get(name)!;
        const l = label(f.name);
        const schema = shape[f.name]!;
        switch (f.kind) {
          case 'text': {
            const country = f.byCountry;
            // What the server stores of a value it takes (trimmed, in capitals ...), as it stores it.
            const pasted = (v: string) => {
              const code = country ? codes?.get(Number(form.getFieldValue(country.country))) : undefined;
              const text = country && code !== undefined ? pastedForCountry(country, v, code) : v;
              const r = parseField(schema, text);
              return r.ok && typeof r.value === 'string' ? r.value : text;
            };
            // Long text (remarks, explanations) gets a text area.
            return (
              <TextItem
                key={f.name}
                name={f.name}
                label={l}
                required={f.required}
                rules={[rules.schema(schema, l), ...(country ? [rules.country(country, codes, l)] : [])]}
                dependencies={country ? [country.country] : undefined}
                pasted={pasted}
                kind={(f.max ?? 0) > 100 ? 'textarea' : 'text'}
              />
            );
          }
          case 'switch':
            return <SwitchItem key={f.name} name={f.name} label={l} hidden={f.name === 'IsDeactivate' && !editing} />;
          case 'select':
            return <SelectField key={f.name} f={f} label={l} />;
          default:
            return (
              <NumberItem
                key={f.name}
                name={f.name}
                label={l}
                required={f.required}
                min={f.kind === 'integer' ? f.min : undefined}
                max={f.max}
                notZero={f.notZero}
                decimals={f.kind === 'decimal' ? f.decimals : 0}
                asText={f.kind === 'decimal'}
                rules={[rules.schema(schema, l)]}
              />
            );
        }
      })}
    </>
  );
}
