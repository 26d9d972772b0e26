import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, CUSTOMER1, closeSuite, done, openScreen, option, signedInPage, startSuite } from './helpers';

/**
 * A wallet change as people make and read it: staff recharge customer1's CNY wallet by 100 with
 * a reason from the wallets list; customer1 then finds the statement row on their own screen,
 * with the balance before and after, and their balance above it. Staff also recharge customer2
 * with the demo's recharge coupon through the picker: the coupon's 10 comes as a "Recharge bonus"
 * statement row of its own, and the coupon is then used.
 */

let s: TestServer;
let browser: Awaited<ReturnType<typeof startSuite>>[1];
const REASON = 'Paid at the counter (e2e)';
/** The demo's recharge coupon, given to both demo customers: 10 added to a CNY recharge of 100 or more. */
const RECHARGE_COUPON = '10 added to a recharge of 100';

/** A coupon's card in the open picker, by its name. */
const card = (page: Page, name: string) =>
  page.getByTestId('coupon-picker').locator('[role="checkbox"]', {
    has: page.locator('[data-testid="coupon-name"]', { hasText: name }),
  });
/** The amounts of a statement row: amount, balance before, balance after, credit limit (a
 * negative balance shows as -¥50.00). */
const amountsOf = async (row: ReturnType<Page['locator']>) =>
  [...(await row.innerText()).matchAll(/(-?)¥([\d,]+\.\d{2})/g)].map((m) =>
    Number(`${m[1]}${m[2]!.replace(/,/g, '')}`),
  );

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

describe('wallets', () => {
  it('staff recharge a customer, who sees the statement with the balance before and after', async () => {
    const staff = await signedInPage(browser, s, ADMIN);
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

    const customer = await signedInPage(browser, s, CUSTOMER1);
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

  it('staff recharge a customer with their recharge coupon, whose bonus is a statement row of its own', async () => {
    const BONUS_REASON = 'Recharge with the coupon (e2e)';
    const staff = await signedInPage(browser, s, ADMIN);
    const page = staff.page;
    await openScreen(page, 'FinanceManagement', 'AmountStatementIndex');
    // From the statements' toolbar: the customer and the currency are chosen in the dialog.
    await page.getByTestId('recharge').click();
    await page.locator('#walletRecharge_CustomerId').click();
    await option(page, 'customer2');
    await page.locator('#walletRecharge_CurrencyId').click();
    await option(page, 'Chinese Yuan');
    const header = page.getByTestId('coupon-header');
    expect(await header.innerText()).toBe('Choose the currency and enter the amount to see the coupons you can use');
    // Below the coupon's minimum nothing is offered; at 150 the demo's recharge coupon is.
    await page.locator('#walletRecharge_Amount').fill('50');
    await expect.poll(() => header.innerText()).toBe('0 coupons available');
    await page.locator('#walletRecharge_Amount').fill('150');
    await expect.poll(() => header.innerText()).toBe('1 coupon available');
    await card(page, RECHARGE_COUPON).click();
    await expect.poll(() => card(page, RECHARGE_COUPON).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => header.innerText()).toBe('1 coupon selected: ¥10.00 added');
    await page.locator('#walletRecharge_Reason').fill(BONUS_REASON);
    await page.getByTestId('walletRecharge-submit').click();
    await done(page);

    // Two rows of customer2's, both with the reason: the recharge of 150, then its bonus of 10.
    const rows = page.locator('.ant-table-row', { hasText: BONUS_REASON }).filter({ hasText: 'customer2' });
    const bonus = rows.filter({ hasText: 'Recharge bonus' });
    const recharge = rows.filter({ hasText: 'Manual recharge' });
    await expect.poll(() => bonus.count()).toBe(1);
    expect(await recharge.count()).toBe(1);
    expect(await bonus.innerText()).toContain('¥10.00');
    expect(await recharge.innerText()).toContain('¥150.00');
    const [added, bonusBefore, bonusAfter] = await amountsOf(bonus);
    const [charged, before, after] = await amountsOf(recharge);
    expect([added, charged]).toEqual([10, 150]);
    expect(Math.round((after! - before!) * 100)).toBe(15_000);
    // The bonus comes on top of the recharge.
    expect(bonusBefore).toBe(after);
    expect(Math.round((bonusAfter! - bonusBefore!) * 100)).toBe(1_000);

    // The coupon is used: the same recharge again offers nothing.
    await page.getByTestId('recharge').click();
    await page.locator('#walletRecharge_CustomerId').click();
    await option(page, 'customer2');
    await page.locator('#walletRecharge_CurrencyId').click();
    await option(page, 'Chinese Yuan');
    await page.locator('#walletRecharge_Amount').fill('150');
    await expect.poll(() => header.innerText()).toBe('0 coupons available');
    expect(await card(page, RECHARGE_COUPON).count()).toBe(0);
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });
});
