import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../../server/src/db/schema/index';
import type { TestServer } from '../../server/test/helpers/server';
import { makeCommodity } from '../../server/test/helpers/stock';
import { ADMIN, closeSuite, openMenu, signedInPage, startSuite } from './helpers';

/** The history drawer of a workflow record, as staff read it: who moved a commodity's
 * specification check, from which state to which. */

let s: TestServer;
let browser: Browser;
beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

describe('state history', () => {
  it("shows a record's state history: who moved it, from which state to which", async () => {
    const id = await makeCommodity(s, 'customer1', 'HIST-1');
    await s.deps.db.update(commodities).set({ specificationsAuditStatus: 1 }).where(eq(commodities.id, id));
    const token = (await s.signIn('admin')).AccessToken;
    const r = await s.call(
      'Commodity/CommoditySpecificationsAuditStatus',
      { Ids: [id], SpecificationsAuditStatus: 2 },
      { token },
    );
    expect(r.Code).toBe(0);
    const { page, errors } = await signedInPage(browser, s, ADMIN);
    await openMenu(page, 'WarehouseManagement', 'CommodityIndex');
    const row = page.locator('.ant-table-row', { hasText: 'HIST-1' });
    await row.getByTestId('row-history').click();
    const drawer = page.getByTestId('history-drawer');
    await expect
      .poll(() => drawer.locator('.ant-table-row').first().innerText())
      .toMatch(/Administrator\s+Pending\s+Approved/);
    expect(errors).toEqual([]);
  });
});
