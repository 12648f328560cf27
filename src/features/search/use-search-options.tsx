/**
 * The search form's option lists, loaded after the form has rendered: on the landing page the
 * lists' code is not part of the first download. The form starts with what the query cache
 * already holds (the lists a loader warmed, on the server too), so a page drawn by the server
 * names the chosen country and expertises in its language, and the browser draws it alike.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/languages';
import { countryListOptions, countryLocationsOptions, expertiseListOptions } from '@/lib/option-names';
import { useInBrowser } from '@/lib/use-in-browser';
import { useLocale } from '@/lib/use-locale';
import { expertiseOptions } from './expertise-options';
import type { SearchOptions } from './search-options';
import { lazyRetry } from '@/lib/retry-import';

/** The lists as the cache holds them now; one not there yet is loading. */
function cachedSearchOptions(queryClient: QueryClient, locale: Locale, country: string | null): SearchOptions {
  const pt = queryClient.getQueryData(expertiseListOptions('pt').queryKey);
  const labels = queryClient.getQueryData(expertiseListOptions(locale).queryKey);
  const countries = queryClient.getQueryData(countryListOptions(locale).queryKey);
  const known = countries?.some((option) => option.id === country);
  return {
    countries,
    countriesLoading: !countries,
    locations:
      country && known ? queryClient.getQueryData(countryLocationsOptions(country, locale).queryKey) : undefined,
    expertises: pt && labels ? expertiseOptions(pt, labels) : [],
    expertisesLoading: !(pt && labels),
  };
}

const SearchOptionsFeed = lazyRetry(() =>
  import('./search-options').then((module) => ({ default: module.SearchOptionsFeed })),
);

/** The form's option lists, and the element that keeps them up to date (render it once). */
export function useSearchOptions(country: string | null): { options: SearchOptions; feed: ReactNode } {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [options, setOptions] = useState(() => cachedSearchOptions(queryClient, locale, country));
  const inBrowser = useInBrowser();
  const feed = inBrowser ? (
    <Suspense fallback={null}>
      <SearchOptionsFeed country={country} onChange={setOptions} />
    </Suspense>
  ) : null;
  return { options, feed };
}
