import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { closeSuite, startSuite } from './helpers';
import { firstColumn as codes, openSetupScreen, saveForm } from './setup';

let s: TestServer;
let browser: Browser;
beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

describe('currencies', () => {
  it('adds a currency in the dialog drawn from its call, then re-rates it', async () => {
    const { page, errors } = await openSetupScreen(browser, s, 'FinanceManagement', 'CurrencyIndex');
    await page.getByRole('button', { name: 'Currency' }).click();
    const names = { NameZhCn: '瑞士法郎', NameZhTw: '瑞士法郎', NameEn: 'Swiss Franc' };
    await saveForm(page, 'CurrencyIndex', { Code: 'chf', ...names, Decimals: 2, ExchangeRate: '7.9' });
    // Newest first by default: the new one heads the list, its code in capitals.
    await expect.poll(async () => (await codes(page))[0]).toBe('CHF');
    await page.locator('.ant-table-row').first().getByTestId('row-edit').click();
    await saveForm(page, 'CurrencyIndex', { ExchangeRate: '8.05' });
    await expect.poll(() => page.locator('.ant-table-row').first().innerText()).toContain('8.05');
    expect(errors).toEqual([]);
  });
});
