import { Money } from '@wms/contract';

/** What a price or total is shown in: the fields of a currency the API answers beside it. */
export interface MoneyCurrency {
  Code?: string;
  Symbol?: string;
  /** Places the currency keeps; 2 when not known. */
  Decimals?: number;
}

const separatorCache = new Map<string, { group: string; decimal: string }>();

/** The language's digit-group and decimal marks, read once from Intl ("," and "." in English);
 * the number inputs read amounts written with them (components/form/number.tsx). */
export function separatorsOf(lang: string) {
  let s = separatorCache.get(lang);
  if (!s) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(lang).formatToParts(1234567.5);
    } catch {
      parts = new Intl.NumberFormat('en-US').formatToParts(1234567.5);
    }
    s = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(lang, s);
  }
  return s;
}

/**
 * An amount in its currency for people: the currency's places (half up), digits grouped the way
 * the language groups them, and the currency's symbol, else its code (`¥1,234.50`, `HK$12.00`,
 * `JPY 1,200`). The amount stays decimal text all the way: Intl only supplies the marks and the
 * digits are grouped on the text, so an amount beyond a double's 15 digits prints as stored.
 * Text that is not an amount is shown as it came.
 */
export function formatMoney(amount: string | null | undefined, currency?: MoneyCurrency, lang = 'en-US'): string {
  if (amount === null || amount === undefined || amount === '') return '';
  let fixed: string;
  try {
    fixed = Money.of(amount)
      .round(currency?.Decimals ?? 2)
      .toFixed(currency?.Decimals ?? 2);
  } catch {
    return amount;
  }
  const { group, decimal } = separatorsOf(lang);
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [int = '0', frac] = fixed.replace(/^-/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const number = frac ? `${grouped}${decimal}${frac}` : grouped;
  const mark = currency?.Symbol || (currency?.Code ? `${currency.Code} ` : '');
  return `${negative ? '-' : ''}${mark}${number}`;
}
