import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { hasScreen } from '../src/router/registry';
import {
  ADMIN,
  CUSTOMER1,
  closeSuite,
  fillSignIn,
  newPage,
  openMenu,
  signedInPage,
  signIn,
  startSuite,
  switchLanguage,
  tagPaths,
} from './helpers';

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

describe('the console as a staff super user', () => {
  it('signs in, navigates with menu and tags, switches language, keeps settings, logs out', async () => {
    const { page, errors } = await newPage(browser);

    // Sign in in English: the menu of the server's tree shows.
    await signIn(page, s.url, ADMIN);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('menu-SystemManagement').textContent()).toBe('System');
    expect(await page.getByTestId('menu-WarehouseManagement').textContent()).toBe('Warehouses');
    expect(await page.title()).toContain('Home');
    // The default shortcuts of a new user are on the dashboard.
    expect(await page.getByTestId('quick-navigation').count()).toBe(4);

    // Three screens from the menu: three tags besides the home tag.
    await openMenu(page, 'SystemManagement', 'BackstageUserIndex');
    await page.waitForURL('**/system/BackstageUserIndex');
    await page.getByTestId('crumb-current').filter({ hasText: 'Staff users' }).waitFor();
    await openMenu(page, 'Mine', 'MineProfileIndex');
    await page.getByTestId('profile').waitFor();
    expect(await page.getByTestId('profile').textContent()).toContain('admin');
    await page.getByTestId('menu-MineUserMessagesIndex').click();
    await page.getByTestId('messages').waitFor();
    expect(await tagPaths(page)).toEqual([
      '/dashboard',
      '/system/BackstageUserIndex',
      '/mine/MineProfileIndex',
      '/mine/MineUserMessagesIndex',
    ]);
    expect(await page.getByTestId('crumb-current').textContent()).toBe('Messages');

    // Close others from the context menu of the profile tag: the home tag stays (it is affixed).
    await page.locator('[data-testid="tag"][data-path="/mine/MineProfileIndex"]').click({ button: 'right' });
    await page.getByTestId('tag-close-others').click();
    await expect.poll(() => tagPaths(page)).toEqual(['/dashboard', '/mine/MineProfileIndex']);
    await page.waitForURL('**/mine/MineProfileIndex');

    // Refresh remounts the screen through /redirect and comes back to the same place.
    await page.locator('[data-testid="tag"][data-path="/mine/MineProfileIndex"]').click({ button: 'right' });
    await page.getByTestId('tag-refresh').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mine/MineProfileIndex');
    await page.getByTestId('profile').waitFor();
    expect(await tagPaths(page)).toEqual(['/dashboard', '/mine/MineProfileIndex']);

    // Add the profile as a shortcut, then the menu offers to cancel it.
    await page.locator('[data-testid="tag"][data-path="/mine/MineProfileIndex"]').click({ button: 'right' });
    expect(await page.getByTestId('tag-shortcut').textContent()).toBe('Add shortcut');
    await page.getByTestId('tag-shortcut').click();
    await page.getByText('Shortcut added').waitFor();
    await page.locator('[data-testid="tag"][data-path="/mine/MineProfileIndex"]').click({ button: 'right' });
    expect(await page.getByTestId('tag-shortcut').textContent()).toBe('Cancel shortcut');
    await page.keyboard.press('Escape');

    // Traditional Chinese: the menu titles change, the toast says so in the new language.
    // The toast is awaited from before the click: on a loaded machine the menu's poll can outlast it.
    const switched = page.getByText('語言已切換').waitFor();
    await switchLanguage(page, 'zh-TW');
    await switched;
    await expect.poll(() => page.getByTestId('menu-SystemManagement').textContent()).toBe('系統管理');
    expect(await page.getByTestId('menu-WarehouseManagement').textContent()).toBe('倉庫管理');

    // Settings: a local switch and the server configuration, saved, kept over a reload.
    await page.getByTestId('settings-toggle').click();
    await page.getByTestId('settings-panel').waitFor();
    await page.getByTestId('setting-sidebarLogo').click();
    await page.getByTestId('setting-LocalServiceConnection').fill('ws://127.0.0.1:9310');
    await page.getByTestId('setting-PickingListRows').fill('5');
    await page.getByTestId('settings-save').click();
    await page.getByText('設定已儲存').waitFor();

    await page.reload();
    await page.getByTestId('layout').waitFor();
    expect(await page.getByTestId('menu-SystemManagement').textContent()).toBe('系統管理');
    await page.getByTestId('settings-toggle').click();
    await page.getByTestId('settings-panel').waitFor();
    expect(await page.getByTestId('setting-sidebarLogo').getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => page.getByTestId('setting-PickingListRows').inputValue()).toBe('5');
    expect(await page.getByTestId('setting-LocalServiceConnection').inputValue()).toBe('ws://127.0.0.1:9310');
    const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
    const stored = await s.call('UserConfiguration/GetUserConfigureByUserIdInfo', {}, { token: token! });
    expect(stored.Data).toMatchObject({ PickingListRows: 5, LocalServiceConnection: 'ws://127.0.0.1:9310' });
    await page.keyboard.press('Escape');

    // A menu screen not built yet opens a page that says so.
    const candidates: Record<string, string> = {
      TransportShiftIndex: '/transport/TransportShiftIndex',
      WaybillPrintIndex: '/order/WaybillPrintIndex',
      FreightTrialIndex: '/quotation/FreightTrialIndex',
      PackageSigning: '/inbound/PackageSigning',
    };
    const unbuilt = Object.keys(candidates).find((k) => !hasScreen(k));
    if (unbuilt) {
      await page.goto(`${s.url}${candidates[unbuilt]}`);
      await page.getByTestId('not-available').waitFor();
    }

    // An unknown path is the 404 page.
    await page.goto(`${s.url}/no/such/screen`);
    await page.waitForURL('**/404');
    await page.getByTestId('back-home').click();
    await page.waitForURL('**/dashboard');

    // Log out: back to /index, tokens gone, and the refresh token no longer works.
    const refresh = await page.evaluate(() => localStorage.getItem('Admin-RefreshToken'));
    await page.getByTestId('avatar').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/index');
    await page.getByTestId('sign-in').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeNull();
    await expect.poll(async () => (await s.call('Account/RefreshToken', { Token: refresh })).Code).not.toBe(0);

    // Signed out, a console path asks for sign-in and comes back to it afterwards.
    await page.goto(`${s.url}/mine/MineProfileIndex`);
    await page.waitForURL(/\/index\?redirect=%2Fmine%2FMineProfileIndex/);
    await fillSignIn(page, ADMIN);
    await page.waitForURL('**/mine/MineProfileIndex');
    await page.getByTestId('profile').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a customer only the customer menus and no settings toggle', async () => {
    const { page, errors } = await signedInPage(browser, s, CUSTOMER1);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('menu-UserWarehouseManagement').textContent()).toBe('Warehousing');
    expect(await page.getByTestId('menu-UserFinance').count()).toBe(1);
    expect(await page.getByTestId('menu-SystemManagement').count()).toBe(0);
    expect(await page.getByTestId('menu-WarehouseManagement').count()).toBe(0);
    expect(await page.getByTestId('settings-toggle').count()).toBe(0);
    // A message sent to the customer arrives by push: notification and unread badge.
    const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
    const me = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: token! });
    const admin = await s.signIn('admin');
    await expect
      .poll(
        async () => {
          const sent = await s.call(
            'UserMessages/SendUserMessage',
            { UserIds: [me.Data.UserId], Title: 'Parcel arrived', Message: 'Your parcel SF123 is in the warehouse' },
            { token: admin.AccessToken },
          );
          expect(sent.Code).toBe(0);
          return page.getByText('Parcel arrived').count();
        },
        { timeout: 15_000, interval: 1500 },
      )
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('unread-badge').locator('xpath=..').textContent()).toMatch(/[1-9]/);

    // A staff screen typed by hand is a screen the customer lacks: no permission, URL kept.
    await page.goto(`${s.url}/system/BackstageUserIndex`);
    await page.getByTestId('no-permission').waitFor();
    expect(new URL(page.url()).pathname).toBe('/system/BackstageUserIndex');
    // The customer's own screen opens.
    await page.goto(`${s.url}/warehouse/UserPackageIndex`);
    await page.waitForURL('**/warehouse/UserPackageIndex');
    await page.getByTestId('crumb-current').waitFor();
    expect(errors).toEqual([]);
  });
});
