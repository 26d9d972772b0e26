import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUSTOMER2, done, openMenu, option, signedInPage, suiteOfFile } from './helpers';
import { openSetupScreen } from './setup';

/** What a new user types or pastes into the set-up forms (issue 25): the form refuses what the
 * server refuses, in the same words, before sending; takes what the server takes, and shows on
 * leaving a field what will be stored; a code filter finds codes only. */

const suite = suiteOfFile();

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const fieldOf = (form: string) => (page: Page, name: string) => page.locator(`#${form}_${name}`);
const errorUnder = (page: Page, form: string, name: string) =>
  page.locator('.ant-form-item', { has: page.locator(`#${form}_${name}`) }).locator('.ant-form-item-explain-error');

/** Counts the calls the page sends to a path. */
function callsTo(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(path)) sent.push(r.postData() ?? '');
  });
  return sent;
}

describe('the country form', () => {
  it('refuses abc as a phone code before sending, takes +999 as the list shows codes, and writes codes in capitals', async () => {
    const FORM = 'CountryIndex';
    const field = fieldOf(FORM);
    const { page, errors } = await openSetupScreen(suite.browser, suite.s, 'BasicData', FORM);
    const adds = callsTo(page, '/GlobalCountries/AddGlobalCountry');
    await page.getByTestId('toolbar').getByTestId('add').click();
    await field(page, 'Code').fill('xc');
    await field(page, 'NameZhCn').fill('测试国');
    await field(page, 'NameZhTw').fill('測試國');
    await field(page, 'NameEn').fill('Testonia');
    await field(page, 'PhoneCode').fill('abc');
    await field(page, 'Sort').fill('3000');
    await page.getByTestId(`${FORM}-submit`).click();
    // The server's own rule, under the field, and nothing sent.
    await expect
      .poll(() => errorUnder(page, FORM, 'PhoneCode').innerText())
      .toBe(
        'Phone code is not an international phone code: enter 1 to 4 digits, with or without a + in front, such as 852 or +852.',
      );
    expect(adds).toEqual([]);

    // "+999" as the list writes phone codes: no "whole number" complaint; leaving the field shows 999.
    await field(page, 'PhoneCode').fill('+999');
    await field(page, 'Sort').click();
    await expect.poll(() => field(page, 'PhoneCode').inputValue()).toBe('999');
    expect(await errorUnder(page, FORM, 'PhoneCode').count()).toBe(0);
    // A code is stored in capitals, and the form says so when the field is left.
    await expect.poll(() => field(page, 'Code').inputValue()).toBe('XC');
    await page.getByTestId(`${FORM}-submit`).click();
    await done(page);
    expect(adds).toHaveLength(1);
    expect(JSON.parse(adds[0]!)).toMatchObject({ Code: 'XC', PhoneCode: '999' });

    // The Code filter finds codes only: "xc" is Testonia, "in" is India and no name holding "in".
    await page.locator(`#${FORM}-search_Code`).fill('xc');
    await page.getByTestId('search').click();
    await expect.poll(() => row(page, 'Testonia').innerText()).toMatch(/XC\s+Testonia\s+\+999/);
    await page.locator(`#${FORM}-search_Code`).fill('in');
    await page.getByTestId('search').click();
    await expect.poll(() => page.locator('.ant-table-row td:first-child').allInnerTexts()).toEqual(['IN']);
    // The box under Name says what it looks in.
    await expect
      .poll(() => page.locator(`label[for="${FORM}-search_Content"]`).innerText())
      .toBe('Code, name or phone code');
    expect(errors).toEqual([]);
  });
});

describe('a customer’s declarants', () => {
  const FORM = 'UserDeclarantInformationIndex';
  const field = fieldOf(FORM);

  it('reads a pasted phone and an HK card without brackets, and shows a second declarant’s same card under the field', async () => {
    const { page, errors } = await signedInPage(suite.browser, suite.s, CUSTOMER2);
    await openMenu(page, 'OrderManagement', FORM);
    await row(page, 'Wong Tai Sin').waitFor();
    const adds = callsTo(page, '/UserDeclarantInformation/AddDeclarantInformation');

    const add = async (name: string) => {
      await page.getByRole('button', { name: 'Add declarant' }).click();
      await field(page, 'DeclarantName').fill(name);
      await field(page, 'CountryId').click();
      await option(page, 'Hong Kong');
    };
    await add('Ho Ka Yan');
    // A mainland mobile's rule is not Hong Kong's: refused in the form, in the server's words.
    await field(page, 'Phone').fill('+852 0123 4567');
    await field(page, 'IdCardNumber').fill('c6686689');
    await page.getByTestId(`${FORM}-submit`).click();
    await expect
      .poll(() => errorUnder(page, FORM, 'Phone').innerText())
      .toBe('Phone is not a Hong Kong phone number: enter 8 digits not starting with 0, such as 91234567 or 21234567.');
    expect(adds).toEqual([]);
    // Pasted with its code and spaces: the form shows it as it will be stored, and so does the card.
    await field(page, 'Phone').fill('+852 5123 4567');
    await field(page, 'DeclarantName').click();
    await expect.poll(() => field(page, 'Phone').inputValue()).toBe('51234567');
    await expect.poll(() => field(page, 'IdCardNumber').inputValue()).toBe('C668668(9)');
    await page.getByTestId(`${FORM}-submit`).click();
    await done(page);
    await expect.poll(() => row(page, 'Ho Ka Yan').innerText()).toMatch(/C668668\(9\)[\s\S]*51234567/);

    // The same person again: the server's Code 2 lands under the ID card field, naming the rule.
    await add('Ho Ka Yan (again)');
    await field(page, 'Phone').fill('61234567');
    await field(page, 'IdCardNumber').fill('C668668(9)');
    await page.getByTestId(`${FORM}-submit`).click();
    await expect
      .poll(() => errorUnder(page, FORM, 'IdCardNumber').innerText())
      .toBe(
        'ID card number is already the ID card number of this customer’s declarant “Ho Ka Yan”: a person is declared once per customer, so edit that entry instead.',
      );
    expect(await row(page, 'Ho Ka Yan (again)').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
