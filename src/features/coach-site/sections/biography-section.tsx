/** #biography: the coach's own words, with the expertise areas and, in some templates, the photo. */
import { useLingui } from '@lingui/react/macro';
import { useExpertiseName } from '@/lib/option-names';
import { useEditableField, useSectionState, useSite, useWrittenIn } from '../site-context';
import { coachName } from '@/lib/display-text';
import { SECTION_LABELS } from '../labels';
import { Avatar } from './avatar';
import { SectionShell } from './section-shell';
import styles from './biography-section.module.css';

export type BiographyVariant = 'split' | 'centered' | 'card';

export function BiographySection({ variant = 'split', eyebrow }: { variant?: BiographyVariant; eyebrow?: string }) {
  const { i18n, t } = useLingui();
  const { profile } = useSite();
  const state = useSectionState('biography');
  const field = useEditableField();
  const nameOf = useExpertiseName();
  const written = useWrittenIn();
  if (!state.render) return null;
  const expertises = profile.expertises ?? [];
  const text = (
    <div className={styles.text}>
      {field(
        'aboutMe',
        (profile.aboutMe ?? '')
          .split(/\n+/)
          .filter(Boolean)
          .map((paragraph, i) => (
            <p key={i} {...written('aboutMe')}>
              {paragraph}
            </p>
          )),
      )}
      {expertises.length > 0
        ? field(
            'expertises',
            <ul className={styles.chips} aria-label={t`Áreas de atuação`}>
              {expertises.map((x) => (
                <li key={x}>{nameOf(x)}</li>
              ))}
            </ul>,
          )
        : null}
    </div>
  );
  return (
    <SectionShell
      id="biography"
      title={i18n._(SECTION_LABELS.biography)}
      eyebrow={eyebrow ?? coachName(profile)}
      state={state}
      className={styles[variant]}
    >
      {variant === 'split' ? (
        <div className={styles.splitGrid}>
          {field('avatar', <Avatar profile={profile} size={280} shape="rounded" className={styles.photo} />)}
          {text}
        </div>
      ) : (
        text
      )}
    </SectionShell>
  );
}
