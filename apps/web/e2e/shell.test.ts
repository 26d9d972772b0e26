import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { buildRoutes } from '../src/router/build';
import { hasScreen } from '../src/router/registry';
import {
  ADMIN,
  CUSTOMER1,
  CUSTOMER2,
  closeSuite,
  fillSignIn,
  newPage,
  signedInPage,
  signIn,
  startSuite,
} from './helpers';

/** The console shell as new users tripped over it: refusals, tags, dashboard, personal centre,
 * menu search, start-up time, toasts, sizes, and the small things around them. */

const CLERK = { name: 'clerk', password: 'Clerk@123', staff: true };

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

const pathname = (page: Page) => new URL(page.url()).pathname;
const token = (page: Page) => page.evaluate(() => localStorage.getItem('Admin-Token')!);

async function signedIn(user: typeof ADMIN) {
  const { page, errors, context } = await signedInPage(browser, s, user);
  await page.getByTestId('dashboard').waitFor();
  return { page, errors, context };
}

describe('refusals and redirects', () => {
  it('shows a clerk the no-permission page at the URL of a screen they lack; an unknown URL is 404', async () => {
    const { page, errors } = await signedIn(CLERK);
    await page.goto(`${s.url}/system/BackstageUserIndex`);
    await page.getByTestId('no-permission').waitFor();
    expect(pathname(page)).toBe('/system/BackstageUserIndex');
    // Still inside the console: the menu is there to go elsewhere.
    await page.getByTestId('layout').waitFor();
    await page.goto(`${s.url}/no/such/screen`);
    await page.waitForURL('**/404');
    expect(errors).toEqual([]);
  });

  it('lands on the dashboard when the sign-in redirect names a screen the account does not have', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${s.url}/index?redirect=${encodeURIComponent('/system/BackstageUserIndex')}`);
    await fillSignIn(page, CUSTOMER1);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('dashboard').waitFor();
    expect(errors).toEqual([]);
  });

  it('clears a wrong-password toast once the next sign-in succeeds', async () => {
    const { page, errors } = await newPage(browser);
    // The page's timers are held while the user signs in again, so that the refusal's 5 s cannot
    // run out on a slow machine before the sign-in has succeeded.
    await page.clock.install();
    await signIn(page, s.url, { ...ADMIN, password: 'Wrong@123' });
    const refusal = page.locator('.ant-notification-notice');
    await refusal.first().waitFor();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 300));
    await page.getByTestId('password').fill(ADMIN.password);
    await page.getByTestId('sign-in').click();
    await expect.poll(() => page.evaluate(() => !!localStorage.getItem('Admin-Token'))).toBe(true);
    await page.clock.resume();
    // Gone at once (its closing needs the timers running), not when its 5 s run out.
    await expect.poll(() => refusal.count(), { timeout: 1500 }).toBe(0);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('dashboard').waitFor();
    expect(await refusal.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('tags view', () => {
  it('Refresh reloads the data of the screen', async () => {
    const { page, errors } = await signedIn(ADMIN);
    await page.goto(`${s.url}/basic/CargoTypeIndex`);
    await page.locator('.ant-table-row').first().waitFor();
    const made = await s.call('CargoType/EstablishCargoType', { Name: 'Made elsewhere' }, { token: await token(page) });
    expect(made.Code).toBe(0);
    await page.locator('[data-testid="tag"][data-path="/basic/CargoTypeIndex"]').click({ button: 'right' });
    await page.getByTestId('tag-refresh').click();
    await page.locator('.ant-table-row', { hasText: 'Made elsewhere' }).waitFor({ timeout: 10_000 });
    expect(pathname(page)).toBe('/basic/CargoTypeIndex');
    expect(errors).toEqual([]);
  });
});

describe('dashboard and header destinations', () => {
  it('counts only screens that open; quick navigations, Notices and Help say what is coming', async () => {
    const { page, errors } = await signedIn(ADMIN);
    const tree = await s.call('Menus/GetCurrentUserMenus', {}, { token: await token(page) });
    const built = buildRoutes(tree.Data.Children ?? [], hasScreen);
    const opening = built.routes.filter((r) => !r.hidden && r.available).length;
    expect(opening).toBeLessThan(built.routes.filter((r) => !r.hidden).length);
    await expect.poll(() => page.getByTestId('screens-available').textContent()).toBe(String(opening));

    // A default shortcut to a screen not built yet is marked as coming, and opens the page saying so.
    const tiles = page.getByTestId('quick-navigation');
    expect(await tiles.count()).toBe(4);
    for (const tile of await tiles.all()) {
      const name = (await tile.getAttribute('data-name'))!;
      const path = built.pathOf(name);
      const state = await tile.getAttribute('data-state');
      if (!path) expect(state).toBe('unknown');
      else expect(state).toBe(built.routes.find((r) => r.path === path)!.available ? 'ready' : 'coming');
    }
    const coming = page.locator('[data-testid="quick-navigation"][data-state="coming"]').first();
    if (await coming.count()) {
      await coming.click();
      await page.getByTestId('not-available').waitFor();
      await page.getByTestId('layout').waitFor();
    }

    // Notices and Help stay inside the console and say plainly what they are.
    await page.getByTestId('header-notices').click();
    await page.getByTestId('not-available').filter({ hasText: 'Notices' }).waitFor();
    await page.getByTestId('layout').waitFor();
    expect(pathname(page)).not.toBe('/NoticeDetailedIndex');
    await page.getByTestId('header-help').click();
    await page.getByTestId('not-available').filter({ hasText: 'Help' }).waitFor();
    await page.getByTestId('layout').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('personal centre', () => {
  it('changes the password: rule, confirmation, wrong old password, success; the new one signs in', async () => {
    const { page, errors } = await signedIn(CUSTOMER2);
    // A customer has no permission codes to count.
    await page.goto(`${s.url}/mine/MineProfileIndex`);
    await page.getByTestId('profile').waitFor();
    expect(await page.getByTestId('profile').textContent()).not.toContain('Permission codes');

    const old = page.locator('#change-password_OldPassword');
    const next = page.locator('#change-password_NewPassword');
    const again = page.locator('#change-password_ConfirmPassword');
    await old.fill(CUSTOMER2.password);
    await next.fill('short');
    await again.fill('other');
    await page.getByTestId('change-password-submit').click();
    await page
      .locator('#change-password_NewPassword_help')
      .filter({ hasText: 'New password does not follow the password rules: use 6 to 16 characters' })
      .waitFor();
    await page
      .locator('#change-password_ConfirmPassword_help')
      .filter({ hasText: 'Confirm password does not match the password' })
      .waitFor();

    await old.fill('Wrong@123');
    await next.fill('Better@456');
    await again.fill('Better@456');
    await page.getByTestId('change-password-submit').click();
    await page.locator('#change-password_OldPassword_help').waitFor();

    await old.fill(CUSTOMER2.password);
    await page.getByTestId('change-password-submit').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Password changed' }).waitFor();
    // This session stays signed in.
    await page.reload();
    await page.getByTestId('profile').waitFor();
    expect(
      (
        await s.call('Account/LoginUser', {
          username: 'customer2',
          password: s.encrypt('Better@456'),
          MenuClassification: 1,
        })
      ).Code,
    ).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('menu search', () => {
  it('ranks Shelves first for "shel", offers only matches, shows them whole, closes on Escape', async () => {
    const { page, errors } = await signedIn(ADMIN);
    await page.getByTestId('menu-search').click();
    await page.keyboard.type('shel');
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    await expect.poll(async () => (await options.first().textContent())?.endsWith('Shelves')).toBe(true);
    const labels = await options.allTextContents();
    for (const l of labels) expect(l.toLowerCase()).toContain('shel');
    // No label is cut off with an ellipsis.
    const cut = await options
      .locator('.ant-select-item-option-content')
      .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-search').waitFor();
    expect(await options.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('start-up', () => {
  it('starts the list request soon after a reload: nothing waits for what it does not need', async () => {
    const { page, errors } = await signedIn(ADMIN);
    await page.goto(`${s.url}/basic/CargoTypeIndex`);
    await page.locator('.ant-table-row').first().waitFor();
    // Network latency of a real deployment: every API answer comes LATENCY ms late; the host's
    // API address lookup three times that (a slow answer nothing else should wait for).
    const LATENCY = 300;
    const session = ['GetCurrentUserMenus', 'GetUserInfoDetailedInfo', 'GetUserConfigureByUserIdInfo'];
    const chunks = ['Layout-', 'CargoTypeIndex-'];
    // The session's answers are also held until the layout's and the screen's chunks have been
    // asked for, or CHUNKS_CAP ms have passed: a loaded machine that is slow to ask for them
    // delays the answers instead of failing the test, while a console that waited for the
    // session before asking would still see its answers first (after the cap) and fail.
    const CHUNKS_CAP = 5_000;
    let chunksAsked = Promise.resolve();
    let onChunksAsked = () => {};
    await page.route('**/openapi/**', async (route) => {
      const url = route.request().url();
      if (session.some((a) => url.includes(a)))
        await Promise.race([chunksAsked, new Promise((r) => setTimeout(r, CHUNKS_CAP))]);
      const slow = url.includes('GetSiteApiUrlByHost');
      await new Promise((r) => setTimeout(r, slow ? 3 * LATENCY : LATENCY));
      await route.continue();
    });
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      chunksAsked = new Promise((r) => {
        onChunksAsked = () => r(undefined);
      });
      // Request name (API action or chunk file) -> when it went out / was answered.
      const started = new Map<string, number>();
      const finished = new Map<string, number>();
      const nameOf = (url: string) => url.split('/').pop()!.split('?')[0]!;
      const onRequest = (r: { url(): string }) => {
        started.set(nameOf(r.url()), Date.now());
        if (chunks.every((c) => [...started.keys()].some((n) => n.startsWith(c) && n.endsWith('.js')))) onChunksAsked();
      };
      const onFinished = (r: { url(): string }) => finished.set(nameOf(r.url()), Date.now());
      page.on('request', onRequest);
      page.on('requestfinished', onFinished);
      const t0 = Date.now();
      await page.reload({ waitUntil: 'commit' });
      await page.locator('.ant-table-row').first().waitFor();
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      const list = started.get('GetCargoTypes')! - t0;
      runs.push(list);
      const at = (m: Map<string, number>) => session.map((a) => `${a} ${m.get(a)! - t0}`).join(', ');
      console.log(`reload ${run + 1}: list ${list} ms; session sent ${at(started)}; answered ${at(finished)}`);

      const sessionAnswered = Math.min(...session.map((a) => finished.get(a)!));
      // The session calls go out side by side: all before the first of them is answered,
      for (const a of session) expect(started.get(a), a).toBeLessThan(sessionAnswered);
      // without waiting for the host's API address (the last answer is used meanwhile),
      for (const a of session) expect(started.get(a), a).toBeLessThan(finished.get('GetSiteApiUrlByHost')!);
      // while the layout and the screen download.
      const chunk = (prefix: string) => [...started].find(([n]) => n.startsWith(prefix) && n.endsWith('.js'))?.[1];
      for (const c of chunks) expect(chunk(c), c).toBeLessThan(sessionAnswered);
    }
    runs.sort((a, b) => a - b);
    console.log(
      `list request starts ${runs.join(' / ')} ms after the reload (API latency ${LATENCY} ms, lookup ${3 * LATENCY} ms)`,
    );
    expect(errors).toEqual([]);
  });
});

describe('toasts and sizes', () => {
  it('draws toasts below the header and keeps four distinct sizes, the start being Default', async () => {
    const { page, errors } = await signedIn(ADMIN);
    await page.goto(`${s.url}/basic/CargoTypeIndex`);
    const row = page.locator('.ant-table-row').first();
    await row.waitFor();
    const height = async () => (await row.boundingBox())!.height;
    const start = await height();

    await page.getByTestId('size-select').click();
    // The start is the size called Default.
    await page.locator('.ant-dropdown-menu-item-selected [data-testid="size-default"]').waitFor();
    // Each size, from Default down to Mini, makes the rows visibly lower than the one before.
    const heights = [start];
    for (const size of ['medium', 'small', 'mini']) {
      if (!(await page.getByTestId(`size-${size}`).isVisible())) await page.getByTestId('size-select').click();
      await page.getByTestId(`size-${size}`).click();
      const before = heights.at(-1)!;
      await expect.poll(async () => before - (await height())).toBeGreaterThan(3);
      heights.push(await height());
    }
    console.log(`row heights default → mini: ${heights.join(' / ')}`);
    await page.getByTestId('size-select').click();
    await page.getByTestId('size-default').click();
    await expect.poll(height).toBe(start);

    // The toast of the last switch sits below the header, so the header's tools stay clickable.
    const notice = page.locator('.ant-notification-notice').first();
    await notice.waitFor();
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(errors).toEqual([]);
  });
});

describe('small things', () => {
  it('the partition form asks for a site before it offers warehouses', async () => {
    const { page, errors } = await signedIn(ADMIN);
    await page.goto(`${s.url}/warehouse/WarehousePartitionIndex`);
    await page.getByTestId('screen-WarehousePartitionIndex').waitFor();
    await page.getByTestId('add').click();
    const field = page.locator('.ant-form-item', { has: page.locator('#partition_WarehouseId') });
    await field.waitFor();
    expect(await field.textContent()).toContain('Choose a site first');
    expect(await field.locator('.ant-select-disabled').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('says plainly when no local print service answers, and does not keep retrying', async () => {
    const { page, errors } = await signedIn(ADMIN);
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    // A port nothing listens on.
    const address = 'ws://127.0.0.1:9';
    const current = await s.call('UserConfiguration/GetUserConfigureByUserIdInfo', {}, { token: await token(page) });
    const saved = await s.call(
      'UserConfiguration/EditUserConfigure',
      { ...current.Data, LocalServiceConnection: address },
      { token: await token(page) },
    );
    expect(saved.Code, saved.Message).toBe(0);
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('avatar').click();
    await page.getByTestId('print-switch').click();
    await page.locator('.ant-notification-notice').filter({ hasText: address }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.ant-notification-notice').filter({ hasText: address }).textContent()).toContain(
      'No local print service',
    );
    await page.waitForTimeout(4000);
    expect(consoleErrors.filter((e) => /socket/i.test(e)).length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
