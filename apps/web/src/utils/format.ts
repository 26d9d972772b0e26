import dayjs, { type Dayjs } from 'dayjs';

/**
 * Formatters and constants shared by every screen. Relative-time words come in through `words` so
 * the function stays pure; the defaults are English.
 */

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

export interface RelativeWords {
  justNow: string;
  minutesAgo(n: number): string;
  hoursAgo(n: number): string;
  oneDayAgo: string;
}
const englishWords: RelativeWords = {
  justNow: 'just now',
  minutesAgo: (n) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
  hoursAgo: (n) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
  oneDayAgo: '1 day ago',
};

/** Under 30 s "just now", under an hour minutes, under a day hours, under two days "1 day",
 * then the date (and time) itself. */
export function formatRelative(
  time: string | number | Date,
  now: number = Date.now(),
  words: RelativeWords = englishWords,
): string {
  const t = dayjs(time);
  const diff = (now - t.valueOf()) / 1000;
  if (diff < 30) return words.justNow;
  if (diff < 3600) return words.minutesAgo(Math.max(1, Math.floor(diff / 60)));
  if (diff < 3600 * 24) return words.hoursAgo(Math.floor(diff / 3600));
  if (diff < 3600 * 24 * 2) return words.oneDayAgo;
  return t.format('YYYY-MM-DD HH:mm');
}

const STEPS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** 1234 -> "1.2k", 5e9 -> "5G": steps k, M, G, T, P, E (1e3 to 1e18). */
export function formatNumber(n: number, digits = 1): string {
  const abs = Math.abs(n);
  for (const s of STEPS) {
    if (abs >= s.value) {
      return (n / s.value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + s.symbol;
    }
  }
  return String(n);
}

/** ISO time from the server shown local as yyyy-MM-dd HH:mm:ss (docs/architecture.md). */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format(DATE_TIME) : '');

export const TIME = 'HH:mm:ss';
/** A time of day as the console writes one in every language: 24 hours, 18:21:32 (the browser's
 * own `toLocaleTimeString` says "6:21:32 PM" in a Chinese console on an English system). */
export const formatTime = (time: string | number | Date) => dayjs(time).format(TIME);

export const DATE_SHORTCUTS = [
  'today',
  'yesterday',
  'lastWeek',
  'lastMonth',
  'last3Months',
  'last6Months',
  'yearToDate',
] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

/** Date-range shortcuts of the search panels: from 00:00:00 of the first day to 23:59:59 of
 * the last. "Last week" is the last 7 days up to today, the months likewise. */
export function dateRange(shortcut: DateShortcut, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const end = now.endOf('day').millisecond(0);
  const today = now.startOf('day');
  switch (shortcut) {
    case 'today':
      return [today, end];
    case 'yesterday': {
      const y = today.subtract(1, 'day');
      return [y, y.endOf('day').millisecond(0)];
    }
    case 'lastWeek':
      return [today.subtract(1, 'week'), end];
    case 'lastMonth':
      return [today.subtract(1, 'month'), end];
    case 'last3Months':
      return [today.subtract(3, 'month'), end];
    case 'last6Months':
      return [today.subtract(6, 'month'), end];
    case 'yearToDate':
      return [today.startOf('year'), end];
  }
}

/** A customer as staff read them everywhere: their name, and their customer code when they have one. */
export const customerName = (name: string, code: string | null | undefined) => (code ? `${name} (${code})` : name);
