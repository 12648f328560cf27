/**
 * Names from the API's option lists in the page's language. A profile (and a search card) stores
 * its expertises by their pt names and its country by id, with a place line written in pt; the
 * lists are served per language with ids shared across languages, so a page in another language
 * shows the names of its own list, matched by id. Route loaders warm the lists (`warmOptionNames`)
 * so the server's page already carries them. Until a list is there, and for a name no list knows
 * (a custom expertise), the stored name shows.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getGetCountryLocationsQueryOptions,
  getListCountriesQueryOptions,
  getListExpertisesQueryOptions,
} from '@/api/gen/api-v1/options/options';
import type { Expertise } from '@/api/gen/api-v1/model';
import type { Locale } from './languages';
import { useLocale } from './use-locale';

/** The lists change rarely: they are kept for the visit. */
const OPTIONS_STALE_TIME = 30 * 60_000;

/** The language stored names are written in. */
const STORED_LOCALE: Locale = 'pt';

/** The predefined expertises in a language (with the two coach categories, ids 101 and 102). */
export function expertiseListOptions(locale: Locale) {
  return { ...getListExpertisesQueryOptions(locale), staleTime: OPTIONS_STALE_TIME };
}

/** The countries in a language. */
export function countryListOptions(locale: Locale) {
  return { ...getListCountriesQueryOptions(locale), staleTime: OPTIONS_STALE_TIME };
}

/** A country's states (with their cities) or cities in a language. */
export function countryLocationsOptions(countryId: string, locale: Locale) {
  return { ...getGetCountryLocationsQueryOptions(countryId, locale), staleTime: OPTIONS_STALE_TIME };
}

/**
 * Fetches the lists a page in `locale` translates stored names with, for a loader to await: the
 * expertises in pt and in the page's language, and the page's countries. A pt page shows what is
 * stored and needs none. A list that fails is left out: its names show as stored.
 */
export async function warmOptionNames(queryClient: QueryClient, locale: Locale): Promise<void> {
  if (locale === STORED_LOCALE) return;
  await Promise.all([
    queryClient.prefetchQuery(expertiseListOptions(STORED_LOCALE)),
    queryClient.prefetchQuery(expertiseListOptions(locale)),
    queryClient.prefetchQuery(countryListOptions(locale)),
  ]);
}

/** Compares names as the editor does: case and surrounding spaces do not count. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase(STORED_LOCALE);

/**
 * Turns a stored (pt) expertise name into another language's: found in the pt list by name, then
 * in the other list by its id. A name no list knows stays as stored. The page and the server's
 * share cards both translate with it.
 */
export function expertiseTranslator(
  stored: readonly Expertise[],
  local: readonly Expertise[],
): (name: string) => string {
  return (name) => {
    const id = stored.find((expertise) => nameKey(expertise.name) === nameKey(name))?.id;
    return local.find((expertise) => expertise.id === id)?.name ?? name;
  };
}

/** Turns stored (pt) expertise names into the page's language. */
export function useExpertiseName(): (stored: string) => string {
  const locale = useLocale();
  const translating = locale !== STORED_LOCALE;
  const { data: stored } = useQuery({ ...expertiseListOptions(STORED_LOCALE), enabled: translating });
  const { data: local } = useQuery({ ...expertiseListOptions(locale), enabled: translating });
  if (!translating || !stored || !local) return (name: string) => name;
  return expertiseTranslator(stored, local);
}

/** Where a profile is, as it stores it: city, state abbreviation, country id and the pt line. */
export interface StoredPlace {
  city?: string;
  state?: string;
  country?: string;
  location?: string;
}

/** "City, ST - Country" (or "City - Country", or the country alone), as sites show a place. */
export function placeLabel(city: string | null | undefined, state: string | null | undefined, country: string): string {
  const place = [city, state].filter(Boolean).join(', ');
  return [place, country].filter(Boolean).join(' - ');
}

/**
 * A profile's place line in the page's language: its city and state with the country's name
 * from the page's list. On a pt page, without a country id, or until the list is there, the
 * stored line.
 */
export function usePlaceLine(place: StoredPlace): string {
  const locale = useLocale();
  const translating = locale !== STORED_LOCALE && Boolean(place.country);
  const { data: countries } = useQuery({ ...countryListOptions(locale), enabled: translating });
  const country = translating ? countries?.find((candidate) => candidate.id === place.country) : undefined;
  return country ? placeLabel(place.city, place.state, country.name) : (place.location ?? '');
}
