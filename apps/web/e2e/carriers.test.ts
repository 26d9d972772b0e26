import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { done, openMenu, option, suiteOfFile } from './helpers';
import { openSetupScreen, saveForm } from './setup';

/** Carriers and their pools, as staff set them up: a new carrier, a pool of 1,000 numbers pasted
 * in, a bad line refused with nothing written, a number voided. */

const suite = suiteOfFile();

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('carriers', () => {
  it('adds a carrier, imports 1,000 numbers for it, and voids one', async () => {
    const { page, errors } = await openSetupScreen(suite.browser, suite.s, 'BasicData', 'CarrierIndex');
    await page.getByRole('button', { name: 'Carrier' }).click();
    const pick = { InterfaceType: { pick: 'Local tracking numbers' }, TrackingFormat: { pick: 'Letters and digits' } };
    await saveForm(page, 'CarrierIndex', { Name: 'Yun Express', Code: 'yun', ...pick });
    await expect
      .poll(() => row(page, 'YUN').innerText())
      .toMatch(/Yun Express\s+YUN\s+Local tracking numbers\s+Letters and digits/);

    await openMenu(page, 'BasicData', 'LocalTrackingNumberIndex');
    await page.getByRole('button', { name: 'Import numbers' }).click();
    await page.locator('#LocalTrackingNumberImport_CarrierId').click();
    await option(page, 'Yun Express');
    const numbers = Array.from({ length: 1000 }, (_, i) => `YT${String(i).padStart(8, '0')}`);
    await page.locator('#LocalTrackingNumberImport_Numbers').fill([...numbers, 'YT 1'].join('\n'));
    await page.getByTestId('LocalTrackingNumberImport-submit').click();
    // The bad last line is named under the field, and nothing is written.
    await expect.poll(() => page.locator('.ant-form-item-explain-error').innerText()).toContain('Line 1001 (YT)');
    await page.locator('#LocalTrackingNumberImport_Numbers').fill(numbers.join('\n'));
    await page.getByTestId('LocalTrackingNumberImport-submit').click();
    await done(page);
    await page.locator('#LocalTrackingNumberIndex-search_Content').fill('YT00000999');
    await page.getByTestId('search').click();
    await expect.poll(() => row(page, 'YT00000999').innerText()).toMatch(/Yun Express\s+Free/);
    await row(page, 'YT00000999').getByTestId('row-void').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => row(page, 'YT00000999').innerText()).toContain('Voided');
    expect(errors).toEqual([]);
  });
});
