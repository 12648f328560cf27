/** /search: the landing page in search mode (opens at the search form, focus in the name field). */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { routeHead } from '@/lib/page-head';
import { coachSearchSchema } from '@/features/search/search-params';
import { LandingPage } from './-components/landing-page';

function SearchRoute() {
  const query = Route.useSearch();
  return <LandingPage mode="search" query={query} />;
}

export const Route = createFileRoute('/search')({
  validateSearch: coachSearchSchema,
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Buscar coaches`, path: '/search' }),
  component: SearchRoute,
});
