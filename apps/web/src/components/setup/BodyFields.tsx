import { type FormField, formFields, type SelectListName } from '@wms/contract';
import { Fragment, type ReactNode } from 'react';
import type { z } from 'zod';
import { useSelectList } from '../../api/options';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { NumberItem, SelectItem, SwitchItem, TextItem } from '../../screens/_shared/fields';

/** Caps of a number field whose body sets none: what an input box can hold. */
const NO_MAX = 999_999_999;

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
 * label the field's label. `fields` replaces a field's item (or hides it with `false`); the
 * deactivated switch shows only when editing.
 */
export function BodyFields({
  body,
  editing,
  fields,
}: {
  body: z.ZodType;
  editing: boolean;
  fields?: Record<string, ReactNode | false>;
}) {
  const label = useFieldLabel();
  return (
    <>
      {formFields(body).map((f) => {
        const own = fields?.[f.name];
        if (own !== undefined) return own === false ? null : <Fragment key={f.name}>{own}</Fragment>;
        const l = label(f.name);
        switch (f.kind) {
          case 'text':
            // Long text (remarks, explanations) gets a text area.
            return (
              <TextItem
                key={f.name}
                name={f.name}
                label={l}
                required={f.required}
                max={f.max}
                kind={(f.max ?? 0) > 100 ? 'textarea' : 'text'}
              />
            );
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
                max={f.max ?? NO_MAX}
                notZero={f.notZero}
                decimals={f.kind === 'decimal' ? f.decimals : 0}
                asText={f.kind === 'decimal'}
              />
            );
        }
      })}
    </>
  );
}
