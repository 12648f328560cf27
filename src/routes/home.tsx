/** /home: the landing page. Anchors #benefits, #featured_coaches, #transformation_areas, #contact_us, #search_coach. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { coachSearchSchema } from '@/features/search/search-params';
import { LandingPage } from './-components/landing-page';

function HomeRoute() {
  const query = Route.useSearch();
  return <LandingPage mode="home" query={query} />;
}

export const Route = createFileRoute('/home')({
  validateSearch: coachSearchSchema,
  head: () => pageHead({ title: i18n._(msg`Encontre seu coach`) }),
  component: HomeRoute,
});
