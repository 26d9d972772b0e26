import fs from 'node:fs';
import { BillType, billFlow, logisticsInvoiceFlow, SettlementCycle } from '@wms/contract';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bills,
  currencies,
  expenseTypes,
  logisticsInvoiceBills,
  logisticsInvoices,
  users,
} from '../../server/src/db/schema/index';
import { issueBill } from '../../server/src/modules/money/bills/issue';
import { payBills } from '../../server/src/modules/money/bills/payments';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, CUSTOMER1, closeSuite, openScreen, option, signedInPage, startSuite } from './helpers';

/**
 * Logistics invoices as people read and void them: customer1 finds the demo invoice of their paid
 * bills on their own screen, opens it and downloads its PDF; staff find it on theirs, issue one for
 * customer2 of a paid bill through the form (a second over the same days is refused, under the
 * customer), and void customer1's through the workflow's confirmation with a reason, after which
 * it shows as voided.
 */

let s: TestServer;
let browser: Awaited<ReturnType<typeof startSuite>>[1];
let number: string;
const REASON = 'Issued to the wrong title (e2e)';
const AMOUNT = '7.77';

beforeAll(async () => {
  [s, browser] = await startSuite();
  const { db } = s.deps;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'customer1'));
  const [demo] = await db
    .select({ number: logisticsInvoices.number })
    .from(logisticsInvoices)
    .where(
      and(eq(logisticsInvoices.ownerId, owner!.id), eq(logisticsInvoices.status, logisticsInvoiceFlow.state.Issued)),
    );
  number = demo!.number;
  // A paid CNY bill of customer2's (the demo has none), issued and paid from their wallet as the
  // server does it, for staff to invoice.
  const [c2] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'customer2'));
  const [cny] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY'));
  const [expense] = await db
    .select({ id: expenseTypes.id })
    .from(expenseTypes)
    .where(eq(expenseTypes.code, 'WAREHOUSING'));
  const admin = (await s.signIn('admin')).AccessToken;
  const recharged = await s.call(
    'AmountStatement/ManualRecharge',
    { CustomerId: c2!.id, CurrencyId: cny!.id, Amount: '100', Reason: 'e2e' },
    { token: admin },
  );
  expect(recharged.Code, recharged.Message).toBe(0);
  await db.transaction(async (tx) => {
    const id = await issueBill(tx, {
      ownerId: c2!.id,
      currencyId: cny!.id,
      type: BillType.Warehousing,
      settlement: SettlementCycle.EachTime,
      deduct: false,
      issueKey: `e2e-invoice-${Date.now()}`,
      source: { entity: 'Test', id: null, number: 'E2E-PARCEL' },
      lines: [{ expenseTypeId: expense!.id, description: 'e2e charge', net: AMOUNT, tax: '0', gross: AMOUNT }],
    });
    await payBills(tx, { auth: null, ownerId: c2!.id, billIds: [id!], lang: 'en-us' });
  });
});
afterAll(() => closeSuite(s, browser));

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** Clicks until the download starts: on a loaded machine a click can land before the row takes it. */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    const started = page.waitForEvent('download', { timeout: 15_000 });
    await click();
    try {
      return await started;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

describe('logistics invoices', () => {
  it('a customer reads and downloads their invoice; staff void it with a reason', async () => {
    const customer = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(customer.page, 'UserFinance', 'UserLogisticsInvoiceIndex');
    const page = customer.page;
    const row = rowOf(page, number);
    await expect.poll(() => row.getByTestId('state-tag').innerText()).toBe('Issued');
    expect(await row.innerText()).toContain('CNY');
    // Customers issue nothing but may ask; they have no void.
    expect(await row.getByTestId('row-move-void').count()).toBe(0);
    await row.getByTestId('row-detail').click();
    const drawer = page.getByTestId('invoice-drawer');
    await expect.poll(() => drawer.getByTestId('invoice-words').innerText()).toMatch(/^CNY .+ and \d\d\/100$/);
    // The paid bills it gathered (the demo's signing, delivered after the seed, pays more since:
    // those are on no invoice).
    const gathered = await s.deps.db
      .select({ number: bills.number, status: bills.status })
      .from(logisticsInvoiceBills)
      .innerJoin(logisticsInvoices, eq(logisticsInvoices.id, logisticsInvoiceBills.invoiceId))
      .innerJoin(bills, eq(bills.id, logisticsInvoiceBills.billId))
      .where(eq(logisticsInvoices.number, number));
    expect(gathered.length).toBeGreaterThan(0);
    // Paid, with its refund locked or not (the demo locks one of customer1's).
    const paid: number[] = [billFlow.state.Paid, billFlow.state.RefundLocked];
    expect(gathered.every((b) => paid.includes(b.status))).toBe(true);
    const listed = await drawer.getByTestId('invoice-bills').innerText();
    for (const b of gathered) expect(listed).toContain(b.number);
    const file = await downloadFrom(page, () => drawer.getByTestId('drawer-download').click());
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    const staff = await signedInPage(browser, s, ADMIN);
    await openScreen(staff.page, 'FinanceManagement', 'LogisticsInvoiceIndex');
    const admin = staff.page;
    const issued = rowOf(admin, number);
    await expect.poll(() => issued.innerText()).toContain('customer1');
    // An invoice for customer2 of their paid CNY bills, through the form; a second over the same
    // days has nothing left to gather and is refused, under the customer.
    const issue = async () => {
      await admin.getByTestId('add').click();
      await admin.locator('#invoiceIssue_CustomerId').click();
      await option(admin, 'customer2');
      await admin.locator('#invoiceIssue_CurrencyId').click();
      await option(admin, 'Chinese Yuan');
      await admin.locator('#invoiceIssue_TaxNumber').fill('91440300MA5E2E0000');
      await admin.getByTestId('invoiceIssue-submit').click();
    };
    await issue();
    const made = admin.locator('.ant-notification-notice').filter({ hasText: /Invoice LI\d{8} issued/ });
    await made.last().waitFor();
    expect(await made.last().innerText()).toContain(`1 bill, ¥${AMOUNT} in all.`);
    const madeNumber = /LI\d{8}/.exec(await made.last().innerText())![0];
    await expect.poll(() => rowOf(admin, madeNumber).innerText()).toContain('customer2');
    expect(await rowOf(admin, madeNumber).getByTestId('state-tag').innerText()).toBe('Issued');
    expect(await rowOf(admin, madeNumber).innerText()).toContain('91440300MA5E2E0000');
    await issue();
    await expect
      .poll(() => admin.locator('#invoiceIssue_CustomerId_help').innerText())
      .toMatch(/^Customer has no paid CNY bills from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d waiting for an invoice/);
    await admin.keyboard.press('Escape');
    await admin.getByTestId('invoiceIssue-submit').waitFor({ state: 'hidden' });
    await issued.getByTestId('row-move-void').click();
    // The workflow's confirmation naming the invoice, and a reason that must be given.
    const confirm = admin.getByTestId('invoice-void-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(`Void “${number}”?`);
    await admin.getByTestId('invoiceVoid-submit').click();
    await expect.poll(() => admin.locator('#invoiceVoid_Reason_help').innerText()).toContain('Reason');
    await admin.locator('#invoiceVoid_Reason').fill(REASON);
    await admin.getByTestId('invoiceVoid-submit').click();
    await admin
      .locator('.ant-notification-notice')
      .filter({ hasText: `Invoice ${number} voided.` })
      .last()
      .waitFor();
    await expect.poll(() => rowOf(admin, number).getByTestId('state-tag').innerText()).toBe('Voided');
    expect(await rowOf(admin, number).innerText()).toContain(REASON);
    // Voided, it offers no void any more.
    expect(await rowOf(admin, number).getByTestId('row-move-void').count()).toBe(0);
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });
});
