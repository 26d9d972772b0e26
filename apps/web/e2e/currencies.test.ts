import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../server/src/db/schema/index';
import type { TestServer } from '../../server/test/helpers/server';
import { makeCommodity } from '../../server/test/helpers/stock';
import { ADMIN, closeSuite, done, newPage, openMenu, signIn, startSuite } from './helpers';

/** A set-up screen built with the kit, as a new user meets it: add a record, sort by a column
 * header, filter, and find the same list again after a reload, a back step and in a shared link.
 * And the history drawer of a workflow record (a commodity's specification check). */

let s: TestServer;
let browser: Browser;
beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

const codes = (page: Page) => page.locator('.ant-table-row td:first-child').allInnerTexts();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('currencies', () => {
  it('adds a currency, sorts by a header, and keeps the list in the URL', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, s.url, ADMIN);
    await page.waitForURL('**/dashboard');
    await openMenu(page, 'FinanceManagement', 'CurrencyIndex');
    await page.getByTestId('screen-CurrencyIndex').locator('.ant-table-row').first().waitFor();

    await page.getByRole('button', { name: 'Currency' }).click();
    await page.locator('#CurrencyIndex_Code').fill('chf');
    await page.locator('#CurrencyIndex_NameZhCn').fill('瑞士法郎');
    await page.locator('#CurrencyIndex_NameZhTw').fill('瑞士法郎');
    await page.locator('#CurrencyIndex_NameEn').fill('Swiss Franc');
    await page.locator('#CurrencyIndex_Decimals').fill('2');
    await page.locator('#CurrencyIndex_ExchangeRate').fill('7.9');
    await page.getByTestId('CurrencyIndex-submit').click();
    await done(page);
    // Newest first by default: the new one heads the list.
    await expect.poll(async () => (await codes(page))[0]).toBe('CHF');

    await page.locator('th', { hasText: 'Rate to base currency' }).click();
    await expect.poll(() => query(page)).toMatchObject({ sort: 'ExchangeRate', order: 'asc' });
    await expect.poll(async () => (await codes(page)).slice(0, 2)).toEqual(['JPY', 'TWD']);

    await page.locator('#CurrencyIndex-search_Content').fill('HK');
    await page.getByTestId('search').click();
    await expect.poll(() => codes(page)).toEqual(['HKD']);
    const link = page.url();

    await page.reload();
    await expect.poll(() => codes(page)).toEqual(['HKD']);
    await expect.poll(() => page.locator('#CurrencyIndex-search_Content').inputValue()).toBe('HK');

    await page.goBack();
    await expect.poll(async () => (await codes(page)).slice(0, 2)).toEqual(['JPY', 'TWD']);
    await expect.poll(() => page.locator('#CurrencyIndex-search_Content').inputValue()).toBe('');

    // A colleague opening the shared link sees the same list.
    const other = await newPage(browser);
    await signIn(other.page, s.url, ADMIN);
    await other.page.waitForURL('**/dashboard');
    await other.page.goto(link);
    await expect.poll(() => codes(other.page)).toEqual(['HKD']);
    expect([...errors, ...other.errors]).toEqual([]);
  });

  it("shows a record's state history: who moved it, from which state to which", async () => {
    const id = await makeCommodity(s, 'customer1', 'HIST-1');
    await s.deps.db.update(commodities).set({ specificationsAuditStatus: 1 }).where(eq(commodities.id, id));
    const token = (await s.signIn('admin')).AccessToken;
    const r = await s.call(
      'Commodity/CommoditySpecificationsAuditStatus',
      { Ids: [id], SpecificationsAuditStatus: 2 },
      { token },
    );
    expect(r.Code).toBe(0);
    const { page, errors } = await newPage(browser);
    await signIn(page, s.url, ADMIN);
    await page.waitForURL('**/dashboard');
    await openMenu(page, 'WarehouseManagement', 'CommodityIndex');
    const row = page.locator('.ant-table-row', { hasText: 'HIST-1' });
    await row.getByTestId('row-history').click();
    const drawer = page.getByTestId('history-drawer');
    await expect
      .poll(() => drawer.locator('.ant-table-row').first().innerText())
      .toMatch(/Administrator\s+Pending\s+Approved/);
    expect(errors).toEqual([]);
  });
});
