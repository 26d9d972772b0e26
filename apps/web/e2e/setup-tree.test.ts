import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { suiteOfFile } from './helpers';
import { openSetupScreen, saveForm } from './setup';

/** The set-up list's tree mode, on the commodity category tree of the demo data (Apparel > Tops,
 * Shoes; Electronics > Phone accessories, Computer accessories; Home > ...; Beauty). */

const suite = suiteOfFile();

const row = (page: Page, name: string) =>
  page.locator('.ant-table-row').filter({ has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });
const names = (page: Page) => page.locator('.ant-table-row td:first-child').allInnerTexts();
const dialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('[data-testid$="-submit"]') });

describe('a set-up tree', () => {
  it('opens all, adds a child under its parent, offers no parent inside the edited branch, shows a refused delete, keeps its search in the URL', async () => {
    const { page, errors } = await openSetupScreen(suite.browser, suite.s, 'BasicData', 'CommodityCategoriesIndex');
    // Everything open at first; close all leaves the roots, open all the rest again.
    await row(page, 'Tops').waitFor();
    expect(await page.locator('.ant-table-row-level-1').filter({ hasText: 'Tops' }).count()).toBe(1);
    await page.getByTestId('collapse-all').click();
    await expect.poll(() => row(page, 'Tops').count()).toBe(0);
    expect(await names(page)).toEqual(['Apparel', 'Electronics', 'Home', 'Beauty']);
    await page.getByTestId('expand-all').click();
    await row(page, 'Tops').waitFor();

    // A child of a leaf: the parent is chosen already and opens to show it.
    await row(page, 'Beauty').getByTestId('row-add-child').click();
    await expect
      .poll(() => dialog(page).locator('.ant-tree-select .ant-select-content').getAttribute('title'))
      .toBe('Beauty');
    await saveForm(page, 'category', { Name: 'Skincare' });
    await row(page, 'Skincare').waitFor();
    expect(await page.locator('.ant-table-row-level-1').filter({ hasText: 'Skincare' }).count()).toBe(1);

    // Editing Electronics, its own branch is no parent to choose.
    await row(page, 'Electronics').getByTestId('row-edit').click();
    await expect.poll(() => page.locator('#category_Name').inputValue()).toBe('Electronics');
    await page.locator('#category_ParentId').click();
    const choices = page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper');
    await choices.first().waitFor();
    const offered = await choices.evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(offered).toEqual(expect.arrayContaining(['Apparel', 'Tops', 'Beauty', 'Skincare']));
    expect(offered).not.toContain('Electronics');
    expect(offered).not.toContain('Phone accessories');
    await page.keyboard.press('Escape');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    // The server refuses to delete a category with subcategories, naming them: its words are shown.
    await row(page, 'Beauty').getByTestId('row-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page
      .locator('.ant-notification-notice', { hasText: 'while commodity category “Skincare” uses it' })
      .waitFor();
    expect(await row(page, 'Beauty').count()).toBe(1);

    // A search finds the matches with their ancestors, and a reload finds the same.
    await page.locator('#categorySearch_Content').fill('skin');
    await page.getByTestId('search').click();
    await expect.poll(() => names(page)).toEqual(['Beauty', 'Skincare']);
    expect(JSON.parse(new URL(page.url()).searchParams.get('q')!)).toEqual({ Content: 'skin' });
    await page.reload();
    await expect.poll(() => names(page)).toEqual(['Beauty', 'Skincare']);
    await expect.poll(() => page.locator('#categorySearch_Content').inputValue()).toBe('skin');
    expect(errors).toEqual([]);
  });
});
