import { packageFlow, SignOutcome } from '@wms/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { userId, warehouseWithPartition } from '../../server/test/helpers/stock';
import { ADMIN, CUSTOMER2, closeSuite, done, openMenu, signedInPage, startSuite } from './helpers';

/** Parcels nobody forecast (docs/domain.md, "Parcels"), in the browser: staff assign one to a
 * customer, and void one recorded by mistake; a customer claims another by its tracking number, staff approve the claim, and the
 * customer sees it approved with the unknown item's number. Signing is the API's (the scan
 * station has its own tests). */

let s: TestServer;
let browser: Browser;
let admin: string;
let warehouse: number;

const ASSIGNED = 'E2EUNK00000001';
const CLAIMED = 'E2EUNK00000002';
const VOIDED = 'E2EUNK00000003';

beforeAll(async () => {
  [s, browser] = await startSuite();
  admin = (await s.signIn('admin')).AccessToken;
  warehouse = (await warehouseWithPartition(s, admin, 'Unknown items WH')).warehouse;
});
afterAll(() => closeSuite(s, browser));

/** Signs a number nobody forecast through the signing call: an unknown item; answers its number. */
async function signUnforecast(scan: string): Promise<string> {
  const r = await s.call(
    'PackageSigning/SignScan',
    { Scan: scan, WarehouseId: warehouse, Weight: '0.8' },
    { token: admin },
  );
  expect(r.Code, r.Message).toBe(0);
  expect(r.Data.Outcome).toBe(SignOutcome.UnknownItem);
  return r.Data.UnknownItemNumber as string;
}

/** The open dialog (modal) holding `selector`. */
const dialogWith = (page: Page, selector: string) =>
  page.locator('.ant-modal-container:visible', { has: page.locator(selector) });
/** The open selection dialog titled `title` (the pickers' dialogs stay in the page when shut). */
const pickerDialog = (page: Page, title: string) =>
  page.locator('.ant-modal-container:visible', { has: page.locator('.ant-modal-title', { hasText: title }) });
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

async function openScreen(page: Page, dir: string, screen: string) {
  await page.waitForURL('**/dashboard');
  await openMenu(page, dir, screen);
  await page.getByTestId(`screen-${screen}`).waitFor();
  await page.locator('.ant-table-tbody').waitFor();
}

