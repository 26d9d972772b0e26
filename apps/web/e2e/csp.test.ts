import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, CUSTOMER1, closeSuite, fillSignIn, newPage, openMenu, signIn, startSuite } from './helpers';

// The console works under the page's content security policy (apps/server/src/platform/http/
// security-headers.ts): the sign-in page and its inline preload, antd's styles, lists, the push
// socket, the slide puzzle's data: pictures. A violation, or any error in the console, fails.

let s: TestServer;
let browser: Browser;
beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

/** Console errors of a page, CSP violations reported as errors too. */
async function watched(locale?: string) {
  const p = await newPage(browser, locale);
  const problems: string[] = [];
  p.page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await p.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { ...p, problems };
}

const rows = (page: Page) => page.locator('.ant-table-row').first().waitFor();

describe('the console under its content security policy', () => {
  it('signs in and opens screens, staff and customer, with no violation and no console error', async () => {
    const staff = await watched();
    const first = await staff.page.goto(`${s.url}/index`);
    expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(first?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    await signIn(staff.page, s.url, ADMIN);
    await staff.page.getByTestId('dashboard').waitFor();
    await openMenu(staff.page, 'SystemManagement', 'BackstageUserIndex');
    await rows(staff.page);
    await openMenu(staff.page, 'FinanceManagement', 'CurrencyIndex');
    await rows(staff.page);

    const customer = await watched('zh-CN');
    await signIn(customer.page, s.url, CUSTOMER1);
    await customer.page.getByTestId('dashboard').waitFor();

    expect([...staff.problems, ...customer.problems]).toEqual([]);
    expect([...staff.errors, ...customer.errors]).toEqual([]);
  });

  it('draws the slide puzzle', async () => {
    const visitor = await watched();
    await visitor.page.goto(`${s.url}/index`);
    const stranger = { name: 'nobody9', password: 'Wrong@123', staff: true };
    for (let i = 0; i < 3; i++) {
      await fillSignIn(visitor.page, stranger);
      await visitor.page.locator('.ant-notification-notice-error').nth(i).waitFor();
    }
    await fillSignIn(visitor.page, stranger);
    const piece = visitor.page.getByTestId('puzzle-piece');
    await piece.waitFor();
    await expect.poll(() => piece.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // Sign-in refusals are errors the page shows on purpose (4xx answers); nothing else may be.
    expect(visitor.problems.filter((p) => !/status of 409/.test(p))).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
