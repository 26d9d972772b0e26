import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { makeCommodity, putStock, warehouseWithPartition } from '../../server/test/helpers/stock';
import { ADMIN, closeSuite, openMenu, signedInPage, startSuite } from './helpers';

/** Goods over a shelf's capacity, the transfer's destination picker, deactivating a shelf that
 * holds goods, and the shelves' columns all readable beside the fixed Actions column. */

let s: TestServer;
let browser: Browser;
let token: string;
const shelfIds: Record<string, number> = {};

beforeAll(async () => {
  [s, browser] = await startSuite();
  token = (await s.signIn('admin')).AccessToken;
  const wh = await warehouseWithPartition(s, token, 'Capacity hub');
  // CAP-A takes one 10 x 8 x 6 carton across and one up: 10 of them fill its 100 cm.
  for (const [number, size] of [
    ['CAP-A', [100, 10, 8]],
    ['CAP-B', [100, 50, 40]],
  ] as const) {
    const r = await s.call(
      'Shelves/EstablishShelves',
      {
        WarehouseId: wh.warehouse,
        PartitionId: wh.partition,
        ShelvesNumber: number,
        ShelvesLength: size[0],
        ShelvesWide: size[1],
        ShelvesHigh: size[2],
      },
      { token },
    );
    shelfIds[number] = r.Data;
  }
  const carton = await makeCommodity(s, 'customer1', 'CARTON', { length: '10', width: '8', height: '6' });
  await putStock(s, carton, shelfIds['CAP-A']!, 8);
  await putStock(s, carton, shelfIds['CAP-B']!, 20);
});
afterAll(() => closeSuite(s, browser));

const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).last().waitFor();
const shelfRow = (page: Page, number: string) => page.locator('.ant-table-row', { hasText: number });

/** A page of admin signed in (signedInPage) on the shelves screen, its rows drawn. */
async function openShelves() {
  const opened = await signedInPage(browser, s, ADMIN);
  await openMenu(opened.page, 'WarehouseManagement', 'ShelvesIndex');
  await opened.page.getByTestId('screen-ShelvesIndex').waitFor();
  await shelfRow(opened.page, 'CAP-A').waitFor();
  return opened;
}

/** The cell's box is wholly left of the fixed Actions column and what shows at its middle is
 * the cell itself, not the Actions column drawn over it. */
async function expectUncovered(cell: Locator, actions: Locator) {
  const box = (await cell.boundingBox())!;
  const fixed = (await actions.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(fixed.x + 1);
  const onTop = await cell.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && el.contains(hit);
  });
  expect(onTop).toBe(true);
}

