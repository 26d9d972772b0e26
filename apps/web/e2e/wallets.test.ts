import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, CUSTOMER1, closeSuite, done, newPage, openScreen, signIn, startSuite } from './helpers';

/**
 * A wallet change as people make and read it: staff recharge customer1's CNY wallet by 100 with
 * a reason from the wallets list; customer1 then finds the statement row on their own screen,
 * with the balance before and after, and their balance above it.
 */

let s: TestServer;
let browser: Awaited<ReturnType<typeof startSuite>>[1];
const REASON = 'Paid at the counter (e2e)';

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

describe('wallets', () => {
  it('staff recharge a customer, who sees the statement with the balance before and after', async () => {
    const staff = await newPage(browser);
    await signIn(staff.page, s.url, ADMIN);
    await staff.page.waitForURL('**/dashboard');
    await openScreen(staff.page, 'FinanceManagement', 'AmountStatementIndex');
    await staff.page.getByRole('tab', { name: 'Wallets' }).click();
    const wallet = staff.page.locator('.ant-table-row', { hasText: 'customer1' }).filter({ hasText: 'CNY' });
    // The demo wallet (its balance moves while the demo's parcels are billed after start-up).
    await expect.poll(() => wallet.innerText()).toMatch(/¥[\d,]+\.\d{2}/);
    await wallet.getByTestId('row-recharge').click();
    await staff.page.locator('#walletRecharge_Amount').fill('100');
    await staff.page.locator('#walletRecharge_Reason').fill(REASON);
    await staff.page.getByTestId('walletRecharge-submit').click();
    await done(staff.page);
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    const customer = await newPage(browser);
    await signIn(customer.page, s.url, CUSTOMER1);
    await customer.page.waitForURL('**/dashboard');
    await openScreen(customer.page, 'UserFinance', 'UserAmountStatementIndex');
    const row = customer.page.locator('.ant-table-row', { hasText: REASON });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Manual recharge');
    // The amount, and the balance before and after it: 100 apart.
    const amounts = [...text.matchAll(/-?[\d,]+\.\d{2}/g)].map((m) => Number(m[0].replace(/,/g, '')));
    expect(amounts).toContain(100);
    const [before, after] = amounts.filter((_, i) => i !== amounts.indexOf(100)).slice(0, 2);
    expect(Math.round((after! - before!) * 100)).toBe(10_000);
    await expect.poll(() => customer.page.getByTestId('my-wallets').innerText()).toMatch(/¥[\d,]+\.\d{2}/);
    // Another customer's rows are not there.
    expect(await customer.page.locator('.ant-table-row', { hasText: 'customer2' }).count()).toBe(0);
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });
});
