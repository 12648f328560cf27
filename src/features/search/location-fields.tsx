/**
 * The search form's country, state and city selects, following the location rules
 * (machines/lib/location.ts): the state only for a country with states, the city once there is
 * a country (and, with states, a state). "Todos" clears a choice.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { CLEAR_OPTION, cityOptions, type LocationEvent, type LocationSelection } from '@machines/lib/location';
import type { SearchOptions } from './search-options';
import styles from './search-form.module.css';

interface LocationFieldsProps {
  selection: LocationSelection;
  options: Pick<SearchOptions, 'countries' | 'countriesLoading' | 'locations'>;
  onChange: (event: LocationEvent) => void;
}

export function LocationFields({ selection, options, onChange }: LocationFieldsProps) {
  const { t } = useLingui();
  const id = useId();
  const { stateEnabled } = selection;
  const country = options.countries?.find((option) => option.id === selection.country);

  // A country restored from a link learns its model once the country list arrives.
  useEffect(() => {
    if (!country) return;
    if ((country.model === 'states-cities') !== stateEnabled) {
      onChange({ type: 'location.model', model: country.model });
    }
  }, [onChange, country, stateEnabled]);

  const states = stateEnabled ? (options.locations?.states ?? []) : [];
  const cities = cityOptions(selection, options.locations);
  const cityDisabled = !country || (stateEnabled && !selection.state);

  return (
    <>
      <div className={`${styles.field} ${styles.country}`}>
        <label htmlFor={`${id}-country`}>{t`País`}</label>
        <select
          id={`${id}-country`}
          name="country"
          value={selection.country ?? CLEAR_OPTION}
          aria-busy={options.countriesLoading}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const model = options.countries?.find((option) => option.id === value)?.model ?? null;
            onChange({ type: 'location.country', value, model });
          }}
        >
          <option value={CLEAR_OPTION}>{t`Todos`}</option>
          {selection.country && !country ? <option value={selection.country}>{selection.country}</option> : null}
          {(options.countries ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>

      <div className={`${styles.field} ${styles.state}`}>
        <label htmlFor={`${id}-state`}>{t`Estado`}</label>
        <select
          id={`${id}-state`}
          name="state"
          value={selection.state ?? CLEAR_OPTION}
          disabled={!stateEnabled}
          onChange={(event) => onChange({ type: 'location.state', value: event.currentTarget.value })}
        >
          <option value={CLEAR_OPTION}>{country && !stateEnabled ? t`Não se aplica` : t`Todos`}</option>
          {selection.state && !states.some((option) => option.abbrev === selection.state) ? (
            <option value={selection.state}>{selection.state}</option>
          ) : null}
          {states.map((option) => (
            <option key={option.abbrev} value={option.abbrev}>
              {option.name}
            </option>
          ))}
        </select>
      </div>

      <div className={`${styles.field} ${styles.city}`}>
        <label htmlFor={`${id}-city`}>{t`Cidade`}</label>
        <select
          id={`${id}-city`}
          name="city"
          value={selection.city ?? CLEAR_OPTION}
          disabled={cityDisabled}
          onChange={(event) => onChange({ type: 'location.city', value: event.currentTarget.value })}
        >
          <option value={CLEAR_OPTION}>{t`Todas`}</option>
          {selection.city && !cities.some((option) => option.name === selection.city) ? (
            <option value={selection.city}>{selection.city}</option>
          ) : null}
          {cities.map((option) => (
            <option key={option.name} value={option.name}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
