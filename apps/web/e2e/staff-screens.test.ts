import { billFlow } from '@wms/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, signInState, suiteOfFile } from './helpers';

/**
 * What staff found on their screens (issue 35, item 10), measured in the browser: the bills
 * table's fixed Actions column drawn over the paid time, the charge-rule dialog's fields running
 * past its edge when it first opens.
 */

const suite = suiteOfFile();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
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

/** Whether the cell is wholly left of the fixed Actions column and what shows at its middle is the
 * cell itself, not the Actions column drawn over it. */
async function uncovered(cell: Locator, actions: Locator): Promise<boolean> {
  const box = await boxOf(cell);
  const fixed = await boxOf(actions);
  if (box.x + box.width > fixed.x + 1) return false;
  return cell.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && el.contains(hit);
  });
}

describe('staff screens (issue 35, item 10)', () => {
  it('shows the paid time of a bill clear of the fixed Actions column', async () => {
    for (const [width, locale] of [
      [1366, 'en-US'],
      [1280, 'zh-CN'],
    ] as const) {
      const { page, errors } = await open(width, locale);
      await page.goto(`${suite.s.url}/finance/BillIndex`);
      const card = page.getByTestId('screen-BillIndex');
      await card.getByTestId(`state-tab-${billFlow.state.Paid}`).click();
      await card.locator('.ant-table-row').first().waitFor();
      const headers = card.locator('.ant-table-thead th');
      const paid = locale === 'en-US' ? 'Paid' : '支付时间';
      const paidAt = async () => (await headers.allInnerTexts()).findIndex((t) => t.trim() === paid);
      await expect.poll(paidAt).toBeGreaterThanOrEqual(0);
      const row = card.locator('.ant-table-tbody tr.ant-table-row').first();
      const cell = async () => row.locator('td').nth(await paidAt());
      // The list is wider than the screen: it scrolls, Actions fixed on the right. Before any
      // scrolling, the paid time is in sight, header and cell.
      expect(await card.locator('.ant-table-content').evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      await expect.poll(async () => uncovered(headers.nth(await paidAt()), headers.last())).toBe(true);
      await expect.poll(async () => uncovered(await cell(), row.locator('td').last())).toBe(true);
      expect((await (await cell()).innerText()).trim()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      // Scrolled to its end, the last column is clear of Actions too.
      await card.locator('.ant-table-content').evaluate((e) => {
        e.scrollLeft = e.scrollWidth;
      });
      await expect.poll(() => uncovered(headers.nth(-2), headers.last())).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps the charge-rule dialog’s fields inside it when it first opens', async () => {
    for (const [width, locale] of [
      [1366, 'en-US'],
      [1440, 'zh-CN'],
    ] as const) {
      const { page, errors } = await open(width, locale);
      await page.goto(`${suite.s.url}/quotation/ChargeRuleIndex`);
      const card = page.getByTestId('screen-ChargeRuleIndex');
      await card.locator('.ant-table-row').first().waitFor();
      await card.getByTestId('add').click();
      await page.locator('#ChargeRuleIndex_Name').waitFor();
      const dialog = page.locator('.ant-modal-container', { has: page.locator('#ChargeRuleIndex_Name') });
      // The fields end where the footer's buttons do, inside the dialog's padding.
      const { right, past } = await dialog.evaluate((d) => {
        const edge = d.querySelector('.ant-modal-footer')!.getBoundingClientRect().right;
        const items = [...d.querySelectorAll<HTMLElement>('.ant-form-item')].filter((i) => i.offsetParent !== null);
        return {
          right: edge,
          past: items
            .filter((i) => i.getBoundingClientRect().right > edge + 1)
            .map((i) => `${i.querySelector('label')?.textContent ?? '?'} ends at ${i.getBoundingClientRect().right}`),
        };
      });
      expect(past, `${width}: the footer ends at ${right}`).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
