import { Input, type InputProps } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Number fields that never change what the user typed. antd's InputNumber clamps to min / max and
 * rounds to its precision when the field loses focus (Rows -2 became 1, a quantity 2.5 became 3)
 * and drops text it cannot read, so a wrong value was silently replaced by another one and saved.
 * Here the text stays as typed; the form gets the number when the text is one, else the text
 * itself, and `numberRule` refuses anything outside the rule with the rule under the field.
 */

export interface NumberRuleOptions {
  min: number;
  max: number;
  /** Decimal places allowed; 0 (the default) for whole numbers. */
  decimals?: number;
  notZero?: boolean;
}

/** Plain decimal text (what the field turns into a number); no exponents, no separators. */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The number a text stands for, or undefined when it is not plain decimal text. */
export function numberOf(text: string): number | undefined {
  const s = text.trim();
  return NUMBER_TEXT.test(s) ? Number(s) : undefined;
}

/** Decimal places of a plain decimal text, trailing zeros not counted ('1.50' has 1). */
function placesOf(text: string): number {
  const frac = text.trim().split('.')[1] ?? '';
  return frac.replace(/0+$/, '').length;
}

/** Whether a field value keeps the rule; empty values are the business of `required`. */
export function keepsNumberRule(v: unknown, o: NumberRuleOptions): boolean {
  if (v === undefined || v === null || v === '') return true;
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '';
  const n = typeof v === 'number' ? v : numberOf(text);
  if (n === undefined || !Number.isFinite(n) || /e/i.test(text)) return false;
  if (placesOf(text) > (o.decimals ?? 0)) return false;
  if (n < o.min || n > o.max) return false;
  return !(o.notZero && n === 0);
}

/** The rule in words, shown under the field when the value breaks it. */
export function useNumberRule() {
  const { t } = useTranslation('system');
  const text = (o: NumberRuleOptions) =>
    (o.decimals
      ? t('numberDecimal', { min: o.min, max: o.max, places: o.decimals })
      : t('numberWhole', { min: o.min, max: o.max })) + (o.notZero ? t('numberNotZero') : '');
  return {
    text,
    rule: (o: NumberRuleOptions): RuleObject => ({
      validator: (_, v: unknown) => (keepsNumberRule(v, o) ? Promise.resolve() : Promise.reject(new Error(text(o)))),
    }),
  };
}

/** What the form holds for a typed text: nothing, the number (or its text, `asText`), or the
 * text itself when it is no number (so the rule can refuse it). */
function fieldValueOf(text: string, asText: boolean): number | string | undefined {
  const s = text.trim();
  if (s === '') return undefined;
  const n = numberOf(s);
  return n === undefined ? text : asText ? s : n;
}

/**
 * A number typed as text: what is typed stays in the field, whatever it is. `asText` hands the
 * form the typed digits (decimals the server keeps exactly, as with `stringMode`).
 */
export function NumberInput({
  value,
  onChange,
  asText = false,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & {
  value?: number | string | null;
  onChange?: (v: number | string | undefined) => void;
  asText?: boolean;
}) {
  const shown = (v: typeof value) => (v === undefined || v === null ? '' : String(v));
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a reset, an edit form's record) replaces the text; the echo of
  // what was typed does not. Derived while rendering, as React advises for state that follows a prop.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (fieldValueOf(text, asText) !== (value ?? undefined)) setText(shown(value));
  }
  return (
    <Input
      inputMode="decimal"
      allowClear
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(fieldValueOf(e.target.value, asText));
      }}
    />
  );
}
