/** Runs `fn` once the browser is idle, at the earliest `after` ms from now (at the latest two
 * seconds after that); answers a cancel. Browsers without requestIdleCallback (Safari) run it
 * a little after `after`. */
export function whenIdle(fn: () => void, after = 0): () => void {
  let idle: number | undefined;
  const timer = setTimeout(
    () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fn, { timeout: 2000 });
      else fn();
    },
    after + (typeof requestIdleCallback === 'function' ? 0 : 200),
  );
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
