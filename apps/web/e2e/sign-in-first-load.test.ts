import { describe, expect, it } from 'vitest';
import { BOOT_AFTER_MS } from '../build/early-sign-in';
import { ADMIN, newPage, suiteOfFile } from './helpers';

/**
 * A first visit's sign-in page waits for no call (docs/architecture.md, "The sign-in page's first
 * load"): the form is drawn and takes a name and password while the site lookup
 * (`ControlCentre/GetSiteApiUrlByHost`, which names the API address) is still unanswered; only
 * signing in waits for it. And the site has an icon of its own.
 */
const suite = suiteOfFile();
const LOOKUP = '/openapi/ControlCentre/GetSiteApiUrlByHost';

describe('the sign-in page on a first visit', () => {
  it.each(['en-US', 'zh-CN', 'zh-TW'])(
    'is ready to type while the site lookup is held back; signing in waits for its answer (%s)',
    async (locale) => {
      const { s, browser } = suite;
      const { page, errors, context } = await newPage(browser, locale);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let answered = false;
      // Held until the test lets it go (at most 30 s, so that a failing test does not hang).
      await page.route(`**${LOOKUP}`, async (route) => {
        await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 30_000))]);
        answered = true;
        await route.continue();
      });
      const calls: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/openapi/')) calls.push(path);
      });

      await page.goto(`${s.url}/index`);
      await page.getByTestId('mode-staff').click();
      await page.getByTestId('username').fill(ADMIN.name);
      await page.getByTestId('password').fill(ADMIN.password);
      await page.getByTestId('agreement').check();
      expect(await page.getByTestId('password').isVisible()).toBe(true);
      expect(await page.getByTestId('password').inputValue()).toBe(ADMIN.password);
      expect(await page.getByTestId('sign-in').isEnabled()).toBe(true);
      expect(answered, 'the lookup was still held').toBe(false);

      await page.getByTestId('sign-in').click();
      await page.waitForTimeout(500);
      // Every call waits for the API address: nothing but the lookup has gone out yet.
      expect(calls).toEqual([LOOKUP]);
      release();
      await page.waitForURL('**/dashboard');
      expect(calls.indexOf('/openapi/Account/Login')).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('has an icon: /favicon.ico and the icons the page links answer images', async () => {
    const { s, browser } = suite;
    const ico = await fetch(`${s.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\//);
    // An ICO file: reserved 0, type 1.
    expect([...new Uint8Array(await ico.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    const { page, context } = await newPage(browser);
    await page.goto(`${s.url}/index`);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThan(0);
    for (const href of icons) {
      const r = await fetch(href);
      expect(r.status, href).toBe(200);
      expect(r.headers.get('content-type'), href).toMatch(/^image\//);
    }
    await context.close();
  });
});

describe('the early sign-in form (index.html, before the console has loaded)', () => {
  /** A page whose console scripts are held back until `release`: what the visitor does goes into
   * the page's own HTML. */
  async function heldPage(locale: string) {
    const { s, browser } = suite;
    const opened = await newPage(browser, locale);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await opened.page.route('**/assets/*.js', async (route) => {
      await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      await route.continue();
    });
    await opened.page.goto(`${s.url}/index`, { waitUntil: 'commit' });
    await opened.page.locator('#early').waitFor();
    return { ...opened, release };
  }

  it.each(['en-US', 'zh-CN', 'zh-TW'])(
    'takes the staff mode, a name and a password before the console is there, and the console carries them on, caret and all (%s)',
    async (locale) => {
      const { page, errors, context, release } = await heldPage(locale);
      // In the visitor's language, drawn from the console's own texts.
      const title = page.getByTestId('sign-in-title');
      expect(await title.getAttribute('data-mode')).toBe('customer');
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      await page.getByTestId('mode-staff').click();
      const staffTitle = { 'en-US': 'Staff sign-in', 'zh-CN': '员工登录', 'zh-TW': '員工登入' }[locale];
      expect(await title.textContent()).toBe(staffTitle);
      await page.getByTestId('username').fill(ADMIN.name);
      await page.getByTestId('agreement').check();
      // One letter too many, taken back once the console has taken over: the caret is where it was.
      await page.getByTestId('password').fill(`${ADMIN.password}x`);

      release();
      await page.locator('#early').waitFor({ state: 'detached' });
      expect(await title.textContent()).toBe(staffTitle);
      expect(await page.getByTestId('agreement').isChecked()).toBe(true);
      await page.keyboard.press('Backspace');
      expect(await page.getByTestId('password').inputValue()).toBe(ADMIN.password);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard');
      expect(await page.evaluate(() => localStorage.getItem('UserLogin'))).toBe('backUserLogin');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  /** A page whose console starts only when the visitor first touches the form: the moment after
   * its first frame (BOOT_AFTER_MS) never comes. */
  async function untouchedPage(locale: string) {
    const { s, browser } = suite;
    const opened = await newPage(browser, locale);
    await opened.page.addInitScript((ms) => {
      const later = window.setTimeout;
      window.setTimeout = ((fn: TimerHandler, delay?: number, ...rest: unknown[]) =>
        delay === ms ? 0 : later(fn, delay, ...rest)) as typeof window.setTimeout;
    }, BOOT_AFTER_MS);
    await opened.page.goto(`${s.url}/index`);
    await opened.page.locator('#early').waitFor();
    return opened;
  }
  const ENTRY = 'script[type="module"][src*="/assets/index-"]';

  it('fetches the console once the form is drawn and starts it on the first touch, not before', async () => {
    const { page, errors, context } = await untouchedPage('en-US');
    // Fetched (its preloads, added after the form's first frame) but not started: the form alone runs.
    await page.locator('link[rel="modulepreload"][href*="/assets/index-"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(BOOT_AFTER_MS * 3);
    expect(await page.locator(ENTRY).count()).toBe(0);
    expect(await page.locator('#early').isVisible()).toBe(true);
    await page.getByTestId('username').click();
    await page.keyboard.type(ADMIN.name);
    await page.locator('#early').waitFor({ state: 'detached' });
    expect(await page.locator(ENTRY).count()).toBe(1);
    expect(await page.getByTestId('username').inputValue()).toBe(ADMIN.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes over only once a press under way is released, so that its click is not lost', async () => {
    const { page, errors, context } = await untouchedPage('en-US');
    const staff = page.getByTestId('mode-staff');
    const box = (await staff.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The press starts the console, which is ready to take over long before the release (its
    // evaluation takes ~250 ms).
    await page.mouse.down();
    await page.locator(ENTRY).waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
    expect(await page.locator('#early').count(), 'the early form stays while the button is held').toBe(1);
    await page.mouse.up();
    await page.locator('#early').waitFor({ state: 'detached' });
    // The click landed on the button it began on: the console carries the staff mode on.
    expect(await page.getByTestId('sign-in-title').getAttribute('data-mode')).toBe('staff');
    expect(await page.evaluate(() => localStorage.getItem('UserLogin'))).toBe('backUserLogin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a press of Enter made before the console is there, and signs in with it once it is', async () => {
    const { page, errors, context, release } = await heldPage('en-US');
    await page.getByTestId('mode-staff').click();
    await page.getByTestId('username').fill(ADMIN.name);
    await page.getByTestId('agreement').check();
    await page.getByTestId('password').fill(ADMIN.password);
    await page.getByTestId('password').press('Enter');
    expect(await page.getByTestId('sign-in').getAttribute('class')).toContain('early-busy');
    // Nothing was sent from the early form: the password never leaves the page unencrypted.
    expect(page.url()).not.toContain(ADMIN.password);
    release();
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});
