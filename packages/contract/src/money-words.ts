import type { Lang } from './codes.js';
import { Money } from './money.js';

// ---------------------------------------------------------------------------------------------
// An amount written out in words, as an invoice or a cheque writes its total so that no digit can
// be altered: Chinese financial numerals (大写金额) in zh-cn and zh-tw, English words with the
// cents as a fraction in en-us. Pure: the amount is read from its decimal text, never a float.

/** The currency's places the words go down to: 0 (yen), 2 (most), 3 (dinars); more is rounded. */
const MAX_PLACES = 3;
/** 16 whole digits: the most a `money` column (numeric(20, 4)) holds. */
const MAX_WHOLE_DIGITS = 16;

interface ChineseNumerals {
  digits: string;
  /** 拾 佰 仟 within a group of four digits. */
  units: readonly [string, string, string];
  /** 万 亿 万亿: the groups of four digits from the second up. */
  groups: readonly string[];
  yuan: string;
  /** 角 分 厘: the places after the point. */
  fractions: readonly string[];
  whole: string;
  minus: string;
}

const CHINESE: Record<'zh-cn' | 'zh-tw', ChineseNumerals> = {
  'zh-cn': {
    digits: '零壹贰叁肆伍陆柒捌玖',
    units: ['拾', '佰', '仟'],
    groups: ['', '万', '亿', '万亿'],
    yuan: '元',
    fractions: ['角', '分', '厘'],
    whole: '整',
    minus: '负',
  },
  'zh-tw': {
    digits: '零壹貳參肆伍陸柒捌玖',
    units: ['拾', '佰', '仟'],
    groups: ['', '萬', '億', '萬億'],
    yuan: '元',
    fractions: ['角', '分', '厘'],
    whole: '整',
    minus: '負',
  },
};

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

/** The whole part's digits in groups of `size` from the right, the highest group first. */
function groupsOf(whole: string, size: number): number[] {
  const out: number[] = [];
  for (let end = whole.length; end > 0; end -= size) out.unshift(Number(whole.slice(Math.max(0, end - size), end)));
  return out;
}

/** 0 to 999 in English words ("nine hundred ninety-nine"); '' for 0. */
function englishHundreds(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** A whole number in English words, American style ("one thousand one", "zero"). */
function englishWhole(whole: string): string {
  const groups = groupsOf(whole, 3);
  const parts = groups.flatMap((g, i) => {
    if (!g) return [];
    const scale = SCALES[groups.length - 1 - i]!;
    return [scale ? `${englishHundreds(g)} ${scale}` : englishHundreds(g)];
  });
  return parts.length ? parts.join(' ') : 'zero';
}

/** One group of four digits (1 to 9999) in Chinese numerals: zeros inside read as one 零, those
 * at its end are not read. */
function chineseGroup(n: number, c: ChineseNumerals): string {
  const digits = String(n).padStart(4, '0');
  let out = '';
  let zero = false;
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i]);
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += c.digits[0];
    zero = false;
    out += c.digits[d]! + (i < 3 ? c.units[2 - i] : '');
  }
  return out;
}

/** A whole number in Chinese numerals (壹仟零壹, 壹佰万, 壹亿零壹万); '' for 0. A group after a
 * higher one is read after 零 when a zero stands between them (a group below 1000, or a whole
 * group of zeros). */
function chineseWhole(whole: string, c: ChineseNumerals): string {
  const groups = groupsOf(whole, 4);
  let out = '';
  let gap = false;
  groups.forEach((g, i) => {
    if (!g) {
      gap = out !== '';
      return;
    }
    if (out && (gap || g < 1000)) out += c.digits[0];
    gap = false;
    out += chineseGroup(g, c) + c.groups[groups.length - 1 - i];
  });
  return out;
}

/** The places after the point in Chinese (伍角, 零伍分 after a whole part, 伍角伍分). */
function chineseFraction(fraction: string, c: ChineseNumerals, afterWhole: boolean): string {
  let out = '';
  let zero = false;
  for (let i = 0; i < fraction.length; i++) {
    const d = Number(fraction[i]);
    if (d === 0) {
      // 壹佰元零伍分: a zero 角 after the 元 is read; a zero after read places is read only
      // before another digit.
      zero = zero || out !== '' || afterWhole;
      continue;
    }
    if (zero) out += c.digits[0];
    zero = false;
    out += c.digits[d]! + c.fractions[i];
  }
  return out;
}

export interface AmountWordsOptions {
  /** The places the amount is written to (its currency's; 2 when not said, at most 3), rounded
   * half up. */
  places?: number;
  /** The currency's code, written before the words ("CNY 壹佰元整", "USD One hundred and 00/100"). */
  currency?: string;
}

/**
 * An amount in words in the language asked: Chinese financial numerals in zh-cn and zh-tw
 * (壹佰贰拾叁元肆角伍分, 壹佰貳拾參元肆角伍分; 整 after a whole amount; 零 where a zero stands
 * between read digits), English words and the fraction over 100 in en-us ("One hundred
 * twenty-three and 45/100"). A negative amount starts with 负 / 負 / "Minus". Refuses (RangeError)
 * anything that is not a plain decimal or has more than 16 whole digits.
 */
export function amountInWords(amount: Money | string | number, lang: Lang, opts: AmountWordsOptions = {}): string {
  const places = Math.max(0, Math.min(MAX_PLACES, Math.trunc(opts.places ?? 2)));
  const m = Money.of(amount).round(places);
  const negative = m.isNegative();
  const [whole = '0', fraction = ''] = (negative ? m.negated() : m).toFixed(places).split('.');
  if (whole.length > MAX_WHOLE_DIGITS) throw new RangeError(`too large to write in words: ${m.toFixed()}`);
  let words: string;
  if (lang === 'en-us') {
    const text = englishWhole(whole) + (places ? ` and ${fraction}/${10 ** places}` : '');
    words = negative ? `Minus ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
  } else {
    const c = CHINESE[lang];
    const yuan = chineseWhole(whole, c);
    const cents = chineseFraction(fraction, c, yuan !== '');
    const text =
      !yuan && !cents ? `${c.digits[0]}${c.yuan}${c.whole}` : yuan ? `${yuan}${c.yuan}${cents || c.whole}` : cents;
    words = negative ? c.minus + text : text;
  }
  return opts.currency ? `${opts.currency} ${words}` : words;
}
