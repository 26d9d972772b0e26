import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, done, openMenu, option, signedInPage } from './helpers';

/** A page of staff signed in (signedInPage) with a set-up screen opened from the menu, its first
 * rows drawn. */
export async function openSetupScreen(browser: Browser, s: TestServer, dir: string, screen: string) {
  const opened = await signedInPage(browser, s, ADMIN);
  await openMenu(opened.page, dir, screen);
  await opened.page.getByTestId(`screen-${screen}`).locator('.ant-table-row').first().waitFor();
  return opened;
}

/**
 * Fills the open create / edit dialog of a set-up screen field by field, as a user types: text
 * and numbers typed, `true` clicks a switch, `{ pick }` chooses an option by its label; then saves
 * and waits for the success notice.
 */
export async function saveForm(
  page: Page,
  form: string,
  values: Record<string, string | number | true | { pick: string }>,
) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`#${form}_${name}`);
    if (value === true) await field.click();
    else if (typeof value === 'object') {
      await field.click();
      await option(page, value.pick);
    } else await field.fill(String(value));
  }
  await page.getByTestId(`${form}-submit`).click();
  await done(page);
}

/** The first column's texts of the screen's table rows. */
export const firstColumn = (page: Page) => page.locator('.ant-table-row td:first-child').allInnerTexts();
