import { rechargeFlow } from '@wms/contract';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlinePaymentConfigurations } from '../../server/src/db/schema/index';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, CUSTOMER1, closeSuite, openScreen, option, signedInPage, startSuite, switchLanguage } from './helpers';

/**
 * An online recharge as a customer makes it: customer1 opens their recharges, presses Recharge,
 * picks the demo's sandbox provider, CNY and 100 and the demo's recharge coupon ("10 added to a
 * recharge of 100"), and is taken to the sandbox's payment page; they approve, come back to their
 * recharges, find it paid with its bonus of 10, and the wallet's statements show the online
 * recharge and the recharge bonus. A declined payment shows as declined and credits nothing. Staff then find the sandbox
 * configuration listed by its key's hint, never the key, and customer1's recharge among every
 * customer's.
 */

let s: TestServer;
let browser: Awaited<ReturnType<typeof startSuite>>[1];
let secret: string;
const PROVIDER = 'Sandbox payments';

beforeAll(async () => {
  [s, browser] = await startSuite();
  const [config] = await s.deps.db
    .select({ secret: onlinePaymentConfigurations.secret })
    .from(onlinePaymentConfigurations)
    .where(eq(onlinePaymentConfigurations.name, PROVIDER));
  secret = config!.secret;
});
afterAll(() => closeSuite(s, browser));

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const RECHARGE_COUPON = '10 added to a recharge of 100';

/** The cell of a row under the column headed `title` (the table's own header row). */
async function cell(page: Page, row: Locator, title: string) {
  const scope = page.locator('.ant-table-wrapper').filter({ has: row });
  const titles = await scope.locator('thead th').allInnerTexts();
  const at = titles.findIndex((t) => t.trim() === title);
  expect(at, `${title} among ${titles.join('|')}`).toBeGreaterThanOrEqual(0);
  return (await row.locator('td').nth(at).innerText()).trim();
}

/**
 * Recharges 100 CNY through the sandbox from the customer's recharge list (with the coupon named,
 * its bonus shown beside the amount), decides on the sandbox's page and comes back to the list;
 * answers the recharge's number.
 */
async function rechargeThroughSandbox(
  page: Page,
  decision: 'Approve payment' | 'Decline',
  coupon?: string,
): Promise<string> {
  await page.getByTestId('recharge').click();
  await page.locator('#rechargeOnline_ConfigurationId').click();
  await option(page, PROVIDER);
  await page.locator('#rechargeOnline_CurrencyId').click();
  await option(page, 'Chinese Yuan');
  await page.locator('#rechargeOnline_Amount').fill('100');
  if (coupon) {
    // The caller's recharge coupons for CNY 100: the one chosen adds its bonus beside the amount.
    const card = page.getByTestId('coupon-picker').locator('[role="checkbox"]', {
      has: page.locator('[data-testid="coupon-name"]', { hasText: coupon }),
    });
    await card.click();
    await expect.poll(() => card.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('recharge-bonus').innerText()).toMatch(/^Bonus ¥10\.00/);
  }
  await page.getByTestId('rechargeOnline-submit').click();
  // The provider's page (the sandbox's), in this tab: what is paid, to whom, clearly a test.
  await page.waitForURL('**/sandbox-pay/**');
  expect(await page.getByTestId('sandbox-amount').innerText()).toBe('100.00 CNY');
  expect(await page.locator('body').innerText()).toContain(PROVIDER);
  const number = (await page.getByTestId('sandbox-number').innerText()).trim();
  expect(number).toMatch(/^RC\d{8}$/);
  await page.getByRole('button', { name: decision, exact: true }).click();
  // Back to the recharges, where the callback the sandbox sent has already counted.
  await page.waitForURL('**/finance/UserRechargeRecordIndex');
  await page.getByTestId('screen-UserRechargeRecordIndex').waitFor();
  return number;
}

/** customer1's page, signed in, on their recharges. */
async function customerOnRecharges() {
  const customer = await signedInPage(browser, s, CUSTOMER1);
  await openScreen(customer.page, 'UserFinance', 'UserRechargeRecordIndex');
  return customer;
}

