import { billFlow, UserCouponState } from '@wms/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { formatMoney } from '../src/utils/money';
import { unpaidBill } from './bills-helpers';
import { ADMIN, CUSTOMER1, closeSuite, openScreen, option, signedInPage, startSuite } from './helpers';
import { saveForm } from './setup';

/**
 * Coupons as people use them: customer1 pays an unpaid bill with the stackable "5 off any bill"
 * coupon, is refused the non-stackable one beside it, and finds the coupon among their used ones
 * with the payment's number; staff then see how many of each coupon were given and used, and give
 * customer2 one more.
 */

let s: TestServer;
let browser: Awaited<ReturnType<typeof startSuite>>[1];
let number: string;
// At least 100 CNY with a warehousing line: the demo data's three bill coupons are all good for it.
const AMOUNT = '120.00';
const FIVE = '5 off any bill';
const TWENTY = '20 off a bill of 100 (on its own)';
const cny = (amount: string) => formatMoney(amount, { Code: 'CNY', Symbol: '¥', Decimals: 2 }, 'en-US');

beforeAll(async () => {
  [s, browser] = await startSuite();
  number = await unpaidBill(s, {
    customer: 'customer1',
    amount: AMOUNT,
    source: 'E2E-COUPONS',
    description: 'e2e coupon charge',
  });
});
afterAll(() => closeSuite(s, browser));

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
/** A coupon's card in the open picker, by its name. */
const card = (page: Page, name: string) =>
  page.getByTestId('coupon-picker').locator('[role="checkbox"]', {
    has: page.locator('[data-testid="coupon-name"]', { hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`) }),
  });
/** The text of a notice, once it shows. */
const notice = async (page: Page, text: string) => {
  const n = page.locator('.ant-notification-notice').filter({ hasText: text }).last();
  await n.waitFor();
  return n.innerText();
};
/** The cell of a row under the column headed `title` (the table's own header row). */
async function cell(page: Page, row: string, title: string) {
  const scope = page.locator('.ant-table-wrapper').filter({ has: rowOf(page, row) });
  const titles = await scope.locator('thead th').allInnerTexts();
  const at = titles.findIndex((t) => t.trim() === title);
  expect(at, `${title} among ${titles.join('|')}`).toBeGreaterThanOrEqual(0);
  return (await rowOf(page, row).locator('td').nth(at).innerText()).trim();
}

describe('coupons', () => {
  it('a customer pays a bill with a coupon, and finds it used with the payment', async () => {
    const customer = await signedInPage(browser, s, CUSTOMER1);
    const page = customer.page;
    await openScreen(page, 'UserFinance', 'UserBillIndex');
    await page.getByTestId(`state-tab-${billFlow.state.Unpaid}`).click();
    await expect.poll(() => rowOf(page, number).innerText()).toContain(cny(AMOUNT));
    await rowOf(page, number).getByTestId('row-move-pay').click();

    // The three bill coupons are offered (not the recharge coupon).
    const header = page.getByTestId('coupon-header');
    await expect.poll(() => header.innerText()).toBe('3 coupons available');
    expect(await page.getByTestId('coupon-picker').locator('[role="checkbox"]').count()).toBe(3);
    await card(page, FIVE).click();
    await expect.poll(() => header.innerText()).toBe(`1 coupon selected: ${cny('5')} off`);
    expect(await card(page, FIVE).getAttribute('data-state')).toBe('selected');
    expect(await card(page, TWENTY).getAttribute('data-state')).toBe('blocked');

    // The non-stackable one beside it is refused, in the contract's words.
    await card(page, TWENTY).click();
    const refusal = await notice(page, 'Only one exclusion coupon can be used');
    expect(refusal).toContain('Error');
    expect(refusal).toContain('Only one exclusion coupon can be used, and never with another coupon.');
    expect(await card(page, TWENTY).getAttribute('data-state')).toBe('blocked');
    expect(await header.innerText()).toBe(`1 coupon selected: ${cny('5')} off`);

    // The total: the bill, the discount and what the wallet pays.
    expect(await page.getByTestId('pay-total').innerText()).toBe(cny(AMOUNT));
    expect(await page.getByTestId('pay-discount').innerText()).toBe(`-${cny('5')}`);
    expect(await page.getByTestId('pay-wallet').innerText()).toBe(cny('115'));
    await page.getByTestId('billPay-submit').click();
    const paid = await notice(page, `Paid ${cny('115')} (PY`);
    const payment = /\((PY\d+)\)/.exec(paid)?.[1] ?? 'none';
    expect(payment).toMatch(/^PY\d{8}$/);

    // The bill is paid.
    await expect.poll(() => rowOf(page, number).count()).toBe(0);
    await page.getByTestId(`state-tab-${billFlow.state.Paid}`).click();
    await expect.poll(() => rowOf(page, number).getByTestId('state-tag').innerText()).toBe('Paid');

    // The coupon is among the used ones, with the payment's number; the others are still available.
    await openScreen(page, 'UserFinance', 'UserCouponIndex');
    await expect.poll(() => rowOf(page, TWENTY).count()).toBe(1);
    expect(await rowOf(page, FIVE).count()).toBe(0);
    await page.getByTestId(`coupon-state-${UserCouponState.Used}`).click();
    await expect.poll(() => rowOf(page, FIVE).count()).toBe(1);
    expect(await cell(page, FIVE, 'Used for')).toBe(payment);
    expect(await cell(page, FIVE, 'Used on')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await rowOf(page, TWENTY).count()).toBe(0);
    // The screen asks for nothing a customer may not (the customer list is staff's).
    expect(await page.locator('.ant-notification-notice', { hasText: 'Only platform staff' }).count()).toBe(0);
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  it('staff see how many were given and used, and give customer2 a coupon', async () => {
    const staff = await signedInPage(browser, s, ADMIN);
    const page = staff.page;
    await openScreen(page, 'MarketingManagement', 'CouponIndex');
    await expect.poll(() => rowOf(page, FIVE).count()).toBe(1);
    // The demo data gave each demo customer one of each; customer1 used one above.
    expect(await cell(page, FIVE, 'Given')).toBe('2');
    expect(await cell(page, FIVE, 'Used')).toBe('1');
    expect(await cell(page, TWENTY, 'Given')).toBe('2');
    expect(await cell(page, TWENTY, 'Used')).toBe('0');

    await rowOf(page, FIVE).getByTestId('row-give').click();
    await page.locator('#giveCoupons_UserIds').click();
    await option(page, 'customer2');
    await page.locator('#giveCoupons_Count').fill('1');
    await page.getByTestId('giveCoupons-submit').click();
    await notice(page, 'Gave 1 coupon.');
    await expect.poll(() => cell(page, FIVE, 'Given')).toBe('3');

    // Who holds it: customer1's used one, and customer2's two.
    await rowOf(page, FIVE).getByTestId('row-holders').click();
    const drawer = page.getByTestId('customer-coupons');
    await expect.poll(() => drawer.locator('.ant-table-row').count()).toBe(3);
    expect(await drawer.locator('.ant-table-row', { hasText: 'customer2' }).count()).toBe(2);
    expect(await drawer.locator('.ant-table-row', { hasText: 'customer1' }).innerText()).toContain('Used');
    await page.locator('.ant-drawer-close').click();

    // A new coupon through the set-up dialog: valid for 10 days from being given, stackable.
    await page.getByTestId('add').click();
    await saveForm(page, 'CouponIndex', {
      Name: 'E2E 3 off',
      PreferentialAmount: '3',
      EffectiveDays: 10,
      Superposition: true,
    });
    await expect.poll(() => rowOf(page, 'E2E 3 off').count()).toBe(1);
    expect(await cell(page, 'E2E 3 off', 'Discount')).toBe('3');
    expect(await cell(page, 'E2E 3 off', 'Days valid')).toBe('10');
    expect(await cell(page, 'E2E 3 off', 'Given')).toBe('0');
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });
});
