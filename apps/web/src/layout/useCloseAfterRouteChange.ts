import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Popovers of the top bar (menu search, avatar menu) close 1 s after the route changes, so a
 * click that navigates does not leave them hanging over the new screen. Only a popover that was
 * already open when the route changed closes: one opened since (a user clicking the search right
 * after sign-in lands on the dashboard) stays open. Mounting is no change.
 *
 * Call the returned `opened()` whenever the popover opens.
 */
export function useCloseAfterRouteChange(close: () => void): () => void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const openedAt = useRef(0);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const changedAt = performance.now();
    const id = setTimeout(() => {
      if (openedAt.current <= changedAt) closeRef.current();
    }, 1000);
    return () => clearTimeout(id);
  }, [pathname]);
  return () => {
    openedAt.current = performance.now();
  };
}
