/**
 * The blog's search bar. It shows the active term, is disabled while the list loads and gives
 * focus back afterwards when the visitor searched from it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import styles from './blog-search.module.css';

export interface BlogSearchProps {
  /** The term the list is filtered by. */
  active: string;
  disabled: boolean;
  onSubmit: (term: string) => void;
}

/** Same limit as the blog API's `search` parameter. */
const MAX_TERM = 100;

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

  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [disabled]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refocus.current = document.activeElement === input.current;
    onSubmit(term);
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
        maxLength={MAX_TERM}
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
