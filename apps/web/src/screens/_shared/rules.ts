import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/**
 * Form rules with translated messages, mirroring the contract's schemas (the server stays the
 * authority and its Code 2 message lands on the field it names; see serverError.ts).
 */
export function useRules() {
  const { t } = useTranslation('system');
  const enter = (label: string) => t('pleaseEnter', { label });
  const select = (label: string) => t('pleaseSelect', { label });
  return {
    enter,
    select,
    /** Text that may not be blank. */
    required: (label: string): FormRule => ({ required: true, whitespace: true, message: enter(label) }),
    /** A choice (or a list of them, `array`) that must be made. */
    chosen: (label: string, array = false): FormRule =>
      array
        ? { required: true, type: 'array', message: select(label) }
        : {
            // Own check: the default one takes any value for a string, and choices are numbers too.
            required: true,
            validator: (_, v: unknown) =>
              v === undefined || v === null || v === '' ? Promise.reject(new Error(select(label))) : Promise.resolve(),
          },
    max: (max: number): FormRule => ({ max, message: t('maxLength', { max }) }),
    /** A value that is present must pass `test`; empty values are the business of `required`. */
    check: (test: (v: string) => boolean, message: string): RuleObject => ({
      validator: (_, v: unknown) =>
        v === undefined || v === null || v === '' || test(typeof v === 'string' ? v.trim() : String(v))
          ? Promise.resolve()
          : Promise.reject(new Error(message)),
    }),
  };
}
