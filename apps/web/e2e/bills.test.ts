import { billFlow, calls } from '@wms/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills } from '../../server/src/db/schema/index';
import type { TestServer } from '../../server/test/helpers/server';
import { formatMoney } from '../src/utils/money';
import { unpaidBill } from './bills-helpers';
import { ADMIN, CUSTOMER1, closeSuite, openScreen, signedInPage, startSuite, switchLanguage } from './helpers';

/**
 * A bill as people pay and refund it: customer1 finds an unpaid CNY bill on the Unpaid tab of
 * their bills, pays it from their wallet through the pay dialog and reads the new balance; staff
 * then refund it with a reason through the workflow's confirmation, and find the payment and the
 * refund among the payment records. Staff also lock the refund of another paid bill: it shows as
 * "Paid, refund locked" (in Chinese too) and is no longer offered a refund.
 */

let s: TestServer;
let browser: Awaited<ReturnType<typeof startSuite>>[1];
let number: string;
let token: string;
const AMOUNT = '12.34';
const REASON = 'Charged twice (e2e)';
const cny = (amount: string) => formatMoney(amount, { Code: 'CNY', Symbol: '¥', Decimals: 2 }, 'en-US');

beforeAll(async () => {
  [s, browser] = await startSuite();
  // A warehousing bill for customer1, issued as the server issues them, payable now (the demo
  // data has unpaid bills of theirs too; this one is the test's own).
  number = await unpaidBill(s, {
    customer: 'customer1',
    amount: AMOUNT,
    source: 'E2E-PARCEL',
    description: 'e2e charge',
  });
  token = (await s.signIn('customer1')).AccessToken;
});
afterAll(() => closeSuite(s, browser));

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
/** The count a state tab shows (`state-tab-<value>`: its name, then the count). */
const tabCount = async (page: Page, state: number) =>
  Number((await page.getByTestId(`state-tab-${state}`).innerText()).replace(/^\D+/, '').trim());
/** customer1's bills in a state, as the server counts them. */
const serverCount = async (state: number) => {
  const r = await s.call('UserBill/GetUserBills', { StateCounts: true, rows: 10 }, { token });
  return (
    (r as unknown as { Counts: { State: number; Count: number }[] }).Counts.find((c) => c.State === state)?.Count ?? 0
  );
};
/** The text of a notice, once it shows. */
const notice = async (page: Page, text: string) => {
  const n = page.locator('.ant-notification-notice').filter({ hasText: text }).last();
  await n.waitFor();
  return n.innerText();
};
/** The balance a payment's or refund's notice names ("the wallet balance is now ¥864.66."). */
const balanceIn = (text: string) => /the wallet balance is now (\S+)\./.exec(text)?.[1] ?? 'none';

