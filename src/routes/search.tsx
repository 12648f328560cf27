/** /search: the landing page in search mode (opens at the search form, focus in the name field). */
import { createFileRoute } from '@tanstack/react-router';
import { validateSearchQuery } from '@/features/search/search-query';
import { LandingPage } from './-components/landing-page';

function SearchRoute() {
  const query = Route.useSearch();
  return <LandingPage mode="search" query={query} />;
}

export const Route = createFileRoute('/search')({
  validateSearch: validateSearchQuery,
  component: SearchRoute,
});
