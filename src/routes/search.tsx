/** /search: the landing page in search mode (opens at the search form, focus in the name field). */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { coachSearchSchema } from '@/features/search/search-params';
import { LandingPage } from './-components/landing-page';

function SearchRoute() {
  const query = Route.useSearch();
  return <LandingPage mode="search" query={query} />;
}

export const Route = createFileRoute('/search')({
  validateSearch: coachSearchSchema,
  head: () => pageHead({ title: i18n._(msg`Buscar coaches`) }),
  component: SearchRoute,
});