describe('bills', () => {
  it('a customer pays an unpaid bill, staff refund it, and both show among the payment records', async () => {
    const unpaid = billFlow.state.Unpaid;
    const customer = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(customer.page, 'UserFinance', 'UserBillIndex');
    const page = customer.page;
    // The Unpaid tab counts what the server counts, the test's bill among them.
    await expect.poll(async () => (await tabCount(page, unpaid)) === (await serverCount(unpaid))).toBe(true);
    expect(await tabCount(page, unpaid)).toBeGreaterThanOrEqual(1);
    await page.getByTestId(`state-tab-${unpaid}`).click();
    const row = rowOf(page, number);
    await expect.poll(() => row.innerText()).toContain(cny(AMOUNT));
    expect(await row.getByTestId('state-tag').innerText()).toBe('Unpaid');
    await row.getByTestId('row-move-pay').click();
    // The dialog says what is paid before anything is sent.
    await page.getByTestId('pay-count').waitFor();
    expect(await page.getByTestId('pay-count').innerText()).toBe('1 bill');
    expect(await page.getByTestId('pay-total').innerText()).toBe(cny(AMOUNT));
    await page.getByTestId('billPay-submit').click();
    const paidBalance = balanceIn(await notice(page, `Paid ${cny(AMOUNT)} (PY`));
    expect(paidBalance).toMatch(/^-?¥[\d,]+\.\d\d$/);
    // It leaves the Unpaid tab for the Paid one.
    await expect.poll(() => rowOf(page, number).count()).toBe(0);
    await expect.poll(async () => (await tabCount(page, unpaid)) === (await serverCount(unpaid))).toBe(true);
    await page.getByTestId(`state-tab-${billFlow.state.Paid}`).click();
    await expect.poll(() => rowOf(page, number).getByTestId('state-tag').innerText()).toBe('Paid');
    // Its detail: the charge, and the payment with the balance it left.
    await rowOf(page, number).getByTestId('row-detail').click();
    const drawer = page.getByTestId('bill-drawer');
    await expect.poll(() => drawer.getByTestId('bill-lines').innerText()).toContain('e2e charge');
    await expect.poll(() => drawer.getByTestId('bill-payments').innerText()).toContain(paidBalance);
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    const staff = await signedInPage(browser, s, ADMIN);
    await openScreen(staff.page, 'FinanceManagement', 'BillIndex');
    const admin = staff.page;
    await admin.getByTestId(`state-tab-${billFlow.state.Paid}`).click();
    const paid = rowOf(admin, number);
    await expect.poll(() => paid.innerText()).toContain('customer1');
    await paid.getByTestId('row-move-refund').click();
    // The workflow's confirmation naming the bill, and a reason that must be given.
    const confirm = admin.getByTestId('bill-move-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(`Refund “${number}”? What was paid goes back to the customer’s wallet`);
    await admin.getByTestId('billRefund-submit').click();
    await expect.poll(() => admin.locator('#billRefund_Reason_help').innerText()).toContain('Reason');
    await admin.locator('#billRefund_Reason').fill(REASON);
    await admin.getByTestId('billRefund-submit').click();
    const refundBalance = balanceIn(await notice(admin, `Refunded ${cny(AMOUNT)} (PY`));
    expect(refundBalance).toMatch(/^-?¥[\d,]+\.\d\d$/);
    await expect.poll(() => rowOf(admin, number).count()).toBe(0);
    await admin.getByTestId(`state-tab-${billFlow.state.Refunded}`).click();
    await expect.poll(() => rowOf(admin, number).getByTestId('state-tag').innerText()).toBe('Refunded');

    // The payment and the refund, each with the bill and the balance it left.
    await openScreen(admin, 'FinanceManagement', 'PaymentRecordIndex');
    const records = rowOf(admin, number);
    await expect.poll(() => records.count()).toBe(2);
    const payment = await records.filter({ hasText: 'Payment' }).innerText();
    const refund = await records.filter({ hasText: 'Refund' }).innerText();
    for (const text of [payment, refund]) {
      expect(text).toContain('customer1');
      expect(text).toContain(cny(AMOUNT));
    }
    expect(payment).toContain(paidBalance);
    expect(refund).toContain(refundBalance);
    expect(refund).toContain(REASON);
    expect(refund).toContain('admin');
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });

  it('staff lock the refund of a paid bill, which then shows locked and offers no refund', async () => {
    const paidState = billFlow.state.Paid;
    const locked = billFlow.state.RefundLocked;
    const LOCK_REASON = 'The parcel has left the warehouse (e2e)';
    // Another bill of customer1's, paid by them through the API (the paying is the other test's).
    const lockNumber = await unpaidBill(s, {
      customer: 'customer1',
      amount: '7.89',
      source: 'E2E-LOCK',
      description: 'e2e charge to lock',
    });
    const [bill] = await s.deps.db.select({ id: bills.id }).from(bills).where(eq(bills.number, lockNumber));
    const pay = await s.invoke(
      calls.UserBill.PayUserBills,
      { BillIds: [bill!.id], IdempotencyKey: `e2e-lock-${Date.now()}` },
      { token },
    );
    expect(pay.Code, pay.Message).toBe(0);

    const staff = await signedInPage(browser, s, ADMIN);
    const admin = staff.page;
    await openScreen(admin, 'FinanceManagement', 'BillIndex');
    await admin.getByTestId(`state-tab-${paidState}`).click();
    const row = rowOf(admin, lockNumber);
    await expect.poll(() => row.innerText()).toContain('customer1');
    expect(await row.getByTestId('state-tag').innerText()).toBe('Paid');
    // A paid bill offers both the refund and the lock; the Paid tab's toolbar has the lock too.
    expect(await row.getByTestId('row-move-refund').innerText()).toBe('Refund');
    expect(await row.getByTestId('row-move-lockRefund').innerText()).toBe('Lock refund');
    expect(await admin.getByTestId('move-lockRefund').innerText()).toBe('Lock order refund');

    await row.getByTestId('row-move-lockRefund').click();
    const dialog = admin.locator('.ant-modal', { has: admin.getByTestId('bill-move-confirm') });
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-title').innerText()).toBe('Lock order refund');
    expect(await admin.getByTestId('bill-move-confirm').innerText()).toContain(
      `Lock the refund of “${lockNumber}”? These bills and every other paid bill of the same order or parcel become final: they can never be refunded.`,
    );
    // The reason is required.
    await admin.getByTestId('billLockRefund-submit').click();
    await expect.poll(() => admin.locator('#billLockRefund_Reason_help').innerText()).toContain('Reason');
    await admin.locator('#billLockRefund_Reason').fill(LOCK_REASON);
    await admin.getByTestId('billLockRefund-submit').click();
    await notice(admin, 'The refund of 1 bill is locked.');

    // It leaves the Paid tab for its own, still paid but locked: no refund, no second lock.
    await expect.poll(() => rowOf(admin, lockNumber).count()).toBe(0);
    // Its tab, named after the state, counts what the server counts (the demo's locked bill too).
    const staffToken = (await s.signIn('admin')).AccessToken;
    const r = await s.call('Bill/GetBills', { StateCounts: true, rows: 10 }, { token: staffToken });
    const n = (r as unknown as { Counts: { State: number; Count: number }[] }).Counts.find(
      (c) => c.State === locked,
    )?.Count;
    expect(n).toBeGreaterThanOrEqual(1);
    const tabText = () => admin.getByTestId(`state-tab-${locked}`).innerText();
    await expect.poll(tabText).toMatch(new RegExp(`^Paid, refund locked\\s*${n}$`));
    await admin.getByTestId(`state-tab-${locked}`).click();
    const lockedRow = rowOf(admin, lockNumber);
    await expect.poll(() => lockedRow.getByTestId('state-tag').innerText()).toBe('Paid, refund locked');
    expect(await lockedRow.getByTestId('row-move-refund').count()).toBe(0);
    expect(await lockedRow.getByTestId('row-move-lockRefund').count()).toBe(0);
    const actions = await lockedRow.locator('button[data-testid^="row-"]').allInnerTexts();
    expect(actions).not.toContain('Refund');
    expect(actions).toContain('View');
    // The history keeps the move with its reason.
    await lockedRow.getByTestId('row-history').click();
    await expect.poll(() => admin.getByTestId('history-drawer').innerText()).toContain(LOCK_REASON);
    expect(await admin.getByTestId('history-drawer').innerText()).toContain('Paid, refund locked');
    await admin.locator('.ant-drawer-close').click();
    // Nor does the server refund it, asked directly.
    const refund = await s.invoke(
      calls.Bill.RefundBills,
      { BillIds: [bill!.id], Reason: 'Try anyway (e2e)' },
      { token: staffToken },
    );
    expect(refund.Code).toBe(4);

    // In Chinese: the state's tab and tag.
    await switchLanguage(admin, 'zh-CN');
    await expect.poll(tabText).toMatch(new RegExp(`^已支付，退款已锁定\\s*${n}$`));
    await expect.poll(() => rowOf(admin, lockNumber).getByTestId('state-tag').innerText()).toBe('已支付，退款已锁定');
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });
});
