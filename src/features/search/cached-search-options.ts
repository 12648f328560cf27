/**
 * The search form's lists as the query cache holds them now (the lists the coaches list's loader
 * warmed, on the server too), for the form's first render; a list not there yet is loading.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '@/lib/languages';
import { countryListOptions, countryLocationsOptions, expertiseListOptions } from '@/lib/option-names';
import { useLocale } from '@/lib/use-locale';
import { expertiseOptions } from './expertise-options';
import type { SearchOptions } from './search-options';

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

/** The form's first lists, read once from the cache. */
export function useCachedSearchOptions(country: string | null): SearchOptions {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [initial] = useState(() => cachedSearchOptions(queryClient, locale, country));
  return initial;
}
