/**
 * /coaches_list: the search panel above the infinite list of coach cards. The filters live in
 * the URL: submitting the form changes the URL, and every URL (a shared link, the back button)
 * runs its search.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import {
  filtersFromUrl,
  normalizeFilters,
  sameFilters,
  type SearchFilters,
  type SearchUrlQuery,
} from '@machines/lib/search-filters';
import { CoachResults } from './coach-results';
import { SearchForm } from './search-form';
import { useSearchActor, useSearchDraft } from './use-search';
import styles from './coaches-list-page.module.css';

export interface CoachesListPageProps {
  query: SearchUrlQuery;
  /** Puts new filters in the URL (a new history entry). */
  onSearch: (filters: SearchFilters) => void;
}

export function CoachesListPage({ query, onSearch }: CoachesListPageProps) {
  const { t } = useLingui();
  const filters = useMemo(() => filtersFromUrl(query), [query]);
  const actor = useSearchActor(filters);
  const { draft, onInput } = useSearchDraft(actor);

  useEffect(() => {
    const { submitted } = actor.getSnapshot().context;
    if (!submitted || !sameFilters(submitted, filters)) actor.send({ type: 'search.submit', filters });
  }, [actor, filters]);

  const submit = (draft: SearchFilters) => {
    if (sameFilters(draft, filters)) actor.send({ type: 'search.submit', filters: normalizeFilters(draft) });
    else onSearch(normalizeFilters(draft));
  };

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
      <SearchForm draft={draft} onInput={onInput} onSubmit={submit} />
      <CoachResults actor={actor} onRetry={() => actor.send({ type: 'search.submit', filters })} />
    </div>
  );
}
