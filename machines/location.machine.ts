/**
 * Country / state / city selection, shared by the public search form and the owner's settings.
 *
 * The rules (spec §4 "Location selection") live in `locationReducer`, a pure function that any
 * form can run on its own state; `locationMachine` wraps it with the option lists (countries in
 * the active language, then the chosen country's states or cities) for forms that want both.
 */
import { assign, fromPromise, setup } from 'xstate';

export type CountryModel = 'states-cities' | 'cities';
export type LocationLang = 'pt' | 'en' | 'es';

/** The option value that stands for "no choice". */
export const CLEAR_OPTION = '-1';

export interface CountryOption {
  id: string;
  name: string;
  model: CountryModel;
  url: string;
}

export interface CityOption {
  name: string;
}

export interface StateOption {
  name: string;
  abbrev: string;
  cities: CityOption[];
}

export interface CountryLocations {
  states?: StateOption[];
  cities?: CityOption[];
}

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

interface LocationContext {
  lang: LocationLang;
  selection: LocationSelection;
  countries: CountryOption[];
  locations: CountryLocations | null;
}

export interface LocationInput {
  lang: LocationLang;
  selection?: Partial<LocationSelection>;
}

type LocationMachineEvent = LocationEvent | { type: 'language.change'; lang: LocationLang };

function selectedCountry(context: LocationContext): CountryOption | undefined {
  return context.countries.find((country) => country.id === context.selection.country);
}

/**
 * A location picker with its option lists: loads the countries for the active language, loads
 * the chosen country's states or cities, and reloads both when the language changes.
 */
export const locationMachine = setup({
  types: {
    context: {} as LocationContext,
    events: {} as LocationMachineEvent,
    input: {} as LocationInput,
  },
  actors: {
    loadCountries: fromPromise<CountryOption[], { lang: LocationLang }>(() => {
      throw new Error('loadCountries not provided');
    }),
    loadLocations: fromPromise<CountryLocations, { country: CountryOption; lang: LocationLang }>(() => {
      throw new Error('loadLocations not provided');
    }),
  },
  actions: {
    applyChoice: assign({
      selection: ({ context, event }) => {
        if (event.type === 'language.change') return context.selection;
        if (event.type === 'location.country' && event.model === undefined) {
          const model = context.countries.find((country) => country.id === event.value)?.model ?? null;
          return locationReducer(context.selection, { ...event, model });
        }
        return locationReducer(context.selection, event);
      },
    }),
    syncModel: assign({
      selection: ({ context }) =>
        locationReducer(context.selection, { type: 'location.model', model: selectedCountry(context)?.model ?? null }),
    }),
    clearLocations: assign({ locations: null }),
  },
  guards: {
    isCountryKnown: ({ context }) => selectedCountry(context) !== undefined,
  },
}).createMachine({
  id: 'location',
  context: ({ input }) => ({
    lang: input.lang,
    selection: locationReducer(EMPTY_LOCATION, { type: 'location.set', selection: input.selection ?? {} }),
    countries: [],
    locations: null,
  }),
  initial: 'loadingCountries',
  on: {
    'location.state': { actions: 'applyChoice' },
    'location.city': { actions: 'applyChoice' },
    'location.model': { actions: 'applyChoice' },
    'location.country': { target: '.checkingCountry', actions: ['applyChoice', 'clearLocations'] },
    'location.set': { target: '.checkingCountry', actions: ['applyChoice', 'clearLocations', 'syncModel'] },
    'language.change': {
      target: '.loadingCountries',
      actions: assign({ lang: ({ event }) => event.lang }),
    },
  },
  states: {
    loadingCountries: {
      // A choice made before the list arrives is kept; its states or cities load afterwards.
      on: {
        'location.country': { actions: 'applyChoice' },
        'location.set': { actions: 'applyChoice' },
      },
      invoke: {
        src: 'loadCountries',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: {
          target: 'checkingCountry',
          actions: [assign({ countries: ({ event }) => event.output }), 'syncModel'],
        },
        onError: 'countriesFailed',
      },
    },
    countriesFailed: {
      on: {
        'location.country': { actions: 'applyChoice' },
        'location.set': { actions: 'applyChoice' },
      },
    },
    checkingCountry: {
      always: [{ guard: 'isCountryKnown', target: 'loadingLocations' }, { target: 'ready' }],
    },
    loadingLocations: {
      invoke: {
        src: 'loadLocations',
        input: ({ context }) => ({ country: selectedCountry(context)!, lang: context.lang }),
        onDone: { target: 'ready', actions: assign({ locations: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: {},
  },
});
