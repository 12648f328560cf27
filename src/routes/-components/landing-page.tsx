/**
 * The landing page of /home and /search: the home feature's layout with the search feature's
 * form and featured coaches. Submitting the form opens the coaches list with the filters in the
 * URL, so the search can be shared and bookmarked.
 */
import { useNavigate } from '@tanstack/react-router';
import { lazy } from 'react';
import { HomePage } from '@/features/home/home-page';
import { SearchForm } from '@/features/search/search-form';
import { useSearchActor } from '@/features/search/use-search';
import { filtersFromUrl, filtersToUrl, type SearchUrlQuery } from '@machines/lib/search-filters';

// Below the fold: loads with the carousel library when the section comes near.
const FeaturedCoaches = lazy(() =>
  import('@/features/search/featured-coaches').then((module) => ({ default: module.FeaturedCoaches })),
);

export function LandingPage({ mode, query }: { mode: 'home' | 'search'; query: SearchUrlQuery }) {
  const navigate = useNavigate();
  const actor = useSearchActor(filtersFromUrl(query));
  return (
    <HomePage
      mode={mode}
      search={
        <SearchForm
          actor={actor}
          autoFocus={mode === 'search'}
          labelledBy="search-title"
          onSubmit={(filters) => void navigate({ to: '/coaches_list', search: filtersToUrl(filters) })}
        />
      }
      featured={<FeaturedCoaches actor={actor} />}
    />
  );
}
