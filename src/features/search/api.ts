/**
 * What the coach search needs from the APIs, as the generated client has it: the search's pages
 * (an infinite query, paged as orval.config.ts tells it), a dashboard statistic, and the option
 * lists of the form (expertises, countries, a country's states and cities) in the active
 * language. Country lists revalidate by ETag in the HTTP layer.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getSearchPublicProfilesInfiniteQueryOptions } from '@/api/gen/api-v2/coaches/coaches';
import { useGetDashboardStatistic } from '@/api/gen/api-v2/platform/platform';
import {
  getGetCountryLocationsQueryOptions,
  getListCountriesQueryOptions,
  getListExpertisesQueryOptions,
} from '@/api/gen/api-v1/options/options';
import type { Country } from '@/api/gen/api-v1/model';
import type { StatisticType } from '@/api/gen/api-v2/model';
import { showErrorToast } from '@/components/ui/toast';
import type { Locale } from '@/lib/languages';
import { useLocale } from '@/lib/use-locale';
import { searchQuery, type CoachSearch } from './search-params';

/** Ids of the two coach categories kept inside the expertise list. */
const SELECT_EXPERTISE_ID = 101;
const MASTER_TRAINER_EXPERTISE_ID = 102;
const CATEGORY_IDS = new Set([SELECT_EXPERTISE_ID, MASTER_TRAINER_EXPERTISE_ID]);

/** Options change rarely: keep them for the session. */
const OPTIONS_STALE_TIME = 30 * 60_000;

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

export interface ExpertiseOption {
  id: number;
  /** The name the search and the profiles use (pt). */
  value: string;
  /** The name in the active language. */
  label: string;
}

/** The predefined expertises in a language: they change rarely. */
export function expertiseListOptions(locale: Locale) {
  return { ...getListExpertisesQueryOptions(locale), staleTime: OPTIONS_STALE_TIME };
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
  const options = useMemo<ExpertiseOption[]>(
    () =>
      (pt.data ?? [])
        .filter((expertise) => !CATEGORY_IDS.has(expertise.id))
        .map((expertise) => ({
          id: expertise.id,
          value: expertise.name,
          label: labels?.find((candidate) => candidate.id === expertise.id)?.name ?? expertise.name,
        })),
    [pt.data, labels],
  );
  return { options, isLoading: pt.isLoading || (locale !== 'pt' && local.isLoading) };
}

/** Translates the pt expertise names of a coach card into the active language. */
export function useExpertiseLabels(): (names: string | undefined) => string[] {
  const { options } = useExpertiseOptions();
  return (names: string | undefined) =>
    (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => options.find((option) => option.value === name)?.label ?? name);
}

/** Countries in the active language. */
export function useCountries() {
  const locale = useLocale();
  return useQuery({ ...getListCountriesQueryOptions(locale), staleTime: OPTIONS_STALE_TIME });
}

/** The chosen country's states (with cities) or cities, in the active language. */
export function useCountryLocations(country: Country | undefined) {
  const locale = useLocale();
  return useQuery({
    ...getGetCountryLocationsQueryOptions(country?.id ?? 'BR', locale),
    staleTime: OPTIONS_STALE_TIME,
    enabled: country !== undefined,
  });
}
