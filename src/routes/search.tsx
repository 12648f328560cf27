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
  head: ({ match }) => {
    const { i18n } = match.context;
    return routeHead(i18n, {
      title: msg`Buscar coaches`,
      description: i18n._(
        msg`Filtre coaches certificados por nome, país, estado, cidade e área de especialidade, e agende uma sessão experimental gratuita.`,
      ),
      path: '/search',
      card: {
        card: { kind: 'page', page: 'coaches' },
        alt: i18n._(msg`Coachly: busque coaches certificados por nome, lugar e especialidade.`),
      },
    });
  },
  component: SearchRoute,
});
