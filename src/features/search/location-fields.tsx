/**
 * The search form's country, state and city selects, following the location rules
 * (machines/lib/location.ts): the state only for a country with states, the city once there is
 * a country (and, with states, a state). "Todos" clears a choice.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { CLEAR_OPTION, cityOptions, type LocationEvent, type LocationSelection } from '@machines/lib/location';
import { SelectOptions, type SelectOption } from '@/components/ui/select-options';
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
      <LocationSelect
        id={`${id}-country`}
        name="country"
        label={t`País`}
        value={selection.country}
        clearLabel={t`Todos`}
        options={(options.countries ?? []).map((option) => ({ value: option.id, label: option.name }))}
        busy={options.countriesLoading}
        onChange={(value) => {
          const model = options.countries?.find((option) => option.id === value)?.model ?? null;
          onChange({ type: 'location.country', value, model });
        }}
      />
      <LocationSelect
        id={`${id}-state`}
        name="state"
        label={t`Estado`}
        value={selection.state}
        clearLabel={country && !stateEnabled ? t`Não se aplica` : t`Todos`}
        options={states.map((option) => ({ value: option.abbrev, label: option.name }))}
        disabled={!stateEnabled}
        onChange={(value) => onChange({ type: 'location.state', value })}
      />
      <LocationSelect
        id={`${id}-city`}
        name="city"
        label={t`Cidade`}
        value={selection.city}
        clearLabel={t`Todas`}
        options={cities.map((option) => ({ value: option.name, label: option.name }))}
        disabled={cityDisabled}
        onChange={(value) => onChange({ type: 'location.city', value })}
      />
    </>
  );
}

/**
 * One of the selects: the option that clears it first, then its value when it is not among the
 * options (a choice restored from a link before its list arrives, or no longer offered), then
 * the options.
 */
function LocationSelect({
  id,
  name,
  label,
  value,
  clearLabel,
  options,
  disabled,
  busy,
  onChange,
}: {
  id: string;
  name: 'country' | 'state' | 'city';
  label: string;
  value: string | null | undefined;
  clearLabel: string;
  options: SelectOption[];
  disabled?: boolean;
  busy?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className={`${styles.field} ${styles[name]}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value ?? CLEAR_OPTION}
        disabled={disabled}
        aria-busy={busy}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <SelectOptions
          clearLabel={clearLabel}
          options={
            value && !options.some((option) => option.value === value) ? [{ value, label: value }, ...options] : options
          }
        />
      </select>
    </div>
  );
}
