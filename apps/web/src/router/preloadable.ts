import { type ComponentType, createElement, lazy } from 'react';

/** A lazily loaded component whose chunk can be asked for before it is drawn. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts the download (once) and settles when the component is in. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * Like React's `lazy`, plus `preload()`. Once the chunk is in, the component draws at once:
 * `lazy` suspends on its first draw even when its promise has long settled, and React 19 then
 * holds the Suspense fallback for its reveal throttle (300 ms) before showing the content. Drawn
 * before the chunk is in, it suspends like `lazy`.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (m) => {
        loaded = m.default;
        return loaded;
      },
      (e: unknown) => {
        // A failed download may be tried again (the next draw or preload).
        loading = undefined;
        throw e;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  function Preloaded(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloaded, { preload });
}
