import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, CUSTOMER1, closeSuite, done, openMenu, signedInPage, startSuite } from './helpers';

/**
 * The widget kit on real screens in Chromium against a real server: the region cascader on the
 * personal centre, the step wizard and the small paged select on the sites screen.
 */

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

describe('widgets on real screens', () => {
  it('a customer chooses a region down to the town; it is kept', async () => {
    const { page, errors, context } = await signedInPage(browser, s, CUSTOMER1);
    await page.goto(`${s.url}/mine/MineProfileIndex`);
    await page.getByTestId('profile').waitFor();
    await expect.poll(() => page.locator('#profile_NickName').inputValue()).toBe('Customer One');

    await page.locator('#profile_RegionId').click();
    const levels = ['China', 'Guangdong', 'Shenzhen', 'Nanshan District', 'Yuehai Subdistrict'];
    for (const [i, name] of levels.entries()) {
      await page.locator('.ant-cascader-menu').nth(i).waitFor();
      await page
        .locator('.ant-cascader-menu')
        .nth(i)
        .locator('.ant-cascader-menu-item')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .click();
    }
    // The town closes the list: nothing below level 5.
    await page.locator('.ant-cascader-dropdown').waitFor({ state: 'hidden' });
    await page.locator('#profile_DetailedAddress').fill('Keyuan Road 1, Room 203');
    await page.getByTestId('profile-save').click();
    await done(page);

    const { AccessToken } = await s.signIn('customer1');
    const profile = await s.call('Account/GetProfile', {}, { token: AccessToken });
    expect(profile.Data).toMatchObject({ RegionId: 440305007, DetailedAddress: 'Keyuan Road 1, Room 203' });

    await page.reload();
    const region = page.locator('.ant-cascader').filter({ has: page.locator('#profile_RegionId') });
    await expect.poll(() => region.textContent()).toContain(levels.join(' / '));
    expect(await page.locator('#profile_DetailedAddress').inputValue()).toBe('Keyuan Road 1, Room 203');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff create a site through the wizard, choosing SMS countries six a page', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openMenu(page, 'SiteManagement', 'SiteIndex');
    await page.getByTestId('screen-SiteIndex').waitFor();

    await page.getByTestId('add').click();
    const wizard = page.getByTestId('wizard');
    await wizard.waitFor();
    // Step 1 checks its own fields before going on.
    await page.getByTestId('wizard-next').click();
    await page.getByText('Site name cannot be empty.').waitFor();
    await page.locator('#site_Name').fill('North Hub');
    await page.locator('#site_Code').fill('north');
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => wizard.getAttribute('data-step')).toBe('hosts');

    await page.locator('#site_Hosts').fill('north.example.com');
    await page.locator('#site_Hosts').press('Enter');
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => wizard.getAttribute('data-step')).toBe('sms');

    await page.locator('#site_SmsCountryIds').click();
    const list = page.locator('.ant-select-dropdown:visible');
    const options = list.locator('.ant-select-item-option');
    await expect.poll(() => options.count()).toBe(6);
    const pages = list.getByTestId('small-pager-page');
    // The whole ISO list is seeded: many pages, the common destinations first.
    expect((await pages.allTextContents()).slice(0, 2)).toEqual(['1', '2']);
    await pages.filter({ hasText: '2' }).click();
    await list.locator('.ant-select-item-option[title="Japan (+81)"]').click();
    await page.locator('#site_SmsCountryIds').fill('hong');
    await expect.poll(() => options.count()).toBe(1);
    await options.first().click();
    await page.locator('.ant-modal-title:visible').click();

    await page.getByTestId('wizard-back').click();
    await expect.poll(() => wizard.getAttribute('data-step')).toBe('hosts');
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => wizard.getAttribute('data-step')).toBe('sms');
    await page.getByTestId('wizard-next').click();

    await expect.poll(() => wizard.getAttribute('data-step')).toBe('success');
    await page.getByText('Site North Hub created').waitFor();
    expect(await page.getByTestId('wizard-finish').textContent()).toBe('Finish');
    await page.getByTestId('wizard-finish').click();
    await wizard.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row').filter({ hasText: 'north.example.com' }).waitFor();

    const token = await page.evaluate(() => localStorage.getItem('Admin-Token')!);
    const sites = await s.call('Site/GetSites', { Name: 'north', index: 1, rows: 10 }, { token });
    const site = await s.call('Site/GetSiteById', { Id: sites.Data[0].Id }, { token, lang: 'en-us' });
    expect(site.Data).toMatchObject({ Name: 'North Hub', Code: 'north', Hosts: ['north.example.com'] });
    expect(site.Data.SmsCountryIds).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
