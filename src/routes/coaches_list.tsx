/** /coaches_list: the search panel plus the infinite list of coach cards; filters in the query. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { CoachesListPage } from '@/features/search/coaches-list-page';
import { coachSearchSchema, type CoachSearch } from '@/features/search/search-params';
import { coachSearchOptions } from '@/features/search/api';
import { loadQueryClient } from '@/lib/query-client';

function CoachesListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (next: CoachSearch) => void navigate({ search: next });
  return <CoachesListPage search={search} onSearch={onSearch} />;
}

export const Route = createFileRoute('/coaches_list')({
  validateSearch: coachSearchSchema,
  loaderDeps: ({ search }) => search,
  // The server renders the first page of results with the page (src/entry-server.tsx); the
  // browser's list shows its skeleton while the first page loads, as before.
  loader: async ({ deps }) => {
    if (!import.meta.env.SSR) return;
    const queryClient = await loadQueryClient();
    await queryClient.prefetchInfiniteQuery(coachSearchOptions(deps)).catch(() => undefined);
  },
  head: () => pageHead({ title: i18n._(msg`Coaches`) }),
  component: CoachesListRoute,
});
