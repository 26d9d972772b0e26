import { numberProblem } from '@wms/contract';
import { Input, type InputProps } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { separatorsOf } from '../../utils/money';
import { useRuleText } from './rules';

/**
 * Number fields that never change what the user typed. antd's InputNumber clamps to min / max and
 * rounds to its precision when the field loses focus (Rows -2 became 1, a quantity 2.5 became 3)
 * and drops text it cannot read, so a wrong value was silently replaced by another one and saved.
 * Here the text stays as typed; the form gets the number when the text is one, else the text
 * itself, and `numberRule` refuses anything outside the rule with the rule under the field.
 * Digits grouped as the console writes them ("1,000.50", `ungrouped`) are the number they read:
 * the form gets the plain digits, which the server's strict checks take.
 */

export interface NumberRuleOptions {
  min: number;
  /** None: any number from `min` up, as the server takes one without a limit. */
  max?: number;
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

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text without the digit groups of the language (`formatMoney` writes "1,000.50" in all three
 * of the console's), with its decimal mark as a point: what a person copies from a list or types
 * as the console shows amounts. Only groups in their places are taken (three digits each, left of
 * the mark): "1,5" or "10,00" stay as typed, for the rule to refuse rather than guess.
 */
export function ungrouped(text: string, lang: string): string {
  const s = text.trim();
  const { group, decimal } = separatorsOf(lang);
  const g = escaped(group);
  const d = escaped(decimal);
  const m = new RegExp(`^([+-]?)(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:${d}(\\d*))?$`).exec(s);
  if (!m || (decimal === '.' && !s.includes(group))) return s;
  const [, sign = '', int = '', frac] = m;
  return `${sign}${int.split(group).join('')}${frac === undefined ? '' : `.${frac}`}`;
}

/** Whether a field value keeps the rule; empty values are the business of `required`. */
export function keepsNumberRule(v: unknown, o: NumberRuleOptions): boolean {
  return numberProblem(v, o) === null;
}

/** The rule under the field when the value breaks it, in the server's words for the same rule
 * (`numberProblem`: "Price is not a number in plain digits: enter a number from 0 to 1000 with at
 * most 1 decimal place."). `label` is the field's label. */
export function useNumberRule() {
  const ruleText = useRuleText();
  return {
    rule: (o: NumberRuleOptions, label: string): RuleObject => ({
      validator: (_, v: unknown) => {
        const problem = numberProblem(v, o);
        return problem ? Promise.reject(new Error(ruleText(problem.rule, label, problem.params))) : Promise.resolve();
      },
    }),
  };
}

/** What the form holds for a typed text: nothing, the number (or its plain text, `asText`), or
 * the text itself when it is no number (so the rule can refuse it). */
function fieldValueOf(text: string, asText: boolean, lang: string): number | string | undefined {
  const s = ungrouped(text, lang);
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
  const lang = useTranslation().i18n.language ?? 'en-US';
  const shown = (v: typeof value) => (v === undefined || v === null ? '' : String(v));
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a reset, an edit form's record) replaces the text; the echo of
  // what was typed does not. Derived while rendering, as React advises for state that follows a prop.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (fieldValueOf(text, asText, lang) !== (value ?? undefined)) setText(shown(value));
  }
  return (
    <Input
      inputMode="decimal"
      allowClear
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(fieldValueOf(e.target.value, asText, lang));
      }}
    />
  );
}
