import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { makeCommodity, putStock, userId, warehouseWithPartition } from '../../server/test/helpers/stock';
import { ADMIN, closeSuite, openMenu, option, signedInPage, startSuite } from './helpers';

/** The stock-take dialog and the number fields of the warehouse screens, as a new user meets them. */

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

/** The open selection dialog titled `title` (the pickers' dialogs stay in the page when shut). */
const pickerDialog = (page: Page, title: string) =>
  page.locator('.ant-modal-container:visible', { has: page.locator('.ant-modal-title', { hasText: title }) });

/** The error under a form field (antd's explain list of the item holding `#id`). */
const ruleUnder = (page: Page, id: string) =>
  page.locator('.ant-form-item', { has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error');

/** A page of admin signed in (signedInPage) on the inventory report. */
async function openReport() {
  const opened = await signedInPage(browser, s, ADMIN);
  await openMenu(opened.page, 'WarehouseManagement', 'InventoryReportIndex');
  const screen = opened.page.getByTestId('screen-InventoryReportIndex');
  await screen.waitFor();
  return { ...opened, screen };
}

describe('stock-take', () => {
  it('shows 0, not N/A, in the Total row of an empty report', async () => {
    const { errors, context, screen } = await openReport();
    await screen.getByPlaceholder('Code, SKU or name').fill('NOTHING-MATCHES');
    await screen.getByTestId('search').click();
    await screen.locator('.ant-table-placeholder').waitFor();
    const summary = screen.getByTestId('summary');
    await expect.poll(() => summary.textContent()).not.toContain('N/A');
    const sums = await summary.locator('td').evaluateAll((tds) => tds.map((td) => td.textContent ?? ''));
    expect(sums.filter((x) => x === '0')).toHaveLength(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers only the chosen owner's commodities and drops a pick when the owner changes", async () => {
    const { AccessToken } = await s.signIn('admin');
    const place = await warehouseWithPartition(s, AccessToken, 'Count hub');
    const shelf = (
      await s.call(
        'Shelves/EstablishShelves',
        { WarehouseId: place.warehouse, PartitionId: place.partition, ShelvesNumber: 'CT-01' },
        { token: AccessToken },
      )
    ).Data as number;
    const mug = await makeCommodity(s, 'customer1', 'CT-MUG');
    const lamp = await makeCommodity(s, 'customer2', 'CT-LAMP');
    const [c1, c2] = [await userId(s, 'customer1'), await userId(s, 'customer2')];

    const { page, errors, context, screen } = await openReport();

    // Owner customer1: the commodity picker lists their commodities at once, with no refusal.
    await screen.getByTestId('stockTake').click();
    const dialog = page.locator('.ant-modal-container:visible', { has: page.locator('#adjust_Quantity') });
    await dialog.waitFor();
    await dialog.getByTestId('picker-user').getByTestId('picker-open').click();
    await pickerDialog(page, 'Select a user').getByTestId(`picker-row-${c1}`).dblclick();
    await dialog.getByTestId('picker-commodity-staff').getByTestId('picker-open').click();
    const commodities = pickerDialog(page, 'Select a commodity');
    await commodities.getByTestId(`picker-row-${mug}`).waitFor();
    expect(await commodities.getByTestId(`picker-row-${lamp}`).count()).toBe(0);
    expect(await page.locator('.ant-notification-notice', { hasText: 'UserId' }).count()).toBe(0);
    await commodities.getByTestId(`picker-row-${mug}`).dblclick();
    await expect
      .poll(() => dialog.getByTestId('picker-commodity-staff').locator('input').inputValue())
      .toContain('CT-MUG');

    // Owner customer2: the pick of customer1's commodity is gone and only customer2's are offered.
    await dialog.getByTestId('picker-user').getByTestId('picker-open').click();
    await pickerDialog(page, 'Select a user').getByTestId(`picker-row-${c2}`).dblclick();
    await expect.poll(() => dialog.getByTestId('picker-commodity-staff').locator('input').inputValue()).toBe('');
    await dialog.getByTestId('picker-commodity-staff').getByTestId('picker-open').click();
    await commodities.getByTestId(`picker-row-${lamp}`).waitFor();
    expect(await commodities.getByTestId(`picker-row-${mug}`).count()).toBe(0);
    await commodities.getByTestId(`picker-row-${lamp}`).dblclick();

    await dialog.getByTestId('picker-shelves').getByTestId('picker-open').click();
    await pickerDialog(page, 'Select a shelf').getByTestId(`picker-row-${shelf}`).dblclick();

    await page.locator('#adjust_Quantity').fill('4');
    await page.getByTestId('adjust-submit').click();
    await page.getByTestId('adjust-submit').waitFor({ state: 'hidden' });
    const counted = await s.call('Inventory/GetInventoryReport', { ShelfId: shelf }, { token: AccessToken });
    expect(counted.Data.map((r: any) => [r.CommodityCode, r.OwnerId, r.Available])).toEqual([['CT-LAMP', c2, 4]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a counted quantity of 2.5 as typed, shows the rule and saves nothing', async () => {
    const { AccessToken } = await s.signIn('admin');
    const place = await warehouseWithPartition(s, AccessToken, 'Typed hub');
    const shelf = (
      await s.call(
        'Shelves/EstablishShelves',
        { WarehouseId: place.warehouse, PartitionId: place.partition, ShelvesNumber: 'TY-01' },
        { token: AccessToken },
      )
    ).Data as number;
    await putStock(s, await makeCommodity(s, 'customer1', 'TY-CUP'), shelf, 3);

    const { page, errors, context, screen } = await openReport();
    await screen.locator('.ant-table-row', { hasText: 'TY-01' }).getByTestId('row-stockTake').click();
    await page.locator('#adjust_Quantity').fill('2.5');
    await page.locator('#adjust_Remarks').click();
    expect(await page.locator('#adjust_Quantity').inputValue()).toBe('2.5');
    await page.getByTestId('adjust-submit').click();
    await ruleUnder(page, 'adjust_Quantity')
      .filter({ hasText: 'must be a whole number: enter a whole number from 0 to 1000000000.' })
      .waitFor();
    expect(await page.locator('#adjust_Quantity').inputValue()).toBe('2.5');
    const still = await s.call('Inventory/GetInventoryReport', { ShelfId: shelf }, { token: AccessToken });
    expect(still.Data.map((r: any) => r.Available)).toEqual([3]);

    await page.locator('#adjust_Quantity').fill('2');
    await page.getByTestId('adjust-submit').click();
    await page.getByTestId('adjust-submit').waitFor({ state: 'hidden' });
    const counted = await s.call('Inventory/GetInventoryReport', { ShelfId: shelf }, { token: AccessToken });
    expect(counted.Data.map((r: any) => r.Available)).toEqual([2]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('batch add keeps Rows -2, Columns 2.5 and Length -10 as typed, shows the rules and saves nothing', async () => {
    const { AccessToken } = await s.signIn('admin');
    await warehouseWithPartition(s, AccessToken, 'Rule hub');
    const before = (await s.call('Shelves/GetShelves', { Content: 'R' }, { token: AccessToken })).Total;

    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openMenu(page, 'WarehouseManagement', 'ShelvesIndex');
    await page.getByTestId('screen-ShelvesIndex').waitFor();
    await page.getByTestId('batchAdd').click();
    await page.getByTestId('screen-ShelvesBatchAdd').waitFor();
    await page.locator('#batch_WarehouseId').click();
    await option(page, 'Rule hub');
    await page.locator('#batch_PartitionId').click();
    await option(page, 'Rule hub zone');
    await page.locator('#batch_Prefix').fill('R');
    const typed = { batch_Rows: '-2', batch_Columns: '2.5', batch_ShelvesLength: '-10' };
    for (const [id, text] of Object.entries(typed)) {
      await page.locator(`#${id}`).fill(text);
      await page.locator('#batch_Prefix').click();
    }
    for (const [id, text] of Object.entries(typed)) expect(await page.locator(`#${id}`).inputValue()).toBe(text);
    await page.getByTestId('batch-submit').click();
    await ruleUnder(page, 'batch_Rows')
      .filter({ hasText: 'cannot be negative: enter a whole number from 1 to 999.' })
      .waitFor();
    await ruleUnder(page, 'batch_Columns')
      .filter({ hasText: 'must be a whole number: enter a whole number from 1 to 999.' })
      .waitFor();
    await ruleUnder(page, 'batch_ShelvesLength')
      .filter({ hasText: 'cannot be negative: enter a number from 0 to 999999999 with at most 1 decimal place.' })
      .waitFor();
    for (const [id, text] of Object.entries(typed)) expect(await page.locator(`#${id}`).inputValue()).toBe(text);
    expect(await page.getByTestId('batch-preview').count()).toBe(0);
    await page.getByTestId('screen-ShelvesBatchAdd').waitFor();
    expect((await s.call('Shelves/GetShelves', { Content: 'R' }, { token: AccessToken })).Total).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
