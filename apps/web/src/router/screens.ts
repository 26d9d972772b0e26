import { create } from 'zustand';
import type { ScreenRegistry } from './registry';

/**
 * The screen registry, loaded on demand: it maps every screen of the console to its chunk and
 * with them their download lists, weight the sign-in page has no use for. It loads with the
 * session (RequireSession, startSessionEarly), in parallel with the session's calls; the layout
 * draws once it is in, so inside the layout `screenRegistry()` always answers.
 */
export const useScreenRegistry = create<{ registry: ScreenRegistry | null }>(() => ({ registry: null }));

let loading: Promise<ScreenRegistry> | null = null;

export function loadScreenRegistry(): Promise<ScreenRegistry> {
  loading ??= import('./registry').then(
    ({ screenRegistry }) => {
      useScreenRegistry.setState({ registry: screenRegistry });
      return screenRegistry;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The registry if loaded, else null. */
export const screenRegistry = () => useScreenRegistry.getState().registry;
