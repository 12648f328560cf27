/**
 * The landing page of /home and /search: the home feature's layout with the search feature's
 * form and featured coaches. Submitting the form opens the coaches list with the filters in the
 * URL, so the search can be shared and bookmarked. The form's draft is a plain reducer here: the
 * search panel's machine only runs on the list.
 */
import { useNavigate } from '@tanstack/react-router';
import { useReducer } from 'react';
import { HomePage } from '@/features/home/home-page';
import { SearchForm } from '@/features/search/search-form';
import { draftFromSearch, RESULTS_ID, searchFromFilters, type CoachSearch } from '@/features/search/search-params';
import { applySearchInput } from '@machines/lib/search-draft';
import { lazyRetry } from '@/lib/retry-import';

// Below the fold: loads with the carousel library when the section comes near.
const FeaturedCoaches = lazyRetry(() =>
  import('@/features/search/featured-coaches').then((module) => ({ default: module.FeaturedCoaches })),
);

export function LandingPage({ mode, query }: { mode: 'home' | 'search'; query: CoachSearch }) {
  const navigate = useNavigate();
  // A state in the link implies the states-cities model; the form confirms the model when the
  // country list arrives.
  const [draft, onInput] = useReducer(applySearchInput, query, draftFromSearch);
  return (
    <HomePage
      mode={mode}
      search={
        <SearchForm
          draft={draft}
          onInput={onInput}
          autoFocus={mode === 'search'}
          labelledBy="search-title"
          onSubmit={(filters) =>
            void navigate({ to: '/coaches_list', search: searchFromFilters(filters), hash: RESULTS_ID })
          }
        />
      }
      featured={<FeaturedCoaches />}
    />
  );
}
