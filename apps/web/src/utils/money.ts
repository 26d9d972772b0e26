import { Money } from '@wms/contract';

/**
 * An amount in its currency for people: grouped digits, the currency's places, its symbol or
 * code (`¥1,234.50`, `HK$12.00`, `JPY 1,200`). The amount stays decimal text all the way: digits
 * are grouped on the text, never through a float, so large and exact amounts print as stored.
 */
export function formatMoney(
  amount: string | null | undefined,
  currency?: { Code?: string; Symbol?: string; Decimals?: number },
  lang = 'en-US',
): string {
  if (amount === null || amount === undefined || amount === '') return '';
  let fixed: string;
  try {
    fixed = Money.of(amount).toFixed(currency?.Decimals ?? 2);
  } catch {
    return amount;
  }
  const negative = fixed.startsWith('-');
  const [int = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const group = new Intl.NumberFormat(lang).format(1000).charAt(1) || ',';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const number = frac ? `${grouped}.${frac}` : grouped;
  const mark = currency?.Symbol || (currency?.Code ? `${currency.Code} ` : '');
  return `${negative ? '-' : ''}${mark}${number}`;
}
