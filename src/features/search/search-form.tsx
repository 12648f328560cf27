/**
 * The coach search form shared by /home, /search and /coaches_list: name, country, state, city,
 * expertises (several) and categories. It shows a draft and reports each input; the page owns
 * the draft (the search machine on /coaches_list, a reducer on the landing page) and decides what
 * submitting does (go to the list, or search in place).
 */
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { withQueryClient } from '@/lib/query-client';
import { useInBrowser } from '@/lib/use-in-browser';
import { CLEAR_OPTION, cityOptions, type LocationEvent } from '@machines/lib/location';
import type { SearchDraft, SearchInputEvent } from '@machines/lib/search-draft';
import type { SearchCategory, SearchFilters } from '@machines/lib/search-filters';
import type { Country, CountryLocations } from '@/api/gen/api-v1/model';
import type { ExpertiseOption } from './api';
import styles from './search-form.module.css';

/** The form's option lists (see search-options.tsx). */
export interface SearchOptions {
  /** Countries, once known. */
  countries: Country[] | undefined;
  countriesLoading: boolean;
  /** The chosen country's states (with cities) or cities, once known. */
  locations: CountryLocations | undefined;
  expertises: ExpertiseOption[];
  expertisesLoading: boolean;
}

/** What the form shows before the lists have loaded. */
const NO_SEARCH_OPTIONS: SearchOptions = {
  countries: undefined,
  countriesLoading: true,
  locations: undefined,
  expertises: [],
  expertisesLoading: true,
};

// The option lists load with the query client after the form has rendered: on the landing page
// neither is part of the first download.
const SearchOptionsFeed = lazy(() =>
  withQueryClient(import('./search-options').then((module) => module.SearchOptionsFeed)),
);

/** The form's option lists, and the element that keeps them up to date (render it once). */
function useSearchOptions(country: string | null): { options: SearchOptions; feed: ReactNode } {
  const [options, setOptions] = useState(NO_SEARCH_OPTIONS);
  const inBrowser = useInBrowser();
  const feed = inBrowser ? (
    <Suspense fallback={null}>
      <SearchOptionsFeed country={country} onChange={setOptions} />
    </Suspense>
  ) : null;
  return { options, feed };
}

export interface SearchFormProps {
  draft: SearchDraft;
  /** Called with each change the visitor makes. */
  onInput: (event: SearchInputEvent) => void;
  /** Called with the draft when the visitor submits. */
  onSubmit: (filters: SearchFilters) => void;
  /** Puts the focus in the name field when the form appears (search mode). */
  autoFocus?: boolean;
  /** Id of the element that names the form. */
  labelledBy?: string;
}

const CATEGORY_LABELS: Record<SearchCategory, string> = { coach: 'Coach', select: 'Select', trainer: 'Trainer' };

