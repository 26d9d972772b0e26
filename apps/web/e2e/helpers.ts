import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountCalls } from '@wms/contract';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/src/config';
import { startTestServer, type TestServer } from '../../server/test/helpers/server';

import { WEB_DIST } from './dist';

export { WEB_DIST };

/** A real server (listening, push hub attached) serving the worker's copy of the built console. */
export function startServer(config: Partial<Config> = {}): Promise<TestServer> {
  // Business events delivered promptly: a browser test sees the message a move sends.
  return startTestServer({ listen: true, config: { webDist: privateDist(), eventPollMs: 200, ...config } });
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let workerBrowser: Promise<Browser> | undefined;
/**
 * The worker's one Chromium, launched by its first file and used by every file after it (the
 * files of a worker run one after another: `isolate: false` keeps this module, and so the
 * browser, between them). A launch cost a file one to three seconds; what isolates files and
 * tests is the fresh context each page gets (newPage), closed when its file ends (closeSuite).
 * Chromium goes with the worker (Playwright closes what it launched when the process exits).
 */
export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then(
    (browser) => {
      // A browser that crashed is launched again for the next file, not inherited broken.
      browser.on('disconnected', () => {
        workerBrowser = undefined;
      });
      return browser;
    },
    (e) => {
      workerBrowser = undefined;
      throw e;
    },
  );
  return workerBrowser;
}

/** A fresh browser profile in English, as a new user would arrive. It asks for reduced motion,
 * which the console honours by turning antd's animations off: a click then never lands on a
 * dialog or menu still moving into place. Uncaught page errors fail the test through `errors`.
 * `storageState` starts it with what a page left in its storage (signedInPage's tokens). */
