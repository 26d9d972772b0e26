import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// What a form field of a body is, read off the body's schema: a set-up screen's create / edit
// dialog is drawn from the call's body (docs/architecture.md, "Adding a business area"), so a
// field's kind, whether it is required, its length or range and its decimals are declared once,
// where the server validates them.

/** How a number or a reference is entered; strings and switches are read off the schema itself. */
export type InputMeta =
  | { kind: 'integer'; min?: number; max?: number; notZero?: boolean }
  | { kind: 'decimal'; max?: number; notZero?: boolean; decimals?: number }
  /** A reference picked from the `/Select/` list of that name. */
  | { kind: 'select'; select: string; multiple?: boolean };

/** Kept beside the schemas, not in their JSON Schema: the OpenAPI document stays standard. Clones
 * (`.describe()`, `.toUpperCase()`) inherit their parent's entry. */
export const inputMeta = z.registry<InputMeta>();

/** A field picked from the `/Select/` list `list` (`multiple`: an array of its values). `register`
 * marks the very schema instance it is called on, so the schema is cloned first: registered on a
 * shared one (`zRequiredId`), the last list would answer for every field that uses it. */
export function picked<S extends z.ZodType>(schema: S, list: string, multiple?: boolean): S {
  const own = schema.clone() as z.ZodType;
  inputMeta.add(own, { kind: 'select', select: list, ...(multiple ? { multiple } : {}) });
  return own as S;
}

/** A number that follows the country picked in another field of the same body (the address
 * books: docs/domain.md, "Address books"): a phone (`line`, a mobile or a fixed line) or an ID card
 * number, by the rule of the country's phone code (validators/phone.ts, validators/numbering.ts).
 * The server checks it against the country it reads; the form against the country picked. */
export interface CountryNumber {
  rule: 'line' | 'idCard';
  /** The body field holding the country's id. */
  country: string;
}
export const countryNumber = z.registry<CountryNumber>();

/** `schema` (a text field) as a number of the country in `country` (see `CountryNumber`). */
export function byCountry<S extends z.ZodType>(schema: S, rule: CountryNumber['rule'], country = 'CountryId'): S {
  const own = schema.clone() as z.ZodType;
  countryNumber.add(own, { rule, country });
  return own as S;
}

/** The fields of a body that follow its country, with their rule. */
export function countryNumbers(body: z.ZodType): ({ name: string } & CountryNumber)[] {
  return formFields(body).flatMap((f) => (f.kind === 'text' && f.byCountry ? [{ name: f.name, ...f.byCountry }] : []));
}

export type FormField =
  | { name: string; kind: 'text'; required: boolean; max?: number; byCountry?: CountryNumber }
  | { name: string; kind: 'switch' }
  | ({ name: string; required: boolean } & InputMeta);

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The fields of a create or edit body in declaration order; `Id` and fields of no known kind
 * (a nested object, an array of rows) are left out: a screen draws those itself. */
export function formFields(body: z.ZodType): FormField[] {
  const shape = (body as z.ZodObject).shape as Record<string, z.ZodType> | undefined;
  if (!shape) return [];
  const out: FormField[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    if (name === 'Id') continue;
    let s = schema;
    let required = true;
    let byCountry = countryNumber.get(s);
    for (;;) {
      byCountry ??= countryNumber.get(s);
      const meta = inputMeta.get(s);
      if (meta) {
        out.push({ name, required, ...meta });
        break;
      }
      const d = defOf(s);
      if (d.type === 'optional' || d.type === 'default' || d.type === 'nullable') {
        required = false;
        s = d.innerType!;
      } else if (d.type === 'string') {
        const str = s as z.ZodString;
        out.push({
          name,
          kind: 'text',
          required: required && (str.minLength ?? 0) > 0,
          ...(str.maxLength === null ? {} : { max: str.maxLength }),
          ...(byCountry ? { byCountry } : {}),
        });
        break;
      } else if (d.type === 'boolean') {
        out.push({ name, kind: 'switch' });
        break;
      } else break;
    }
  }
  return out;
}
