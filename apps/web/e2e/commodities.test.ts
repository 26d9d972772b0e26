import fs from 'node:fs';
import { SpecificationsAuditStatus } from '@wms/contract';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../server/src/db/schema/index';
import { makePng } from '../../server/test/fixtures/multipart';
import type { TestServer } from '../../server/test/helpers/server';
import { makeCommodity } from '../../server/test/helpers/stock';
import { ADMIN, CUSTOMER1, CUSTOMER2, closeSuite, done, openMenu, signedInPage, startSuite } from './helpers';

/** A customer makes a commodity with pictures (staff see it, the other customer does not), then
 * imports a workbook and prints the report. */

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

const CODE = 'E2E-LAMP-01';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Clicks until `then` shows: on a loaded machine a click during the menu's opening animation
 * can land before the item takes it. */
async function clickUntil<T>(page: Page, testId: string, then: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // Waiting starts before the click: a download may begin before the click returns.
    const outcome = then();
    await page.getByTestId(testId).click();
    try {
      return await outcome;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

async function openScreen(page: Page, dir: string, screen: string) {
  await page.waitForURL('**/dashboard');
  await openMenu(page, dir, screen);
  await page.getByTestId(`screen-${screen}`).waitFor();
  await page.locator('.ant-table-tbody').waitFor();
}

describe('commodities', () => {
  it('a customer adds one with two pictures; staff see it, another customer does not', async () => {
    const one = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(one.page, 'UserWarehouseManagement', 'UserCommodityIndex');
    const page = one.page;

    await page.getByTestId('add').click();
    // Required fields are named before anything is sent.
    await page.getByTestId('commodity-submit').click();
    await page.locator('#commodity_CommodityCode_help').waitFor();
    await page.locator('#commodity_CommodityCode').fill(CODE);
    await page.locator('#commodity_ChineseName').fill('台灯');
    await page.locator('#commodity_EnglishName').fill('Desk lamp');
    await page.locator('#commodity_CommodityCategories').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: 'Textiles' }).click();
    await page.locator('#commodity_CargoType').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Battery"]').click();
    await page.locator('#commodity_ActualWeight').fill('1.2');
    await page.locator('#commodity_Length').fill('30');
    await page.locator('#commodity_Width').fill('20');
    await page.locator('#commodity_Geight').fill('45');
    await page
      .getByTestId('commodity-pictures')
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: makePng(16, 16, 1) },
        { name: 'side.png', mimeType: 'image/png', buffer: makePng(16, 16, 2) },
      ]);
    await expect.poll(() => page.getByTestId('queue-item').count()).toBe(2);
    await page.getByTestId('commodity-submit').click();
    await done(page);
    const row = page.locator('.ant-table-row', { hasText: CODE });
    await row.waitFor();
    expect(await row.textContent()).toContain('30 × 20 × 45');
    expect(await row.locator('img').count()).toBe(1);

    const { AccessToken } = await s.signIn('customer1');
    const saved = await s.call('UserCommodity/GetCommodity', { Content: CODE }, { token: AccessToken });
    expect(saved.Data[0]).toMatchObject({ ChineseName: '台灯', Geight: '45', SpecificationsAuditStatus: 1 });
    expect(saved.Data[0].Pictures).toHaveLength(2);
    expect(saved.Data[0].Pictures.every((p: string) => p.startsWith('/uploads/'))).toBe(true);
    expect(one.errors).toEqual([]);
    await one.context.close();

    const staff = await signedInPage(browser, s, ADMIN);
    await openScreen(staff.page, 'WarehouseManagement', 'CommodityIndex');
    const staffRow = staff.page.locator('.ant-table-row', { hasText: CODE });
    await staffRow.waitFor();
    expect(await staffRow.textContent()).toContain('customer1');
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    const two = await signedInPage(browser, s, CUSTOMER2);
    await openScreen(two.page, 'UserWarehouseManagement', 'UserCommodityIndex');
    // Their own list (the demo seed gave them commodities of their own), without customer1's.
    await two.page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    expect(await two.page.locator('.ant-table-row', { hasText: CODE }).count()).toBe(0);
    expect(two.errors).toEqual([]);
    await two.context.close();
  });

  it('staff approve the specification of the selected commodities; a customer has nothing to select', async () => {
    const ids = [
      await makeCommodity(s, 'customer1', 'E2E-AUDIT-1'),
      await makeCommodity(s, 'customer1', 'E2E-AUDIT-2'),
    ];
    // Declared (pending): the state a verdict moves from.
    await s.deps.db
      .update(commodities)
      .set({ specificationsAuditStatus: SpecificationsAuditStatus.Pending })
      .where(inArray(commodities.id, ids));
    const customer = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(customer.page, 'UserWarehouseManagement', 'UserCommodityIndex');
    await customer.page.locator('.ant-table-row', { hasText: 'E2E-AUDIT-1' }).waitFor();
    expect(await customer.page.locator('.ant-table-selection-column').count()).toBe(0);
    await customer.context.close();

    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openScreen(page, 'WarehouseManagement', 'CommodityIndex');
    await page.locator('#commoditySearch-staff_Content').fill('E2E-AUDIT');
    await page.getByTestId('search').click();
    await page.waitForURL(/E2E-AUDIT/);
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count()).toBe(2);
    // The state tabs count what the search finds in each state, and filter by it.
    await expect.poll(() => page.getByTestId('state-tab-1').textContent()).toBe('Pending2');
    await page.getByTestId('state-tab-1').click();
    await page.waitForURL(/SpecificationsAuditStatus/);
    await page.locator('.ant-table-row', { hasText: 'E2E-AUDIT-2' }).locator('.ant-checkbox-input').check();
    await page.getByTestId('moves').hover();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: 'Approve' }).click();
    // Under the Pending tab the approved one leaves the list; the counts follow; the write cleared the selection.
    await expect.poll(() => page.getByTestId('state-tab-2').textContent()).toBe('Approved1');
    expect(await page.locator('.ant-table-tbody .ant-checkbox-checked').count()).toBe(0);
    await page.getByTestId('state-tab-all').click();
    await page
      .locator('.ant-table-row', { hasText: 'E2E-AUDIT-2' })
      .locator('[data-testid="state-tag"]', { hasText: 'Approved' })
      .waitFor();
    // A pending row offers its moves by itself; an approved one no longer offers approve.
    const pendingRow = page.locator('.ant-table-row', { hasText: 'E2E-AUDIT-1' });
    expect(await pendingRow.getByTestId('row-move-approve').count()).toBe(1);
    await pendingRow.getByTestId('row-move-reject').click();
    // Rejecting asks first, in the words its workflow declares.
    await page.locator('.ant-modal-confirm', { hasText: 'will have to declare it again' }).waitFor();
    await page.getByTestId('confirm-ok').click();
    await pendingRow.locator('[data-testid="state-tag"]', { hasText: 'Rejected' }).waitFor();
    expect(
      await page.locator('.ant-table-row', { hasText: 'E2E-AUDIT-2' }).getByTestId('row-move-approve').count(),
    ).toBe(0);
    const { AccessToken } = await s.signIn('admin');
    const rows = (await s.call('Commodity/GetCommodity', { Content: 'E2E-AUDIT' }, { token: AccessToken })).Data;
    expect(Object.fromEntries(rows.map((r: any) => [r.CommodityCode, r.SpecificationsAuditStatus]))).toEqual({
      'E2E-AUDIT-1': 3,
      'E2E-AUDIT-2': 2,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports an Excel file all or nothing, with the template and the printed report', async () => {
    const { page, errors, context } = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(page, 'UserWarehouseManagement', 'UserCommodityIndex');
    await page.getByTestId('import').click();

    const file = await clickUntil(page, 'import-template', () => page.waitForEvent('download', { timeout: 15_000 }));
    expect(file.suggestedFilename()).toBe('commodity-import-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync((await file.path())!) as unknown as ExcelJS.Buffer);
    const headers = wb.worksheets[0]!.getRow(1).values as string[];
    expect(headers).toContain('Commodity code*');

    const sheet = async (rows: string[][]) => {
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet('Commodities');
      ws.addRow(['Commodity code*', 'Chinese name*', 'Category*', 'Cargo type*']);
      ws.addRows(rows);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const choose = async (buffer: Buffer) => {
      await page
        .locator('.ant-modal:visible input[type="file"]')
        .setInputFiles({ name: 'goods.xlsx', mimeType: XLSX, buffer });
      await page.getByTestId('import-file').waitFor();
      await page.getByTestId('import-start').click();
    };
    await choose(
      await sheet([
        ['E2E-CUP', '杯子', 'Kitchen', 'General'],
        ['E2E-BOWL', '', 'Kitchen', 'General'],
      ]),
    );
    const problems = page.getByTestId('import-errors');
    await problems.waitFor();
    expect(await problems.textContent()).toContain('Chinese name');
    expect(await problems.locator('.ant-table-row').first().textContent()).toContain('3');

    await choose(
      await sheet([
        // Seeded names match in any language: the Chinese ones in an English console too.
        ['E2E-CUP', '杯子', 'Kitchen', 'General'],
        ['E2E-BOWL', '碗', '厨具', '普货'],
      ]),
    );
    await page.locator('.ant-notification-notice').filter({ hasText: '2 commodities imported' }).waitFor();
    await page.locator('.ant-table-row', { hasText: 'E2E-BOWL' }).waitFor();

    const pdf = await clickUntil(page, 'print', () => page.waitForEvent('download', { timeout: 15_000 }));
    expect(pdf.suggestedFilename()).toBe('commodity-report.pdf');
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(errors).toEqual([]);
    await context.close();
  });
});
