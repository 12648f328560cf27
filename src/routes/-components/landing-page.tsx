/**
 * The landing page of /home and /search: the home feature's layout with the search feature's
 * form and featured coaches. Submitting the form opens the coaches list with the filters in the
 * URL, so the search can be shared and bookmarked. The form's draft is a plain reducer here: the
 * search machine only runs where a search does (the list, and the featured carousel below the fold).
 */
import { useNavigate } from '@tanstack/react-router';
import { lazy, useReducer } from 'react';
import { HomePage } from '@/features/home/home-page';
import { loadCatalogs } from '@/lib/i18n';
import { withQueryClient } from '@/lib/query-client';
import { SearchForm } from '@/features/search/search-form';
import { applySearchInput, type SearchDraft } from '@machines/lib/search-draft';
import { filtersFromUrl, filtersToUrl, type SearchUrlQuery } from '@machines/lib/search-filters';

// Below the fold: loads with the carousel library, the search machine and the rest of the text
// when the section comes near.
const FeaturedCoaches = lazy(() =>
  withQueryClient(
    Promise.all([import('@/features/search/featured-coaches'), loadCatalogs(['platform'])]).then(
      ([module]) => module.FeaturedCoaches,
    ),
  ),
);

function initialDraft(query: SearchUrlQuery): SearchDraft {
  // A state in the link implies the states-cities model; the form confirms the model when the
  // country list arrives.
  const filters = filtersFromUrl(query);
  return { filters, stateEnabled: filters.state !== null };
}

export function LandingPage({ mode, query }: { mode: 'home' | 'search'; query: SearchUrlQuery }) {
  const navigate = useNavigate();
  const [draft, onInput] = useReducer(applySearchInput, query, initialDraft);
  return (
    <HomePage
      mode={mode}
      search={
        <SearchForm
          draft={draft}
          onInput={onInput}
          autoFocus={mode === 'search'}
          labelledBy="search-title"
          onSubmit={(filters) => void navigate({ to: '/coaches_list', search: filtersToUrl(filters) })}
        />
      }
      featured={<FeaturedCoaches />}
    />
  );
}