describe('shelf capacity', () => {
  it('warns when a stock-take puts more on a shelf than it holds, and never shows more used than the shelf', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openMenu(page, 'WarehouseManagement', 'InventoryReportIndex');
    await page.getByTestId('screen-InventoryReportIndex').waitFor();
    await page.locator('.ant-table-row', { hasText: 'CAP-A' }).getByTestId('row-stockTake').click();
    await page.locator('#adjust_Quantity').fill('20');
    // A long log text: the log drawer must still show its last columns (last test).
    await page.locator('#adjust_Remarks').fill('Counted again by the night shift: twelve more cartons stood behind it');
    await page.getByTestId('adjust-submit').click();
    await toast(page, 'Shelf CAP-A is over capacity: the goods need 200 × 8 × 6 cm');

    await page.getByTestId('menu-ShelvesIndex').click();
    await page.getByTestId('screen-ShelvesIndex').waitFor();
    const row = shelfRow(page, 'CAP-A');
    await row.getByTestId('over-capacity').filter({ hasText: 'Over capacity' }).waitFor();
    const text = await row.textContent();
    expect(text).toContain('100 × 8 × 6');
    expect(text).not.toContain('200 × 8 × 6');
    expect(await shelfRow(page, 'CAP-B').getByTestId('over-capacity').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers every shelf but the one goods leave as the destination, and warns when they do not fit there', async () => {
    const { page, errors, context } = await openShelves();
    await shelfRow(page, 'CAP-B').getByTestId('row-transfer').click();
    await page.locator('#transfer_CommodityId').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'CARTON' }).click();
    await page.getByTestId('picker-shelves').getByTestId('picker-open').click();
    await page.getByTestId(`picker-row-${shelfIds['CAP-A']}`).waitFor();
    expect(await page.getByTestId(`picker-row-${shelfIds['CAP-B']}`).count()).toBe(0);
    await page.getByTestId(`picker-row-${shelfIds['CAP-A']}`).dblclick();
    await page.locator('#transfer_Quantity').fill('2');
    await page.getByTestId('transfer-submit').click();
    await toast(page, 'Shelf CAP-A is over capacity');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before deactivating a shelf, says that it holds goods, and says when it is done', async () => {
    const { page, errors, context } = await openShelves();
    await shelfRow(page, 'CAP-B').locator('.ant-checkbox-input').check();
    await page.getByTestId('status').hover();
    await page.locator('.ant-dropdown-menu-item', { hasText: 'Deactivate' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.filter({ hasText: 'Deactivate shelf “CAP-B”?' }).waitFor();
    await dialog
      .getByTestId('status-warnings')
      .filter({ hasText: 'Shelf “CAP-B” still holds goods (quantity' })
      .waitFor();
    // Nothing changes until the user agrees.
    expect((await s.call('Shelves/GetShelvesById', { Id: shelfIds['CAP-B'] }, { token })).Data.IsDeactivate).toBe(
      false,
    );
    await dialog.getByTestId('confirm-ok').click();
    await toast(page, 'Deactivated shelf “CAP-B”');
    await shelfRow(page, 'CAP-B').locator('.ant-tag', { hasText: 'Deactivated' }).waitFor();
    expect((await s.call('Shelves/GetShelvesById', { Id: shelfIds['CAP-B'] }, { token })).Data.IsDeactivate).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Remaining column and the log drawer’s last columns clear of the fixed Actions column', async () => {
    const { page, errors, context } = await openShelves();
    const table = page.getByTestId('table-shelves');
    const actionsHead = table.locator('.ant-table-thead th', { hasText: 'Actions' });
    const remainingHead = table.locator('.ant-table-thead th', { hasText: 'Remaining (cm)' });
    await expectUncovered(remainingHead, actionsHead);
    const index = await remainingHead.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    const row = shelfRow(page, 'CAP-A');
    await expectUncovered(row.locator('td').nth(index), row.locator('td').last());

    await row.getByTestId('row-logs').click();
    const drawer = page.getByTestId('shelf-logs');
    const log = drawer.locator('.ant-table-row').first();
    await log.waitFor();
    const body = drawer.locator('.ant-drawer-body');
    const inner = (await body.boundingBox())!;
    for (const title of ['Reference', 'Operator']) {
      const th = drawer.locator('.ant-table-thead th', { hasText: title });
      const box = (await th.boundingBox())!;
      expect(box.x + box.width, title).toBeLessThanOrEqual(inner.x + inner.width + 1);
      expect(box.width, title).toBeGreaterThan(40);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the refusal setting on the warehouse form, and asks before deactivating a warehouse', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openMenu(page, 'WarehouseManagement', 'WarehouseIndex');
    await page.getByTestId('screen-WarehouseIndex').waitFor();
    const row = page.locator('.ant-table-row', { hasText: 'Capacity hub' });
    await row.getByTestId('row-edit').click();
    const refuse = page.locator('#warehouse_RefuseOverCapacity');
    await refuse.waitFor();
    expect(await refuse.getAttribute('aria-checked')).toBe('false');
    await refuse.click();
    await page.getByTestId('warehouse-submit').click();
    await toast(page, 'Done');
    const id = (await s.call('Warehouse/GetWarehouses', { Content: 'Capacity hub' }, { token })).Data[0].Id;
    expect((await s.call('Warehouse/GetWarehouseById', { Id: id }, { token })).Data.RefuseOverCapacity).toBe(true);

    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('status').hover();
    await page.locator('.ant-dropdown-menu-item', { hasText: 'Deactivate' }).click();
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: 'Deactivate warehouse “Capacity hub”?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await s.call('Warehouse/GetWarehouseById', { Id: id }, { token })).Data.IsDeactivate).toBe(false);
    await page.getByTestId('status').hover();
    await page.locator('.ant-dropdown-menu-item', { hasText: 'Deactivate' }).click();
    await dialog.getByTestId('confirm-ok').click();
    await toast(page, 'Deactivated warehouse “Capacity hub”');
    expect((await s.call('Warehouse/GetWarehouseById', { Id: id }, { token })).Data.IsDeactivate).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
