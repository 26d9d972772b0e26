import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, launchBrowser, newPage, signIn, startServer, WEB_DIST } from './helpers';

/** Warehouses and partitions set up in Chromium as a new administrator would. */

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-web-'));
  fs.cpSync(WEB_DIST, webDist, { recursive: true });
  [s, browser] = await Promise.all([startServer({ webDist }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await s?.close();
});

const done = (page: Page) => page.locator('.ant-notification-notice').filter({ hasText: 'Done' }).last().waitFor();
const option = (page: Page, label: string) =>
  page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();

describe('warehouse set-up', () => {
  it('creates a warehouse with its region and sites, then a partition in it', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page, s.url, ADMIN);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('menu-WarehouseManagement').click();
    await page.getByTestId('menu-WarehouseIndex').click();
    await page.getByTestId('screen-WarehouseIndex').waitFor();

    await page.getByTestId('add').click();
    // Required fields are named before anything is sent.
    await page.getByTestId('warehouse-submit').click();
    await page.locator('#warehouse_Name_help').waitFor();
    await page.locator('#warehouse_Name').fill('Shenzhen hub');
    await page.locator('#warehouse_PersonInCharge').fill('Li Lei');
    await page.locator('#warehouse_ContactPhone').fill('12345');
    await page.getByTestId('warehouse-submit').click();
    await page.getByText('Not a valid mobile or fixed-line number for the selected phone code').waitFor();
    await page.locator('#warehouse_ContactPhone').fill('0755-12345678');
    await page.locator('#warehouse_RegionId').click();
    for (const [i, name] of ['China', 'Guangdong Sheng', 'Shenzhen Shi'].entries()) {
      await page
        .locator('.ant-cascader-menu')
        .nth(i)
        .locator('.ant-cascader-menu-item')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .click();
    }
    await page.keyboard.press('Escape');
    await page.locator('#warehouse_SiteIds').click();
    await option(page, 'Demo Logistics');
    await page.keyboard.press('Escape');
    await page.getByTestId('warehouse-submit').click();
    await done(page);
    const row = page.locator('.ant-table-row', { hasText: 'Shenzhen hub' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Demo Logistics');

    const { AccessToken } = await s.signIn('admin');
    const saved = await s.call('Warehouse/GetWarehouses', { Content: 'Shenzhen' }, { token: AccessToken });
    expect(saved.Data[0]).toMatchObject({ PhoneCode: '86', ContactPhone: '0755-12345678', RegionId: 440300 });

    await page.getByTestId('menu-WarehousePartitionIndex').click();
    await page.getByTestId('screen-WarehousePartitionIndex').waitFor();
    await page.getByTestId('add').click();
    await page.locator('#partition_Name').fill('Zone A');
    await page.locator('#partition_SiteId').click();
    await option(page, 'Demo Logistics');
    await page.locator('#partition_WarehouseId').click();
    await option(page, 'Shenzhen hub');
    await page.getByTestId('partition-submit').click();
    await done(page);
    const partition = page.locator('.ant-table-row', { hasText: 'Zone A' });
    await partition.waitFor();
    expect(await partition.textContent()).toContain('Shenzhen hub');
    expect(await partition.textContent()).toContain('Storage');
    expect(errors).toEqual([]);
    await context.close();
  });
});
