import { packageFlow, warehouseDocumentFlow } from '@wms/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { warehouseWithPartition } from '../../server/test/helpers/stock';
import { ADMIN, CUSTOMER1, closeSuite, openScreen, option, signedInPage, startSuite } from './helpers';

/**
 * Warehouse documents as a new customer and a new clerk use them: the customer forecasts three
 * parcels by batch entry, typing the four lists (a wrong count first, refused under its list),
 * finds the document with its parcels and the parcels waiting in their list; staff find the
 * document and finish it through the confirmation that says it cannot be undone.
 */

const WAREHOUSE = 'Forecast test warehouse';
const PARCELS = ['SF8000000000001', 'SF8000000000002', 'SF8000000000003'];

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
  await warehouseWithPartition(s, (await s.signIn('admin')).AccessToken, WAREHOUSE);
});
afterAll(() => closeSuite(s, browser));

/** The customer's documents holding the test's parcels, as the server has them. */
async function documents() {
  const token = (await s.signIn('customer1')).AccessToken;
  const r = await s.call('UserWarehouseDocument/GetWarehouseDocuments', { Content: PARCELS[0] }, { token });
  return r.Data as { Id: number; Number: string; Status: number; PackageCount: number }[];
}

/** Types into a field as a person does, new lines with Enter. */
async function typeInto(page: Page, selector: string, text: string) {
  await page.locator(selector).click();
  await page.keyboard.type(text, { delay: 5 });
}

describe('warehouse documents', () => {
  it('a customer forecasts three parcels by batch entry and finds them waiting', async () => {
    const { page, errors, context } = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(page, 'UserWarehouseManagement', 'UserWarehouseDocumentEstablishPacket');

    await page.locator('#forecast_WarehouseId').click();
    await option(page, WAREHOUSE);
    await page.getByRole('tab', { name: 'Batch entry' }).click();
    await typeInto(page, '#forecast_TrackingNumbers', PARCELS.join('\n'));
    await typeInto(page, '#forecast_ProductNames', 'Trainers\nCoat\nBag');
    // One unit price short: the list says so, and so does the server when it is sent.
    await typeInto(page, '#forecast_UnitPrices', '59.90\n120');
    await typeInto(page, '#forecast_PurchasePrices', '45\n99.50\n20');
    await expect.poll(() => page.getByTestId('lines-UnitPrices').textContent()).toBe('2 lines');
    await page.getByTestId('forecast-submit').click();
    const help = page.locator('#forecast_UnitPrices_help');
    await help.waitFor();
    expect(await help.textContent()).toBe(
      'Unit prices has 2 lines but the tracking numbers have 3: give one line per tracking number.',
    );
    expect(await page.locator('#forecast_ProductNames_help').count()).toBe(0);
    expect(await documents()).toEqual([]);

    // The missing price added at the end of its list: sent, and the documents open.
    await page.locator('#forecast_UnitPrices').press('Control+End');
    await page.keyboard.type('\n15');
    await expect.poll(() => page.getByTestId('lines-UnitPrices').textContent()).toBe('3 lines');
    await page.getByTestId('forecast-submit').click();
    await page.locator('.ant-notification-notice', { hasText: '3 parcels forecast' }).waitFor();
    await page.getByTestId('screen-UserWarehouseDocumentIndex').waitFor();
    const [doc] = await documents();
    expect(doc).toMatchObject({ Status: warehouseDocumentFlow.state.Open, PackageCount: 3 });

    // The newest document is on top: its parcels, each with its goods.
    const row = page.locator('.ant-table-row', { hasText: doc!.Number });
    await row.waitFor();
    await row.getByTestId('row-detail').click();
    const drawer = page.getByTestId('document-drawer');
    await drawer.getByTestId('document-packages').waitFor();
    await expect.poll(() => drawer.getByTestId('open-package').count()).toBe(3);
    for (const n of PARCELS) expect(await drawer.textContent()).toContain(n);
    expect(await drawer.getByTestId('package-goods').first().textContent()).toContain('Trainers');
    // A parcel's number opens the parcel, in front of the document.
    await drawer.getByTestId('open-package').first().click();
    const parcel = page.getByTestId('package-detail');
    await parcel.waitFor();
    expect(await parcel.textContent()).toContain(PARCELS[0]);
    await page.keyboard.press('Escape');
    await parcel.waitFor({ state: 'hidden' });
    // Focus goes back to the parcel's number once the parcel has slid away (a keyboard user goes on
    // from where they were), so the next Escape closes the document.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('open-package');
    // On a loaded machine the document drawer can still be settling from the parcel's (its
    // nested drawer's) slide when the key comes, and lets that Escape pass: a user presses again.
    await expect
      .poll(
        async () => {
          if (await drawer.isVisible()) await page.keyboard.press('Escape');
          return drawer.isVisible();
        },
        { timeout: 20_000, interval: 1500 },
      )
      .toBe(false);

    // The parcels' own list: found by a batch search of their numbers, all three waiting.
    await openScreen(page, 'UserWarehouseManagement', 'UserPackageIndex');
    await page.getByTestId('batch-numbers').fill(PARCELS.join(', '));
    await page.getByTestId('search').click();
    await page.waitForURL(/Numbers/);
    await expect
      .poll(() => page.getByTestId(`state-tab-${packageFlow.state.NotReceived}`).textContent())
      .toBe('Not received3');
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count()).toBe(3);
    const tags = await page.locator('.ant-table-tbody [data-testid="state-tag"]').allTextContents();
    expect(tags).toEqual(['Not received', 'Not received', 'Not received']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff find the document and finish it through a confirmation that says it cannot be undone', async () => {
    const [doc] = await documents();
    expect(doc, 'the forecast of the test before').toBeDefined();
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openScreen(page, 'InboundManagement', 'WarehouseDocumentIndex');
    await page.locator('#documentSearch-staff_Content').fill(PARCELS[1]!);
    await page.getByTestId('search').click();
    await page.waitForURL(/Content/);
    const row = page.locator('.ant-table-row', { hasText: doc!.Number });
    await row.waitFor();
    expect(await row.textContent()).toContain('customer1');
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count()).toBe(1);

    await row.getByTestId('row-move-finish').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('can then no longer be signed');
    expect(await confirm.textContent()).toContain('This cannot be undone');
    await page.getByTestId('confirm-ok').click();
    await page.locator('.ant-notification-notice', { hasText: '1 document finished' }).waitFor();
    await row.locator('[data-testid="state-tag"]', { hasText: 'Finished' }).waitFor();
    // A finished document offers no finishing and no delete.
    expect(await row.getByTestId('row-move-finish').count()).toBe(0);
    expect(await row.getByTestId('row-delete').count()).toBe(0);
    expect((await documents())[0]).toMatchObject({ Status: warehouseDocumentFlow.state.Finished });
    expect(errors).toEqual([]);
    await context.close();
  });
});
