import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openMenu, option, suiteOfFile } from './helpers';
import { openSetupScreen, saveForm } from './setup';

/** Trajectory schemes and shipping types, as staff set them up: a scheme with two ordered events,
 * then a channel on a carrier to two countries using that scheme, found in the list. */

const suite = suiteOfFile();

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('shipping types and trajectory schemes', () => {
  it('adds a scheme with two events, then a channel to two countries that uses it', async () => {
    const { page, errors } = await openSetupScreen(
      suite.browser,
      suite.s,
      'TransportManagement',
      'TrajectorySchemeIndex',
    );
    await page.getByRole('button', { name: 'Trajectory scheme' }).click();
    const line = (i: number, f: string) => page.locator(`#TrajectorySchemeIndex_Events_${i}_${f}`);
    await page.getByTestId('add-event').click();
    for (const [i, zh, en, hours] of [
      [0, '已到达', 'Arrived', '2'],
      [1, '已起飞', 'Departed', '-1'],
    ] as const) {
      await line(i, 'TextZhCn').fill(zh);
      await line(i, 'TextZhTw').fill(zh);
      await line(i, 'TextEn').fill(en);
      await line(i, 'OffsetHours').fill(hours);
    }
    // An offset beyond 30 days is refused under the field and nothing is saved.
    await line(0, 'OffsetHours').fill('721');
    await page.getByTestId('TrajectorySchemeIndex-submit').click();
    await page.locator('.ant-form-item-explain-error', { hasText: '720' }).waitFor();
    await line(0, 'OffsetHours').fill('2');
    // Departed comes first: moved up, the events keep the order shown.
    await page.getByRole('button', { name: 'Move up' }).nth(1).click();
    await expect.poll(() => line(0, 'TextEn').inputValue()).toBe('Departed');
    await saveForm(page, 'TrajectorySchemeIndex', { Name: 'Rail to Europe', Remarks: 'Via Chongqing' });
    await expect.poll(() => row(page, 'Rail to Europe').innerText()).toContain('Via Chongqing');
    await row(page, 'Rail to Europe').getByTestId('row-edit').click();
    await expect.poll(() => line(1, 'TextEn').inputValue()).toBe('Arrived');
    await expect.poll(() => line(0, 'OffsetHours').inputValue()).toBe('-1');
    await page.keyboard.press('Escape');

    await openMenu(page, 'BasicData', 'TypeOfShippingIndex');
    await row(page, 'EMS_AIR').waitFor();
    await page.getByRole('button', { name: 'Shipping type' }).click();
    await page.locator('#TypeOfShippingIndex_CountryIds').click();
    await option(page, 'United Kingdom');
    await option(page, 'Japan');
    await page.locator('#TypeOfShippingIndex_Name').click();
    await saveForm(page, 'TypeOfShippingIndex', {
      Name: 'Rail Europe Economy',
      Code: 'rail_eu',
      CarrierId: { pick: 'Demo Line' },
      MaxBoxWeight: '25',
      MaxLength: '100',
      MaxWidth: '60',
      MaxHeight: '60.5',
      TrajectorySchemeId: { pick: 'Rail to Europe' },
    });
    await page.locator('#TypeOfShippingIndex-search_Content').fill('RAIL_EU');
    await page.getByTestId('search').click();
    await expect
      .poll(() => row(page, 'RAIL_EU').innerText())
      .toMatch(/Rail Europe Economy\s+RAIL_EU\s+Demo Line\s+6000\s+0\.5\s+0\.5\s+Per box\s+25\s+300\s+Rail to Europe/);
    await row(page, 'RAIL_EU').getByTestId('row-edit').click();
    const served = page.locator('.ant-form-item').filter({ has: page.locator('#TypeOfShippingIndex_CountryIds') });
    await expect.poll(() => served.innerText()).toMatch(/Japan/);
    expect(await served.innerText()).toContain('United Kingdom');
    expect(errors).toEqual([]);
  });
});
