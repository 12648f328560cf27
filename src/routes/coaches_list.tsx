/** /coaches_list: the search panel plus the infinite list of coach cards; filters in the query. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { CoachesListPage } from '@/features/search/coaches-list-page';
import { validateSearchQuery } from '@/features/search/search-query';
import { filtersToUrl, type SearchFilters } from '@machines/lib/search-filters';

function CoachesListRoute() {
  const query = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (filters: SearchFilters) => void navigate({ search: filtersToUrl(filters) });
  return <CoachesListPage query={query} onSearch={onSearch} />;
}

export const Route = createFileRoute('/coaches_list')({
  validateSearch: validateSearchQuery,
  head: () => pageHead({ title: i18n._(msg`Coaches`) }),
  component: CoachesListRoute,
});
