/** /home: the landing page. Anchors #benefits, #featured_coaches, #transformation_areas, #contact_us, #search_coach. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { currentLocale } from '@/lib/i18n';
import { routeHead, websiteJsonLd } from '@/lib/page-head';
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
  head: ({ match }) => {
    const { i18n } = match.context;
    const locale = currentLocale(i18n);
    return routeHead(i18n, {
      title: msg`Encontre seu coach`,
      description: i18n._(
        msg`Coaches certificados de carreira, liderança, saúde e relacionamentos: conheça cada um, leia seus artigos e agende uma sessão experimental gratuita.`,
      ),
      path: '/home',
      card: {
        card: { kind: 'page', page: 'home' },
        alt: i18n._(msg`Coachly: encontre seu coach e agende uma sessão experimental gratuita.`),
      },
      jsonLd: ({ url }) => websiteJsonLd({ url, locale }),
    });
  },
  component: HomeRoute,
});
