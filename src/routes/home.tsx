/** /home: the landing page. Anchors #benefits, #featured_coaches, #transformation_areas, #contact_us, #search_coach. */
import { createFileRoute } from '@tanstack/react-router';
import { validateSearchQuery } from '@/features/search/search-query';
import { LandingPage } from './-components/landing-page';

function HomeRoute() {
  const query = Route.useSearch();
  return <LandingPage mode="home" query={query} />;
}

export const Route = createFileRoute('/home')({
  validateSearch: validateSearchQuery,
  component: HomeRoute,
});
