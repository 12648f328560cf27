/**
 * The app's one TanStack Query client, loaded after the first render instead of before it.
 *
 * The landing page draws its text, search form and pictures without any data from the APIs, so
 * the query core (about 11 kB gzip with the hooks) and the HTTP layer are not part of its first
 * download: the client's code loads right after, when a part of the page first asks for data.
 * Every other page waits for the client in the root route's beforeLoad, before its own loaders,
 * so its components always find it. Below-the-fold parts of the landing page load through
 * `withQueryClient`, which waits for the client with the part's own code.
 */
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Sets the client every part of the app uses (tests give each test a fresh one). */
export function provideQueryClient(next: QueryClient): QueryClient {
  client = next;
  loading = Promise.resolve(next);
  for (const listener of listeners) listener();
  return next;
}

/** The client, loading its code on the first call. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./create-query-client').then(
    ({ createQueryClient }) => provideQueryClient(client ?? createQueryClient()),
    (error: unknown) => {
      // A failed download (offline) may be tried again by the next caller.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const peek = () => client;

/**
 * Provides the client to the app once it has loaded. Until then the context is empty, which only
 * the landing page's first render sees; the tree is the same before and after, so nothing
 * remounts when the client arrives.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, peek, peek);
  useEffect(() => {
    if (!current) return;
    current.mount();
    return () => current.unmount();
  }, [current]);
  return <QueryClientContext.Provider value={current}>{children}</QueryClientContext.Provider>;
}

/**
 * A lazily loaded component that uses queries: loads with the client and renders inside it, so
 * it never renders before the client exists. Use in `lazy(() => import(...).then(...))`.
 */
export async function withQueryClient<Props extends object>(
  component: Promise<ComponentType<Props>>,
): Promise<{ default: ComponentType<Props> }> {
  const [Component, loaded] = await Promise.all([component, loadQueryClient()]);
  function WithQueryClient(props: Props) {
    // The client of the moment, not the one of the first load (tests provide a new one each).
    const queryClient = useSyncExternalStore(subscribe, peek, peek) ?? loaded;
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return { default: WithQueryClient };
}
