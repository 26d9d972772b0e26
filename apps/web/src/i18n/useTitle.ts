import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_NS } from '.';

/** Translates a route title key: `menu:<Name>` from the contract's menu titles (the Name itself
 * when the catalog has none), anything else from the web resources. Re-renders on a language
 * change. */
export function useTitle(): (key: string) => string {
  const { t, i18n } = useTranslation(ALL_NS);
  const lng = i18n.language;
  return useCallback(
    (key: string) => {
      if (key.startsWith('menu:')) {
        const name = key.slice(5);
        return i18n.t(name, { ns: 'menu', lng, defaultValue: name }) as string;
      }
      return t(key as 'common:ok', { lng }) as string;
    },
    [t, i18n, lng],
  );
}
