import { SCROLL_TOP_MS } from './logic';

/** Scrolls the page back to the top in SCROLL_TOP_MS (ease-out), as every table does on a page
 * change; `behavior: 'smooth'` leaves the duration to the browser. */
export function scrollToTop(el: { scrollTop: number } = document.scrollingElement ?? document.documentElement) {
  const from = el.scrollTop;
  if (from <= 0) return;
  const start = performance.now();
  const step = (now: number) => {
    const k = Math.min(1, (now - start) / SCROLL_TOP_MS);
    el.scrollTop = from * (1 - k) ** 3;
    if (k < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
