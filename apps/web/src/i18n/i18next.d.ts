import 'i18next';
import type { Resources } from './en-US';

/** Typed keys: `t('layout:logout')` is checked against the English reference. The `menu`
 * namespace holds the contract's menu titles, keyed by menu node Name. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources & { menu: Record<string, string> };
  }
}
