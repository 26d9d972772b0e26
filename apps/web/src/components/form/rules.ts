import { ruleMessage } from '@wms/contract';
import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';

/**
 * A field rule as the server words it, for a form refusing a value itself: the same sentence a
 * Code 2 for that rule shows under the field ("Sort order is over 1000: enter a whole number from
 * 0 to 1000."), from the contract's catalogue. `rule` is the server's rule key, `label` the field's
 * label as the form shows it.
 */
export function useRuleText(): (rule: string, label: string, params?: Record<string, unknown>) => string {
  const lang = useLang();
  return (rule, label, params) => ruleMessage(lang, rule, params, label);
}

/**
 * Form rules in the server's words (see `useRuleText`): the server stays the authority and its Code
 * 2 message lands on the field it names (see serverError.ts); a rule the form checks itself reads
 * the same.
 */
export function useRules() {
  const { t } = useTranslation('system');
  const rule = useRuleText();
  const enter = (label: string) => t('pleaseEnter', { label });
  const select = (label: string) => t('pleaseSelect', { label });
  const required = (label: string) => rule('validation.required', label);
  return {
    /** The placeholder of a text field. */
    enter,
    /** The placeholder of a choice. */
    select,
    rule,
    /** Text that may not be blank. */
    required: (label: string): FormRule => ({ required: true, whitespace: true, message: required(label) }),
    /** A choice (or a list of them, `array`) that must be made. */
    chosen: (label: string, array = false): FormRule =>
      array
        ? { required: true, type: 'array', message: required(label) }
        : {
            // Own check: the default one takes any value for a string, and choices are numbers too.
            required: true,
            validator: (_, v: unknown) =>
              v === undefined || v === null || v === ''
                ? Promise.reject(new Error(required(label)))
                : Promise.resolve(),
          },
    /** At most `max` characters. */
    max: (max: number, label: string): FormRule => ({ max, message: rule('validation.maxLength', label, { max }) }),
    /** A value that is present must pass `test`; empty values are the business of `required`. */
    check: (test: (v: string) => boolean, message: string): RuleObject => ({
      validator: (_, v: unknown) =>
        v === undefined || v === null || v === '' || test(typeof v === 'string' ? v.trim() : String(v))
          ? Promise.resolve()
          : Promise.reject(new Error(message)),
    }),
  };
}
