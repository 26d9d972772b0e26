import { lazy, Suspense, useCallback, useState } from 'react';

export interface PuzzleTicket {
  CaptchaKey: string;
  Captcha: string;
}

const PuzzleModal = lazy(() => import('./SlidePuzzle'));

/** `ask()` opens the slide puzzle and resolves with the ticket once solved, or null when the
 * user closes it. The puzzle's code loads the first time it is asked for. */
export function usePuzzle() {
  const [pending, setPending] = useState<((t: PuzzleTicket | null) => void) | null>(null);
  const ask = useCallback(() => new Promise<PuzzleTicket | null>((resolve) => setPending(() => resolve)), []);
  const modal = pending ? (
    <Suspense fallback={null}>
      <PuzzleModal
        onDone={(ticket) => {
          pending(ticket);
          setPending(null);
        }}
      />
    </Suspense>
  ) : null;
  return { ask, modal };
}
