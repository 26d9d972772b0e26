import fs from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/helpers/server';
import { warehouseWithPartition } from '../../server/test/helpers/stock';
import { CUSTOMER1, closeSuite, openMenu, signedInPage, signInState, startSuite, switchLanguage } from './helpers';

/**
 * The floor screens as a new warehouse clerk uses them, with a scanner (keys typed under 50 ms
 * apart, then Enter) and a keyboard: a customer's three forecast parcels are signed in at
 * PackageSigning (two at a desk, one on a 360 px handheld with the keyboard only), shelved at
 * PackagePutOnShelvesIndex, one packed into a new bin at BinPutOnShelves and taken off again at
 * BinLowerShelf; every screen is opened by scanning its operation card. The customer sees the
 * parcels move and is told they arrived.
 */

const CLERK = { name: 'clerk', password: 'Clerk@123', staff: true };
const WAREHOUSE = 'Floor test warehouse';
const PARCELS = ['SF7000000000001', 'SF7000000000002', 'SF7000000000003'];
const UNFORECAST = 'JT5261988016999';

let s: TestServer;
let browser: Browser;
let warehouseId: number;
let shelves: string[] = [];
let staff: { context: BrowserContext; page: Page; errors: string[] };

const tokenOf = async (who: string) => (await s.signIn(who)).AccessToken;

beforeAll(async () => {
  [s, browser] = await startSuite();
  const admin = await tokenOf('admin');
  const w = await warehouseWithPartition(s, admin, WAREHOUSE);
  warehouseId = w.warehouse;
  const made = await s.call(
    'Shelves/BatchAddShelves',
    {
      WarehouseId: w.warehouse,
      PartitionId: w.partition,
      Prefix: 'FL',
      Rows: 1,
      Columns: 3,
      Separator: '-',
      PaddingDigits: 2,
      ShelvesLength: '50',
      ShelvesWide: '40',
      ShelvesHigh: '30',
    },
    { token: admin },
  );
  expect(made.Code, made.Message).toBe(0);
  const list = await s.call('Shelves/GetShelves', { WarehouseId: w.warehouse, rows: 20 }, { token: admin });
  shelves = (list.Data as { ShelvesNumber: string }[]).map((r) => r.ShelvesNumber).sort();
  expect(shelves).toHaveLength(3);
  // The customer forecasts three parcels to the warehouse (batch entry, as their screen sends it).
  const forecast = await s.call(
    'UserWarehouseDocument/BatchEstablishWarehouseDocument',
    {
      WarehouseId: w.warehouse,
      TrackingNumbers: PARCELS.join('\n'),
      ProductNames: 'Shoes\nCoat\nBag',
      UnitPrices: '10\n20\n30',
      PurchasePrices: '8\n18\n25',
    },
    { token: await tokenOf('customer1') },
  );
  expect(forecast.Code, forecast.Message).toBe(0);
});
afterAll(async () => {
  await staff?.context.close();
  await closeSuite(s, browser);
});

/** The parcel as the server has it now. */
async function parcel(tracking: string) {
  const r = await s.call(
    'Package/GetPackages',
    { Content: tracking },
    { token: await tokenOf('admin'), lang: 'en-us' },
  );
  type Row = {
    TrackingNumber: string;
    Number: string;
    StatusName: string;
    Weight: string;
    Length: string;
    ShelfNumber: string | null;
  };
  return (r.Data as Row[]).find((p) => p.TrackingNumber === tracking) as Row;
}

const sessions = new WeakMap<Page, CDPSession>();

/**
 * A keyboard-wedge scanner: the code's keys 8 ms apart, then Enter. Real key events, stamped as
 * the system stamps a scanner's keys: the page sees them 8 ms apart however long the browser
 * takes to deliver each one on a loaded machine (Playwright's own typing is stamped on delivery,
 * so a busy page can see a gap over 50 ms in the middle of a scan and take it for typing).
 */
async function scan(page: Page, code: string) {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  const keys = [
    ...[...code].map((ch) => ({ key: ch, text: ch })),
    { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' },
  ];
  const start = Date.now() / 1000;
  for (const [i, k] of keys.entries()) {
    const timestamp = start + i * 0.008;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...k, timestamp });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: k.key, timestamp: timestamp + 0.002 });
  }
}

