import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoTypes, commodityCategories } from '../../server/src/db/schema/index';
import { makePng, postMultipart } from '../../server/test/fixtures/multipart';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, CUSTOMER1, closeSuite, openMenu, signedInPage, startSuite } from './helpers';

/**
 * Uploaded files are served only through the signed addresses the API answers (or as the site's
 * public content): the console must keep showing every picture it shows, to the people allowed
 * to see the record, while the bare address of a customer's file is refused.
 */

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

const CODE = 'E2E-PIC-01';
const plain = (url: string) => url.split('?')[0]!;

/** Waits until the image has loaded real pixels (a refused address never does). */
async function loaded(img: Locator) {
  await img.waitFor({ state: 'attached' });
  await expect
    .poll(() => img.evaluate((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return (await img.getAttribute('src'))!;
}

async function openScreen(page: Page, dir: string, screen: string) {
  await page.waitForURL('**/dashboard');
  await openMenu(page, dir, screen);
  await page.getByTestId(`screen-${screen}`).waitFor();
  await page.locator('.ant-table-tbody').waitFor();
}

describe('pictures of private uploads', () => {
  it("shows a customer's commodity picture and avatar to the customer and to staff; the bare address is refused", async () => {
    const { AccessToken } = await s.signIn('customer1');
    const upload = async (seed: number) => {
      const r = await postMultipart(
        s,
        'UpLoadFile/UpLoadFile',
        { UploadFileType: '1' },
        [{ field: 'FileStream', filename: `p${seed}.png`, contentType: 'image/png', data: makePng(24, 24, seed) }],
        { token: AccessToken },
      );
      expect(r.Code, r.Message).toBe(0);
      return r.Data as string;
    };
    const [picture, avatar] = [await upload(1), await upload(2)];
    const [category] = await s.deps.db.select({ id: commodityCategories.id }).from(commodityCategories).limit(1);
    const [cargo] = await s.deps.db.select({ id: cargoTypes.id }).from(cargoTypes).limit(1);
    const made = await s.call(
      'UserCommodity/EstablishCommodity',
      {
        CommodityCode: CODE,
        ChineseName: '相框',
        CommodityCategories: category!.id,
        CargoType: cargo!.id,
        Pictures: [picture],
      },
      { token: AccessToken },
    );
    expect(made.Code, made.Message).toBe(0);
    const profile = await s.call(
      'Account/EditProfile',
      { NickName: 'Customer One', Avatar: avatar },
      { token: AccessToken },
    );
    expect(profile.Code, profile.Message).toBe(0);

    // Nobody gets the files by their bare address, signed in or not.
    for (const address of [picture, avatar]) expect((await fetch(`${s.url}${plain(address)}`)).status).toBe(401);

    const customer = await signedInPage(browser, s, CUSTOMER1);
    await openScreen(customer.page, 'UserWarehouseManagement', 'UserCommodityIndex');
    const row = customer.page.locator('.ant-table-row', { hasText: CODE });
    const shown = await loaded(row.locator('img').first());
    expect(plain(shown)).toBe(plain(picture));
    expect(shown).toMatch(/\?exp=\d+&sig=/);
    const avatarShown = await loaded(customer.page.locator('.ant-avatar img').first());
    expect(plain(avatarShown)).toBe(plain(avatar));
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    const staff = await signedInPage(browser, s, ADMIN);
    await openScreen(staff.page, 'WarehouseManagement', 'CommodityIndex');
    const staffRow = staff.page.locator('.ant-table-row', { hasText: CODE });
    expect(plain(await loaded(staffRow.locator('img').first()))).toBe(plain(picture));
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });
});
