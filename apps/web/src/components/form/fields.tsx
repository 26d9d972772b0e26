import { PHONE_CODES, pastedPhone, phoneNumberRule } from '@wms/contract';
import { Form, type FormRule, Input, Select, type SelectProps, Space, Switch } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput, useNumberRule } from './number';
import { useRules } from './rules';

/** Spans both columns of a two-column form. */
export const WIDE = { gridColumn: '1 / -1' } as const;

/** Short fields (switches) side by side on one full-width line. */
export function Inline({ children }: { children: ReactNode }) {
  return <div style={{ ...WIDE, display: 'flex', flexWrap: 'wrap', columnGap: 32 }}>{children}</div>;
}

interface ItemBase {
  name: string;
  label: string;
  required?: boolean;
  rules?: FormRule[];
  extra?: ReactNode;
  hidden?: boolean;
  dependencies?: string[];
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

/** A text field: required and maximum length from the contract, placeholder 'please enter'.
 * `pasted` rewrites the value when the field is left (what the server will store: a code in
 * capitals, a phone without its code prefix), so the user sees it before saving. */
export function TextItem({
  max,
  kind = 'text',
  disabled,
  pasted,
  ...p
}: ItemBase & {
  max?: number;
  kind?: 'text' | 'textarea' | 'password';
  disabled?: boolean;
  pasted?: (v: string) => string;
}) {
  const r = useRules();
  const form = Form.useFormInstance();
  const onBlur = pasted
    ? (e: { target: { value: string } }) => {
        const v = pasted(e.target.value);
        if (v !== e.target.value) form.setFieldValue(p.name, v);
      }
    : undefined;
  const rules = [
    ...(p.required ? [r.required(p.label)] : []),
    ...(max ? [r.max(max, p.label)] : []),
    ...(p.rules ?? []),
  ];
  const ph = r.enter(p.label);
  return (
    <Form.Item
      name={p.name}
      label={p.label}
      rules={rules}
      extra={p.extra}
      hidden={p.hidden}
      dependencies={p.dependencies}
      validateFirst
      style={kind === 'textarea' || p.wide ? WIDE : undefined}
    >
      {kind === 'textarea' ? (
        <Input.TextArea placeholder={ph} rows={3} disabled={disabled} onBlur={onBlur} />
      ) : kind === 'password' ? (
        <Input.Password placeholder={ph} autoComplete="new-password" disabled={disabled} />
      ) : (
        <Input placeholder={ph} disabled={disabled} allowClear={!disabled} onBlur={onBlur} />
      )}
    </Form.Item>
  );
}

/**
 * Clears `field` when the value it depends on changes from one choice to another: a warehouse of
 * the old site, a partition of the old warehouse is no valid choice any more. The value a form
 * opens with (a watched value is undefined on the first render) clears nothing.
 */
export function useClearWhenChanged(dependency: unknown, field: string) {
  const form = Form.useFormInstance();
  const last = useRef(dependency);
  useEffect(() => {
    const before = last.current;
    last.current = dependency;
    if (before !== undefined && before !== null && before !== dependency) form.setFieldValue(field, undefined);
  }, [dependency, field, form]);
}

/** A choice among options, placeholder 'please select'. Other Select props pass through. */
export function SelectItem({
  name,
  label,
  required,
  rules,
  extra,
  hidden,
  dependencies,
  wide,
  ...select
}: ItemBase & SelectProps) {
  const r = useRules();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[...(required ? [r.chosen(label, !!select.mode)] : []), ...(rules ?? [])]}
      extra={extra}
      hidden={hidden}
      dependencies={dependencies}
      style={wide ? WIDE : undefined}
    >
      <Select placeholder={r.select(label)} allowClear showSearch={{ optionFilterProp: 'label' }} {...select} />
    </Form.Item>
  );
}

/**
 * A number in a range (whole unless `decimals`): kept as typed, refused with the rule under the
 * field when it breaks it (see number.tsx). `asText` hands the form the typed digits. `decimals`
 * read from the form when the rule runs follows another field (an amount the places of the
 * currency chosen beside it): the value the form holds then, not the one of the last render.
 */
export function NumberItem({
  min = 0,
  max,
  decimals = 0,
  notZero,
  asText,
  ...p
}: ItemBase & {
  min?: number;
  max?: number;
  decimals?: number | ((getFieldValue: (name: string) => unknown) => number);
  notZero?: boolean;
  asText?: boolean;
}) {
  const r = useRules();
  const numbers = useNumberRule();
  const rules: FormRule[] = [
    ...(p.required ? [{ required: true, message: r.rule('validation.required', p.label) }] : []),
    typeof decimals === 'function'
      ? ({ getFieldValue }) => numbers.rule({ min, max, decimals: decimals(getFieldValue), notZero }, p.label)
      : numbers.rule({ min, max, decimals, notZero }, p.label),
    ...(p.rules ?? []),
  ];
  return (
    <Form.Item
      name={p.name}
      label={p.label}
      rules={rules}
      extra={p.extra}
      hidden={p.hidden}
      dependencies={p.dependencies}
      validateFirst
      style={p.wide ? WIDE : undefined}
    >
      <NumberInput placeholder={r.enter(p.label)} asText={asText} aria-label={p.label} />
    </Form.Item>
  );
}

/** An on/off switch. */
export function SwitchItem(p: Pick<ItemBase, 'name' | 'label' | 'extra' | 'hidden'>) {
  return (
    <Form.Item name={p.name} label={p.label} valuePropName="checked" extra={p.extra} hidden={p.hidden}>
      <Switch />
    </Form.Item>
  );
}

/**
 * A mobile phone: the phone-code select (86 / 852 / 853 / 886) beside the number, the number
 * checked by the rule of the chosen code, the contract's (`phoneNumberRule`), in the server's
 * words, and written on leaving the field as the server stores it (`+86 138 0013 8000` is
 * 13800138000). Field names default to the contract's `PhoneCode` / `PhoneNumber`.
 */
export function PhoneItem({
  codeName = 'PhoneCode',
  name = 'PhoneNumber',
  label,
  fixedLine,
}: {
  codeName?: string;
  name?: string;
  label?: string;
  /** A fixed line of the code is accepted too (contact numbers of warehouses, sites). */
  fixedLine?: boolean;
}) {
  const { t } = useTranslation('system');
  const r = useRules();
  const form = Form.useFormInstance();
  const kind = fixedLine ? 'line' : 'mobile';
  return (
    <Form.Item label={label ?? t('phone')} required={false}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={codeName} noStyle>
          <Select
            style={{ width: 100 }}
            aria-label={t('phoneCode')}
            options={PHONE_CODES.map((c) => ({ value: c, label: `+${c}` }))}
          />
        </Form.Item>
        <Form.Item
          name={name}
          noStyle
          dependencies={[codeName]}
          rules={[
            r.max(20, label ?? t('phone')),
            ({ getFieldValue }) => ({
              validator: async (_, v: unknown) => {
                const rule = phoneNumberRule(v, getFieldValue(codeName), kind);
                if (rule) throw new Error(r.rule(rule.key, label ?? t('phone'), rule.params));
              },
            }),
          ]}
        >
          <Input
            placeholder={r.enter(label ?? t('phone'))}
            inputMode="tel"
            allowClear
            onBlur={(e) => {
              const v = pastedPhone(e.target.value, form.getFieldValue(codeName), kind);
              if (v !== e.target.value) form.setFieldValue(name, v);
            }}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