const feed = (page: Page) => page.locator('[data-testid="scan-feed"] > li');

/** Scans and waits for the station's answer: the newest line of the feed (its kind and text). */
async function scanned(page: Page, code: string) {
  const before = await feed(page).count();
  await scan(page, code);
  await expect.poll(() => feed(page).count()).toBe(Math.min(before + 1, 20));
  const line = feed(page).first();
  return { kind: await line.getAttribute('data-kind'), text: await line.innerText() };
}

/** Scans a screen's operation card: the shell opens that screen. */
async function openByCard(page: Page, screen: string) {
  await scan(page, screen);
  await page.getByTestId(`screen-${screen}`).waitFor();
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

describe('the floor screens', () => {
  it('signs two parcels in with their labels as PDFs, finds an unforecast one unknown and shelves the two', async () => {
    staff = await signedInPage(browser, s, CLERK);
    const { page } = staff;
    await page.getByTestId('dashboard').waitFor();

    // The operation card opens signing; the station's warehouse comes first.
    await openByCard(page, 'PackageSigning');
    await page.getByTestId('station-no-warehouse').waitFor();
    await page.keyboard.type('Floor test', { delay: 120 });
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-input').waitFor();
    await expect.poll(() => focused(page)).toBe('scan-input');

    // Weighed by hand (no hub), then scanned: signed, the label offered as a PDF.
    await page.getByTestId('scan-weight-input').fill('1.25');
    await page.getByTestId('scan-weight-input').press('Enter');
    expect(await focused(page)).toBe('scan-input');
    const first = await scanned(page, PARCELS[0]!);
    expect(first.kind).toBe('ok');
    const one = await parcel(PARCELS[0]!);
    expect(first.text).toContain(`Signed in ${one.Number}`);
    const open = page.getByTestId('scan-label-open');
    await open.waitFor();
    expect(await open.getAttribute('href')).toMatch(/^blob:/);
    expect(await page.getByTestId('scan-label').innerText()).toContain(one.Number);
    // Saved, it is the parcel's PDF.
    const saving = page.waitForEvent('download');
    await page.getByTestId('scan-label').getByRole('button', { name: 'Download' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe(`${one.Number}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => focused(page)).toBe('scan-input');
    expect(one).toMatchObject({ StatusName: 'Completed', Weight: '1.25' });

    // The second with its dimensions too; the weight was cleared for it.
    expect(await page.getByTestId('scan-weight-input').inputValue()).toBe('');
    await page.getByTestId('scan-weight-input').fill('2.5');
    await page.getByTestId('sign-Length').fill('30');
    await page.getByTestId('sign-Width').fill('20');
    await page.getByTestId('sign-Height').fill('10');
    await page.getByTestId('sign-Height').press('Enter');
    const second = await scanned(page, PARCELS[1]!);
    expect(second.kind).toBe('ok');
    const two = await parcel(PARCELS[1]!);
    expect(two).toMatchObject({ StatusName: 'Completed', Weight: '2.5', Length: '30' });
    await page.getByTestId('scan-label').filter({ hasText: two.Number }).waitFor();

    // The same parcel again: nothing to do.
    expect((await scanned(page, PARCELS[1]!)).kind).toBe('info');

    // Nobody forecast this one: an unknown item with its number, which the clerk must write on
    // it (its own tag, not "nothing to do"), and no label: the last parcel's is not offered
    // beside it, to be printed for this one.
    const unknown = await scanned(page, UNFORECAST);
    expect(unknown.kind).toBe('attention');
    expect(unknown.text).toMatch(/Unknown item UN\d{8}: nobody forecast JT5261988016999/);
    expect(unknown.text).toContain('Needs action');
    expect(await page.getByTestId('scan-last').getAttribute('data-kind')).toBe('attention');
    expect(await page.getByTestId('scan-label').count()).toBe(0);

    // A shelf label at signing is an error that blocks the station until Enter.
    const wrong = await scanned(page, shelves[0]!);
    expect(wrong.kind).toBe('error');
    await page.getByTestId('scan-error').filter({ hasText: 'is a shelf or bin label' }).waitFor();
    await scan(page, PARCELS[2]!);
    await page.getByTestId('scan-refused').filter({ hasText: 'Scans refused: 1' }).waitFor();
    expect((await parcel(PARCELS[2]!)).StatusName).toBe('Not received');
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-error').waitFor({ state: 'detached' });

    // Shelving: its card, then parcel and shelf, by the courier's number or by ours.
    await openByCard(page, 'PackagePutOnShelvesIndex');
    await page.getByTestId('scan-prompt').filter({ hasText: 'Scan a parcel' }).waitFor();
    expect((await scanned(page, PARCELS[0]!)).text).toContain('now scan its shelf');
    await page.getByTestId('scan-prompt').filter({ hasText: 'Scan the shelf to put it on' }).waitFor();
    const shelved = await scanned(page, shelves[0]!);
    expect(shelved).toMatchObject({ kind: 'ok' });
    expect(shelved.text).toContain(`${one.Number} is on shelf ${shelves[0]}`);
    await scanned(page, two.Number);
    expect((await scanned(page, shelves[1]!)).text).toContain(`${two.Number} is on shelf ${shelves[1]}`);
    expect(await parcel(PARCELS[0]!)).toMatchObject({ StatusName: 'Shippable', ShelfNumber: shelves[0] });
    expect(await parcel(PARCELS[1]!)).toMatchObject({ StatusName: 'Shippable', ShelfNumber: shelves[1] });

    // Scanned onto its shelf again: harmless, nothing to do, and the next round.
    await scanned(page, two.Number);
    const again = await scanned(page, shelves[1]!);
    expect(again).toMatchObject({ kind: 'info' });
    expect(again.text).toContain(`${two.Number} is on shelf ${shelves[1]} already`);
    await page.getByTestId('scan-prompt').filter({ hasText: 'Scan a parcel' }).waitFor();
    // A shelf label where a parcel is expected is refused as a shelf: taken for the parcel, the
    // next scan (the parcel) would have gone as its shelf.
    expect((await scanned(page, shelves[2]!)).kind).toBe('error');
    await page
      .getByTestId('scan-error')
      .filter({ hasText: `${shelves[2]} is a shelf: scan a parcel first` })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-error').waitFor({ state: 'detached' });
    // A parcel nobody has: refused at once, before a shelf is asked for; the error blocks until
    // Enter, and the round starts again at a parcel.
    expect((await scanned(page, 'NOPE12345')).kind).toBe('error');
    await page.getByTestId('scan-error').filter({ hasText: 'NOPE12345 is no parcel of this warehouse' }).waitFor();
    await scan(page, PARCELS[2]!);
    await page.getByTestId('scan-refused').waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-error').waitFor({ state: 'detached' });
    await page.getByTestId('scan-prompt').filter({ hasText: 'Scan a parcel' }).waitFor();
    expect(staff.errors).toEqual([]);
  });

  it('shows the customer their parcels moving and tells them they arrived', async () => {
    // What the server says first: the screen below draws this.
    const token = await tokenOf('customer1');
    const mine = await s.call('UserPackage/GetPackages', { Content: 'SF700000000000' }, { token, lang: 'en-us' });
    const states = Object.fromEntries(
      (mine.Data as { TrackingNumber: string; StatusName: string }[]).map((p) => [p.TrackingNumber, p.StatusName]),
    );
    expect(states).toEqual({ [PARCELS[0]!]: 'Shippable', [PARCELS[1]!]: 'Shippable', [PARCELS[2]!]: 'Not received' });

    const customer = await signedInPage(browser, s, CUSTOMER1);
    const { page } = customer;
    await openMenu(page, 'UserWarehouseManagement', 'UserPackageIndex');
    await page.getByTestId('screen-UserPackageIndex').waitFor();
    for (const [tracking, state] of Object.entries(states)) {
      await page.locator('.ant-table-row', { hasText: tracking }).filter({ hasText: state }).waitFor();
    }

    // The arrival message, in the messages of the top bar.
    const one = await parcel(PARCELS[0]!);
    await page.getByTestId('unread-badge').click();
    await page.getByTestId('messages').waitFor();
    await page
      .getByTestId('messages')
      .locator('.ant-table-row', { hasText: one.Number })
      .filter({ hasText: 'Parcel signed in' })
      .first()
      .waitFor();
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  it('signs a parcel in on a 360 px handheld with the keyboard only', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 360, height: 740 },
      reducedMotion: 'reduce',
      storageState: await signInState(s, CLERK),
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${s.url}/dashboard`);
    await page.getByTestId('dashboard').waitFor();
    // No clicks from here on.
    await openByCard(page, 'PackageSigning');
    await page.getByTestId('station-no-warehouse').waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-select'))).toBe(true);
    await page.keyboard.type('Floor test', { delay: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('scan-input');

    // A wrong scan blocks; Enter acknowledges it.
    expect((await scanned(page, shelves[1]!)).kind).toBe('error');
    await scan(page, PARCELS[2]!);
    await page.getByTestId('scan-refused').waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-error').waitFor({ state: 'detached' });

    // Tab to the weight, type it, Enter back to scanning, scan.
    await expect.poll(() => focused(page)).toBe('scan-input');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('scan-weight-input');
    await page.keyboard.type('0.8', { delay: 120 });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('scan-input');
    const signed = await scanned(page, PARCELS[2]!);
    expect(signed.kind).toBe('ok');
    const three = await parcel(PARCELS[2]!);
    expect(three).toMatchObject({ StatusName: 'Completed', Weight: '0.8' });
    await page.getByTestId('scan-label-open').waitFor();

    // One column: nothing wider than the handheld.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await page.locator('.ant-input-affix-wrapper', { has: page.getByTestId('scan-input') }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.height).toBeGreaterThanOrEqual(48);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts what to do, the input and the answer first on a 360 x 740 handheld, in a Chinese console too', async () => {
    const W = 360;
    const H = 740;
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: W, height: H },
      reducedMotion: 'reduce',
      storageState: await signInState(s, CLERK),
    });
    // The device window on, as a clerk with a scale has it: on a phone it docked above the screen.
    await context.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ HoverWindow: true })));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${s.url}/dashboard`);
    await page.getByTestId('dashboard').waitFor();

    /** How far the page runs past the screen's right edge, and what runs past it. */
    const wider = () =>
      page.evaluate((w) => {
        const past = [...document.querySelectorAll<HTMLElement>('[data-testid="content"] *')]
          .filter((e) => e.getClientRects().length > 0 && e.getBoundingClientRect().right > w + 0.5)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 80));
        return { scrollWidth: document.documentElement.scrollWidth, past: past.slice(0, 5) };
      }, W);

    // Screens opened one after another: the strip of tabs shows the one open whole.
    for (const screen of ['PackagePutOnShelvesIndex', 'BinLowerShelf', 'PackageSigning'])
      await openByCard(page, screen);
    // The warehouse is chosen first, its picker (and what it says) no wider than the screen.
    await page.getByTestId('station-no-warehouse').waitFor();
    expect(await wider()).toEqual({ scrollWidth: W, past: [] });
    const strip = await page.getByTestId('tags-view').boundingBox();
    const tab = await page.locator('[data-testid="tag"][data-active="true"]').boundingBox();
    expect(tab!.x).toBeGreaterThanOrEqual(strip!.x);
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(Math.min(strip!.x + strip!.width, W));

    // The top bar's buttons are 48 px targets.
    const buttons = await page
      .locator('header .ant-btn')
      .evaluateAll((els) =>
        els.map((e) => ({ id: e.getAttribute('data-testid'), ...e.getBoundingClientRect().toJSON() })),
      );
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    for (const b of buttons) {
      expect(b.height, `${b.id} height`).toBeGreaterThanOrEqual(48);
      expect(b.width, `${b.id} width`).toBeGreaterThanOrEqual(48);
      expect(b.right, `${b.id} right`).toBeLessThanOrEqual(W);
    }

    // In Chinese from here on.
    await switchLanguage(page, 'zh-CN');
    await page.getByTestId('station-no-warehouse').waitFor();
    expect(await wider()).toEqual({ scrollWidth: W, past: [] });
    await page.getByTestId('station-warehouse').click();
    await page.keyboard.type('Floor test', { delay: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('scan-input');

    // An unforecast parcel: the unknown item's number is read without scrolling, with what to
    // do and the input above it; the device window and the station's settings come after.
    const unknown = await scanned(page, 'JT5261988016888');
    expect(unknown.kind).toBe('attention');
    const boxes = await page.evaluate(() =>
      Object.fromEntries(
        ['scan-prompt', 'scan-input', 'scan-last', 'scan-settings', 'hardware-panel'].map((id) => {
          const el = document.querySelector(`[data-testid="${id}"]`);
          const r = el?.getBoundingClientRect();
          return [id, r ? { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY } : null];
        }),
      ),
    );
    for (const id of ['scan-prompt', 'scan-input', 'scan-last']) {
      expect(boxes[id]!.top, id).toBeGreaterThanOrEqual(0);
      expect(boxes[id]!.bottom, `${id} bottom`).toBeLessThanOrEqual(H);
    }
    expect(boxes['hardware-panel']!.top).toBeGreaterThan(boxes['scan-last']!.bottom);
    expect(boxes['scan-settings']!.top).toBeGreaterThan(boxes['scan-last']!.bottom);
    expect(await page.getByTestId('scan-last').innerText()).toMatch(/UN\d{8}/);
    expect(await wider()).toEqual({ scrollWidth: W, past: [] });

    // Its time as the console writes times, in 24 hours: never "6:21:32 PM".
    const time = /\d{1,2}:\d{2}:\d{2}(\s*[AP]M)?/.exec(unknown.text)?.[0];
    expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);

    // Another screen and back: the last scans and the answer are still there.
    await openByCard(page, 'PackagePutOnShelvesIndex');
    await openByCard(page, 'PackageSigning');
    await page.getByTestId('scan-input').waitFor();
    expect(await feed(page).first().innerText()).toContain('JT5261988016888');
    expect(await page.getByTestId('scan-last').getAttribute('data-kind')).toBe('attention');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('packs a parcel into a new bin, shelves the bin by scans, and takes it off again', async () => {
    const { page } = staff;
    // The station's warehouse is remembered in this browser.
    await openByCard(page, 'BinPutOnShelves');
    await page.getByTestId('scan-input').waitFor();
    expect(await page.getByTestId('station-no-warehouse').count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('scan-input');

    // F2: a new bin, its number shown.
    await page.keyboard.press('F2');
    const holds = page.getByTestId('bin-holds');
    await holds.filter({ hasText: '0 parcels' }).waitFor();
    const bin = /Bin (BN\d{8})/.exec(await holds.innerText())![1]!;
    expect(await page.getByTestId('scan-last').innerText()).toContain(`New bin ${bin}`);
    // Its label, to stick on it: no hub here, so the PDF is offered, and it is the bin's.
    await page.getByTestId('scan-label').filter({ hasText: bin }).waitFor();
    expect(await page.getByTestId('scan-label-open').getAttribute('href')).toMatch(/^blob:/);
    const saving = page.waitForEvent('download');
    await page.getByTestId('scan-label').getByRole('button', { name: 'Download' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe(`${bin}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => focused(page)).toBe('scan-input');

    // Parcels into it, the step stays; the bin's label again ends packing; then the shelf.
    const packed = await scanned(page, PARCELS[2]!);
    expect(packed.text).toContain(`is in bin ${bin}`);
    await holds.filter({ hasText: '1 parcel' }).waitFor();
    await page.getByTestId('scan-prompt').filter({ hasText: 'Scan parcels into the bin' }).waitFor();
    expect((await scanned(page, bin)).text).toContain(`Bin ${bin} is packed with 1 parcel`);
    await page.getByTestId('scan-prompt').filter({ hasText: 'Scan the shelf to put the bin on' }).waitFor();
    expect((await scanned(page, shelves[2]!)).text).toContain(`are on shelf ${shelves[2]}`);
    expect(await parcel(PARCELS[2]!)).toMatchObject({ StatusName: 'Shippable', ShelfNumber: shelves[2] });
    await page.getByTestId('scan-prompt').filter({ hasText: 'Scan a bin' }).waitFor();

    // Off the shelf again: how many parcels came off is shown.
    await openByCard(page, 'BinLowerShelf');
    await page.getByTestId('scan-input').waitFor();
    await expect.poll(() => focused(page)).toBe('scan-input');
    expect((await scanned(page, bin)).kind).toBe('ok');
    const lowered = page.getByTestId('bin-lowered');
    expect(await lowered.getAttribute('data-count')).toBe('1');
    expect(await lowered.innerText()).toBe(`1 parcel came off with bin ${bin}`);
    expect((await parcel(PARCELS[2]!)).StatusName).toBe('Completed');
    expect(staff.errors).toEqual([]);
    expect(warehouseId).toBeGreaterThan(0);
  });
});
