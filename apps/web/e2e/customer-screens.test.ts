import { calls, type MenuNode } from '@wms/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../src/router/build';
import { hasScreen } from '../src/router/registry';
import { CUSTOMER1, newPage, signInState, suiteOfFile } from './helpers';

/**
 * A customer opens every screen of their menu and none of them asks for a staff call or is told
 * Code 1 ("Only platform staff can do this" on opening Amount statements was the customer
 * filter's option list, `/Select/GetCustomer`, asked on the customer's screen too). The screens
 * come from the customer's own menu tree, so a screen added to it is covered without editing this.
 */
const suite = suiteOfFile();

/** The paths of every call only staff may make. */
const staffPaths = new Set(
  Object.values(calls)
    .flatMap((table) => Object.values(table as Record<string, { access: string; path: string }>))
    .filter((c) => c.access === 'staff')
    .map((c) => c.path),
);

/** Waits until no call of the console's has been under way for a while (a screen's lists and
 * option lists are asked as it draws, some once others answered). */
async function settled(page: Page, inFlight: () => number) {
  let quietSince = Date.now();
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 800) return;
    await page.waitForTimeout(100);
  }
}

describe("a customer's screens", () => {
  it('ask for no staff call and are never refused as not allowed', async () => {
    const { s, browser } = suite;
    const token = (await s.signIn('customer1')).AccessToken;
    const tree = await s.call('Menus/GetCurrentUserMenus', { MenuClassification: 1 }, { token });
    const screens = buildRoutes((tree.Data as { Children: MenuNode[] }).Children, hasScreen).routes.filter(
      (r) => r.available,
    );
    // The customer's money screens among them (the menu tree as seeded).
    expect(screens.map((r) => r.screen)).toEqual(
      expect.arrayContaining(['UserAmountStatementIndex', 'UserRechargeRecordIndex', 'UserPaymentRecordIndex']),
    );

    const { page, errors, context } = await newPage(browser, undefined, await signInState(s, CUSTOMER1));
    const staffCalls: string[] = [];
    const refused: string[] = [];
    let inFlight = 0;
    const isCall = (url: string) => new URL(url).pathname.startsWith('/openapi/');
    page.on('request', (r) => {
      if (isCall(r.url())) inFlight++;
    });
    page.on('requestfailed', (r) => {
      if (isCall(r.url())) inFlight--;
    });
    let where = '/dashboard';
    page.on('response', async (r) => {
      if (!isCall(r.url())) return;
      const path = new URL(r.url()).pathname.slice('/openapi'.length);
      try {
        if (staffPaths.has(path)) staffCalls.push(`${where}: ${path}`);
        const body = (await r.json().catch(() => null)) as { Code?: number } | null;
        if (body?.Code === 1) refused.push(`${where}: ${path}`);
      } finally {
        inFlight--;
      }
    });

    await page.goto(`${s.url}/dashboard`);
    for (const screen of screens) {
      where = screen.path;
      // In the console, as the menu opens it (no reload: the session stays as it is).
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, screen.path);
      await page.waitForURL(`**${screen.path}`);
      await settled(page, () => inFlight);
    }
    expect(staffCalls).toEqual([]);
    expect(refused).toEqual([]);
    expect(await page.locator('.ant-notification-notice', { hasText: 'Only platform staff' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
