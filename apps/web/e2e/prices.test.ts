import { QuotationKind } from '@wms/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import {
  ADMIN,
  CUSTOMER1,
  closeSuite,
  done,
  openScreen,
  option,
  signedInPage,
  startSuite,
  switchLanguage,
} from './helpers';

/**
 * Prices as a new user meets them: staff add a freight quotation for a channel and a country
 * through its screen, lines and all, and a customer price that gives it to every customer; a
 * customer then prices a 2.3 kg parcel of 40 x 30 x 20 cm to that country and finds the channel
 * priced line by line, cheapest first, before the demo channels and the one that does not ship
 * there, in English, simplified and traditional Chinese.
 */

const CHANNEL = 'Prices Test Line';
const QUOTATION = 'Prices test to the UK';

let s: TestServer;
let browser: Awaited<ReturnType<typeof startSuite>>[1];

beforeAll(async () => {
  [s, browser] = await startSuite();
  // The channel itself is set-up the shipping types' own test covers: made here through the API,
  // on the demo carrier, to the United Kingdom, 0.5 kg first weight and steps like EMS.
  const token = (await s.signIn('admin')).AccessToken;
  const carriers = await s.call('Carrier/GetCarriers', { rows: 100 }, { token });
  const countries = await s.call('Select/GetShippingCountry', {}, { token, lang: 'en-us' });
  const carrierId = (carriers.Data as { Id: number; Code: string }[]).find((c) => c.Code === 'DEMO')!.Id;
  const gb = (countries.Data as { Value: number; Name: string }[]).find((c) => c.Name === 'United Kingdom')!.Value;
  const added = await s.call(
    'TypeOfShipping/AddTypeOfShipping',
    {
      Name: CHANNEL,
      Code: 'PRICE_TEST',
      CarrierId: carrierId,
      CountryIds: [gb],
      VolumetricDivisor: 6000,
      FirstWeight: '0.5',
      WeightStep: '0.5',
      WeightRounding: 1,
      MaxBoxWeight: '30',
      MaxLength: '100',
      MaxWidth: '100',
      MaxHeight: '100',
    },
    { token },
  );
  expect(added.Code, added.Message).toBe(0);
});
afterAll(() => closeSuite(s, browser));

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** Opens a select of the open form by its field id and picks the option with that label. */
async function pick(page: Page, id: string, label: string) {
  await page.locator(`#${id}`).click();
  await option(page, label);
}

/** The priced channels' names in the order shown, and the refused ones'. */
const channels = (page: Page, kind: 'priced' | 'refused') =>
  page.locator(`.trial-${kind} [data-testid="trial-channel"]`).allInnerTexts();

