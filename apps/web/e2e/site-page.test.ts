import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, closeSuite, newPage, signedInPage, startSuite } from './helpers';

/**
 * The sign-in page carousel and 'about us' of the site page configuration, set up in Chromium
 * against a real server: upload, reorder, save, reload, and what a visitor then sees.
 */

let s: TestServer;
let browser: Browser;
let admin: Page;
let adminErrors: string[] = [];

beforeAll(async () => {
  [s, browser] = await startSuite();
  const a = await signedInPage(browser, s, ADMIN);
  admin = a.page;
  adminErrors = a.errors;
});
afterAll(() => closeSuite(s, browser));

/** A real PNG of one colour; the width tells the images apart once they have addresses. */
function writePng(dir: string, name: string, width: number, rgb: [number, number, number]): string {
  const png = new PNG({ width, height: 18 });
  for (let i = 0; i < width * 18; i++) png.data.set([...rgb, 255], i * 4);
  const file = path.join(dir, name);
  fs.writeFileSync(file, PNG.sync.write(png));
  return file;
}

async function openSiteConfiguration(page: Page) {
  const item = page.getByTestId('menu-SiteConfigurationIndex');
  if (!(await item.isVisible())) await page.getByTestId('menu-SiteManagement').click();
  await item.click();
  await page.getByTestId('screen-SiteConfigurationIndex').waitFor();
}

const carousel = (page: Page) => page.getByTestId('carousel-3');
const queueUrls = (page: Page) =>
  carousel(page)
    .getByTestId('queue-item')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-url')));
/** Upload addresses come signed, and the signature changes every few minutes: compare the
 * stored address they stand for. */
const plain = (url: string | null | undefined) => url?.split('?')[0];
const queuePaths = async (page: Page) => (await queueUrls(page)).map(plain);
const widthOf = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.src = src;
      }),
    url,
  );

describe('site page configuration: carousel and about us', () => {
  it('uploads, reorders and saves the English carousel; the sign-in page shows it', async () => {
    await openSiteConfiguration(admin);
    await expect.poll(() => admin.locator('#pageConfig_Title3').inputValue()).toBe('Demo Logistics Console');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-carousel-'));
    const files = [
      writePng(dir, 'red.png', 30, [220, 40, 40]),
      writePng(dir, 'green.png', 40, [40, 200, 40]),
      writePng(dir, 'blue.png', 50, [40, 40, 220]),
    ];
    // One at a time, so the queue order is the order chosen.
    for (const [i, file] of files.entries()) {
      await carousel(admin).locator('input[type=file]').setInputFiles(file);
      await expect.poll(() => queueUrls(admin)).toHaveLength(i + 1);
    }
    const [red, green, blue] = (await queueUrls(admin)) as string[];
    for (const url of [red, green, blue])
      expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    expect(await Promise.all([red, green, blue].map((u) => widthOf(admin, u!)))).toEqual([30, 40, 50]);

    // Drag red onto blue's place, in small steps as a hand would.
    const handles = carousel(admin).getByTestId('queue-handle');
    await handles.first().scrollIntoViewIfNeeded();
    const from = (await handles.nth(0).boundingBox())!;
    const to = (await handles.nth(2).boundingBox())!;
    await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
    await admin.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await admin.waitForTimeout(200);
    await admin.mouse.up();
    await expect.poll(() => queuePaths(admin)).toEqual([green, blue, red].map(plain));

    const editor = admin.getByTestId('about-3').locator('.ProseMirror');
    const about = 'We move boxes across the world.';
    // On a loaded machine the editor can take in the loaded page after the first key, moving the
    // caret: the text is typed again (all of it selected) until it reads as typed.
    for (let i = 0; i < 3 && (await editor.textContent()) !== about; i++) {
      await editor.click();
      await admin.keyboard.press('ControlOrMeta+A');
      await admin.keyboard.type(about);
    }
    expect(await editor.textContent()).toBe(about);

    await admin.getByTestId('page-config-save').click();
    await admin.locator('.ant-notification-notice').filter({ hasText: 'Done' }).last().waitFor();

    // Kept after a reload.
    await admin.reload();
    await admin.getByTestId('screen-SiteConfigurationIndex').waitFor();
    await expect.poll(() => queuePaths(admin)).toEqual([green, blue, red].map(plain));
    await expect.poll(() => editor.textContent()).toBe('We move boxes across the world.');
    const open = await s.call('Site/GetSitePageConfiguration', { Language: 3 });
    expect(open.Data.CarouselImages.map(plain)).toEqual([green, blue, red].map(plain));
    expect(open.Data.AboutUs).toBe('<p>We move boxes across the world.</p>');
    // Other languages keep theirs.
    const zh = await s.call('Site/GetSitePageConfiguration', { Language: 1 });
    expect(zh.Data).toMatchObject({ CarouselImages: [], AboutUs: '' });

    // A visitor in English sees the carousel and can read 'about us'.
    const visitor = await newPage(browser);
    await visitor.page.goto(`${s.url}/index`);
    const slides = visitor.page.getByTestId('login-carousel').getByTestId('carousel-image');
    await slides.first().waitFor({ state: 'attached' });
    // The slider clones slides for its endless loop: compare the set, and the order of the real ones.
    const srcs = await slides.evaluateAll((els) =>
      els.filter((e) => !e.closest('.slick-cloned')).map((e) => e.getAttribute('src')),
    );
    expect(srcs.map(plain)).toEqual([green, blue, red].map(plain));
    await visitor.page.getByTestId('about-us').click();
    await expect
      .poll(() => visitor.page.getByTestId('about-us-content').textContent())
      .toBe('We move boxes across the world.');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    expect(adminErrors).toEqual([]);
  });
});
