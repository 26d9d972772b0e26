import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, closeSuite, newPage, openMenu, signIn, signInState, startServer, startSuite } from './helpers';

const CLERK = { name: 'clerk', password: 'Clerk@123', staff: true };

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  // Access tokens live 2 s: every few steps the console has to refresh.
  [s, browser] = await startSuite({ accessTokenTtlSeconds: 2 });
});
afterAll(() => closeSuite(s, browser));

describe('an access token expiring mid-session', () => {
  it('is refreshed without the user noticing', async () => {
    const { page, errors } = await newPage(browser, undefined, await signInState(s, ADMIN));
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/Account/RefreshToken')) refreshes.push(r.url());
    });
    await page.goto(`${s.url}/dashboard`);
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

describe('a navigation right after sign-in', () => {
  let plain: TestServer;
  beforeAll(async () => {
    // Tokens of the usual lifetime: what is tried here is the start cut short, not a refresh.
    plain = await startServer();
  });
  afterAll(() => plain?.close());

  it('leaves the clerk signed in, whatever the start was doing (F5, a typed address)', async () => {
    const { page } = await newPage(browser);
    // The start's user info answers late, so every navigation below cuts it in flight.
    await page.route('**/Account/GetUserInfoDetailedInfo', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue().catch(() => undefined);
    });
    let cut = 0;
    page.on('requestfailed', (r) => {
      if (r.url().endsWith('/Account/GetUserInfoDetailedInfo')) cut++;
    });
    const targets = [
      '/warehouse/ShelvesIndex',
      'reload',
      '/dashboard',
      '/warehouse/ShelvesIndex',
      'reload',
      '/dashboard',
    ];
    for (const [i, target] of targets.entries()) {
      if (i > 0) await page.evaluate(() => localStorage.clear());
      await signIn(page, plain.url, CLERK);
      // Signed in: the tokens are stored and the console is starting.
      await page.waitForFunction(() => !!localStorage.getItem('Admin-Token'));
      if (target === 'reload') {
        // F5 on the page signing in opened (its start still waiting for the user info).
        await page.waitForURL((u) => !u.pathname.startsWith('/index'));
        await page.reload();
      } else await page.goto(`${plain.url}${target}`);
      const at = target === 'reload' ? '/dashboard' : target;
      await page.waitForURL(`**${at}`);
      await page.getByTestId(at === '/dashboard' ? 'dashboard' : 'screen-ShelvesIndex').waitFor();
      expect([i, target, new URL(page.url()).pathname]).toEqual([i, target, at]);
      expect(await page.evaluate(() => !!localStorage.getItem('Admin-Token'))).toBe(true);
    }
    expect(cut).toBeGreaterThan(0);
  }, 120_000);
});
