// What a person pastes into a field, read the same way in every field before it is checked
// (docs/domain.md, "Field formats"): the one place that decides how typed or pasted text becomes
// the value a rule checks and the server stores. The zod schemas run these (`.overwrite`), so the
// server and the console's forms, whose rules are drawn from the same schemas, read a value alike.

/** Dashes a word processor or a web page turns `-` into; a phone number holds them as `-`. */
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63]/g;

/**
 * Text as pasted, ready for a rule: full-width forms a Chinese input method types (`１３８`, `（`,
 * `＋`, `Ａ`) read as their ASCII forms (Unicode NFKC), typographic dashes as `-`, white space at
 * either end dropped. Only for fields of letters, digits and signs (codes, numbers): NFKC would
 * also turn the full-width punctuation of Chinese prose (`，`) into ASCII.
 */
export function pastedText(value: string): string {
  return value.normalize('NFKC').replace(DASHES, '-').trim();
}

/**
 * A code (an ISO country or currency code, a carrier's, channel's or expense type's code, a
 * clearance number, a tracking number): pasted text without any white space, letters in
 * capitals. Every code field reads its value this way, so `cn`, ` CN ` and `ＣＮ` are all `CN`,
 * and the form shows the capitals as they are typed (`CodeInput` in the console).
 */
export function pastedCode(value: string): string {
  return pastedText(value).replace(/\s+/g, '').toUpperCase();
}
