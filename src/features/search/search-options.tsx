/**
 * The search form's option lists (countries, the chosen country's states and cities, the
 * expertises), fetched through the query cache in the active language. This module loads after
 * the form has rendered (see use-search-options.tsx): the form is usable at once, and its lists
 * fill in as they arrive, as they would after any API call.
 */
import { useEffect } from 'react';
import type { Country, CountryLocations } from '@/api/gen/api-v1/model';
import { useCountries, useCountryLocations, useExpertiseOptions } from './api';
import type { ExpertiseOption } from './expertise-options';

/** The form's option lists. */
export interface SearchOptions {
  /** Countries, once known. */
  countries: Country[] | undefined;
  countriesLoading: boolean;
  /** The chosen country's states (with cities) or cities, once known. */
  locations: CountryLocations | undefined;
  expertises: ExpertiseOption[];
  expertisesLoading: boolean;
}

interface SearchOptionsFeedProps {
  /** The chosen country's id, or null. */
  country: string | null;
  /** Receives the lists each time one of them changes. */
  onChange: (options: SearchOptions) => void;
}

/** Renders nothing: keeps the form's option lists in step with the query cache. */
export function SearchOptionsFeed({ country: countryId, onChange }: SearchOptionsFeedProps) {
  const countries = useCountries();
  const country = countries.data?.find((option) => option.id === countryId);
  const locations = useCountryLocations(country);
  const { options: expertises, isLoading: expertisesLoading } = useExpertiseOptions();

  useEffect(() => {
    onChange({
      countries: countries.data,
      countriesLoading: countries.isLoading,
      locations: country ? locations.data : undefined,
      expertises,
      expertisesLoading,
    });
  }, [onChange, countries.data, countries.isLoading, country, locations.data, expertises, expertisesLoading]);

  return null;
}
