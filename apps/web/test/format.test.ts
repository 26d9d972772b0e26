import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRange, formatDateTime, formatNumber, formatRelative, formatTime, PAGE_SIZES } from '../src/utils/format';
import { formatMoney } from '../src/utils/money';
import { hasPermiOf } from '../src/utils/permission';

describe('formatRelative', () => {
  const now = new Date('2025-03-10T12:00:00Z').getTime();
  const ago = (s: number) => now - s * 1000;
  it('says just now under 30 s, then minutes, hours, 1 day, then the date', () => {
    expect(formatRelative(ago(0), now)).toBe('just now');
    expect(formatRelative(ago(29), now)).toBe('just now');
    expect(formatRelative(ago(30), now)).toBe('1 minute ago');
    expect(formatRelative(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(formatRelative(ago(3600), now)).toBe('1 hour ago');
    expect(formatRelative(ago(23 * 3600), now)).toBe('23 hours ago');
    expect(formatRelative(ago(30 * 3600), now)).toBe('1 day ago');
    expect(formatRelative(ago(3 * 86400), now)).toBe(dayjs(ago(3 * 86400)).format('YYYY-MM-DD HH:mm'));
  });
  it('uses the words it is given', () => {
    const words = {
      justNow: '刚刚',
      minutesAgo: (n: number) => `${n} 分钟前`,
      hoursAgo: (n: number) => `${n} 小时前`,
      oneDayAgo: '1 天前',
    };
    expect(formatRelative(ago(5), now, words)).toBe('刚刚');
    expect(formatRelative(ago(120), now, words)).toBe('2 分钟前');
  });
});

describe('formatNumber', () => {
  it('steps through k, M, G, T, P, E', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1k');
    expect(formatNumber(1250)).toBe('1.3k');
    expect(formatNumber(2_500_000)).toBe('2.5M');
    expect(formatNumber(3e9)).toBe('3G');
    expect(formatNumber(4e12)).toBe('4T');
    expect(formatNumber(5e15)).toBe('5P');
    expect(formatNumber(6e18)).toBe('6E');
    expect(formatNumber(-1500)).toBe('-1.5k');
    expect(formatNumber(1234, 2)).toBe('1.23k');
  });
});

describe('dateRange', () => {
  const now = dayjs('2025-03-10T15:30:00');
  const fmt = ([a, b]: [dayjs.Dayjs, dayjs.Dayjs]) => [
    a.format('YYYY-MM-DD HH:mm:ss'),
    b.format('YYYY-MM-DD HH:mm:ss'),
  ];
  it('runs from 00:00:00 to 23:59:59', () => {
    expect(fmt(dateRange('today', now))).toEqual(['2025-03-10 00:00:00', '2025-03-10 23:59:59']);
    expect(fmt(dateRange('yesterday', now))).toEqual(['2025-03-09 00:00:00', '2025-03-09 23:59:59']);
    expect(fmt(dateRange('lastWeek', now))).toEqual(['2025-03-03 00:00:00', '2025-03-10 23:59:59']);
    expect(fmt(dateRange('lastMonth', now))).toEqual(['2025-02-10 00:00:00', '2025-03-10 23:59:59']);
    expect(fmt(dateRange('last3Months', now))).toEqual(['2024-12-10 00:00:00', '2025-03-10 23:59:59']);
    expect(fmt(dateRange('last6Months', now))).toEqual(['2024-09-10 00:00:00', '2025-03-10 23:59:59']);
    expect(fmt(dateRange('yearToDate', now))).toEqual(['2025-01-01 00:00:00', '2025-03-10 23:59:59']);
  });
});

describe('formatTime', () => {
  it('writes a time of day in 24 hours whatever the locale (never "6:21:32 PM")', () => {
    expect(formatTime(new Date(2026, 0, 5, 18, 21, 32))).toBe('18:21:32');
    expect(formatTime(new Date(2026, 0, 5, 6, 1, 2).getTime())).toBe('06:01:02');
  });
});

describe('misc', () => {
  it('offers page sizes 10, 20, 50, 100', () => {
    expect([...PAGE_SIZES]).toEqual([10, 20, 50, 100]);
  });
  it('shows server times local as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime('2025-03-10T04:05:06Z')).toBe(dayjs('2025-03-10T04:05:06Z').format('YYYY-MM-DD HH:mm:ss'));
    expect(formatDateTime(null)).toBe('');
  });
});

describe('hasPermi', () => {
  it('is true for a super user and for a holder of the code, false otherwise', () => {
    expect(hasPermiOf({ IsSuperUser: true, Buttons: [] }, 'Menus:EditBackstageMenu')).toBe(true);
    expect(hasPermiOf({ IsSuperUser: false, Buttons: ['Menus:EditBackstageMenu'] }, 'Menus:EditBackstageMenu')).toBe(
      true,
    );
    expect(hasPermiOf({ IsSuperUser: false, Buttons: ['Menus:GetBackstageMenus'] }, 'Menus:EditBackstageMenu')).toBe(
      false,
    );
    expect(hasPermiOf({ IsSuperUser: false, Buttons: ['Roles:GetRoles'] }, ['Roles:EditRole', 'Roles:GetRoles'])).toBe(
      true,
    );
    expect(hasPermiOf(null, 'Roles:GetRoles')).toBe(false);
    // @ts-expect-error a code no declared staff call has does not compile (npm run typecheck)
    expect(hasPermiOf({ IsSuperUser: false, Buttons: [] }, 'Roles:GetRolez')).toBe(false);
  });
});

describe('formatMoney', () => {
  it('groups digits on the text, in the currency places, with its symbol or code', () => {
    expect(formatMoney('1234.5', { Symbol: '¥', Decimals: 2 })).toBe('¥1,234.50');
    expect(formatMoney('1200', { Code: 'JPY', Decimals: 0 })).toBe('JPY 1,200');
    expect(formatMoney('-0.125', { Symbol: '$' })).toBe('-$0.13');
    expect(formatMoney('12345678901234567.89', { Symbol: '$' })).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney('', { Symbol: '$' })).toBe('');
  });
  it('rounds half up to the places, never shows minus zero, and keeps the text it cannot read', () => {
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney('-0.004', { Code: 'USD' })).toBe('USD 0.00');
    expect(formatMoney('1200.5', { Code: 'JPY', Decimals: 0 })).toBe('JPY 1,201');
    expect(formatMoney('n/a')).toBe('n/a');
  });
  it("uses the language's marks", () => {
    expect(formatMoney('1234567.5', { Symbol: '€' }, 'de-DE')).toBe('€1.234.567,50');
    expect(formatMoney('1234567.5', { Symbol: '¥' }, 'zh-CN')).toBe('¥1,234,567.50');
  });
});
