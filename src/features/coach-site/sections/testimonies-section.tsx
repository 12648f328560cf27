/** #testimonies: what clients say, with the author and the author's occupation. */
import { useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { clampText, NAME_MAX, plainText } from '@/lib/display-text';
import { SECTION_LABELS } from '../labels';
import { useSectionState, useSite, useWrittenIn } from '../site-context';
import { SectionShell } from './section-shell';
import styles from './testimonies-section.module.css';

export type TestimoniesVariant = 'cards' | 'quotes' | 'stripe';

export function TestimoniesSection({ variant = 'cards' }: { variant?: TestimoniesVariant }) {
  const { i18n, t } = useLingui();
  const { profile, canEdit, slots } = useSite();
  const state = useSectionState('testimonies');
  const written = useWrittenIn()('testimonies');
  if (!state.render) return null;
  const testimonies = profile.testimonies ?? [];
  return (
    <SectionShell
      id="testimonies"
      title={i18n._(SECTION_LABELS.testimonies)}
      eyebrow={t`Quem já passou por aqui`}
      state={state}
    >
      {testimonies.length === 0 && canEdit ? <p>{t`Não há depoimentos adicionados.`}</p> : null}
      <ul className={`${styles.list} ${styles[variant]}`}>
        {testimonies.map((item, index) => {
          const full = plainText(item.author);
          const author = clampText(full, NAME_MAX);
          return (
            <li key={item.id}>
              <figure className={styles.card}>
                <Quote className={styles.mark} size={28} aria-hidden="true" />
                <blockquote className={styles.text} {...written}>
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.initial} aria-hidden="true">
                    {author.charAt(0).toUpperCase()}
                  </span>
                  <span {...written}>
                    <strong title={author === full ? undefined : full}>{author}</strong>
                    {item.occupation ? <span className={styles.occupation}>{item.occupation}</span> : null}
                  </span>
                </figcaption>
                {canEdit && slots.testimonyItem ? slots.testimonyItem(index) : null}
              </figure>
            </li>
          );
        })}
        {canEdit && slots.testimonyAdd ? <li>{slots.testimonyAdd}</li> : null}
      </ul>
    </SectionShell>
  );
}
