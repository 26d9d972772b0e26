import { quickNavigationCalls } from '@wms/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, signInState, suiteOfFile } from './helpers';

/**
 * What the layout must not do at a phone's width (390 px) and a desktop's (1440 px), measured in
 * the browser: a control drawn over another, a list's text or header broken over two lines, a
 * drawer wider than its content. Each case names the issue it came from.
 */

const suite = suiteOfFile();
const WIDTHS = [390, 1440] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (l: Locator): Promise<Box> => {
  const box = await l.boundingBox();
  if (!box) throw new Error(`${l} is not shown`);
  return box;
};

/** A signed-in admin in a fresh profile at `width` x 820 px. */
async function open(width: number, locale = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({
    locale,
    viewport: { width, height: 820 },
    reducedMotion: 'reduce',
    storageState: await signInState(suite.s, ADMIN),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${suite.s.url}/dashboard`);
  await page.getByTestId('dashboard').waitFor();
  return { page, errors };
}

async function openList(page: Page, path: string, screen: string): Promise<Locator> {
  await page.goto(`${suite.s.url}${path}`);
  const card = page.getByTestId(`screen-${screen}`);
  await card.locator('.ant-table-row').first().waitFor();
  return card;
}

/** The header and body cells of the list whose text takes more than one line ("Name: China
 * Post / EMS"): a cell's content measured as a range, against the cell's line height. */
const brokenCells = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const cells = document.querySelectorAll<HTMLElement>(
      '.ant-table-thead th, .ant-table-tbody tr.ant-table-row > td:not(.ant-table-selection-column)',
    );
    for (const cell of cells) {
      const title = cell.querySelector('.ant-table-column-title') ?? cell;
      if (!title.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(title);
      const line = Number.parseFloat(getComputedStyle(cell).lineHeight) || 22;
      if (range.getBoundingClientRect().height > line * 1.5) broken.push(title.textContent.trim());
    }
    return broken;
  });

describe('lists: columns sized by their content (issue 25, item 12)', () => {
  it('keeps every header and cell on one line, the dates too, and Actions as wide as its links', async () => {
    for (const width of WIDTHS) {
      const { page, errors } = await open(width);
      // Carriers: names, interface types and dates once wrapped over two or three lines.
      await openList(page, '/basic/CarrierIndex', 'CarrierIndex');
      expect(await brokenCells(page), `carriers at ${width}`).toEqual([]);
      if (width === 1440) {
        // Scrolled to its end, the last columns are clear of the fixed Actions column.
        await page.locator('.ant-table-content').evaluate((e) => {
          e.scrollLeft = e.scrollWidth;
        });
        const actions = await boxOf(page.locator('.ant-table-thead th', { hasText: 'Actions' }));
        for (const title of ['Status', 'Created'])
          expect(overlap(await boxOf(page.locator('.ant-table-thead th', { hasText: title })), actions), title).toBe(
            false,
          );
      }
      // Countries: it fits at 1440, where Actions took the room the others left.
      await openList(page, '/basic/CountryIndex', 'CountryIndex');
      expect(await brokenCells(page), `countries at ${width}`).toEqual([]);
      if (width === 1440) {
        const actions = await boxOf(page.locator('.ant-table-thead th', { hasText: 'Actions' }));
        const links = await boxOf(page.locator('.ant-table-tbody tr.ant-table-row').first().locator('.ant-space'));
        expect(actions.width).toBeLessThan(links.width * 1.6);
        // No sideways scrolling where everything fits.
        expect(await page.locator('.ant-table-content').evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps the zh-cn headers on one line', async () => {
    const { page, errors } = await open(1440, 'zh-CN');
    await openList(page, '/basic/CountryIndex', 'CountryIndex');
    // 编码 with its sort arrows once broke into 编 / 码.
    expect(await brokenCells(page)).toEqual([]);
    await openList(page, '/basic/CarrierIndex', 'CarrierIndex');
    expect(await brokenCells(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the device preview window (issue 25, item 11)', () => {
  it('docks where it covers nothing, and collapses to a chip in the top bar that is remembered', async () => {
    for (const width of WIDTHS) {
      const { page, errors } = await open(width);
      const card = await openList(page, '/basic/CountryIndex', 'CountryIndex');
      await page.getByTestId('settings-toggle').click();
      await page.getByTestId('setting-HoverWindow').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
      const panel = page.getByTestId('hardware-panel');
      await panel.waitFor();
      expect(overlap(await boxOf(panel), await boxOf(card)), `at ${width}`).toBe(false);
      // Still so at the end of the list (on a desktop it stays in view beside it).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      expect(overlap(await boxOf(panel), await boxOf(card)), `at ${width}, scrolled`).toBe(false);

      // Collapsed: a chip among the top bar's tools; the choice outlives a reload.
      await page.getByTestId('hardware-collapse').click();
      await panel.waitFor({ state: 'detached' });
      const header = await boxOf(page.locator('header'));
      await page.reload();
      const chip = page.getByTestId('hardware-chip');
      await chip.waitFor();
      expect(await panel.count()).toBe(0);
      const box = await boxOf(chip);
      expect(box.y >= header.y && box.y + box.height <= header.y + header.height, `chip at ${width}`).toBe(true);
      await chip.click();
      await panel.waitFor();
      await page.reload();
      await panel.waitFor();
      expect(await chip.count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe('floating controls and the settings drawer (issue 25, item 13)', () => {
  it('puts the settings gear in the top bar, off the screen', async () => {
    for (const width of WIDTHS) {
      const { page, errors } = await open(width);
      const card = await openList(page, '/basic/CountryIndex', 'CountryIndex');
      // The gear floated over the card's edge (the search panel's Expand, the column chooser).
      const gear = await boxOf(page.getByTestId('settings-toggle'));
      expect(overlap(gear, await boxOf(card)), `gear at ${width}`).toBe(false);
      expect(overlap(gear, await boxOf(page.getByTestId('expand')))).toBe(false);
      const header = await boxOf(page.locator('header'));
      expect(gear.y >= header.y && gear.y + gear.height <= header.y + header.height, `gear at ${width}`).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps back-to-top off the pager at the end of a list', async () => {
    for (const width of WIDTHS) {
      const { page, errors } = await open(width);
      const card = await openList(page, '/basic/CountryIndex', 'CountryIndex');
      // At the end of the list, back-to-top floats clear of the pager ("20 / page").
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const top = page.locator('.ant-float-btn');
      await top.waitFor();
      await page.waitForTimeout(300);
      const button = await boxOf(top);
      expect(overlap(button, await boxOf(card.locator('.ant-pagination'))), `back-top at ${width}`).toBe(false);
      expect(overlap(button, await boxOf(card)), `back-top at ${width}`).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps the settings drawer within its width in every language', async () => {
    for (const width of WIDTHS)
      for (const locale of ['en-US', 'zh-CN', 'zh-TW']) {
        const { page, errors } = await open(width, locale);
        await page.getByTestId('settings-toggle').click();
        await page.getByTestId('settings-panel').waitFor();
        await page.getByTestId('settings-save').waitFor();
        const outside = await page.locator('.ant-drawer-body').evaluate((body) => {
          const style = getComputedStyle(body);
          const box = body.getBoundingClientRect();
          const left = box.left + Number.parseFloat(style.paddingLeft) - 1;
          const right = box.right - Number.parseFloat(style.paddingRight) + 1;
          const out: string[] = [];
          if (body.scrollWidth > body.clientWidth) out.push(`scrolls: ${body.scrollWidth} > ${body.clientWidth}`);
          // Every element drawn inside the body's padding (a switch's hidden labels slide inside it).
          for (const el of body.querySelectorAll<HTMLElement>('*')) {
            if (el.closest('.ant-switch')) continue;
            const r = el.getBoundingClientRect();
            if (r.width && (r.left < left || r.right > right))
              out.push(`${el.className || el.tagName}: ${el.textContent?.trim().slice(0, 40)}`);
          }
          return out;
        });
        // The section heading "Printing and devices (saved to your account)" ran past the edge.
        expect(outside, `${locale} at ${width}`).toEqual([]);
        const title = page.locator('.ant-drawer-title');
        expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
        expect(errors).toEqual([]);
        await page.context().close();
      }
  });

  it('shows "Coming soon" on a dashboard tile beside its label, not over it or its remove button', async () => {
    // A shortcut to a screen not built yet (the default ones are all built now): its tile says so.
    const staff = await signInState(suite.s, ADMIN);
    const token = staff.origins[0]!.localStorage.find((e) => e.name === 'Admin-Token')!.value;
    const added = await suite.s.invoke(
      quickNavigationCalls.AddQuickNavigation,
      { path: 'WaybillPrintIndex' },
      { token },
    );
    expect(added.Code).toBe(0);
    for (const width of WIDTHS) {
      const { page, errors } = await open(width);
      const tiles = page.locator('[data-testid="quick-navigation"]:not([data-state="ready"])');
      expect(await tiles.count()).toBeGreaterThan(0);
      for (const tile of await tiles.all()) {
        const col = tile.locator('xpath=ancestor::div[contains(@class, "ant-col")][1]');
        // The label: the tile's first text, measured as a range.
        const label = await tile.evaluate((t) => {
          const walk = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
          let n = walk.nextNode();
          while (n && !n.textContent?.trim()) n = walk.nextNode();
          const range = document.createRange();
          range.selectNodeContents(n!);
          const r = range.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        });
        const coming = await boxOf(col.getByText('Coming soon'));
        const remove = await boxOf(col.getByRole('button', { name: 'Remove shortcut' }));
        expect(overlap(label, coming), `label and tag at ${width}`).toBe(false);
        expect(overlap(label, remove), `label and remove at ${width}`).toBe(false);
        expect(overlap(coming, remove), `tag and remove at ${width}`).toBe(false);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
