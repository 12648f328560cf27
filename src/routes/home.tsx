/** /home: the landing page. Anchors #benefits, #featured_coaches, #transformation_areas, #contact_us, #search_coach. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { routeHead } from '@/lib/page-head';
import { coachSearchSchema } from '@/features/search/search-params';
import { LandingPage } from './-components/landing-page';

function HomeRoute() {
  const query = Route.useSearch();
  return <LandingPage mode="home" query={query} />;
}

export const Route = createFileRoute('/home')({
  validateSearch: coachSearchSchema,
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Encontre seu coach`, path: '/home' }),
  component: HomeRoute,
});
