import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlyScript, MARKUP } from '../build/early-sign-in';
import { readEarlySignIn } from '../src/session/early-sign-in';

/** The early sign-in form of the built index.html (build/early-sign-in.ts): when it shows, in which
 * language, and what the page reads back from it (src/session/early-sign-in.ts). */
const TEXTS = Object.fromEntries(
  ['zh-CN', 'zh-TW', 'en-US'].map((l) => [
    l,
    new Proxy({}, { get: (_, key) => `${l}:${String(key)}` }) as Record<string, string>,
  ]),
);
const PUBLIC = ['/auth-redirect', '/404'];

function open(url: string, languages: string[] = ['en-US']) {
  history.replaceState(null, '', url);
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  document.body.innerHTML = `<div id="root"><div id="boot">…</div></div>${MARKUP}`;
  // The script as the page carries it, called as the page calls it.
  new Function('T', 'P', `(${earlyScript()})(T, P)`)(TEXTS, PUBLIC);
  return document.getElementById('early')!;
}

describe('the early sign-in form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows on /index and on a page that needs a session, in the browser’s language', () => {
    const early = open('/index', ['zh-HK', 'en']);
    expect(early.hidden).toBe(false);
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(early.querySelector('[data-testid="sign-in"]')!.textContent).toBe('zh-TW:signIn');
    expect(early.querySelector<HTMLInputElement>('[data-testid="password"]')!.placeholder).toBe('zh-TW:password');
    expect(open('/PackageIndex').hidden).toBe(false);
  });

  it('stays hidden for a stored session, a public page, and the register and retrieve views', () => {
    expect(open('/auth-redirect').hidden).toBe(true);
    expect(open('/index?activeIndex=register').hidden).toBe(true);
    localStorage.setItem('Admin-Token', 'x');
    expect(open('/index').hidden).toBe(true);
    expect(readEarlySignIn()).toBeNull();
  });

  it('keeps the stored language, mode and agreement, and what the visitor changes', () => {
    localStorage.setItem('language', 'zh-CN');
    localStorage.setItem('ServiceAgreement', 'true');
    const early = open('/index', ['en-US']);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(readEarlySignIn()).toMatchObject({
      mode: 'userLogin',
      language: 'zh-CN',
      agreement: true,
      submitted: false,
    });

    early.querySelector<HTMLButtonElement>('[data-testid="mode-staff"]')!.click();
    early.querySelector<HTMLButtonElement>('[data-lang="en-US"]')!.click();
    const title = early.querySelector('[data-testid="sign-in-title"]')!;
    expect([title.textContent, title.getAttribute('data-mode')]).toEqual(['en-US:staffSignIn', 'staff']);
    expect(early.querySelector<HTMLElement>('[data-testid="go-register"]')!.hidden).toBe(true);
    expect(localStorage.getItem('UserLogin')).toBe('backUserLogin');
    expect(localStorage.getItem('language')).toBe('en-US');

    const password = early.querySelector<HTMLInputElement>('[data-testid="password"]')!;
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(3, 3);
    early.querySelector<HTMLElement>('[data-testid="tab-sms"]')!.click();
    early.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(readEarlySignIn()).toEqual({
      mode: 'backUserLogin',
      language: 'en-US',
      username: '',
      password: 'secret',
      agreement: true,
      focus: { field: 'password', start: 3, end: 3 },
      submitted: true,
      asked: 'sms',
    });
  });

  it('answers the focused field and its caret', () => {
    const early = open('/index');
    const name = early.querySelector<HTMLInputElement>('[data-testid="username"]')!;
    name.value = 'admin';
    name.focus();
    name.setSelectionRange(2, 4);
    expect(readEarlySignIn()!.focus).toEqual({ field: 'username', start: 2, end: 4 });
  });
});
