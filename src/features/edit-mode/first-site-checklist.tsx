/**
 * The first-site checklist: until the site has what a good profile has (photo, name, main phrase,
 * about me, expertises, a contact e-mail, a gallery picture, published), a card at the bottom
 * left of edit mode lists it. Each item opens its editor and ticks itself once done, from the
 * texts being edited and what is saved. The coach can fold the card to its progress or dismiss
 * it for good (kept in this browser, per site).
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Check, ChevronDown, ChevronUp, ListChecks, X } from 'lucide-react';
import { useEditSession, useEditorState, type EditDialog } from './edit-session';
import styles from './first-site-checklist.module.css';

type Fold = 'open' | 'folded' | 'dismissed';

const storageKey = (username: string) => `coachly.checklist.${username}`;

function storedFold(username: string): Fold | null {
  try {
    const value = localStorage.getItem(storageKey(username));
    return value === 'open' || value === 'folded' || value === 'dismissed' ? value : null;
  } catch {
    return null;
  }
}

function storeFold(username: string, fold: Fold): void {
  try {
    localStorage.setItem(storageKey(username), fold);
  } catch {
    // A browser that keeps nothing shows the card again next time.
  }
}

/** Below the edit rail's breakpoint (edit-panel.module.css): the floating button's layout. */
const isPhone = () =>
  typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(max-width: 767px)').matches;

interface ChecklistItem {
  id: string;
  label: string;
  done: boolean;
  onSelect: () => void;
}

const filled = (value: string | undefined | null) => Boolean(value?.trim());

function useChecklistItems(): ChecklistItem[] {
  const { t } = useLingui();
  const { publishing, openDialog } = useEditSession();
  const draft = useEditorState((s) => s.context.draft);
  const profile = useEditorState((s) => s.context.profile);
  const published = useSelector(publishing, (s) => s.context.published);
  const open = (dialog: EditDialog) => () => openDialog(dialog);
  const expertises = draft.expertises.length;
  return [
    { id: 'photo', label: t`Foto de perfil`, done: filled(profile?.photoUrl), onSelect: open({ kind: 'avatar' }) },
    {
      id: 'name',
      label: t`Nome completo`,
      done: filled(draft.firstName) && filled(draft.secondName),
      onSelect: open({ kind: 'field', group: 'name' }),
    },
    {
      id: 'phrase',
      label: t`Frase principal`,
      done: filled(draft.mainPhrase),
      onSelect: open({ kind: 'field', group: 'phrase' }),
    },
    {
      id: 'about',
      label: t`Sobre mim`,
      done: filled(draft.aboutMe),
      onSelect: open({ kind: 'field', group: 'aboutMe' }),
    },
    {
      id: 'expertises',
      label: t`Áreas de atuação (até 3)`,
      done: expertises >= 1 && expertises <= 3,
      onSelect: open({ kind: 'field', group: 'expertises' }),
    },
    {
      id: 'contact',
      label: t`E-mail para mensagens e sessões experimentais`,
      done: filled(draft.email),
      onSelect: open({ kind: 'field', group: 'name' }),
    },
    {
      id: 'gallery',
      label: t`Uma foto na galeria`,
      done: (profile?.gallery?.length ?? 0) > 0,
      onSelect: open({ kind: 'gallery.add' }),
    },
    {
      id: 'publish',
      label: t`Site publicado`,
      done: published,
      onSelect: () => publishing.send({ type: 'publish' }),
    },
  ];
}

export function FirstSiteChecklist() {
  const { t } = useLingui();
  const username = useEditorState((s) => s.context.profile?.username ?? '');
  const items = useChecklistItems();
  const [fold, setFold] = useState<Fold | null>(null);
  // On a phone the card would hide the site: it starts folded there.
  const current = fold ?? (username ? storedFold(username) : null) ?? (isPhone() ? 'folded' : 'open');
  const done = items.filter((item) => item.done).length;
  if (!username || current === 'dismissed' || done === items.length) return null;

  const change = (next: Fold) => {
    setFold(next);
    storeFold(username, next);
  };
  const progress = t`${done} de ${items.length} feitos`;

  if (current === 'folded') {
    return (
      <div className={styles.wrap}>
        <button type="button" className={styles.pill} aria-expanded="false" onClick={() => change('open')}>
          <ListChecks size={18} aria-hidden="true" />
          <span>{t`Primeiros passos`}</span>
          <span className={styles.count}>{`${done}/${items.length}`}</span>
          <span className="visually-hidden">{`(${progress})`}</span>
          <ChevronUp size={16} aria-hidden="true" />
        </button>
      </div>
    );
  }

  return (
    <section className={`${styles.wrap} ${styles.card}`} aria-labelledby="first-site-title">
      <header className={styles.header}>
        <h2 id="first-site-title" className={styles.title}>
          {t`Primeiros passos do seu site`}
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded="true"
          aria-label={t`Recolher primeiros passos`}
          onClick={() => change('folded')}
        >
          <ChevronDown size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t`Dispensar primeiros passos`}
          onClick={() => change('dismissed')}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      <p className={styles.progressText}>{progress}</p>
      <progress className={styles.progress} max={items.length} value={done} aria-label={progress} />
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={`${styles.item} ${item.done ? styles.done : ''}`}
              onClick={item.onSelect}
              aria-describedby={`first-site-${item.id}`}
            >
              <span className={styles.tick} aria-hidden="true">
                {item.done ? <Check size={14} strokeWidth={3} /> : null}
              </span>
              <span className={styles.label}>{item.label}</span>
              <span id={`first-site-${item.id}`} className="visually-hidden">
                {item.done ? t`feito` : t`a fazer`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
