import { moneySummaryCalls } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, users } from '../../server/src/db/schema/index';
import type { TestServer } from '../../server/test/helpers/server';
import { formatMoney } from '../src/utils/money';
import { ADMIN, CUSTOMER1, closeSuite, signedInPage, startSuite } from './helpers';

/**
 * The money at a glance on the dashboard (issue 29, item 7): customer1's dashboard shows the CNY
 * balance their wallet list shows, and a chart of their spending; the admin's shows today's
 * takings, a recharge made in the test among them, and the unpaid totals.
 */

let s: TestServer;
let browser: Awaited<ReturnType<typeof startSuite>>[1];
const CNY = { Code: 'CNY', Symbol: '¥', Decimals: 2 };

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

describe('money at a glance', () => {
  it("shows a customer their balance as the wallet list shows it, and their spending's chart", async () => {
    const { context, page, errors } = await signedInPage(browser, s, CUSTOMER1);
    const money = page.getByTestId('money-at-a-glance');
    const cny = money.locator('[data-testid="money-currency"][data-currency="CNY"]');
    const balance = await cny.getByTestId('money-balance').innerText();
    expect(balance).toMatch(/^-?¥[\d,]+\.\d{2}$/);
    // The chart is drawn: an svg of the chart library inside the money section.
    await cny.locator('[data-testid="money-chart"] svg.recharts-surface').waitFor();
    expect(await money.locator('svg.recharts-surface').count()).toBeGreaterThan(0);
    // The unpaid bills' link opens the Unpaid tab of the customer's bills.
    const unpaid = await money.getByTestId('money-unpaid-link').getAttribute('href');
    expect(unpaid).toContain('UserBillIndex');
    expect(decodeURIComponent(unpaid!.split('?q=')[1]!)).toBe('{"Status":2}');

    // The statements link opens the wallet screen, whose CNY card shows the same balance.
    await money.getByTestId('money-statements-link').click();
    await page.getByTestId('screen-UserAmountStatementIndex').waitFor();
    const card = page.getByTestId('my-wallets').locator('.ant-card', { hasText: 'CNY' });
    await expect.poll(() => card.locator('.ant-statistic-content-value').innerText()).toBe(balance);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows staff today's takings, a recharge made now among them, and the unpaid totals", async () => {
    const admin = (await s.signIn('admin')).AccessToken;
    const [customer1] = await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, 'customer1'));
    const [base] = await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY'));
    const recharge = await s.call(
      'AmountStatement/ManualRecharge',
      { CustomerId: customer1!.id, CurrencyId: base!.id, Amount: '1234.56', Reason: 'e2e: money at a glance' },
      { token: admin, lang: 'en-us' },
    );
    expect(recharge.Code, recharge.Message).toBe(0);
    const summary = await s.invoke(moneySummaryCalls.GetMoneySummary, {}, { token: admin });
    const figures = summary.Data.Currencies.find((c) => c.CurrencyCode === 'CNY')!;
    expect(Number(figures.RechargesToday)).toBeGreaterThanOrEqual(1234.56);

    const { context, page, errors } = await signedInPage(browser, s, ADMIN);
    const takings = page.getByTestId('money-takings');
    const cny = takings.locator('[data-testid="money-currency"][data-currency="CNY"]');
    await expect
      .poll(() => cny.getByTestId('money-recharges-today').innerText())
      .toBe(formatMoney(figures.RechargesToday, CNY));
    expect(await cny.getByTestId('money-payments-today').innerText()).toBe(formatMoney(figures.PaymentsToday, CNY));
    expect(await takings.innerText()).toContain(summary.Data.Date);
    const unpaid = page
      .getByTestId('money-unpaid-totals')
      .locator('[data-testid="money-currency"][data-currency="CNY"]');
    expect(await unpaid.getByTestId('money-unpaid-count').innerText()).toBe(String(figures.UnpaidCount));
    expect(await unpaid.getByTestId('money-unpaid-amount').innerText()).toBe(formatMoney(figures.UnpaidAmount, CNY));
    expect(await unpaid.getByTestId('money-owed').innerText()).toBe(formatMoney(figures.Owed, CNY));
    expect(await page.getByTestId('money-unpaid-totals').innerText()).toContain('Unpaid bills');
    expect(await page.getByTestId('money-unpaid-link').getAttribute('href')).toContain('BillIndex');
    expect(await page.getByTestId('money-statements-link').getAttribute('href')).toContain('AmountStatementIndex');
    expect(errors).toEqual([]);
    await context.close();
  });
});
