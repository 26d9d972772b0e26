import { initI18n, loadConsoleTexts, whenLocaleApplied } from '../src/i18n';

/** jsdom lacks what antd's responsive helpers and scrolling read; English texts. Settles once
 * the English texts (the console's too) and antd's English pack are loaded. */
export function setupDom(): Promise<void> {
  initI18n('en-US');
  window.matchMedia ??= ((q: string) => ({
    matches: false,
    media: q,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.scrollTo ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  return Promise.all([whenLocaleApplied(), loadConsoleTexts()]).then(() => undefined);
}
