import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUSTOMER1, openMenu, signedInPage, suiteOfFile } from './helpers';

/**
 * A new user on a fresh start (the demo seed, apps/server/src/seed/warehouses.ts): the warehouse
 * clerk finds rows on every warehouse screen, the shelves' logs and the stock-take, and a customer
 * finds their own commodities, stock and shipping addresses.
 */
const suite = suiteOfFile();
const CLERK = { name: 'clerk', password: 'Clerk@123', staff: true };

/** Opens a screen from the menu and waits for its first table row. */
async function rowsOf(page: Page, dir: string, screen: string) {
  await openMenu(page, dir, screen);
  const rows = page.getByTestId(`screen-${screen}`).locator('.ant-table-tbody .ant-table-row');
  await rows.first().waitFor();
  return rows;
}

describe('a fresh start', () => {
  it('shows the warehouse clerk rows on every warehouse screen, a shelf log and the stock to take', async () => {
    const { s, browser } = suite;
    const { page, errors, context } = await signedInPage(browser, s, CLERK);
    for (const screen of ['WarehouseIndex', 'WarehousePartitionIndex', 'ShippingAddressIndex', 'CommodityIndex'])
      expect(await (await rowsOf(page, 'WarehouseManagement', screen)).count(), screen).toBeGreaterThan(1);

    // A shelf holding goods, and its log.
    const shelves = await rowsOf(page, 'WarehouseManagement', 'ShelvesIndex');
    expect(await shelves.count()).toBeGreaterThan(4);
    await shelves.filter({ hasText: 'A-01-02' }).getByTestId('row-logs').click();
    await page.getByTestId('shelf-logs').locator('.ant-table-row', { hasText: 'Transfer in' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('shelf-logs').waitFor({ state: 'hidden' });

    // The stock-take: the report lists both customers' stock, and a row opens its count.
    const stock = await rowsOf(page, 'WarehouseManagement', 'InventoryReportIndex');
    expect(await stock.count()).toBeGreaterThan(2);
    for (const owner of ['customer1', 'customer2'])
      expect(await stock.filter({ hasText: owner }).count()).toBeGreaterThan(0);
    await stock.first().getByTestId('row-stockTake').click();
    await page.locator('#adjust_Quantity').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a customer their own commodities, stock and shipping addresses (zh-CN)', async () => {
    const { s, browser } = suite;
    const { page, errors, context } = await signedInPage(browser, s, CUSTOMER1, { locale: 'zh-CN' });
    expect(await (await rowsOf(page, 'UserWarehouseManagement', 'UserCommodityIndex')).count()).toBeGreaterThan(1);
    expect(await (await rowsOf(page, 'UserWarehouseManagement', 'UserInventoryReportIndex')).count()).toBeGreaterThan(
      0,
    );
    await openMenu(page, 'UserWarehouseManagement', 'UserShippingAddressIndex');
    await page.getByTestId('shipping-address').first().waitFor();
    expect(await page.getByTestId('shipping-address').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
