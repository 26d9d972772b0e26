import { desc, eq, like } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, smsOutbox } from '../../server/src/db/schema/index';
import type { TestServer } from '../../server/test/helpers/server';
import { ADMIN, closeSuite, fillSignIn, newPage, startSuite } from './helpers';

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  [s, browser] = await startSuite();
});
afterAll(() => closeSuite(s, browser));

/** Drags the puzzle handle `dx` pixels to the right with a hand's small vertical wobble. */
async function drag(page: Page, dx: number) {
  // The dialog zooms in when it opens: wait for the piece and a handle that stays put.
  await page.locator('[data-testid="puzzle"][data-state="idle"] [data-testid="puzzle-piece"]').waitFor();
  const handle = page.getByTestId('puzzle-handle');
  let box = (await handle.boundingBox())!;
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(100);
    const next = (await handle.boundingBox())!;
    if (next.x === box.x && next.y === box.y && next.width === box.width) break;
    box = next;
  }
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  // As a hand moves: speeds up, then slows down onto the hole, over about half a second.
  const steps = 25;
  for (let i = 1; i <= steps; i++) {
    const f = i / steps;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    await page.mouse.move(x0 + dx * eased, y0 + (i % 3) - 1);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}

/** The answer of the puzzle on show: its key from the answer the page received, x from the
 * server's table. */
async function answerOf(puzzle: Promise<{ CaptchaKey: string }>) {
  const { CaptchaKey } = await puzzle;
  const [row] = await s.deps.db.select({ x: captchas.x }).from(captchas).where(eq(captchas.key, CaptchaKey));
  return row!.x;
}
const nextPuzzle = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/Account/GetCaptcha64'))
    .then(async (r) => (await r.json()).Data as { CaptchaKey: string });

describe('the slide puzzle after failed sign-ins', () => {
  it('appears after 3 wrong passwords and must be solved', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${s.url}/index`);
    for (let i = 0; i < 3; i++) {
      await fillSignIn(page, { ...ADMIN, password: 'Wrong@123' });
      await page.locator('.ant-notification-notice-error').first().waitFor();
      await page.waitForTimeout(300);
      expect(page.url()).toContain('/index');
    }
    expect(await page.getByTestId('puzzle').count()).toBe(0);

    // Fourth attempt, right password: the puzzle comes first.
    let puzzle = nextPuzzle(page);
    await fillSignIn(page, ADMIN);
    await page.getByTestId('puzzle').waitFor();
    let x = await answerOf(puzzle);

    // A wrong drop fails, says so, and brings a new puzzle.
    puzzle = nextPuzzle(page);
    await drag(page, x > 120 ? x - 80 : x + 80);
    await page.locator('[data-testid="puzzle"][data-state="fail"]').waitFor();
    x = await answerOf(puzzle);
    await page.locator('[data-testid="puzzle"][data-state="idle"]').waitFor();

    // The right drop passes; a second later the sign-in goes on with the ticket.
    await drag(page, x);
    await page.locator('[data-testid="puzzle"][data-state="success"]').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('dashboard').waitFor();
    expect(errors).toEqual([]);
  });

  it('registers a customer with an SMS code, keeping the referrer of the link', async () => {
    const customer1 = await s.signIn('customer1');
    const referrer = (await s.call('Account/GetUserInfoDetailedInfo', {}, { token: customer1.AccessToken })).Data
      .CustomerCode;
    const { page, errors } = await newPage(browser);
    await page.goto(`${s.url}/index?activeIndex=register&referrer=${referrer}`);
    await page.locator('#register_UserName').waitFor();
    expect(await page.locator('#register_Referrer').inputValue()).toBe(referrer);
    await page.locator('#register_UserName').fill('newcustomer7');
    await page.locator('#register_Password').fill('Parcel@2025');
    await page.locator('#register_Confirm').fill('Parcel@2025');
    await page.locator('#register_PhoneNumber').fill('13900000007');

    // Every code sent needs a solved puzzle.
    const puzzle = nextPuzzle(page);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('puzzle').waitFor();
    await drag(page, await answerOf(puzzle));
    await page.getByText('The code has been sent').waitFor();
    const [sms] = await s.deps.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(like(smsOutbox.phone, '%13900000007'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    await page.locator('#register_PhoneNumberCode').fill(code);
    await page.getByTestId('agreement').check();
    await page.getByRole('button', { name: 'Register and sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('avatar').textContent()).toContain('newcustomer7');
    expect(errors).toEqual([]);
  });
});
