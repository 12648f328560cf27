/**
 * The location of the settings dialog: the country, state and city cascade (the state list only
 * for countries that have states; a city the lists do not know is kept as it was).
 */
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useAppActor } from '@/lib/inspect';
import { useLocale } from '@/lib/use-locale';
import {
  CLEAR_OPTION,
  cityOptions,
  locationMachine,
  type CountryOption,
  type LocationSelection,
} from '@machines/location.machine';
import { listCountries } from '@/api/gen/api-v1/options/options';
import { loadLocations, type Profile } from '../api/owner-api';
import styles from '../settings-dialog.module.css';

/** "City, ST - Country" (or "City - Country"), as the site shows the place. */
export function locationLabel(selection: LocationSelection, countries: CountryOption[]): string {
  const country = countries.find((c) => c.id === selection.country)?.name ?? '';
  const place = [selection.city, selection.state].filter(Boolean).join(', ');
  return [place, country].filter(Boolean).join(' - ');
}

/** The cascade's actor, started from the profile's place, and what the fields show. */
export function useLocationPicker(profile: Profile | null) {
  const locale = useLocale();
  const picker = useAppActor(
    useMemo(
      () =>
        locationMachine.provide({
          actors: {
            loadCountries: fromPromise(({ input }) => listCountries(input.lang)),
            loadLocations: fromPromise(({ input }) => loadLocations(input.country, input.lang)),
          },
        }),
      [],
    ),
    {
      input: {
        lang: locale,
        selection: { country: profile?.country || null, state: profile?.state || null, city: profile?.city || null },
      },
    },
  );
  const selection = useSelector(picker, (s) => s.context.selection);
  const countries = useSelector(picker, (s) => s.context.countries);
  const locations = useSelector(picker, (s) => s.context.locations);
  const loadingCountries = useSelector(picker, (s) => s.matches('loadingCountries'));
  return { picker, selection, countries, locations, loadingCountries };
}

type LocationPicker = ReturnType<typeof useLocationPicker>;

export function LocationFields({ location }: { location: LocationPicker }) {
  const { t } = useLingui();
  const { picker, selection, countries, locations, loadingCountries } = location;
  const cities = cityOptions(selection, locations);
  return (
    <fieldset className={styles.group}>
      <legend>{t`Localização`}</legend>
      <div className={styles.row3}>
        <label className={styles.select}>
          <span>{t`País`}</span>
          <select
            value={selection.country ?? CLEAR_OPTION}
            disabled={loadingCountries}
            onChange={(e) => picker.send({ type: 'location.country', value: e.currentTarget.value })}
          >
            <option value={CLEAR_OPTION}>{t`Selecione`}</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>{t`Estado`}</span>
          <select
            value={selection.state ?? CLEAR_OPTION}
            disabled={!selection.stateEnabled}
            onChange={(e) => picker.send({ type: 'location.state', value: e.currentTarget.value })}
          >
            <option value={CLEAR_OPTION}>{t`Selecione`}</option>
            {(locations?.states ?? []).map((s) => (
              <option key={s.abbrev} value={s.abbrev}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>{t`Cidade`}</span>
          <select
            value={selection.city ?? CLEAR_OPTION}
            disabled={!selection.country || (selection.stateEnabled && !selection.state)}
            onChange={(e) => picker.send({ type: 'location.city', value: e.currentTarget.value })}
          >
            <option value={CLEAR_OPTION}>{t`Selecione`}</option>
            {cities.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
            {selection.city && !cities.some((c) => c.name === selection.city) ? (
              <option value={selection.city}>{selection.city}</option>
            ) : null}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
