/**
 * Location selection rules (spec §4 "Location selection"), pure and framework-free, so any form
 * can run them on its own state: the public search form (through the search machine), the owner's
 * settings (through `locationMachine` or directly).
 */
import type { City, Country, CountryLocations, CountryModel, Lang } from '@/api/gen/api-v1/model';

export type { CountryLocations, CountryModel };
export type LocationLang = Lang;
/** A country of the option list (GET /options/countries). */
export type CountryOption = Country;
export type CityOption = City;

/** The option value that stands for "no choice". */
export const CLEAR_OPTION = '-1';

export interface LocationSelection {
  country: string | null;
  state: string | null;
  city: string | null;
  /** True when the chosen country uses the states-cities model. */
  stateEnabled: boolean;
}

export type LocationEvent =
  | { type: 'location.country'; value: string | null; model?: CountryModel | null }
  | { type: 'location.state'; value: string | null }
  | { type: 'location.city'; value: string | null }
  /** The chosen country's model became known (for a selection restored from a link or a profile). */
  | { type: 'location.model'; model: CountryModel | null }
  /** Replaces the whole selection (a restored search, a loaded profile). */
  | { type: 'location.set'; selection: Partial<LocationSelection> };

export const EMPTY_LOCATION: LocationSelection = { country: null, state: null, city: null, stateEnabled: false };

/** Whether an option value means "clear": nothing, an empty string or -1. */
export function isClearValue(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === '' || text === CLEAR_OPTION;
}

/**
 * Applies one choice to a selection. Choosing a country resets state and city; choosing a state
 * resets the city; -1 clears; a states-cities country enables the state choice, a cities-only
 * country disables it and sets the state to null.
 */
export function locationReducer(selection: LocationSelection, event: LocationEvent): LocationSelection {
  switch (event.type) {
    case 'location.country': {
      if (isClearValue(event.value)) return { ...EMPTY_LOCATION };
      return { country: String(event.value), state: null, city: null, stateEnabled: event.model === 'states-cities' };
    }
    case 'location.state': {
      if (!selection.country || !selection.stateEnabled) return selection;
      if (isClearValue(event.value)) return { ...selection, state: null, city: null };
      return { ...selection, state: String(event.value), city: null };
    }
    case 'location.city': {
      if (!selection.country) return selection;
      if (isClearValue(event.value)) return { ...selection, city: null };
      return { ...selection, city: String(event.value) };
    }
    case 'location.model': {
      if (!selection.country) return selection;
      if (event.model === 'states-cities') return { ...selection, stateEnabled: true };
      if (event.model === 'cities') return { ...selection, stateEnabled: false, state: null };
      return selection;
    }
    case 'location.set': {
      const country = isClearValue(event.selection.country) ? null : String(event.selection.country);
      if (!country) return { ...EMPTY_LOCATION };
      const state = isClearValue(event.selection.state) ? null : String(event.selection.state);
      const city = isClearValue(event.selection.city) ? null : String(event.selection.city);
      const stateEnabled = event.selection.stateEnabled ?? state !== null;
      return { country, state: stateEnabled ? state : null, city, stateEnabled };
    }
  }
}

/** The city options for a selection: the chosen state's cities, or the country's own list. */
export function cityOptions(
  selection: LocationSelection,
  locations: CountryLocations | null | undefined,
): CityOption[] {
  if (!selection.country || !locations) return [];
  if (selection.stateEnabled) {
    const state = locations.states?.find(
      (option) => option.abbrev === selection.state || option.name === selection.state,
    );
    return state?.cities ?? [];
  }
  return locations.cities ?? [];
}
