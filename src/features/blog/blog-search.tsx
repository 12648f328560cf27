/**
 * The blog's search bar. It shows the active term, is disabled while the list loads and gives
 * focus back afterwards when the visitor searched from it. What is typed is its own until
 * submitted; the term listed is the URL's.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { BLOG_SEARCH_MAX, isChangedTerm, normaliseTerm } from '@machines/lib/blog';
import styles from './blog-search.module.css';

export interface BlogSearchProps {
  /** The term the list is filtered by. */
  active: string;
  disabled: boolean;
  /** A new term, trimmed ('' to list every post). */
  onSubmit: (term: string) => void;
}

export function BlogSearch({ active, disabled, onSubmit }: BlogSearchProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState(active);
  const [shown, setShown] = useState(active);
  const input = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);

  // A new active term (route change, category choice) replaces what is typed.
  if (shown !== active) {
    setShown(active);
    setTerm(active);
  }

  // Disabling the input while the new list loads took the focus away: it comes back once the list
  // is in. A list already at hand disables nothing, and the search is over as soon as it shows.
  useEffect(() => {
    if (disabled || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement !== input.current) input.current?.focus();
  }, [disabled, active]);

  // A term that, trimmed, is the one listed already changes nothing.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isChangedTerm(term, active)) return;
    refocus.current = document.activeElement === input.current;
    onSubmit(normaliseTerm(term));
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit} aria-label={t`Pesquisar no blog`}>
      <label htmlFor="blog-search" className="visually-hidden">
        {t`Pesquisar postagens`}
      </label>
      <Search className={styles.icon} aria-hidden="true" size={20} />
      <input
        ref={input}
        id="blog-search"
        className={styles.input}
        type="search"
        name="q"
        value={term}
        maxLength={BLOG_SEARCH_MAX}
        placeholder={t`Pesquisar postagens`}
        autoComplete="off"
        enterKeyHint="search"
        disabled={disabled}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className={styles.submit} disabled={disabled}>
        {t`Buscar`}
      </button>
    </form>
  );
}
