/**
 * The location of the settings dialog: the country, state and city cascade (the state list only
 * for countries that have states; a city the lists do not know is kept as it was).
 */
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { SelectOptions, type SelectOption } from '@/components/ui/select-options';
import { useAppActor } from '@/lib/inspect';
import { placeLabel } from '@/lib/option-names';
import { useLocale } from '@/lib/use-locale';
import { CLEAR_OPTION, cityOptions, type CountryOption, type LocationSelection } from '@machines/lib/location';
import { locationMachine } from '@machines/location.machine';
import { listCountries } from '@/api/gen/api-v1/options/options';
import { loadLocations, type Profile } from '../api/owner-api';
import styles from '../settings-dialog.module.css';

/** "City, ST - Country" (or "City - Country"), as the site shows the place, with a country of `countries`. */
export function locationLabel(selection: LocationSelection, countries: CountryOption[]): string {
  return placeLabel(selection.city, selection.state, countries.find((c) => c.id === selection.country)?.name ?? '');
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

/** One list of the cascade, with "Selecione" first to clear it. */
function SelectField({
  label,
  value,
  disabled,
  options,
  onChange,
}: {
  label: string;
  value: string | null;
  disabled: boolean;
  options: SelectOption[];
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <label className={styles.select}>
      <span>{label}</span>
      <select
        className={styles.control}
        value={value ?? CLEAR_OPTION}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <SelectOptions clearLabel={t`Selecione`} options={options} />
      </select>
    </label>
  );
}

export function LocationFields({ location }: { location: LocationPicker }) {
  const { t } = useLingui();
  const { picker, selection, countries, locations, loadingCountries } = location;
  const cities = cityOptions(selection, locations);
  return (
    <fieldset className={styles.group}>
      <legend>{t`Localização`}</legend>
      <div className={styles.row3}>
        <SelectField
          label={t`País`}
          value={selection.country}
          disabled={loadingCountries}
          options={countries.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(value) => picker.send({ type: 'location.country', value })}
        />
        <SelectField
          label={t`Estado`}
          value={selection.state}
          disabled={!selection.stateEnabled}
          options={(locations?.states ?? []).map((s) => ({ value: s.abbrev, label: s.name }))}
          onChange={(value) => picker.send({ type: 'location.state', value })}
        />
        <SelectField
          label={t`Cidade`}
          value={selection.city}
          disabled={!selection.country || (selection.stateEnabled && !selection.state)}
          options={[
            ...cities.map((c) => ({ value: c.name, label: c.name })),
            // A city the lists do not know stays as it was.
            ...(selection.city && !cities.some((c) => c.name === selection.city)
              ? [{ value: selection.city, label: selection.city }]
              : []),
          ]}
          onChange={(value) => picker.send({ type: 'location.city', value })}
        />
      </div>
    </fieldset>
  );
}
