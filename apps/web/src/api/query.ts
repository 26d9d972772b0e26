import { QueryClient } from '@tanstack/react-query';

/** Server state of the signed-in screens. Provided by the layout: the sign-in page does not
 * carry TanStack Query. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The request layer already shows errors and retries expired tokens: no second retry here.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