describe('prices', () => {
  it('staff add a freight quotation for a channel and a country, and give it to every customer', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openScreen(page, 'QuotationManagement', 'TransferQuotationIndex');
    await page.getByRole('button', { name: 'Freight quotation' }).click();
    const form = 'TransferQuotationIndex';
    await page.locator(`#${form}_Name`).fill(QUOTATION);
    await pick(page, `${form}_TypeOfShippingId`, CHANNEL);
    await pick(page, `${form}_CurrencyId`, 'Chinese Yuan');
    // The line: the countries offered are those the channel serves.
    await page.locator(`#${form}_Lines_0_CountryIds`).click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count()).toBe(1);
    await option(page, 'United Kingdom');
    // A step without its price is refused under it before anything is sent.
    await page.locator(`#${form}_Lines_0_FirstWeight`).fill('0.5');
    await page.locator(`#${form}_Lines_0_FirstPrice`).fill('20');
    await page.locator(`#${form}_Lines_0_StepWeight`).fill('0.5');
    await page.getByTestId(`${form}-submit`).click();
    await page.locator(`#${form}_Lines_0_StepPrice_help`).waitFor();
    expect(await page.locator(`#${form}_Lines_0_StepPrice_help`).textContent()).toBe('Step price cannot be empty.');
    await page.locator(`#${form}_Lines_0_StepPrice`).fill('5');
    await page.getByTestId(`${form}-submit`).click();
    await done(page);
    await expect.poll(() => row(page, QUOTATION).innerText()).toMatch(new RegExp(`${CHANNEL}\\s+CNY\\s+First weight`));

    // The customer price: every customer gets it.
    await openScreen(page, 'QuotationManagement', 'AvailableQuotationIndex');
    await page.getByRole('button', { name: 'Customer price' }).click();
    await page.locator('#AvailableQuotationIndex_Name').fill('Test line for everyone');
    await pick(page, 'AvailableQuotationIndex_QuotationId', `${QUOTATION} (${CHANNEL})`);
    await page.getByTestId('AvailableQuotationIndex-submit').click();
    await done(page);
    await expect.poll(() => row(page, 'Test line for everyone').innerText()).toContain(QUOTATION);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a customer prices a parcel on every channel, cheapest first, in three languages', async () => {
    const { page, errors, context } = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(page, 'QuotationManagement', 'UserFreightTrialIndex');
    await pick(page, 'trial_CountryId', 'United Kingdom');
    await page.locator('#trial_Weight').fill('2.3');
    await page.locator('#trial_Length').fill('40');
    await page.locator('#trial_Width').fill('30');
    await page.locator('#trial_Height').fill('20');
    await page.getByTestId('trial-submit').click();
    await page.getByTestId('trial-result').waitFor();

    // 40 x 30 x 20 cm is 4 kg by volume (/6000), more than 2.3: 0.5 kg for 20, then 7 steps of 5.
    // customer1's own EMS price (25, then 7 a step) and the economy line (by /5000, per order) cost more.
    expect(await channels(page, 'priced')).toEqual([CHANNEL, 'EMS Air Express', 'Demo Economy Line']);
    expect(await channels(page, 'refused')).toEqual(['SF Asia Express']);
    const mine = page.locator('.trial-priced').first();
    expect(await mine.getByTestId('trial-total').innerText()).toBe('¥55.00');
    expect(await mine.getByTestId('trial-chargeable').innerText()).toBe('Chargeable weight (kg): 4');
    expect(await mine.innerText()).toContain('Cheapest');
    expect(await mine.innerText()).toContain(QUOTATION);
    const totals = await page.locator('.trial-priced [data-testid="trial-total"]').allInnerTexts();
    expect(totals).toEqual(['¥55.00', '¥74.00', '¥117.00']);
    await mine.getByTestId('trial-breakdown-toggle').click();
    const breakdown = mine.getByTestId('trial-breakdown');
    const lines = () => breakdown.locator('tbody tr').allInnerTexts();
    await expect.poll(lines).toEqual(['First 0.5 kg\t¥20.00', '7 × 0.5 kg after the first\t¥35.00']);
    expect(await breakdown.locator('.ant-table-summary').innerText()).toMatch(/Total\s+¥55.00/);
    expect(await page.locator('.trial-refused').innerText()).toContain('This channel does not ship to this country.');

    // Simplified, then traditional Chinese: the same answer, asked again in the new language.
    for (const [locale, first, steps, total, notServed] of [
      ['zh-CN', '首重 0.5 千克', '续重 7 × 0.5 千克', '合计', '该运输方式不寄送到该国家/地区。'],
      ['zh-TW', '首重 0.5 公斤', '續重 7 × 0.5 公斤', '合計', '該運輸方式不寄送到該國家/地區。'],
    ] as const) {
      await switchLanguage(page, locale);
      await expect.poll(lines).toEqual([`${first}\t¥20.00`, `${steps}\t¥35.00`]);
      expect(await channels(page, 'priced')).toEqual([CHANNEL, 'EMS Air Express', 'Demo Economy Line']);
      expect(await page.locator('.trial-priced [data-testid="trial-total"]').allInnerTexts()).toEqual([
        '¥55.00',
        '¥74.00',
        '¥117.00',
      ]);
      expect(await breakdown.locator('.ant-table-summary').innerText()).toContain(total);
      expect(await page.locator('.trial-refused').innerText()).toContain(notServed);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a customer reads the figures of their own freight price, countries by name', async () => {
    const { page, errors, context } = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(page, 'QuotationManagement', 'UserAvailableQuotationIndex');
    const row = page.locator('.ant-table-row', { hasText: 'EMS Air Express for Customer One' });
    await row.getByTestId('row-figures').click();
    const drawer = page.getByTestId('price-figures');
    await drawer.getByTestId('price-lines').waitFor();
    expect(await drawer.getByTestId('price-detail').innerText()).toContain('First weight and steps');
    const lines = await drawer.locator('[data-testid="price-lines"] tbody tr').allInnerTexts();
    // customer1's own EMS price: 25 for the first 0.5 kg, then 7 a step (the trial above used it).
    expect(lines.some((l) => l.includes('United Kingdom') && l.includes('25.00 CNY') && l.includes('7.00 CNY'))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff price a warehouse: the dialog draws its amounts from the call, with their places', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openScreen(page, 'QuotationManagement', 'WarehousingQuotationIndex');
    await page.getByRole('button', { name: 'Warehousing quotation' }).click();
    const form = 'WarehousingQuotationIndex';
    for (const f of ['PerPackageSigned', 'PerItemShelved', 'PerInspection'])
      await page.locator(`#${form}_${f}`).waitFor();
    await page.locator(`#${form}_PerInspection`).fill('1.23456');
    await page.locator(`#${form}_PerInspection`).blur();
    const help = page.locator(`#${form}_PerInspection_help`);
    await help.waitFor();
    expect(await help.textContent()).toMatch(/4 decimal places/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff give a storage price to a customer organisation; its customer reads it with its figures', async () => {
    const { page, errors, context } = await signedInPage(browser, s, ADMIN);
    await openScreen(page, 'QuotationManagement', 'AvailableQuotationIndex');
    await page.getByRole('button', { name: 'Customer price' }).click();
    const form = 'AvailableQuotationIndex';
    await page.locator(`#${form}_Name`).fill('Hong Kong storage for wholesale');
    await pick(page, `${form}_Kind`, 'Storage');
    await pick(page, `${form}_QuotationId`, 'Hong Kong storage (Hong Kong Kwai Chung Warehouse)');
    await pick(page, `${form}_Scope`, 'A customer organisation (and those under it)');
    // The organisation is asked for only now, and is required.
    await page.getByTestId(`${form}-submit`).click();
    await page.locator(`#${form}_OrganizeId_help`).waitFor();
    await page.locator(`#${form}_OrganizeId`).click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: 'Wholesale customers' }).click();
    await page.getByTestId(`${form}-submit`).click();
    await done(page);
    await expect.poll(() => row(page, 'Hong Kong storage for wholesale').innerText()).toContain('Wholesale customers');
    await context.close();

    // customer1 is one of the wholesale customers: both storage prices of the group are theirs.
    const c = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(c.page, 'QuotationManagement', 'UserAvailableQuotationIndex');
    // Their storage prices only (the list keeps its filters in the address).
    await c.page.goto(
      `${c.page.url().split('?')[0]}?q=${encodeURIComponent(JSON.stringify({ Kind: QuotationKind.Storage }))}`,
    );
    // Hong Kong storage twice: for everyone, and for their group (the one that applies, marked theirs).
    await expect.poll(() => row(c.page, 'Hong Kong storage').count()).toBe(2);
    await row(c.page, 'Shenzhen storage for wholesale').getByTestId('row-figures').click();
    const detail = c.page.getByTestId('price-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toMatch(/Free days\s+60/);
    expect(await detail.innerText()).toContain('3.00 CNY');
    expect([...errors, ...c.errors]).toEqual([]);
    await c.context.close();
  });
});
