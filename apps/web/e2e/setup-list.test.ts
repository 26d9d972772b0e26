import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, closeSuite, signedInPage, startSuite } from './helpers';
import { firstColumn as codes, openSetupScreen } from './setup';

/** The set-up list screen of the kit, on the currency screen, as a new user meets it: sort by a
 * column header, filter, and find the same list again after a reload, a back step and in a
 * shared link. */

let s: TestServer;
let browser: Browser;
beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const search = (page: Page) => page.locator('#CurrencyIndex-search_Content');

describe('a set-up list', () => {
  it('sorts by a header and keeps the list in the URL', async () => {
    const { page, errors } = await openSetupScreen(browser, s, 'FinanceManagement', 'CurrencyIndex');
    await page.locator('th', { hasText: 'Rate to base currency' }).click();
    await expect.poll(() => query(page)).toMatchObject({ sort: 'ExchangeRate', order: 'asc' });
    await expect.poll(async () => (await codes(page)).slice(0, 2)).toEqual(['JPY', 'TWD']);
    await search(page).fill('HK');
    await page.getByTestId('search').click();
    await expect.poll(() => codes(page)).toEqual(['HKD']);
    const link = page.url();
    await page.reload();
    await expect.poll(() => codes(page)).toEqual(['HKD']);
    await expect.poll(() => search(page).inputValue()).toBe('HK');
    await page.goBack();
    await expect.poll(async () => (await codes(page)).slice(0, 2)).toEqual(['JPY', 'TWD']);
    await expect.poll(() => search(page).inputValue()).toBe('');

    // A colleague opening the shared link sees the same list.
    const other = await signedInPage(browser, s, ADMIN);
    await other.page.goto(link);
    await expect.poll(() => codes(other.page)).toEqual(['HKD']);
    expect([...errors, ...other.errors]).toEqual([]);
  });
});
