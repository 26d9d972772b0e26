import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { closeSuite, startSuite } from './helpers';
import { openSetupScreen, saveForm } from './setup';

/** The reference data staff keep, as a new user meets it: countries, expense types, customs. */

let s: TestServer;
let browser: Browser;
beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

const row = (page: import('playwright-core').Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('reference data', () => {
  it('finds Peru among the seeded countries and starts shipping there', async () => {
    const { page, errors } = await openSetupScreen(browser, s, 'BasicData', 'CountryIndex');
    await page.locator('#CountryIndex-search_Content').fill('Peru');
    await page.getByTestId('search').click();
    await expect.poll(() => row(page, 'PE').innerText()).toMatch(/Peru\s+\+51\s+PEN\s+No/);
    await row(page, 'PE').getByTestId('row-edit').click();
    await saveForm(page, 'CountryIndex', { ShipsTo: true });
    await expect.poll(() => row(page, 'PE').innerText()).toMatch(/PEN\s+Yes/);
    expect(errors).toEqual([]);
  });

  it('adds an expense type; a system type offers no delete', async () => {
    const { page, errors } = await openSetupScreen(browser, s, 'FinanceManagement', 'ExpenseTypeIndex');
    await expect.poll(() => row(page, 'FREIGHT').innerText()).toContain('Freight');
    expect(await row(page, 'FREIGHT').getByTestId('row-delete').count()).toBe(0);
    await page.getByRole('button', { name: 'Expense type' }).click();
    await saveForm(page, 'ExpenseTypeIndex', {
      Name: 'Labelling',
      Code: 'label',
      Explain: 'Per label',
      DisplayOrder: 1,
    });
    // Lists run by display order: 1 comes first.
    await expect
      .poll(() => page.locator('.ant-table-row').first().innerText())
      .toMatch(/Labelling\s+LABEL\s+Per label/);
    expect(errors).toEqual([]);
  });

  it('issues a clearance number under a customs clearance company', async () => {
    const { page, errors } = await openSetupScreen(browser, s, 'TransportManagement', 'CustomsClearanceNumberIndex');
    await expect.poll(() => row(page, 'HCB-2026-0001').innerText()).toContain('Harbour Customs Brokers');
    await page.getByRole('button', { name: 'Clearance number' }).click();
    await saveForm(page, 'CustomsClearanceNumberIndex', {
      CompanyId: { pick: 'Harbour Customs Brokers' },
      ClearanceNumber: 'hcb-2026-0100',
    });
    await expect
      .poll(() => page.locator('.ant-table-row').first().innerText())
      .toMatch(/HCB-2026-0100\s+Harbour Customs Brokers/);
    expect(errors).toEqual([]);
  });
});
