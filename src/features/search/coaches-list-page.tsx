/**
 * /coaches_list: the search panel above the infinite list of coach cards. The filters live in
 * the URL: submitting the form changes the URL, and every URL (a shared link, the back button)
 * shows its search. Submitting the search already shown runs it again from its first page.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { SearchDraft } from '@machines/lib/search-draft';
import { CoachResults } from './coach-results';
import { useCachedSearchOptions } from './cached-search-options';
import { SearchForm } from './search-form';
import { searchFromFilters, searchKey, type CoachSearch } from './search-params';
import { useRestartSearch } from './use-coach-pages';
import { useSearchPanel } from './use-search';
import styles from './coaches-list-page.module.css';

interface CoachesListPageProps {
  /** The search in the URL, as the route validated it. */
  search: CoachSearch;
  /** Puts a new search in the URL (a new history entry), at the results (`#results`). */
  onSearch: (search: CoachSearch) => void;
  /** Whether the address points at the results: a search submitted here or on the landing page. */
  atResults: boolean;
  /** Whether the list comes back from its history entry (Back) with the pages it showed. */
  restored: boolean;
}

export function CoachesListPage({ search, onSearch, atResults, restored }: CoachesListPageProps) {
  const { t } = useLingui();
  const restart = useRestartSearch();
  // Each run of the search shown starts a new list.
  const [run, setRun] = useState(0);
  const submitted = useCallback(
    (draft: SearchDraft) => {
      const next = searchFromFilters(draft.filters);
      if (searchKey(next) !== searchKey(search)) return onSearch(next);
      void restart(search);
      setRun((count) => count + 1);
    },
    [search, onSearch, restart],
  );
  const { draft, onInput, onSubmit } = useSearchPanel(search, submitted);
  // The loader warmed the lists: the form's first render names its options in the page's language.
  const initialOptions = useCachedSearchOptions(search.country ?? null);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 id="coaches-title" className={styles.title}>
          {t`Encontre seu coach`}
        </h1>
        <p className={styles.lead}>
          {t`Filtre por nome, localização, especialidades e categorias. Os coaches aparecem ordenados por horas de coaching.`}
        </p>
      </header>
      <SearchForm draft={draft} onInput={onInput} onSubmit={onSubmit} initialOptions={initialOptions} />
      {/* A new search, or the same one run again, starts a new list: its own window and turns. */}
      {/* A search submitted brings its results into view, the heading focused: on a phone they start below the form. */}
      <CoachResults
        key={`${searchKey(search)}#${run}`}
        search={search}
        reveal={atResults || run > 0}
        restored={restored && run === 0}
      />
    </div>
  );
}
