/**
 * The landing page (/home, and /search in search mode), its sections in the spec's order:
 * intro, search form, benefits, featured coaches with statistics, transformation areas,
 * categories, latest blog posts and contact us. The search form and the featured coaches come
 * from the search feature as slots; the page owns the layout and the section anchors.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowRight } from 'lucide-react';
import { type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Benefits } from './benefits';
import { ContactUs } from './contact-us';
import { TransformationAreas } from './transformation-areas';
import { HOME_ANCHORS, scrollToAnchor, useAnchorScroll } from './use-anchor-scroll';
import { WhenNear } from './when-near';
import styles from './home-page.module.css';
import { lazyRetry } from '@/lib/retry-import';

// The carousels sit below the fold: their code (and the carousel library) loads as they come near.
const Categories = lazyRetry(() => import('./categories').then((module) => ({ default: module.Categories })));
const LatestPosts = lazyRetry(() => import('./latest-posts').then((module) => ({ default: module.LatestPosts })));

export interface HomePageProps {
  /** 'search' opens the page at the search form with the focus in it. */
  mode: 'home' | 'search';
  /** The search form. */
  search: ReactNode;
  /** The featured coaches carousel with the statistics. */
  featured: ReactNode;
}

/** Where 'find your coach' and search mode put the focus. */
const SEARCH_FOCUS_SELECTOR = `#${HOME_ANCHORS.search} input[name="name"]`;

function focusSearch() {
  scrollToAnchor(HOME_ANCHORS.search);
  document.querySelector<HTMLInputElement>(SEARCH_FOCUS_SELECTOR)?.focus({ preventScroll: true });
}

export function HomePage({ mode, search, featured }: HomePageProps) {
  const { t } = useLingui();
  useAnchorScroll(mode === 'search' ? HOME_ANCHORS.search : null);

  return (
    <div className={styles.home}>
      <section className={styles.intro} aria-labelledby="intro-title">
        <div className={styles.introInner}>
          <div className={styles.introText}>
            <p className={styles.eyebrow}>{t`Coaching que transforma`}</p>
            <h1 id="intro-title" className={styles.introTitle}>
              {t`Encontre o coach certo para a sua próxima conquista`}
            </h1>
            <p className={styles.introLead}>
              {t`Coaches certificados em todo o país, online ou presencial, no horário que funciona para você. Compare perfis, leia sobre cada um e comece com uma sessão experimental gratuita.`}
            </p>
            <Button size="lg" onClick={focusSearch}>
              {t`Encontre seu coach`}
              <ArrowDown size={20} aria-hidden="true" />
            </Button>
          </div>
          <IntroArt />
        </div>
      </section>

      <section id={HOME_ANCHORS.search} className={styles.search} aria-labelledby="search-title">
        <div className={styles.inner}>
          <h2 id="search-title" className={styles.sectionTitle}>
            {t`Busque por nome, local e especialidade`}
          </h2>
          {search}
        </div>
      </section>

      <section id={HOME_ANCHORS.benefits} className={styles.section} aria-labelledby="benefits-title">
        <div className={styles.inner}>
          <h2 id="benefits-title" className={styles.sectionTitle}>
            {t`Por que escolher a Coachly`}
          </h2>
          <Benefits />
        </div>
      </section>

      <section
        id={HOME_ANCHORS.featured}
        className={`${styles.section} ${styles.band}`}
        aria-labelledby="featured-title"
      >
        <div className={styles.wide}>
          <h2 id="featured-title" className={styles.sectionTitle}>
            {t`Coaches em destaque`}
          </h2>
          <p className={styles.sectionLead}>{t`Quem mais acumula horas de coaching na plataforma.`}</p>
          <div className={styles.featuredSlot}>
            <WhenNear placeholder={<div className={styles.placeholder} aria-hidden="true" />}>{featured}</WhenNear>
          </div>
        </div>
      </section>

      <section id={HOME_ANCHORS.areas} className={styles.section} aria-labelledby="areas-title">
        <div className={styles.inner}>
          <h2 id="areas-title" className={styles.sectionTitle}>
            {t`Áreas de transformação`}
          </h2>
          <p className={styles.sectionLead}>{t`Escolha por onde começar a sua mudança.`}</p>
          <TransformationAreas />
        </div>
      </section>

      <section className={`${styles.section} ${styles.band}`} aria-labelledby="categories-title">
        <div className={styles.inner}>
          <h2 id="categories-title" className={styles.sectionTitle}>
            {t`Categorias de coaches`}
          </h2>
          <div className={styles.categoriesSlot}>
            <WhenNear placeholder={<div className={styles.placeholder} aria-hidden="true" />}>
              <Categories />
            </WhenNear>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="posts-title">
        <div className={styles.inner}>
          <h2 id="posts-title" className={styles.sectionTitle}>
            {t`Últimos artigos do blog`}
          </h2>
          <div className={styles.postsSlot}>
            <WhenNear placeholder={<div className={styles.placeholder} aria-hidden="true" />}>
              <LatestPosts />
            </WhenNear>
          </div>
          <div className={styles.more}>
            <Link to="/blog" className={buttonClass('secondary', 'md')}>
              {t`Ver mais posts`}
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <section id={HOME_ANCHORS.contact} className={styles.contact} aria-labelledby="contact-title">
        <div className={styles.inner}>
          <ContactUs titleId="contact-title" />
        </div>
      </section>
    </div>
  );
}

/** A calm abstract composition beside the intro text (no photo to fetch). */
function IntroArt() {
  return (
    <svg className={styles.introArt} viewBox="0 0 400 360" aria-hidden="true" focusable="false">
      <circle cx="250" cy="170" r="150" fill="#23345c" />
      <circle cx="250" cy="170" r="108" fill="none" stroke="#ecc22e" strokeWidth="3" strokeDasharray="4 10" />
      <path
        d="M120 300 C 180 210, 250 250, 330 120"
        fill="none"
        stroke="#ecc22e"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <circle cx="330" cy="120" r="20" fill="#ecc22e" />
      <circle cx="120" cy="300" r="12" fill="#fbf1cc" />
      <circle cx="205" cy="235" r="9" fill="#fbf1cc" />
      <circle cx="268" cy="196" r="9" fill="#fbf1cc" />
      <circle cx="95" cy="95" r="34" fill="none" stroke="#fbf1cc" strokeOpacity="0.35" strokeWidth="2" />
      <circle cx="345" cy="285" r="22" fill="none" stroke="#ecc22e" strokeOpacity="0.5" strokeWidth="2" />
    </svg>
  );
}
