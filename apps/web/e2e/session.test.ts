import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, launchBrowser, newPage, openMenu, signIn, startServer } from './helpers';

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  // Access tokens live 2 s: every few steps the console has to refresh.
  [s, browser] = await Promise.all([startServer({ accessTokenTtlSeconds: 2 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await s?.close();
});

describe('an access token expiring mid-session', () => {
  it('is refreshed without the user noticing', async () => {
    const { page, errors } = await newPage(browser);
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/Account/RefreshToken')) refreshes.push(r.url());
    });
    await signIn(page, s.url, ADMIN);
    await page.getByTestId('dashboard').waitFor();
    const first = await page.evaluate(() => localStorage.getItem('Admin-Token'));

    // Let the token expire, then work: open the messages screen, mark all read, open the profile.
    await page.waitForTimeout(3000);
    await page.getByTestId('unread-badge').click();
    await page.getByTestId('messages').waitFor();
    await page.getByTestId('mark-all-read').click();
    await page.waitForTimeout(2500);
    await openMenu(page, 'Mine', 'MineProfileIndex');
    await page.getByTestId('profile').waitFor();

    expect(page.url()).toContain('/mine/MineProfileIndex');
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).not.toBe(first);
    // Nothing was shown to the user: no error notification, no sign-in page.
    expect(await page.locator('.ant-notification-notice-error').count()).toBe(0);
    expect(errors).toEqual([]);

    // Reloading with an expired token works too: the first call refreshes.
    await page.waitForTimeout(2500);
    await page.reload();
    await page.getByTestId('profile').waitFor();
    expect(page.url()).toContain('/mine/MineProfileIndex');
  });
});
