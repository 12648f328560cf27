/**
 * The app's TanStack Query client: data stays fresh for a minute; client errors are not retried.
 * Offline, a call fails at once with the HTTP layer's OfflineError, which the views say, rather
 * than waiting paused with no word; active queries run again when the browser is back online.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError, OfflineError } from '@/api/errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && !(error instanceof OfflineError) && failureCount < 1,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