describe('recharges', () => {
  let paid = '';
  let declined = '';

  it('a customer pays a recharge with a coupon on the sandbox page, and the wallet shows it and its bonus', async () => {
    const customer = await customerOnRecharges();
    const page = customer.page;
    paid = await rechargeThroughSandbox(page, 'Approve payment', RECHARGE_COUPON);
    const row = rowOf(page, paid);
    await expect.poll(() => row.getByTestId('state-tag').innerText()).toBe('Paid');
    const text = await row.innerText();
    expect(text).toContain(PROVIDER);
    expect(text).toContain('Online payment');
    expect(await cell(page, row, 'Amount')).toBe('¥100.00');
    expect(await cell(page, row, 'Bonus')).toBe('¥10.00');

    // The wallet's statements: the online recharge and the coupon's bonus, its number as the cause.
    await openScreen(page, 'UserFinance', 'UserAmountStatementIndex');
    const statement = rowOf(page, paid).filter({ hasText: 'Online recharge' });
    const bonus = rowOf(page, paid).filter({ hasText: 'Recharge bonus' });
    await expect.poll(() => rowOf(page, paid).count()).toBe(2);
    expect(await cell(page, statement, 'Amount')).toBe('¥100.00');
    expect(await cell(page, bonus, 'Amount')).toBe('¥10.00');
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  it('a declined payment shows as declined and credits nothing', async () => {
    const customer = await customerOnRecharges();
    const page = customer.page;
    declined = await rechargeThroughSandbox(page, 'Decline');
    expect(declined).not.toBe(paid);
    await expect.poll(() => rowOf(page, declined).getByTestId('state-tag').innerText()).toBe('Declined');
    await page.getByTestId(`state-tab-${rechargeFlow.state.Declined}`).click();
    await expect.poll(() => rowOf(page, paid).count()).toBe(0);
    expect(await rowOf(page, declined).count()).toBe(1);
    await openScreen(page, 'UserFinance', 'UserAmountStatementIndex');
    await rowOf(page, paid).first().waitFor();
    expect(await rowOf(page, declined).count()).toBe(0);
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  it("staff see the sandbox configuration by its key hint only, and the customer's recharges", async () => {
    const staff = await signedInPage(browser, s, ADMIN);
    const admin = staff.page;
    // The sandbox configuration: its key's last four characters, never the key.
    await openScreen(admin, 'FinanceManagement', 'OnlinePaymentConfigurationIndex');
    const config = rowOf(admin, PROVIDER);
    await expect.poll(() => config.innerText()).toContain(`••••${secret.slice(-4)}`);
    expect(await config.innerText()).toContain('Sandbox (test payments)');
    expect(await admin.locator('body').innerText()).not.toContain(secret);
    await config.getByTestId('row-edit').click();
    const key = admin.locator('#OnlinePaymentConfigurationIndex_Secret');
    await key.waitFor();
    expect(await key.inputValue()).toBe('');
    expect(await key.getAttribute('placeholder')).toContain(secret.slice(-4));
    await admin.keyboard.press('Escape');
    await key.waitFor({ state: 'hidden' });
    // Recharges went through it: not deleted, and the server's refusal says to deactivate it.
    await config.getByTestId('row-delete').click();
    await admin.getByTestId('confirm-ok').click();
    const refusal = admin.locator('.ant-notification-notice').filter({ hasText: 'cannot be deleted' }).last();
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/deactivate/i);
    expect(await config.count()).toBe(1);

    // Every customer's recharges: customer1's, paid and declined.
    await openScreen(admin, 'FinanceManagement', 'RechargeRecordIndex');
    const recharge = rowOf(admin, paid);
    await expect.poll(() => recharge.innerText()).toContain('customer1');
    expect(await recharge.getByTestId('state-tag').innerText()).toBe('Paid');
    expect(await recharge.innerText()).toContain('¥100.00');
    await expect.poll(() => rowOf(admin, declined).getByTestId('state-tag').innerText()).toBe('Declined');
    // Its history: the sandbox's callback moved it from waiting to paid.
    await recharge.getByTestId('row-history').click();
    await expect.poll(() => admin.getByTestId('history-drawer').innerText()).toContain('Waiting for payment');
    expect(await admin.getByTestId('history-drawer').innerText()).toContain('Paid');
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });

  it('a payer whose console is in Traditional Chinese continues a waiting recharge on a page in it', async () => {
    // The browser speaks English; the console was switched to zh-TW.
    const customer = await signedInPage(browser, s, CUSTOMER1, { locale: 'en-US' });
    const page = customer.page;
    await switchLanguage(page, 'zh-TW');
    // A recharge left waiting (the payer went away from the page before deciding).
    const token = (await s.signIn('customer1')).AccessToken;
    const [method] = (await s.call('UserRechargeRecord/GetOnlinePaymentMethods', {}, { token })).Data;
    const cny = (await s.call('Currencies/GetSelectCurrency', {}, { token })).Data.find(
      (c: { Code: string }) => c.Code === 'CNY',
    );
    const made = await s.call(
      'UserRechargeRecord/CreateOnlineRecharge',
      { ConfigurationId: method.Id, CurrencyId: cny.Value, Amount: '12', IdempotencyKey: `e2e-continue-${Date.now()}` },
      { token },
    );
    expect(made.Code, made.Message).toBe(0);
    await openScreen(page, 'UserFinance', 'UserRechargeRecordIndex');
    const row = rowOf(page, made.Data.Number);
    await expect.poll(() => row.getByTestId('state-tag').innerText()).toBe('待支付');
    expect(await row.getByTestId('row-continuePaying').innerText()).toBe('繼續支付');
    await row.getByTestId('row-continuePaying').click();
    // The sandbox's page, in the console's language, not the browser's.
    await page.waitForURL('**/sandbox-pay/**');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-tw');
    expect(await page.getByTestId('sandbox-number').innerText()).toBe(made.Data.Number);
    await page.getByRole('button', { name: '確認支付', exact: true }).click();
    await page.waitForURL('**/finance/UserRechargeRecordIndex');
    await expect.poll(() => rowOf(page, made.Data.Number).getByTestId('state-tag').innerText()).toBe('已到帳');
    // Paid: nothing to continue.
    expect(await rowOf(page, made.Data.Number).getByTestId('row-continuePaying').count()).toBe(0);
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });
});
