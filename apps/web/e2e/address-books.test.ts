import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUSTOMER1, done, openMenu, option, signedInPage, suiteOfFile } from './helpers';
import { openSetupScreen, saveForm } from './setup';

/** The address books: staff keep the collection points, a customer their recipients. */

const suite = suiteOfFile();

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const FORM = 'UserRecipientInformationIndex';
const field = (page: Page, name: string) => page.locator(`#${FORM}_${name}`);
const errorUnder = (page: Page, name: string) =>
  page.locator('.ant-form-item', { has: page.locator(`#${FORM}_${name}`) }).locator('.ant-form-item-explain-error');

describe('address books', () => {
  it('staff add a self-pickup point', async () => {
    const { page, errors } = await openSetupScreen(suite.browser, suite.s, 'BasicData', 'SelfPickupAddressIndex');
    await expect.poll(() => row(page, 'Kwai Chung Collection Point').innerText()).toContain('Kwai Hei Street');
    await page.getByRole('button', { name: 'Add self-pickup point' }).click();
    await saveForm(page, 'SelfPickupAddressIndex', {
      SiteName: 'Mong Kok Point',
      CountryId: { pick: 'Hong Kong' },
      Address: '1 Argyle Street',
      OpeningHours: '10:00-19:00',
    });
    await expect.poll(() => row(page, 'Mong Kok Point').innerText()).toMatch(/Hong Kong[\s\S]*1 Argyle Street/);
    expect(errors).toEqual([]);
  });

  it('a customer adds a Hong Kong recipient, then copies a new one from it', async () => {
    const { page, errors } = await signedInPage(suite.browser, suite.s, CUSTOMER1);
    await openMenu(page, 'OrderManagement', 'UserRecipientInformationIndex');
    await row(page, 'Chan Siu Ming').waitFor();
    expect(await page.getByText('customer2').count()).toBe(0);

    await page.getByRole('button', { name: 'Add recipient' }).click();
    await field(page, 'ContactName').fill('Lam Tai Wai');
    await field(page, 'CountryId').click();
    await option(page, 'Hong Kong');
    await field(page, 'Phone').fill('01234567');
    await field(page, 'DetailedAddress').fill('Shop 3, 1 Des Voeux Road');
    await page.getByTestId(`${FORM}-submit`).click();
    // The server's rule, under the field, checked by the form against the country picked: what a
    // Hong Kong number looks like.
    await expect
      .poll(() => errorUnder(page, 'Phone').innerText())
      .toBe('Phone is not a Hong Kong phone number: enter 8 digits not starting with 0, such as 91234567 or 21234567.');
    await field(page, 'Phone').fill('61234567');
    await page.getByTestId(`${FORM}-submit`).click();
    await done(page);
    await expect.poll(() => row(page, 'Lam Tai Wai').innerText()).toMatch(/61234567[\s\S]*Hong Kong/);

    await page.getByRole('button', { name: 'Add recipient' }).click();
    await page.getByTestId('picker-recipient-user').getByTestId('picker-open').click();
    const picker = page.locator('.ant-modal:visible', { hasText: 'Copy from an entry' }).last();
    await picker.locator('.ant-table-row', { hasText: 'Lam Tai Wai' }).click();
    await picker.getByTestId('picker-ok').click();
    await expect.poll(() => field(page, 'ContactName').inputValue()).toBe('Lam Tai Wai');
    expect(await field(page, 'Phone').inputValue()).toBe('61234567');
    expect(await field(page, 'DetailedAddress').inputValue()).toBe('Shop 3, 1 Des Voeux Road');
    const country = page.locator('.ant-form-item', { has: field(page, 'CountryId') }).locator('.ant-select-content');
    expect(await country.getAttribute('title')).toBe('Hong Kong');
    expect(errors).toEqual([]);
  });
});
