/**
 * The search form's option lists, loaded after the form has rendered: on the landing page the
 * lists' code is not part of the first download. A page that has the lists already (the coaches
 * list, whose loader warms them: cachedSearchOptions) gives them as the form's first ones, so the
 * server's page names the chosen country and expertises in its language and the browser draws
 * it alike.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useInBrowser } from '@/lib/use-in-browser';
import type { SearchOptions } from './search-options';
import { lazyRetry } from '@/lib/retry-import';

/** What the form shows before the lists have loaded. */
const NO_SEARCH_OPTIONS: SearchOptions = {
  countries: undefined,
  countriesLoading: true,
  locations: undefined,
  expertises: [],
  expertisesLoading: true,
};

const SearchOptionsFeed = lazyRetry(() =>
  import('./search-options').then((module) => ({ default: module.SearchOptionsFeed })),
);

/** The form's option lists, and the element that keeps them up to date (render it once). */
export function useSearchOptions(
  country: string | null,
  initial: SearchOptions = NO_SEARCH_OPTIONS,
): { options: SearchOptions; feed: ReactNode } {
  const [options, setOptions] = useState(initial);
  const inBrowser = useInBrowser();
  const feed = inBrowser ? (
    <Suspense fallback={null}>
      <SearchOptionsFeed country={country} onChange={setOptions} />
    </Suspense>
  ) : null;
  return { options, feed };
}