export async function newPage(
  browser: Browser,
  locale = 'en-US',
  storageState?: StorageState,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale,
    viewport: { width: 1366, height: 820 },
    reducedMotion: 'reduce',
    storageState,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

export type Account = { name: string; password: string; staff: boolean };
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Signs in through the sign-in page like a person: mode switch, user name, password, agreement.
 * For the tests that look at signing in; a test that only needs a signed-in console takes
 * signedInPage. */
export async function signIn(page: Page, base: string, user: Account) {
  await page.goto(`${base}/index`);
  await fillSignIn(page, user);
}

/** The same on the sign-in page already open (its `redirect` kept). */
export async function fillSignIn(page: Page, user: Account) {
  await page.getByTestId(user.staff ? 'mode-staff' : 'mode-customer').click();
  await page.locator(`[data-testid="sign-in-title"][data-mode="${user.staff ? 'staff' : 'customer'}"]`).waitFor();
  await page.getByTestId('username').fill(user.name);
  await page.getByTestId('password').fill(user.password);
  await page.getByTestId('agreement').check();
  await page.getByTestId('sign-in').click();
}

/**
 * What a browser keeps of `user`'s session, to start a context with (`storageState`): the test
 * does not look at signing in, so nobody types. The token pair comes from the server's sign-in
 * call (Account/Login, or LoginUser for a customer) and goes where the console keeps it
 * (stores/storage.ts), with the mode and agreement the sign-in form would have left. Each context
 * signs in on its own: a session shared by two pages would end for both when one logs out or
 * rotates its refresh token.
 */
export async function signInState(s: TestServer, user: Account): Promise<StorageState> {
  const r = await s.invoke(user.staff ? accountCalls.Login : accountCalls.LoginUser, {
    username: user.name,
    password: s.encrypt(user.password),
  });
  if (r.Code !== 0) throw new Error(`sign-in ${user.name} failed: ${r.Message}`);
  const localStorage = Object.entries({
    'Admin-Token': r.Data.AccessToken,
    'Admin-RefreshToken': r.Data.RefreshToken,
    UserLogin: user.staff ? 'backUserLogin' : 'userLogin',
    ServiceAgreement: 'true',
  }).map(([name, value]) => ({ name, value }));
  return { cookies: [], origins: [{ origin: s.url, localStorage }] };
}

/** A fresh page (newPage) signed in as `user` (signInState) on the dashboard, the console drawn:
 * where the sign-in form would have left it. */
export async function signedInPage(
  browser: Browser,
  s: TestServer,
  user: Account,
  opts: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await newPage(browser, opts.locale, await signInState(s, user));
  await opened.page.goto(`${s.url}/dashboard`);
  await opened.page.getByTestId('layout').waitFor();
  return opened;
}

export const ADMIN: Account = { name: 'admin', password: 'Admin@123', staff: true };
export const CUSTOMER1: Account = { name: 'customer1', password: 'Customer@123', staff: false };
export const CUSTOMER2: Account = { name: 'customer2', password: 'Customer@123', staff: false };

/** Texts of the visible tags, in order. */
export const tagPaths = (page: Page) =>
  page.getByTestId('tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));

let workerDist: string | undefined;
/** The worker's private copy of the build: another e2e run rebuilding the dist meanwhile cannot
 * take the screens' chunks away from under this one. Copied once per worker (664 files), removed
 * with it. */
function privateDist(): string {
  if (workerDist) return workerDist;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-web-'));
  fs.cpSync(WEB_DIST, dir, { recursive: true });
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  workerDist = dir;
  return dir;
}

/** A test file's server (its own, on its own database copy, serving the worker's copy of the
 * build) and the worker's browser. */
export async function startSuite(config: Partial<Config> = {}): Promise<[TestServer, Browser]> {
  return Promise.all([startServer(config), sharedBrowser()]);
}

/** The file's server and browser: started before its tests, closed after them. */
export function suiteOfFile(): { s: TestServer; browser: Browser } {
  const suite = {} as { s: TestServer; browser: Browser };
  beforeAll(async () => {
    [suite.s, suite.browser] = await startSuite();
  });
  afterAll(() => closeSuite(suite.s, suite.browser));
  return suite;
}

/** The file's pages closed (every context of the worker's browser: its files run one at a time),
 * then its server. The browser stays for the next file. */
export async function closeSuite(s: TestServer | undefined, browser: Browser | undefined) {
  await Promise.all((browser?.contexts() ?? []).map((c) => c.close().catch(() => undefined)));
  await s?.close();
}

/** The success notice of a saved form. */
export const done = (page: Page) =>
  page.locator('.ant-notification-notice').filter({ hasText: 'Done' }).last().waitFor();

/** Picks an option of the open select dropdown by its label. */
export const option = (page: Page, label: string) =>
  page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();

/**
 * Opens a menu directory and clicks one of its items. On a loaded machine a click on the
 * directory can land during its animation and leave it shut, so the directory is clicked again
 * until the item shows.
 */
export async function openMenu(page: Page, dir: string, item: string) {
  const target = page.getByTestId(`menu-${item}`);
  for (let attempt = 1; !(await target.isVisible()); attempt++) {
    await page.getByTestId(`menu-${dir}`).click();
    try {
      await target.waitFor({ state: 'visible', timeout: 3000 });
    } catch (e) {
      if (attempt === 4) throw e;
    }
  }
  await target.click();
}

/** Opens a screen from the menu and waits for its frame (a screen whose list may be empty). */
export async function openScreen(page: Page, dir: string, screen: string) {
  await openMenu(page, dir, screen);
  await page.getByTestId(`screen-${screen}`).waitFor();
}

/**
 * Switches the console's language from the top bar's menu and waits until the page is wholly in
 * it (the page's lang attribute is set last, once antd's locale is in: see applyLocale). The menu
 * is placed in the document's coordinates and follows a scroll one frame late; a page whose
 * content grows or shrinks (texts changing language) scrolls under it, and a pointer that went
 * down on an item came up on the form below (seen under load: the click landed on the page and
 * the language stayed). So the item gets its click as an event, wherever it is drawn.
 */
export async function switchLanguage(page: Page, locale: 'en-US' | 'zh-CN' | 'zh-TW') {
  await page.getByTestId('lang-switch').click();
  const item = page.getByTestId(`lang-${locale}`);
  await item.waitFor();
  await item.dispatchEvent('click');
  await page.waitForFunction((l) => document.documentElement.lang === l, locale, { timeout: 15_000 });
}
