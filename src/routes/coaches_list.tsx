/** /coaches_list: the search panel plus the infinite list of coach cards; filters in the query. */
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { collectionJsonLd, routeHead } from '@/lib/page-head';
import { CoachesListPage } from '@/features/search/coaches-list-page';
import { coachSearchSchema, RESULTS_ID, type CoachSearch } from '@/features/search/search-params';
import { coachSearchOptions, prefetchSearchOptions } from '@/features/search/api';
import { currentLocale } from '@/lib/i18n';
import { warmOptionNames } from '@/lib/option-names';

function CoachesListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Arriving from a search submitted, or back on an entry the list has shown before (Back), which
  // has its window and its scroll position already.
  const restored = useLocation({ select: (location) => Boolean(location.state.coachPages) });
  const atResults = useLocation({ select: (location) => location.hash === RESULTS_ID }) && !restored;
  const onSearch = (next: CoachSearch) => void navigate({ search: next, hash: RESULTS_ID });
  return <CoachesListPage search={search} onSearch={onSearch} atResults={atResults} restored={restored} />;
}

export const Route = createFileRoute('/coaches_list')({
  validateSearch: coachSearchSchema,
  loaderDeps: ({ search }) => search,
  // The server renders the first page of results with the page, and the form's lists and the
  // cards' expertise names in the page's language; the browser's list shows its skeleton while
  // the first page loads, and the form fills its lists as they come.
  loader: async ({ deps, context: { queryClient, i18n } }) => {
    const locale = currentLocale(i18n);
    // In the browser the names the cards and the form translate come before the page, so its
    // first paint has them in its language (nothing to wait for in pt, or once they are kept).
    if (!import.meta.env.SSR) return warmOptionNames(queryClient, locale);
    // A failure is the page's: 503, never a cached empty list. A list that fails is the browser's.
    await Promise.all([
      queryClient.fetchInfiniteQuery(coachSearchOptions(deps)),
      prefetchSearchOptions(queryClient, locale, deps.country),
    ]);
  },
  head: ({ match }) => {
    const { i18n } = match.context;
    return routeHead(i18n, {
      title: msg`Coaches`,
      description: i18n._(
        msg`Busque coaches certificados por nome, país, cidade e área de especialidade, veja o perfil de cada um e peça uma sessão experimental gratuita.`,
      ),
      path: '/coaches_list',
      card: {
        card: { kind: 'page', page: 'coaches' },
        alt: i18n._(msg`Coachly: busque coaches certificados por nome, lugar e especialidade.`),
      },
      jsonLd: ({ url }) => collectionJsonLd({ url, name: i18n._(msg`Coaches`), locale: currentLocale(i18n) }),
    });
  },
  component: CoachesListRoute,
});
