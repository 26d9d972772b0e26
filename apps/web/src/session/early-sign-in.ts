import type { Locale } from '../i18n/locales';
import type { LoginMode } from '../stores/session';

/**
 * What a visitor did on the built index.html's early sign-in form before the console's scripts
 * ran (docs/architecture.md, "The sign-in page's first load"; build/early-sign-in.ts draws it).
 * The sign-in page takes it over in the render that first draws it, and removes the early form in
 * the same commit, so no keystroke falls between the two.
 */
export interface EarlySignIn {
  mode: LoginMode;
  language: Locale;
  username: string;
  password: string;
  agreement: boolean;
  /** The field that had the focus, with its selection. */
  focus: { field: 'username' | 'password'; start: number | null; end: number | null } | null;
  /** The sign-in button was pressed (or Enter in a field): the page signs in at once. */
  submitted: boolean;
  /** Asked for before the page was there: the SMS tab or the agreement's text. */
  asked: 'sms' | 'agreement' | null;
}

const early = () => {
  const e = document.getElementById('early');
  return e && !e.hidden ? e : null;
};

/** The early form's state, or null when it is not shown (a development build, a signed-in visit,
 * another page, or already taken over). */
export function readEarlySignIn(): EarlySignIn | null {
  const root = early();
  if (!root) return null;
  const input = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && root.contains(active) ? active : null;
  const field = focused?.name === 'username' || focused?.name === 'password' ? focused.name : null;
  const asked = root.getAttribute('data-asked');
  return {
    mode: root.getAttribute('data-login-mode') === 'backUserLogin' ? 'backUserLogin' : 'userLogin',
    language: (root.getAttribute('data-language') ?? 'zh-CN') as Locale,
    username: input('username')?.value ?? '',
    password: input('password')?.value ?? '',
    agreement: !!input('agreement')?.checked,
    focus: focused && field ? { field, start: focused.selectionStart, end: focused.selectionEnd } : null,
    submitted: root.getAttribute('data-submitted') === 'true',
    asked: asked === 'sms' || asked === 'agreement' ? asked : null,
  };
}

/** Longest a press on the early form holds the page back (a pointer that never comes up). */
const PRESS_CAP_MS = 5000;

/**
 * Settles when no press is under way on the early form (at once when there is none, or no form).
 * The console starts on the visitor's first touch (build/early-sign-in.ts, BOOT), so it may be
 * ready to take over between a button's press and its release: the early form would then be gone
 * under the pointer, and the click lost (a press and its release must land on one element). It
 * waits for the release, then for the click it brings (dispatched with the release, before a
 * timer's turn); the caller draws in the same task as this answer (main.tsx, flushSync).
 */
export function whenUnpressed(): Promise<void> {
  const since = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      const root = early();
      if (!root?.hasAttribute('data-pressed') || Date.now() - since > PRESS_CAP_MS) return resolve();
      const released = () => {
        document.removeEventListener('pointerup', released, true);
        document.removeEventListener('pointercancel', released, true);
        clearTimeout(cap);
        setTimeout(check, 0);
      };
      const cap = setTimeout(released, PRESS_CAP_MS);
      document.addEventListener('pointerup', released, true);
      document.addEventListener('pointercancel', released, true);
    };
    check();
  });
}

/** The early form is showing (and not yet taken over). */
export function earlySignInShown(): boolean {
  return early() !== null;
}

let taken: EarlySignIn | null | undefined;

/** Reads the early form once: the first call answers its state, every later call the same (a
 * re-render, React's second render in development). */
export function takeEarlySignIn(): EarlySignIn | null {
  if (taken === undefined) taken = readEarlySignIn();
  return taken;
}

/** Removes the early form: the real page is drawn (or another page opened). */
export function dismissEarlySignIn(): void {
  document.getElementById('early')?.remove();
}
