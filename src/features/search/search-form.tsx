/**
 * The coach search form shared by /home, /search and /coaches_list: name, country, state, city,
 * expertises (several) and categories. It shows a draft and reports each input; the page owns
 * the draft (the search panel's machine on /coaches_list, a reducer on the landing page) and
 * decides what submitting does (go to the list, or search in place).
 */
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { LocationEvent } from '@machines/lib/location';
import type { SearchDraft, SearchInputEvent } from '@machines/lib/search-draft';
import type { SearchFilters } from '@machines/lib/search-filters';
import { CategoryChips } from './category-chips';
import { ExpertisePicker } from './expertise-picker';
import { LocationFields } from './location-fields';
import type { SearchOptions } from './search-options';
import { SEARCH_LIMITS } from './search-params';
import { useSearchOptions } from './use-search-options';
import styles from './search-form.module.css';

interface SearchFormProps {
  draft: SearchDraft;
  /** Called with each change the visitor makes. */
  onInput: (event: SearchInputEvent) => void;
  /** Called with the draft when the visitor submits. */
  onSubmit: (filters: SearchFilters) => void;
  /** Puts the focus in the name field when the form appears (search mode). */
  autoFocus?: boolean;
  /** Id of the element that names the form. */
  labelledBy?: string;
  /** The lists the page already has, for the first render (else they load after it). */
  initialOptions?: SearchOptions;
}

export function SearchForm({
  draft,
  onInput,
  onSubmit,
  autoFocus = false,
  labelledBy,
  initialOptions,
}: SearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const { filters, stateEnabled } = draft;
  const { options, feed } = useSearchOptions(filters.country, initialOptions);
  const nameRef = useRef<HTMLInputElement>(null);
  const onLocation = useCallback(
    (event: LocationEvent) => onInput({ type: 'search.input', field: 'location', event }),
    [onInput],
  );

  useEffect(() => {
    if (autoFocus) nameRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

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
          maxLength={SEARCH_LIMITS.text}
          placeholder={t`Ex.: Ana Souza`}
          value={filters.name}
          onChange={(event) => onInput({ type: 'search.input', field: 'name', value: event.currentTarget.value })}
        />
      </div>

      <LocationFields
        selection={{ country: filters.country, state: filters.state, city: filters.city, stateEnabled }}
        options={options}
        onChange={onLocation}
      />

      <ExpertisePicker
        options={options.expertises}
        isLoading={options.expertisesLoading}
        selected={filters.expertises}
        onChange={(value) => onInput({ type: 'search.input', field: 'expertises', value })}
      />

      <CategoryChips
        selected={filters.categories}
        onChange={(value) => onInput({ type: 'search.input', field: 'categories', value })}
      />

      <div className={styles.submit}>
        <Button type="submit" size="lg">
          <Search size={20} aria-hidden="true" />
          {t`Buscar`}
        </Button>
      </div>
    </form>
  );
}
