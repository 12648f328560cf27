/**
 * The app's TanStack Query client: data stays fresh for a minute; client errors are not retried.
 * Offline, a call fails at once with the HTTP layer's OfflineError, which the views say, rather
 * than waiting paused with no word; active queries run again when the browser is back online.
 * On the server (`server`) nothing is retried: a page's calls share one short deadline
 * (src/entry-server.tsx), and a retry a second later would only hold the answer past it; the
 * browser loads what failed itself, with its own retry.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError, OfflineError } from '@/api/errors';

export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        retry: server
          ? false
          : (failureCount, error) =>
              !(error instanceof ApiError && error.status < 500) &&
              !(error instanceof OfflineError) &&
              failureCount < 1,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
