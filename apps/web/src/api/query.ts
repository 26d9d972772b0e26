import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';

/** Server state of the signed-in screens. Provided by the layout: the sign-in page does not
 * carry TanStack Query. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The request layer already shows errors and retries expired tokens: no second retry here.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// The server answers in the caller's language (partition types, statuses, option lists): after a
// language switch every cached answer is in the old one, so all of them are refetched (the open
// screen's at once, the others when next used).
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
