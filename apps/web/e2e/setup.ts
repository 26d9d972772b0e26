import type { Page } from 'playwright-core';
import { ADMIN, done, openMenu, option, signIn } from './helpers';

/** Signs staff in and opens a set-up screen from the menu, waiting for its first rows. */
export async function openSetupScreen(page: Page, base: string, dir: string, screen: string) {
  await signIn(page, base, ADMIN);
  await page.waitForURL('**/dashboard');
  await openMenu(page, dir, screen);
  await page.getByTestId(`screen-${screen}`).locator('.ant-table-row').first().waitFor();
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
