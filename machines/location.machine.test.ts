// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  EMPTY_LOCATION,
  cityOptions,
  locationReducer,
  type CountryLocations,
  type CountryOption,
  type LocationEvent,
  type LocationLang,
  type LocationSelection,
} from './lib/location';
import { locationMachine } from './location.machine';

const BR: CountryOption = { id: 'BR', name: 'Brasil', model: 'states-cities', url: '/countries/BR/locations/types/pt' };
const PT: CountryOption = { id: 'PT', name: 'Portugal', model: 'cities', url: '/countries/PT/locations/types/pt' };
const BR_LOCATIONS: CountryLocations = {
  states: [
    { name: 'São Paulo', abbrev: 'SP', cities: [{ name: 'São Paulo' }, { name: 'Campinas' }] },
    { name: 'Rio de Janeiro', abbrev: 'RJ', cities: [{ name: 'Niterói' }] },
  ],
};
const PT_LOCATIONS: CountryLocations = { cities: [{ name: 'Lisboa' }, { name: 'Porto' }] };

const inBrazil: LocationSelection = { country: 'BR', state: 'SP', city: 'Campinas', stateEnabled: true };

describe('locationReducer', () => {
  it('choosing a country resets state and city and enables the state for a states-cities country', () => {
    expect(locationReducer(inBrazil, { type: 'location.country', value: 'US', model: 'states-cities' })).toEqual({
      country: 'US',
      state: null,
      city: null,
      stateEnabled: true,
    });
  });

  it('a cities-only country disables the state choice and sets the state to null', () => {
    expect(locationReducer(inBrazil, { type: 'location.country', value: 'PT', model: 'cities' })).toEqual({
      country: 'PT',
      state: null,
      city: null,
      stateEnabled: false,
    });
  });

  it('choosing a state resets the city', () => {
    expect(locationReducer(inBrazil, { type: 'location.state', value: 'RJ' })).toEqual({
      ...inBrazil,
      state: 'RJ',
      city: null,
    });
  });

  it('choosing -1 clears the country, the state or the city', () => {
    expect(locationReducer(inBrazil, { type: 'location.country', value: '-1' })).toEqual(EMPTY_LOCATION);
    expect(locationReducer(inBrazil, { type: 'location.state', value: '-1' })).toEqual({
      ...inBrazil,
      state: null,
      city: null,
    });
    expect(locationReducer(inBrazil, { type: 'location.city', value: '-1' })).toEqual({ ...inBrazil, city: null });
  });

  it('a state cannot be chosen while the state choice is disabled or no country is set', () => {
    const inPortugal = locationReducer(EMPTY_LOCATION, { type: 'location.country', value: 'PT', model: 'cities' });
    expect(locationReducer(inPortugal, { type: 'location.state', value: 'SP' })).toBe(inPortugal);
    expect(locationReducer(EMPTY_LOCATION, { type: 'location.state', value: 'SP' })).toBe(EMPTY_LOCATION);
    expect(locationReducer(EMPTY_LOCATION, { type: 'location.city', value: 'Lisboa' })).toBe(EMPTY_LOCATION);
  });

  it('a city can be chosen directly in a cities-only country', () => {
    const inPortugal = locationReducer(EMPTY_LOCATION, { type: 'location.country', value: 'PT', model: 'cities' });
    expect(locationReducer(inPortugal, { type: 'location.city', value: 'Porto' })).toEqual({
      ...inPortugal,
      city: 'Porto',
    });
  });

  it('learning the model of a restored country enables the state or drops it', () => {
    const restored = locationReducer(EMPTY_LOCATION, {
      type: 'location.set',
      selection: { country: 'PT', state: 'XX', city: 'Porto' },
    });
    expect(restored.stateEnabled).toBe(true);
    expect(locationReducer(restored, { type: 'location.model', model: 'cities' })).toEqual({
      country: 'PT',
      state: null,
      city: 'Porto',
      stateEnabled: false,
    });
    const brazil = locationReducer(EMPTY_LOCATION, { type: 'location.set', selection: { country: 'BR' } });
    expect(locationReducer(brazil, { type: 'location.model', model: 'states-cities' }).stateEnabled).toBe(true);
  });

  it('a restored selection without a country is empty', () => {
    expect(
      locationReducer(inBrazil, { type: 'location.set', selection: { country: '-1', state: 'SP', city: 'X' } }),
    ).toEqual(EMPTY_LOCATION);
  });

  const value = fc.oneof(
    fc.constantFrom('-1', '', 'BR', 'PT', 'SP', 'RJ', 'Lisboa'),
    fc.string({ maxLength: 6 }),
    fc.constant(null),
  );
  const event: fc.Arbitrary<LocationEvent> = fc.oneof(
    fc.record({
      type: fc.constant('location.country' as const),
      value,
      model: fc.constantFrom('states-cities' as const, 'cities' as const, null),
    }),
    fc.record({ type: fc.constant('location.state' as const), value }),
    fc.record({ type: fc.constant('location.city' as const), value }),
    fc.record({
      type: fc.constant('location.model' as const),
      model: fc.constantFrom('states-cities' as const, 'cities' as const, null),
    }),
  );

  it('never holds a state or a city without a country, nor a state while the state choice is disabled', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const final = events.reduce(locationReducer, EMPTY_LOCATION);
        if (final.country === null) expect(final).toEqual(EMPTY_LOCATION);
        if (!final.stateEnabled) expect(final.state).toBeNull();
        for (const field of ['country', 'state', 'city'] as const) expect(final[field]).not.toBe('-1');
      }),
    );
  });

  it('a country choice always leaves state and city empty', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 10 }), value, (events, country) => {
        const before = events.reduce(locationReducer, EMPTY_LOCATION);
        const after = locationReducer(before, { type: 'location.country', value: country, model: 'states-cities' });
        expect(after.state).toBeNull();
        expect(after.city).toBeNull();
      }),
    );
  });

  it('offers the chosen state’s cities, or the country’s cities in a cities-only country', () => {
    expect(cityOptions(inBrazil, BR_LOCATIONS)).toEqual([{ name: 'São Paulo' }, { name: 'Campinas' }]);
    expect(cityOptions({ ...inBrazil, state: null }, BR_LOCATIONS)).toEqual([]);
    expect(cityOptions({ country: 'PT', state: null, city: null, stateEnabled: false }, PT_LOCATIONS)).toEqual(
      PT_LOCATIONS.cities,
    );
    expect(cityOptions(EMPTY_LOCATION, PT_LOCATIONS)).toEqual([]);
  });
});