describe('unknown items', () => {
  it('staff assign an unknown item to customer1: it leaves the unclaimed tab and becomes their parcel', async () => {
    const number = await signUnforecast(ASSIGNED);
    const c1 = await userId(s, 'customer1');
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openScreen(page, 'InboundManagement', 'UnknownItemIndex');

    await page.getByTestId('state-tab-1').click();
    await page.waitForURL(/Status/);
    const row = rowOf(page, ASSIGNED);
    await row.waitFor();
    expect(await row.textContent()).toContain(number);
    await row.getByTestId('row-move-assign').click();
    const dialog = dialogWith(page, '[data-testid="picker-user"]');
    await dialog.waitFor();
    // Nobody chosen: refused under the field, nothing sent.
    await page.getByTestId('assign-submit').click();
    await dialog.locator('.ant-form-item-explain-error').waitFor();
    await dialog.getByTestId('picker-user').getByTestId('picker-open').click();
    await pickerDialog(page, 'Select a user').getByTestId(`picker-row-${c1}`).dblclick();
    await expect.poll(() => dialog.getByTestId('picker-user').locator('input').inputValue()).toContain('customer1');
    await page.getByTestId('assign-submit').click();
    // The move's own confirmation names the item and the customer; it cannot be undone.
    const confirm = page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => confirm.textContent()).toContain(`Assign “${number}” to the chosen customer?`);
    expect(await confirm.textContent()).toContain('customer1');
    await confirm.getByTestId('confirm-ok').click();
    await done(page);

    // Gone from the unclaimed tab; under Assigned with its new state.
    await expect.poll(() => rowOf(page, ASSIGNED).count()).toBe(0);
    await page.getByTestId('state-tab-3').click();
    await expect.poll(() => rowOf(page, ASSIGNED).getByTestId('state-tag').textContent()).toBe('Assigned');
    // The item is customer1's parcel now.
    const { AccessToken } = await s.signIn('customer1');
    const mine = await s.call('UserPackage/GetPackages', { Content: ASSIGNED }, { token: AccessToken });
    expect(mine.Data).toHaveLength(1);
    expect(mine.Data[0]).toMatchObject({ TrackingNumber: ASSIGNED, Status: packageFlow.state.ToBeCompleted });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff void an item recorded by mistake, after its confirmation: it moves to the Voided tab', async () => {
    const number = await signUnforecast(VOIDED);
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openScreen(page, 'InboundManagement', 'UnknownItemIndex');

    await page.getByTestId('state-tab-1').click();
    await page.waitForURL(/Status/);
    const row = rowOf(page, VOIDED);
    await row.waitFor();
    await row.getByTestId('row-move-void').click();
    // The move's own confirmation names the item; it cannot be undone.
    const confirm = page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => confirm.textContent()).toContain(`Void “${number}”?`);
    await confirm.getByTestId('confirm-ok').click();
    await done(page);

    await expect.poll(() => rowOf(page, VOIDED).count()).toBe(0);
    await page.getByTestId('state-tab-4').click();
    await expect.poll(() => rowOf(page, VOIDED).getByTestId('state-tag').textContent()).toBe('Voided');
    // Nothing more to do on it: no move is offered.
    expect(await rowOf(page, VOIDED).getByTestId('row-move-void').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('customer2 claims one by tracking number, staff approve it, customer2 sees the claim approved', async () => {
    const number = await signUnforecast(CLAIMED);

    // The customer claims it.
    const customer = await signedInPage(browser, s, CUSTOMER2);
    await openScreen(customer.page, 'UserWarehouseManagement', 'UserUnknownItemIndex');
    await customer.page.getByTestId('add').click();
    await customer.page.locator('#claim_TrackingNumber').fill(CLAIMED.toLowerCase());
    await customer.page.locator('#claim_Note').fill('Blue box with two lamps, bought on 11 Nov');
    await customer.page.getByTestId('claim-submit').click();
    await done(customer.page);
    const mine = rowOf(customer.page, CLAIMED);
    await expect.poll(() => mine.getByTestId('state-tag').textContent()).toBe('Waiting');
    // Nothing of the item shows before the claim is approved.
    expect(await mine.textContent()).not.toContain(number);
    expect(await mine.getByTestId('after-approval').count()).toBe(1);

    // Staff approve it in the claims view.
    const staff = await signedInPage(browser, s, ADMIN);
    await openScreen(staff.page, 'InboundManagement', 'UnknownItemIndex');
    await staff.page.getByTestId('view-claims').click();
    await staff.page.getByTestId('state-tab-1').click();
    const claim = rowOf(staff.page, CLAIMED);
    await claim.waitFor();
    expect(await claim.textContent()).toContain('customer2');
    expect(await claim.textContent()).toContain('Blue box with two lamps');
    await claim.getByTestId('row-move-approve').click();
    const review = dialogWith(staff.page, '#review_Note');
    await review.waitFor();
    await review.locator('#review_Note').fill('Matches the photos and the weight');
    await staff.page.getByTestId('review-submit').click();
    const confirm = staff.page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => confirm.textContent()).toContain(`${number}” then becomes the claiming customer’s parcel.`);
    await confirm.getByTestId('confirm-ok').click();
    await done(staff.page);
    await expect.poll(() => rowOf(staff.page, CLAIMED).count()).toBe(0);
    await staff.page.getByTestId('state-tab-2').click();
    await expect.poll(() => rowOf(staff.page, CLAIMED).getByTestId('state-tag').textContent()).toBe('Approved');
    // The item went with the claim.
    await staff.page.getByTestId('view-items').click();
    await staff.page.locator('#unknownItemSearch_Content').fill(CLAIMED);
    await staff.page.getByTestId('search').click();
    await expect.poll(() => rowOf(staff.page, CLAIMED).getByTestId('state-tag').textContent()).toBe('Assigned');
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    // The customer sees it approved, with the unknown item's number and the reviewer's note.
    await customer.page.reload();
    await expect.poll(() => rowOf(customer.page, CLAIMED).getByTestId('state-tag').textContent()).toBe('Approved');
    const approved = await rowOf(customer.page, CLAIMED).textContent();
    expect(approved).toContain(number);
    expect(approved).toContain('Matches the photos and the weight');
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });
});
