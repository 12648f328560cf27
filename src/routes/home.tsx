/** /home: the landing page. Anchors #benefits, #featured_coaches, #transformation_areas, #contact_us, #search_coach. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { currentLocale } from '@/lib/i18n';
import { routeHead } from '@/lib/page-head';
import { coachSearchSchema } from '@/features/search/search-params';
import { LandingPage } from './-components/landing-page';

function HomeRoute() {
  const query = Route.useSearch();
  return <LandingPage mode="home" query={query} />;
}

export const Route = createFileRoute('/home')({
  validateSearch: coachSearchSchema,
  // The server draws the sections below the fold with their data (the browser fetches its own).
  loader: async ({ context: { queryClient, i18n } }) => {
    if (!import.meta.env.SSR) return;
    const { prefetchLandingSections } = await import('./-components/landing-data');
    await prefetchLandingSections(queryClient, currentLocale(i18n));
  },
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Encontre seu coach`, path: '/home' }),
  component: HomeRoute,
});
