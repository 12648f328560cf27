/**
 * What the coach search needs from the APIs: one page of the public search, one dashboard
 * statistic, and the option lists of the form (expertises, countries, a country's states and
 * cities) in the active language. Country lists revalidate by ETag in the HTTP layer.
 */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { searchPublicProfiles } from '@/api/gen/api-v2/coaches/coaches';
import { getDashboardStatistic } from '@/api/gen/api-v2/platform/platform';
import {
  getGetCountryLocationsQueryOptions,
  getListCountriesQueryOptions,
  getListExpertisesQueryOptions,
} from '@/api/gen/api-v1/options/options';
import type { Country } from '@/api/gen/api-v1/model';
import { isLocale, type Locale } from '@/lib/i18n';
import { toApiQuery, type SearchFilters } from '@machines/lib/search-filters';
import type { SearchPageResult, StatisticType } from '@machines/search.machine';

/** Ids of the two coach categories kept inside the expertise list. */
export const SELECT_EXPERTISE_ID = 101;
export const MASTER_TRAINER_EXPERTISE_ID = 102;
const CATEGORY_IDS = new Set([SELECT_EXPERTISE_ID, MASTER_TRAINER_EXPERTISE_ID]);

/** Options change rarely: keep them for the session. */
const OPTIONS_STALE_TIME = 30 * 60_000;

/** One page of the public search (order=coachingHours, qtd=10). */
export async function fetchSearchPage({
  filters,
  page,
}: {
  filters: SearchFilters;
  page: number;
}): Promise<SearchPageResult> {
  const query = toApiQuery(filters, page);
  return searchPublicProfiles(query);
}

/** One dashboard statistic (horas, sessoes or coachees). */
export async function fetchStatistic({ type }: { type: StatisticType }): Promise<number> {
  const { value } = await getDashboardStatistic({ type });
  return value;
}

/** The active interface language, typed. */
export function useActiveLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'pt';
}

export interface ExpertiseOption {
  id: number;
  /** The name the search and the profiles use (pt). */
  value: string;
  /** The name in the active language. */
  label: string;
}

/**
 * The expertise filter's 'other options': the predefined expertises in the active language,
 * without the Select and Master Trainer categories. Values are the pt names the API filters by.
 */
export function useExpertiseOptions() {
  const locale = useActiveLocale();
  const pt = useQuery({ ...getListExpertisesQueryOptions('pt'), staleTime: OPTIONS_STALE_TIME });
  const local = useQuery({
    ...getListExpertisesQueryOptions(locale),
    staleTime: OPTIONS_STALE_TIME,
    enabled: locale !== 'pt',
  });
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
  const locale = useActiveLocale();
  return useQuery({ ...getListCountriesQueryOptions(locale), staleTime: OPTIONS_STALE_TIME });
}

/** The chosen country's states (with cities) or cities, in the active language. */
export function useCountryLocations(country: Country | undefined) {
  const locale = useActiveLocale();
  return useQuery({
    ...getGetCountryLocationsQueryOptions(country?.id ?? 'BR', locale),
    staleTime: OPTIONS_STALE_TIME,
    enabled: country !== undefined,
  });
}
