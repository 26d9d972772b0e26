import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a scan station is on the page, for the shell: on a handheld the station's prompt, input
 * and last answer come first, so the shell docks the device window below the screen rather than
 * above it (docs/architecture.md, "Floor screens").
 */
let shown = 0;
const listeners = new Set<() => void>();
const tell = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Called by the station while it is mounted. */
export function useStationPresence(): void {
  useEffect(() => {
    shown += 1;
    tell();
    return () => {
      shown -= 1;
      tell();
    };
  }, []);
}

/** A station is on the page. */
export function useStationOnScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown > 0,
    () => false,
  );
}
