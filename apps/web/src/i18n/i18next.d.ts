import 'i18next';
import type { Resources } from './texts';

/** Typed keys: `t('layout:logout')` is checked against the keys of the three-language sets. The
 * `menu` namespace holds the contract's menu titles, keyed by menu node Name. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources & { menu: Record<string, string> };
  }
}
