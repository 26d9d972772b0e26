import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/src/config';
import { startTestServer, type TestServer } from '../../server/test/helpers/server';

import { WEB_DIST } from './dist';

export { WEB_DIST };

/** A real server (listening, push hub attached) serving the built console. */
export function startServer(config: Partial<Config> = {}): Promise<TestServer> {
  // Business events delivered promptly: a browser test sees the message a move sends.
  return startTestServer({ listen: true, config: { webDist: WEB_DIST, eventPollMs: 200, ...config } });
}

export function launchBrowser(): Promise<Browser> {
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

/** A fresh browser profile in English, as a new user would arrive. It asks for reduced motion,
 * which the console honours by turning antd's animations off: a click then never lands on a
 * dialog or menu still moving into place. Uncaught page errors fail the test through `errors`. */
export async function newPage(
  browser: Browser,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 1366, height: 820 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Signs in through the sign-in page like a person: mode switch, user name, password, agreement. */
export async function signIn(page: Page, base: string, user: { name: string; password: string; staff: boolean }) {
  await page.goto(`${base}/index`);
  await fillSignIn(page, user);
}

/** The same on the sign-in page already open (its `redirect` kept). */
export async function fillSignIn(page: Page, user: { name: string; password: string; staff: boolean }) {
  await page.getByTestId(user.staff ? 'mode-staff' : 'mode-customer').click();
  await page.locator(`[data-testid="sign-in-title"][data-mode="${user.staff ? 'staff' : 'customer'}"]`).waitFor();
  await page.getByTestId('username').fill(user.name);
  await page.getByTestId('password').fill(user.password);
  await page.getByTestId('agreement').check();
  await page.getByTestId('sign-in').click();
}

export const ADMIN = { name: 'admin', password: 'Admin@123', staff: true };
export const CUSTOMER1 = { name: 'customer1', password: 'Customer@123', staff: false };
export const CUSTOMER2 = { name: 'customer2', password: 'Customer@123', staff: false };

/** Texts of the visible tags, in order. */
export const tagPaths = (page: Page) =>
  page.getByTestId('tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));

/**
 * A test file's server and browser. The server serves a private copy of the build: another e2e
 * run rebuilding the dist meanwhile cannot take the screens' chunks away from under this one.
 */
export async function startSuite(): Promise<[TestServer, Browser]> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-web-'));
  fs.cpSync(WEB_DIST, webDist, { recursive: true });
  return Promise.all([startServer({ webDist }), launchBrowser()]);
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

export async function closeSuite(s: TestServer | undefined, browser: Browser | undefined) {
  await browser?.close();
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
