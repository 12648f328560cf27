/** Pieces every template's hero is built from: the background picture, the name and the main phrase. */
import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { offersExperimentalSession } from '@machines/lib/site-sections';
import { clampText, NAME_MAX } from '@/lib/display-text';
import { useExpertiseName } from '@/lib/option-names';
import { heroImages, HERO_MOBILE_MEDIA } from '../hero-images';
import { useEditableField, useSite, useWrittenIn } from '../site-context';
import { coachName } from '@/lib/display-text';
import { Avatar } from './avatar';
import { goToSection } from './site-nav';
import heading from './site-heading.module.css';
import styles from './hero-parts.module.css';

export function HeroBackground({ className, priority = true }: { className?: string; priority?: boolean }) {
  const { profile } = useSite();
  const field = useEditableField();
  const images = heroImages(profile);
  return field(
    'background',
    images ? (
      <picture className={[styles.background, className].filter(Boolean).join(' ')}>
        <source media={HERO_MOBILE_MEDIA} srcSet={images.mobile} />
        <img src={images.desktop} alt="" fetchPriority={priority ? 'high' : 'auto'} decoding="async" />
      </picture>
    ) : (
      <div className={[styles.background, styles.fallback, className].filter(Boolean).join(' ')} aria-hidden="true" />
    ),
  );
}

export function CoachTitle({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const { profile } = useSite();
  const field = useEditableField();
  const name = coachName(profile);
  const full = coachName(profile, Infinity);
  return field(
    'name',
    <h1
      className={[heading.heading, styles.title, className].filter(Boolean).join(' ')}
      title={full === name ? undefined : full}
    >
      {stacked && profile.firstName && profile.secondName ? (
        <>
          <span>{clampText(profile.firstName, NAME_MAX)}</span> <span>{clampText(profile.secondName, NAME_MAX)}</span>
        </>
      ) : (
        name
      )}
    </h1>,
  );
}

export function MainPhrase({ className }: { className?: string }) {
  const { t } = useLingui();
  const { profile, canEdit } = useSite();
  const field = useEditableField();
  const written = useWrittenIn();
  const phrase = profile.mainPhrase?.trim();
  // Empty, it is left out for visitors; the owner gets its place, with its pencil, to fill it in.
  if (!phrase && !canEdit) return null;
  return (
    <figure className={[styles.phrase, className].filter(Boolean).join(' ')}>
      <blockquote>
        {field(
          'mainPhrase',
          phrase ? (
            <p {...written('mainPhrase')}>{profile.mainPhrase}</p>
          ) : (
            <p className={styles.empty}>{t`Sua frase principal aparece aqui.`}</p>
          ),
        )}
      </blockquote>
      {profile.mainPhraseAuthor ? (
        <figcaption className={styles.author}>
          <span className="visually-hidden">{t`Autor:`} </span>
          {field('mainPhraseAuthor', <span {...written('mainPhraseAuthor')}>{profile.mainPhraseAuthor}</span>)}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** The coach's areas in the page's language (the profile stores their pt names). */
export function Expertises({ className }: { className?: string }) {
  const { t } = useLingui();
  const { profile } = useSite();
  const nameOf = useExpertiseName();
  const list = profile.expertises ?? [];
  if (list.length === 0) return null;
  return (
    <p className={[styles.expertises, className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{t`Áreas de atuação:`} </span>
      {list.map(nameOf).join(' · ')}
    </p>
  );
}

/** The hero's call to action: to the session request when offered, else to the contact form. */
export function HeroCta({ className }: { className?: string }) {
  const { t } = useLingui();
  const { profile, canEdit } = useSite();
  const target = offersExperimentalSession(profile) ? 'session_request' : 'contact';
  return (
    <a
      href={`#${target}`}
      className={[styles.cta, className].filter(Boolean).join(' ')}
      // The owner's floating edit button on a phone stands clear of it (edit-panel.tsx).
      data-hero-cta=""
      onClick={(event) => {
        event.preventDefault();
        if (!canEdit) goToSection(target, event.currentTarget.ownerDocument);
      }}
    >
      {target === 'session_request' ? t`Agende uma sessão gratuita` : t`Fale comigo`}
      <ArrowRight size={18} aria-hidden="true" />
    </a>
  );
}

/** The coach's photo in the hero, which the owner edits in place. */
export function HeroAvatar(props: Omit<ComponentProps<typeof Avatar>, 'profile'>) {
  const { profile } = useSite();
  const field = useEditableField();
  return field('avatar', <Avatar profile={profile} {...props} />);
}

/**
 * The hero's words in their usual order: the areas, the name, the main phrase and the call to
 * action, each with the template's class of that name (`kicker`, `title`, `phrase`). With
 * `column`, they stand in a column of their own beside the picture.
 */
export function HeroText({
  classes,
  stacked,
  column = false,
}: {
  classes: Partial<Record<'kicker' | 'title' | 'phrase', string>>;
  stacked?: boolean;
  column?: boolean;
}) {
  const words = (
    <>
      <Expertises className={classes.kicker} />
      <CoachTitle stacked={stacked} className={classes.title} />
      <MainPhrase className={classes.phrase} />
      <HeroCta />
    </>
  );
  return column ? <div className={styles.column}>{words}</div> : words;
}

/**
 * A hero over the full-bleed background picture: a shade (the template paints it) darkens the
 * picture and the content stands above it; `centered` puts the content in the middle.
 */
export function PhotoHero({
  className,
  shadeClassName,
  contentClassName,
  centered = false,
  children,
}: {
  className?: string;
  shadeClassName?: string;
  contentClassName?: string;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <header className={[styles.photoHero, centered ? styles.centered : '', className].filter(Boolean).join(' ')}>
      <HeroBackground />
      <div className={[styles.shade, shadeClassName].filter(Boolean).join(' ')} aria-hidden="true" />
      <div className={[styles.photoContent, contentClassName].filter(Boolean).join(' ')}>{children}</div>
    </header>
  );
}
