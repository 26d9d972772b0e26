import fs from 'node:fs';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { makeCommodity, putStock, warehouseWithPartition } from '../../server/test/helpers/stock';
import { ADMIN, closeSuite, openMenu, option, signedInPage, startSuite } from './helpers';

/** Shelves made in bulk, their labels printed, and the stock on them read back, in Chromium. */

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

const NUMBERS = ['A-01-01', 'A-01-02', 'A-01-03', 'A-02-01', 'A-02-02', 'A-02-03'];

describe('shelves', () => {
  it('batch-adds 2 x 3 shelves, prints their labels and shows the stock on them', async () => {
    const { AccessToken } = await s.signIn('admin');
    const { warehouse } = await warehouseWithPartition(s, AccessToken, 'E2E hub');

    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openMenu(page, 'WarehouseManagement', 'ShelvesIndex');
    await page.getByTestId('screen-ShelvesIndex').waitFor();

    await page.getByTestId('batchAdd').click();
    await page.getByTestId('screen-ShelvesBatchAdd').waitFor();
    await page.locator('#batch_WarehouseId').click();
    await option(page, 'E2E hub');
    await page.locator('#batch_PartitionId').click();
    await option(page, 'E2E hub zone');
    await page.locator('#batch_Prefix').fill('A');
    await page.locator('#batch_Rows').fill('2');
    await page.locator('#batch_Columns').fill('3');
    await page.locator('#batch_ShelvesLength').fill('120');
    await page.getByTestId('batch-preview').filter({ hasText: '6 shelves will be made: A-01-01 … A-02-03' }).waitFor();
    await page.getByTestId('batch-submit').click();
    await page.locator('.ant-notification-notice').filter({ hasText: '6 shelves made' }).waitFor();

    await page.getByTestId('screen-ShelvesIndex').waitFor();
    // The demo warehouses have shelves too (some of the same numbers): the list is narrowed to
    // this warehouse's, and its rows are told apart by the warehouse they name.
    await page.locator('#shelvesSearch_WarehouseId').click();
    await option(page, 'E2E hub');
    await page.getByTestId('search').click();
    await page.waitForURL(/WarehouseId/);
    const ours = page.locator('.ant-table-row', { hasText: 'E2E hub' });
    for (const n of NUMBERS) await ours.filter({ hasText: n }).waitFor();
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count()).toBe(6);
    await page.locator('.ant-table-thead .ant-checkbox-input').check();

    const download = page.waitForEvent('download');
    await page.getByTestId('printLabels').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('shelf-labels.pdf');
    const pdf = fs.readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(6);
    for (const p of doc.getPages()) {
      const images = p.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
      expect(images?.keys().length).toBe(1);
    }

    // Stock put on A-01-02 by the inventory module shows in the report.
    const shelves = await s.call(
      'Shelves/GetShelves',
      { WarehouseId: warehouse, Content: 'A-01-02' },
      { token: AccessToken },
    );
    const commodity = await makeCommodity(s, 'customer1', 'E2E-MUG');
    await putStock(s, commodity, shelves.Data[0].Id, 8);
    await page.getByTestId('menu-InventoryReportIndex').click();
    await page.getByTestId('screen-InventoryReportIndex').waitFor();
    const row = page.locator('.ant-table-row', { hasText: 'E2E-MUG' });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('A-01-02');
    expect(text).toContain('E2E hub');
    expect(text).toContain('customer1');

    // Three of them move to A-01-03 through the transfer dialog; the logs drawer shows it.
    const target = (
      await s.call('Shelves/GetShelves', { WarehouseId: warehouse, Content: 'A-01-03' }, { token: AccessToken })
    ).Data[0].Id;
    await page.getByTestId('menu-ShelvesIndex').click();
    await page.getByTestId('screen-ShelvesIndex').getByRole('button', { name: 'Refresh' }).click();
    const from = ours.filter({ hasText: 'A-01-02' });
    await from.getByTestId('row-transfer').click();
    await page.locator('#transfer_CommodityId').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'E2E-MUG' }).click();
    await page.getByTestId('picker-shelves').getByTestId('picker-open').click();
    await page.getByTestId(`picker-row-${target}`).dblclick();
    await page.locator('#transfer_Quantity').fill('3');
    await page.getByTestId('transfer-submit').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Done' }).last().waitFor();
    const moved = await s.call('Inventory/GetInventoryReport', { Content: 'E2E-MUG' }, { token: AccessToken });
    expect(moved.Data.map((r: any) => [r.ShelvesNumber, r.Available])).toEqual([
      ['A-01-02', 5],
      ['A-01-03', 3],
    ]);
    await from.getByTestId('row-logs').click();
    await page.getByTestId('shelf-logs').locator('.ant-table-row', { hasText: 'E2E-MUG ×3 → A-01-03' }).waitFor();

    await page.keyboard.press('Escape');
    await page.getByTestId('shelf-logs').waitFor({ state: 'hidden' });

    // A stock-take from the report row: 3 counted on A-01-03 becomes 2.
    await page.getByTestId('menu-InventoryReportIndex').click();
    await page.getByTestId('screen-InventoryReportIndex').getByRole('button', { name: 'Refresh' }).click();
    await page
      .locator('.ant-table-row', { hasText: 'E2E-MUG' })
      .filter({ hasText: 'A-01-03' })
      .getByTestId('row-stockTake')
      .click();
    await page.locator('#adjust_Quantity').fill('2');
    await page.getByTestId('adjust-submit').click();
    await page.getByTestId('adjust-submit').waitFor({ state: 'hidden' });
    const counted = await s.call('Inventory/GetInventoryReport', { ShelfId: target }, { token: AccessToken });
    expect(counted.Data[0]).toMatchObject({ CommodityCode: 'E2E-MUG', Available: 2, Total: 2 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
