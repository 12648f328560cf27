/** /search: the landing page in search mode (opens at the search form, focus in the name field). */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { currentLocale } from '@/lib/i18n';
import { routeHead } from '@/lib/page-head';
import { coachSearchSchema } from '@/features/search/search-params';
import { LandingPage } from './-components/landing-page';

function SearchRoute() {
  const query = Route.useSearch();
  return <LandingPage mode="search" query={query} />;
}

export const Route = createFileRoute('/search')({
  validateSearch: coachSearchSchema,
  // The server draws the sections below the fold with their data (the browser fetches its own).
  loader: async ({ context: { queryClient, i18n } }) => {
    if (!import.meta.env.SSR) return;
    const { prefetchLandingSections } = await import('./-components/landing-data');
    await prefetchLandingSections(queryClient, currentLocale(i18n));
  },
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Buscar coaches`, path: '/search' }),
  component: SearchRoute,
});
