import { useQuery } from '@tanstack/react-query';
import { type CountryNumber, idCardRule, issueRule, pastedIdCard, pastedPhone, phoneNumberRule } from '@wms/contract';
import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useRuleText } from '../form/rules';

// The form rules of a body's fields ARE the server's: each field is checked by its own schema in
// the body (the one the server parses the body with), so a value the server would refuse is refused
// under the field before anything is sent, in the words the server's Code 2 uses. A drawn field
// used to get only its kind, required mark and length from the schema (`formFields`), so a pattern,
// a refinement or a normalisation reached the form only when someone wrote it again by hand, and
// the country form took `abc` as a phone code until the server refused it.

/** Empty or blank: the required rule's business (a blank optional text is dropped, as the server
 * trims it away). */
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** What the server makes of a value of this field, or the rule it breaks. */
export function parseField(
  schema: z.ZodType,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; rule: string; params?: Record<string, unknown> } {
  const r = schema.safeParse(value, { reportInput: true });
  if (r.success) return { ok: true, value: r.data };
  const { rule, params } = issueRule(r.error.issues[0]!);
  return { ok: false, rule, params };
}

/** The rule a number of a country breaks (`byCountry` in the contract), with the country's phone
 * code; none while no country is picked (the server then refuses the country itself). */
export function countryRule(f: CountryNumber, value: unknown, phoneCode: string | null | undefined) {
  if (phoneCode === undefined || blank(value)) return null;
  return f.rule === 'idCard' ? idCardRule(value, phoneCode ?? '') : phoneNumberRule(value, phoneCode ?? '');
}

/** A number of a country as pasted, written the way the country's rule writes it. */
export const pastedForCountry = (f: CountryNumber, value: string, phoneCode: string | null) =>
  f.rule === 'idCard' ? pastedIdCard(value, phoneCode ?? '') : pastedPhone(value, phoneCode ?? '');

/** Every active country's phone code by its id (the countries' own picker list, cached). */
export function useCountryPhoneCodes(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.area('GlobalCountries'), 'phone-codes'],
    queryFn: () => api.GlobalCountries.GetSelectGlobalCountries({}),
    select: (rows) => new Map(rows.map((r) => [r.Value, r.PhoneCode ?? ''])),
    enabled,
  });
}

/** Form rules of a body's fields, in the user's language. */
export function useBodyRules() {
  const ruleText = useRuleText();
  return {
    /** The field's own schema as a form rule. */
    schema: (schema: z.ZodType, label: string): RuleObject => ({
      validator: async (_, v: unknown) => {
        if (blank(v)) return;
        const r = parseField(schema, v);
        if (!r.ok) throw new Error(ruleText(r.rule, label, r.params));
      },
    }),
    /** A number of the country picked in `f.country` (the address books), by that country's rule. */
    country:
      (f: CountryNumber, codes: Map<number, string> | undefined, label: string) =>
      (form: Pick<FormInstance, 'getFieldValue'>): RuleObject => ({
        validator: async (_, v: unknown) => {
          const id = Number(form.getFieldValue(f.country));
          // A country not listed (none picked, or one deactivated since) is the server's to refuse.
          const rule = countryRule(f, v, codes?.has(id) ? codes.get(id) : undefined);
          if (rule) throw new Error(ruleText(rule.key, label, rule.params));
        },
      }),
  };
}
