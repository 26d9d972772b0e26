import { useEffect, useState } from 'react';

/** Whether a CSS media query matches now, following changes (window resized, system setting
 * switched). Without `matchMedia` (server or old test DOM) it answers `fallback`. */
export function useMediaQuery(query: string, fallback = false): boolean {
  const [matches, setMatches] = useState(() => globalThis.matchMedia?.(query).matches ?? fallback);
  useEffect(() => {
    const m = globalThis.matchMedia?.(query);
    if (!m) return;
    const on = () => setMatches(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return matches;
}