export function SearchForm({ draft, onInput, onSubmit, autoFocus = false, labelledBy }: SearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const { filters, stateEnabled } = draft;
  const { options, feed } = useSearchOptions(filters.country);
  const country = options.countries?.find((option) => option.id === filters.country);
  const nameRef = useRef<HTMLInputElement>(null);

  const sendLocation = (event: LocationEvent) => onInput({ type: 'search.input', field: 'location', event });

  // A country restored from a link learns its model once the country list arrives.
  useEffect(() => {
    if (!country) return;
    if ((country.model === 'states-cities') !== stateEnabled) {
      onInput({ type: 'search.input', field: 'location', event: { type: 'location.model', model: country.model } });
    }
  }, [onInput, country, stateEnabled]);

  useEffect(() => {
    if (autoFocus) nameRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const selection = { country: filters.country, state: filters.state, city: filters.city, stateEnabled };
  const states = stateEnabled ? (options.locations?.states ?? []) : [];
  const cities = cityOptions(selection, options.locations);
  const cityDisabled = !country || (stateEnabled && !filters.state);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(filters);
  };

  return (
    <form
      className={styles.form}
      role="search"
      aria-label={labelledBy ? undefined : t`Buscar coaches`}
      aria-labelledby={labelledBy}
      onSubmit={submit}
    >
      {feed}
      <div className={`${styles.field} ${styles.name}`}>
        <label htmlFor={`${id}-name`}>{t`Nome do coach`}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          type="search"
          name="name"
          autoComplete="off"
          maxLength={100}
          placeholder={t`Ex.: Ana Souza`}
          value={filters.name}
          onChange={(event) => onInput({ type: 'search.input', field: 'name', value: event.currentTarget.value })}
        />
      </div>

      <div className={`${styles.field} ${styles.country}`}>
        <label htmlFor={`${id}-country`}>{t`País`}</label>
        <select
          id={`${id}-country`}
          name="country"
          value={filters.country ?? CLEAR_OPTION}
          aria-busy={options.countriesLoading}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const model = options.countries?.find((option) => option.id === value)?.model ?? null;
            sendLocation({ type: 'location.country', value, model });
          }}
        >
          <option value={CLEAR_OPTION}>{t`Todos`}</option>
          {filters.country && !country ? <option value={filters.country}>{filters.country}</option> : null}
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
          value={filters.state ?? CLEAR_OPTION}
          disabled={!stateEnabled}
          onChange={(event) => sendLocation({ type: 'location.state', value: event.currentTarget.value })}
        >
          <option value={CLEAR_OPTION}>{country && !stateEnabled ? t`Não se aplica` : t`Todos`}</option>
          {filters.state && !states.some((option) => option.abbrev === filters.state) ? (
            <option value={filters.state}>{filters.state}</option>
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
          value={filters.city ?? CLEAR_OPTION}
          disabled={cityDisabled}
          onChange={(event) => sendLocation({ type: 'location.city', value: event.currentTarget.value })}
        >
          <option value={CLEAR_OPTION}>{t`Todas`}</option>
          {filters.city && !cities.some((option) => option.name === filters.city) ? (
            <option value={filters.city}>{filters.city}</option>
          ) : null}
          {cities.map((option) => (
            <option key={option.name} value={option.name}>
              {option.name}
            </option>
          ))}
        </select>
      </div>

      <ExpertisePicker
        options={options.expertises}
        isLoading={options.expertisesLoading}
        selected={filters.expertises}
        onChange={(value) => onInput({ type: 'search.input', field: 'expertises', value })}
      />

      <fieldset className={`${styles.field} ${styles.categories}`}>
        <legend>{t`Categorias`}</legend>
        <div className={styles.chips}>
          {(['coach', 'select', 'trainer'] as const).map((category) => {
            const checked = filters.categories.includes(category);
            return (
              <label key={category} className={`${styles.chip} ${checked ? styles.chipOn : ''}`}>
                <input
                  type="checkbox"
                  name="category"
                  value={category}
                  checked={checked}
                  onChange={() =>
                    onInput({
                      type: 'search.input',
                      field: 'categories',
                      value: checked
                        ? filters.categories.filter((c) => c !== category)
                        : [...filters.categories, category],
                    })
                  }
                />
                <span>{CATEGORY_LABELS[category]}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className={styles.submit}>
        <Button type="submit" size="lg">
          <Search size={20} aria-hidden="true" />
          {t`Buscar`}
        </Button>
      </div>
    </form>
  );
}

/** A button that opens a list of expertise checkboxes (several can be chosen). */
interface ExpertisePickerProps {
  options: ExpertiseOption[];
  isLoading: boolean;
  selected: string[];
  onChange: (value: string[]) => void;
}

function ExpertisePicker({ options, isLoading, selected, onChange }: ExpertisePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Closes on a click or focus outside, and on Escape (back to the button).
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !wrapRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const labels = selected.map((value) => options.find((option) => option.value === value)?.label ?? value);
  const summary = labels.length === 0 ? t`Todas` : labels.join(', ');

  return (
    <div className={`${styles.field} ${styles.expertises}`} ref={wrapRef}>
      <span className={styles.label} id={`${id}-label`}>
        {t`Especialidades`}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={styles.picker}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((value) => !value)}
      >
        <span id={`${id}-summary`} className={styles.summary}>
          {summary}
        </span>
        {selected.length > 0 ? <span className={styles.count}>{selected.length}</span> : null}
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      <fieldset id={`${id}-panel`} className={styles.panel} hidden={!open}>
        <legend className="visually-hidden">{t`Especialidades`}</legend>
        {isLoading ? <p className={styles.hint}>{t`Carregando…`}</p> : null}
        {!isLoading && options.length === 0 ? <p className={styles.hint}>{t`Sem opções`}</p> : null}
        <div className={styles.options}>
          {options.map((option) => {
            const checked = selected.includes(option.value);
            return (
              <label key={option.id} className={styles.option}>
                <input
                  type="checkbox"
                  name="expertise"
                  value={option.value}
                  checked={checked}
                  onChange={() =>
                    onChange(checked ? selected.filter((value) => value !== option.value) : [...selected, option.value])
                  }
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
        {selected.length > 0 ? (
          <button type="button" className={styles.clear} onClick={() => onChange([])}>
            {t`Limpar especialidades`}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
