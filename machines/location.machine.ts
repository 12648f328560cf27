/**
 * Country / state / city selection, shared by the public search form and the owner's settings.
 *
 * The rules live in `locationReducer` (machines/lib/location.ts), a pure function that any form
 * can run on its own state; `locationMachine` wraps it with the option lists (countries in the
 * active language, then the chosen country's states or cities) for forms that want both.
 */
import { assign, setup } from 'xstate';
import {
  EMPTY_LOCATION,
  locationReducer,
  type CountryLocations,
  type CountryOption,
  type LocationEvent,
  type LocationLang,
  type LocationSelection,
} from './lib/location';
import { viewProvided } from './lib/view-provided';

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
    loadCountries: viewProvided<CountryOption[], { lang: LocationLang }>('loadCountries'),
    loadLocations: viewProvided<CountryLocations, { country: CountryOption; lang: LocationLang }>('loadLocations'),
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
    changeLanguage: assign((_, params: { lang: LocationLang }) => ({ lang: params.lang })),
    storeCountries: assign((_, params: { countries: CountryOption[] }) => ({ countries: params.countries })),
    storeLocations: assign((_, params: { locations: CountryLocations }) => ({ locations: params.locations })),
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
      actions: { type: 'changeLanguage', params: ({ event }) => ({ lang: event.lang }) },
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
          actions: [{ type: 'storeCountries', params: ({ event }) => ({ countries: event.output }) }, 'syncModel'],
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
        onDone: {
          target: 'ready',
          actions: { type: 'storeLocations', params: ({ event }) => ({ locations: event.output }) },
        },
        onError: 'ready',
      },
    },
    ready: {},
  },
});