function startPicker(selection?: Partial<LocationSelection>, lang: LocationLang = 'pt') {
  const loadCountries = vi.fn(({ lang }: { lang: LocationLang }) =>
    Promise.resolve(
      lang === 'en' ? [{ ...BR, name: 'Brazil', url: '/countries/BR/locations/types/en' }, PT] : [BR, PT],
    ),
  );
  const loadLocations = vi.fn(({ country }: { country: CountryOption; lang: LocationLang }) =>
    Promise.resolve(country.id === 'BR' ? BR_LOCATIONS : PT_LOCATIONS),
  );
  const actor = createActor(
    locationMachine.provide({
      actors: {
        loadCountries: fromPromise(({ input }) => loadCountries(input)),
        loadLocations: fromPromise(({ input }) => loadLocations(input)),
      },
    }),
    { input: { lang, selection } },
  ).start();
  return { actor, loadCountries, loadLocations };
}

describe('locationMachine', () => {
  it('loads the countries in the active language, then waits for a choice', async () => {
    const { actor, loadCountries, loadLocations } = startPicker();
    expect(actor.getSnapshot().matches('loadingCountries')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(loadCountries).toHaveBeenCalledWith({ lang: 'pt' });
    expect(actor.getSnapshot().context.countries).toEqual([BR, PT]);
    expect(loadLocations).not.toHaveBeenCalled();
  });

  it('choosing a states-cities country enables the state and loads its states', async () => {
    const { actor, loadLocations } = startPicker();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'location.country', value: 'BR' });
    expect(actor.getSnapshot().matches('loadingLocations')).toBe(true);
    expect(actor.getSnapshot().context.selection.stateEnabled).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(loadLocations).toHaveBeenCalledWith({ country: BR, lang: 'pt' });
    expect(actor.getSnapshot().context.locations).toEqual(BR_LOCATIONS);
    actor.send({ type: 'location.state', value: 'SP' });
    actor.send({ type: 'location.city', value: 'Campinas' });
    expect(actor.getSnapshot().context.selection).toEqual(inBrazil);
  });

  it('choosing a cities-only country disables the state and sets it to null', async () => {
    const { actor } = startPicker({ country: 'BR', state: 'SP', city: 'Campinas' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'location.country', value: 'PT' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.selection).toEqual({
      country: 'PT',
      state: null,
      city: null,
      stateEnabled: false,
    });
    expect(actor.getSnapshot().context.locations).toEqual(PT_LOCATIONS);
  });

  it('a restored selection keeps its values and loads its country’s options', async () => {
    const { actor, loadLocations } = startPicker({ country: 'BR', state: 'SP', city: 'Campinas' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.locations !== null);
    expect(actor.getSnapshot().context.selection).toEqual(inBrazil);
    expect(loadLocations).toHaveBeenCalledTimes(1);
  });

  it('a choice made before the countries arrive is kept', async () => {
    const { actor } = startPicker();
    actor.send({ type: 'location.set', selection: { country: 'PT', city: 'Porto' } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.locations !== null);
    expect(actor.getSnapshot().context.selection).toEqual({
      country: 'PT',
      state: null,
      city: 'Porto',
      stateEnabled: false,
    });
  });

  it('changing the language reloads the countries and the chosen country’s options in that language', async () => {
    const { actor, loadCountries, loadLocations } = startPicker({ country: 'BR', state: 'SP' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.locations !== null);
    actor.send({ type: 'language.change', lang: 'en' });
    await waitFor(
      actor,
      (snapshot) =>
        snapshot.matches('ready') && snapshot.context.lang === 'en' && loadLocations.mock.calls.length === 2,
    );
    expect(loadCountries).toHaveBeenLastCalledWith({ lang: 'en' });
    expect(loadLocations.mock.calls[1]?.[0]).toMatchObject({ lang: 'en', country: { name: 'Brazil' } });
    expect(actor.getSnapshot().context.selection).toEqual({
      country: 'BR',
      state: 'SP',
      city: null,
      stateEnabled: true,
    });
  });

  it('a failed country list leaves the picker usable for a later choice', async () => {
    const actor = createActor(
      locationMachine.provide({
        actors: {
          loadCountries: fromPromise(() => Promise.reject(new Error('down'))),
        },
      }),
      { input: { lang: 'pt' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('countriesFailed'));
    actor.send({ type: 'location.country', value: 'PT', model: 'cities' });
    expect(actor.getSnapshot().context.selection.country).toBe('PT');
  });
});
