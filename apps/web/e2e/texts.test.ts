import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../server/src/db/schema/index';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, closeSuite, signedInPage, startSuite, switchLanguage } from './helpers';

/** Texts and layout a new user tripped over: server-translated labels after a language switch,
 * delete confirmations that name the record, the editor's file inputs, a clerk's list with
 * nothing to select or act on, and menu titles broken inside a word. */

const CLERK = { name: 'clerk', password: 'Clerk@123', staff: true };

let s: TestServer;
let browser: Browser;
let warehouseId: number;

beforeAll(async () => {
  [s, browser] = await startSuite();
  const { AccessToken: token } = await s.signIn('admin');
  const siteId = (await s.deps.db.select({ id: sites.id }).from(sites).limit(1))[0]!.id;
  const w = await s.call(
    'Warehouse/EstablishWarehouse',
    { Name: 'Texts hub', PersonInCharge: 'Li Lei', SiteIds: [siteId] },
    { token },
  );
  expect(w.Code, w.Message).toBe(0);
  warehouseId = w.Data;
  for (const [Name, PartitionType] of [
    ['Zone returns', 3],
    ['Zone big', 5],
  ] as const) {
    const p = await s.call(
      'WarehousePartitions/EstablishWarehousePartition',
      { Name, SiteId: siteId, WarehouseId: warehouseId, PartitionType },
      { token },
    );
    expect(p.Code, p.Message).toBe(0);
  }
});
afterAll(() => closeSuite(s, browser));

async function open(page: Page, path: string, screen: string) {
  await page.goto(`${s.url}${path}`);
  await page.getByTestId(`screen-${screen}`).waitFor();
}

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('texts of the console', () => {
  it('shows the partition types in the new language right after a language switch', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await open(page, '/warehouse/WarehousePartitionIndex', 'WarehousePartitionIndex');
    await expect.poll(() => rowOf(page, 'Zone returns').textContent()).toContain('Returns');

    await switchLanguage(page, 'zh-CN');
    await expect.poll(() => page.getByTestId('menu-WarehouseManagement').textContent()).not.toBe('Warehouses');
    // No reload, no refresh click: the list and its option lists come again in Chinese.
    await expect.poll(() => rowOf(page, 'Zone returns').textContent()).toContain('退货区');
    expect(await rowOf(page, 'Zone big').textContent()).toContain('大件区');
    // The option list of the form, too.
    await page.getByTestId('add').click();
    await page.locator('.ant-modal').getByText('普通存储区').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the record a delete confirmation is about and says Delete', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await open(page, '/warehouse/WarehousePartitionIndex', 'WarehousePartitionIndex');
    await rowOf(page, 'Zone big').getByTestId('row-delete').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('Delete partition “Zone big”?');
    expect(await page.getByTestId('confirm-ok').textContent()).toBe('Delete');
    expect(await dialog.textContent()).not.toMatch(/Determine|are you sure about this operation|Warn/);
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => rowOf(page, 'Zone big').count()).toBe(0);

    // The Send message dialog sends, it does not save.
    await open(page, '/system/UserIndex', 'UserIndex');
    await rowOf(page, 'customer1').locator('.ant-checkbox-input').check();
    await page.getByTestId('send-message').click();
    expect(await page.getByTestId('sendMessage-submit').textContent()).toBe('Send');
    // A picker's placeholder reads "Select a user", not "Please select Select a user".
    expect(await page.getByRole('dialog').textContent()).not.toContain('Please select Select');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the rich-text editor file inputs behind its toolbar buttons', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await open(page, '/site/SiteConfigurationIndex', 'SiteConfigurationIndex');
    await expect.poll(() => page.getByTestId('editor-content').count()).toBe(3);
    expect(await page.locator('[data-testid^="editor-file-"]').count()).toBe(9);
    expect(await page.locator('input[type="file"]:visible').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a clerk no row checkboxes or empty Actions column, and the whole Status', async () => {
    const { page, errors, context } = await signedInPage(browser, s, CLERK);
    for (const [path, screen] of [
      ['/warehouse/WarehouseIndex', 'WarehouseIndex'],
      ['/warehouse/WarehousePartitionIndex', 'WarehousePartitionIndex'],
    ] as const) {
      await open(page, path, screen);
      await rowOf(page, 'Texts hub').first().waitFor();
      const table = page.getByTestId(`screen-${screen}`);
      expect(await table.locator('.ant-checkbox').count(), screen).toBe(0);
      expect(await table.locator('th', { hasText: /^Actions$/ }).count(), screen).toBe(0);
      // The status tag is shown whole inside its cell.
      const tag = rowOf(page, 'Texts hub').first().locator('.ant-tag', { hasText: 'Active' });
      const fits = await tag.evaluate((el) => {
        const cell = el.closest('td')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.right <= cell.right && el.scrollWidth <= el.clientWidth;
      });
      expect(fits, screen).toBe(true);
    }
    // The administrator still has them.
    const admin = await signedInPage(browser, s, ADMIN);
    await open(admin.page, '/warehouse/WarehouseIndex', 'WarehouseIndex');
    await rowOf(admin.page, 'Texts hub').waitFor();
    expect(await admin.page.locator('th', { hasText: /^Actions$/ }).count()).toBe(1);
    expect(await admin.page.locator('.ant-table-row .ant-checkbox').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
    await admin.context.close();
  });

  it('keeps menu titles whole and the Authorise drawer title readable', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    for (const screen of ['BackstageMenuIndex', 'UserMenuIndex']) {
      await open(page, `/system/${screen}`, screen);
      const table = page.getByTestId(`screen-${screen}`);
      await table.locator('.ant-table-row').first().waitFor();
      // Open the directories, so the titles one level down show too.
      const closed = table.locator('.ant-table-row-level-0 .ant-table-row-expand-icon-collapsed');
      for (let n = await closed.count(); n > 0; n--) await closed.last().click();
      // A title broken inside a word ("Persona l centre") lies on more than one line.
      const broken = await table.locator('.ant-table-row').evaluateAll((rows) =>
        rows.flatMap((row) => {
          const cell = row.querySelector('td') as HTMLElement;
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const tops = new Set<number>();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
          }
          return tops.size > 1 ? [cell.textContent] : [];
        }),
      );
      expect(broken, screen).toEqual([]);
    }

    await open(page, '/system/BackstageRoleIndex', 'BackstageRoleIndex');
    await rowOf(page, 'Warehouse clerk').getByTestId('row-authorise').click();
    const title = page.locator('.ant-drawer-title');
    await expect.poll(() => title.textContent()).toBe('Authorise “Warehouse clerk”');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
