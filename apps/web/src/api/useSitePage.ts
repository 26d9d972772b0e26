import { useEffect } from 'react';
import { create } from 'zustand';
import { LOCALE_INFO } from '../i18n/locales';
import { useAppStore } from '../stores/app';
import { api } from './client';

/** A site's sign-in page in one language. The contract's site schemas are not exported from its
 * index yet, so the small answer shape is written here. */
export interface SitePageConfiguration {
  Title: string;
  Logo: string;
  /** Sign-in page carousel image addresses, in order. */
  CarouselImages?: string[];
  /** Sanitised by the server when saved. */
  AboutUs?: string;
}

/** Page configurations by language code, loaded once each. (A tiny cache rather than TanStack
 * Query: the sign-in page needs it and stays light.) */
const useSitePages = create<Record<number, SitePageConfiguration | undefined>>(() => ({}));
const inFlight = new Set<number>();

function load(code: 1 | 2 | 3) {
  if (useSitePages.getState()[code] || inFlight.has(code)) return;
  inFlight.add(code);
  api.Site.GetSitePageConfiguration({ Language: code }, { anonymous: true, silent: true })
    .then((c) => useSitePages.setState({ [code]: c }))
    .catch(() => undefined)
    .finally(() => inFlight.delete(code));
}

/** Starts loading the page configuration of the current language (start-up, for the sign-in
 * page about to draw). */
export const preloadSitePage = () => load(LOCALE_INFO[useAppStore.getState().language].code);

/** The site's Title and Logo in the current language: a language switch loads the other one
 *. Sets the document title. */
export function useSitePage(): SitePageConfiguration | null {
  const language = useAppStore((s) => s.language);
  const code = LOCALE_INFO[language].code;
  const page = useSitePages((s) => s[code]);
  useEffect(() => load(code), [code]);
  useEffect(() => {
    if (page?.Title) document.title = page.Title;
  }, [page?.Title]);
  return page ?? null;
}
