import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from '../src/utils/useMediaQuery';

/** A matchMedia whose answer the test switches, as the system setting would. */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((media: string) => ({
    get matches() {
      return matches;
    },
    media,
    addEventListener: (_: string, on: () => void) => listeners.add(on),
    removeEventListener: (_: string, on: () => void) => listeners.delete(on),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      for (const on of listeners) on();
    },
    listeners,
  };
}

function Probe() {
  return <span data-testid="still">{String(useMediaQuery('(prefers-reduced-motion: reduce)'))}</span>;
}

afterEach(cleanup);

describe('useMediaQuery', () => {
  it('answers the query now and follows the system switching it, then stops listening', () => {
    const media = fakeMedia(true);
    const { unmount } = render(<Probe />);
    expect(screen.getByTestId('still').textContent).toBe('true');
    act(() => media.set(false));
    expect(screen.getByTestId('still').textContent).toBe('false');
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
