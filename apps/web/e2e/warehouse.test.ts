import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/src/db/schema/index';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, CUSTOMER1, closeSuite, done, openMenu, option, signedInPage, startSuite } from './helpers';

/** Warehouses and partitions set up in Chromium as a new administrator would. */

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

describe('warehouse set-up', () => {
  it('creates a warehouse with its region and sites, then a partition in it', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openMenu(page, 'WarehouseManagement', 'WarehouseIndex');
    await page.getByTestId('screen-WarehouseIndex').waitFor();

    await page.getByTestId('add').click();
    // Required fields are named before anything is sent.
    await page.getByTestId('warehouse-submit').click();
    await page.locator('#warehouse_Name_help').waitFor();
    await page.locator('#warehouse_Name').fill('Shenzhen hub');
    await page.locator('#warehouse_PersonInCharge').fill('Li Lei');
    await page.locator('#warehouse_ContactPhone').fill('12345');
    await page.getByTestId('warehouse-submit').click();
    await page.getByText(/is not a (mainland China phone number|phone number of mainland China)/).waitFor();
    await page.locator('#warehouse_ContactPhone').fill('0755-12345678');
    await page.locator('#warehouse_RegionId').click();
    for (const [i, name] of ['China', 'Guangdong', 'Shenzhen'].entries()) {
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
    const saved = await s.call('Warehouse/GetWarehouses', { Content: 'Shenzhen hub' }, { token: AccessToken });
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
    // The demo warehouses have partitions too (one of them a Zone A): the row names its warehouse.
    const partition = page.locator('.ant-table-row', { hasText: 'Zone A' }).filter({ hasText: 'Shenzhen hub' });
    await partition.waitFor();
    expect(await partition.textContent()).toContain('Storage');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('publishes a shipping address that a customer reads with its own code written in', async () => {
    const staff = await signedInPage(browser, s, ADMIN);
    await openMenu(staff.page, 'WarehouseManagement', 'ShippingAddressIndex');
    await staff.page.getByTestId('screen-ShippingAddressIndex').waitFor();
    await staff.page.getByTestId('add').click();
    await staff.page.locator('#shippingAddress_WarehouseId').click();
    await option(staff.page, 'Shenzhen hub');
    await staff.page.locator('#shippingAddress_Consignee').fill('Wang Wu {CustomerCode}');
    await staff.page.locator('#shippingAddress_Phone').fill('13800000009');
    await staff.page.locator('#shippingAddress_Address').fill('8 Harbour Road, shelf {CustomerCode}');
    await staff.page.getByTestId('shippingAddress-submit').click();
    await done(staff.page);
    await staff.page.locator('.ant-table-row', { hasText: 'Wang Wu {CustomerCode}' }).waitFor();
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    const [me] = await s.deps.db
      .select({ code: users.customerCode })
      .from(users)
      .where(eq(users.userName, 'customer1'));
    const customer = await signedInPage(browser, s, CUSTOMER1);
    await openMenu(customer.page, 'UserWarehouseManagement', 'UserShippingAddressIndex');
    // Beside the demo warehouses' addresses.
    const card = customer.page.getByTestId('shipping-address').filter({ hasText: 'Wang Wu' });
    await card.waitFor();
    expect(await card.textContent()).toContain(`Wang Wu ${me!.code}`);
    expect(await card.textContent()).toContain(`8 Harbour Road, shelf ${me!.code}`);
    expect(await card.textContent()).not.toContain('{CustomerCode}');
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });
});
