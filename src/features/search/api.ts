/**
 * What the coach search needs from the APIs, as the generated client has it: the search's pages
 * (an infinite query, paged as orval.config.ts tells it), a dashboard statistic, and the option
 * lists of the form (expertises, countries, a country's states and cities) in the active
 * language. Country lists revalidate by ETag in the HTTP layer.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getSearchPublicProfilesInfiniteQueryOptions } from '@/api/gen/api-v2/coaches/coaches';
import { useGetDashboardStatistic } from '@/api/gen/api-v2/platform/platform';
import type { Country } from '@/api/gen/api-v1/model';
import type { StatisticType } from '@/api/gen/api-v2/model';
import { showErrorToast } from '@/components/ui/toast';
import type { Locale } from '@/lib/languages';
import {
  countryListOptions,
  countryLocationsOptions,
  expertiseListOptions,
  useExpertiseName,
} from '@/lib/option-names';
import { useLocale } from '@/lib/use-locale';
import { expertiseOptions } from './expertise-options';
import { searchQuery, type CoachSearch } from './search-params';

/**
 * Results stay for the visit (the cache keeps them as long): Back to the list shows the pages it
 * had, without asking for each of them again.
 */
const RESULTS_STALE_TIME = 5 * 60_000;

/** The pages of the public search for a search in the URL (order=coachingHours, qtd=10). */
export function coachSearchOptions(search: CoachSearch) {
  return getSearchPublicProfilesInfiniteQueryOptions(searchQuery(search), { query: { staleTime: RESULTS_STALE_TIME } });
}

/** One dashboard statistic (horas, sessoes or coachees); a failure shows the error toast. */
export function useStatistic(type: StatisticType): number | undefined {
  const { data, error } = useGetDashboardStatistic({ type });
  useErrorToast(error);
  return data?.value;
}

/** Shows the error toast (spec: the server's error_description, or UNKNOWN_ERROR) for each new error. */
export function useErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) showErrorToast(error);
  }, [error]);
}

/**
 * The expertise filter's 'other options': the predefined expertises in the active language,
 * without the Select and Master Trainer categories. Values are the pt names the API filters by.
 */
export function useExpertiseOptions() {
  const locale = useLocale();
  const pt = useQuery(expertiseListOptions('pt'));
  const local = useQuery({ ...expertiseListOptions(locale), enabled: locale !== 'pt' });
  const labels = locale === 'pt' ? pt.data : local.data;
  // The same list object until the data changes, so views can depend on it.
  const options = useMemo(() => expertiseOptions(pt.data ?? [], labels), [pt.data, labels]);
  return { options, isLoading: pt.isLoading || (locale !== 'pt' && local.isLoading) };
}

/** Translates the pt expertise names of a coach card into the active language. */
export function useExpertiseLabels(): (names: string | undefined) => string[] {
  const nameOf = useExpertiseName();
  return (names: string | undefined) =>
    (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map(nameOf);
}

/** Countries in the active language. */
export function useCountries() {
  const locale = useLocale();
  return useQuery(countryListOptions(locale));
}

/** The chosen country's states (with cities) or cities, in the active language. */
export function useCountryLocations(country: Country | undefined) {
  const locale = useLocale();
  return useQuery({ ...countryLocationsOptions(country?.id ?? 'BR', locale), enabled: country !== undefined });
}

/**
 * Fetches what the search form lists and the cards name, for a loader to await so the server's
 * page has it: the expertises in pt (the filter's values) and in the page's language, the
 * countries, and the states or cities of the country the search names. A list that fails is
 * left to the browser.
 */
export async function prefetchSearchOptions(
  queryClient: QueryClient,
  locale: Locale,
  country: string | undefined,
): Promise<void> {
  const locales = [...new Set<Locale>(['pt', locale])];
  await Promise.all([
    ...locales.map((lang) => queryClient.prefetchQuery(expertiseListOptions(lang))),
    queryClient.prefetchQuery(countryListOptions(locale)),
    ...(country ? [queryClient.prefetchQuery(countryLocationsOptions(country, locale))] : []),
  ]);
}
