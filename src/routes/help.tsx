import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Download, ChevronLeft, ChevronRight, FileText, Play } from 'lucide-react';
import { useState } from 'react';
import { LinkButton, Button } from '@/components/ui/button';
import { intlTag, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n';
import { formatLanguageName } from '@/lib/format';
import { routeHead } from '@/lib/page-head';
import { useLocale } from '@/lib/use-locale';
import { MANUAL_FILES } from './-components/manual-files';
import { useManualPages } from './-components/manual-pages';
import styles from './-components/help.module.css';

const TUTORIAL_VIDEO_ID = 'M7lc1UVf-VE';

/** A file size in megabytes, the page's way ("1,4 MB"). */
function megabytes(bytes: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000);
}

/**
 * The tutorial's player loads when the visitor asks for it: the page itself holds no third-party
 * frame, and the player starts at once.
 */
function TutorialVideo() {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${TUTORIAL_VIDEO_ID}?autoplay=1`}
          title={t`Vídeo tutorial: como montar o seu site`}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <span className={styles.playIcon} aria-hidden="true">
            <Play size={28} />
          </span>
          {t`Assistir ao vídeo tutorial`}
        </button>
      )}
    </div>
  );
}

/** The PDF of the page's language, with what it holds, and the other languages' files. */
function ManualDownload() {
  const { t } = useLingui();
  const locale = useLocale();
  const file = MANUAL_FILES[locale];
  const chapters = useManualPages().length;
  const pages = file.pages;
  const language = formatLanguageName(locale, locale);
  const size = megabytes(file.bytes, locale);
  return (
    <section aria-labelledby="manual-title" className={`${styles.card} ${styles.manualCard}`}>
      <h2 id="manual-title">{t`Manual em PDF`}</h2>
      <p>{t`Baixe o manual completo para ler quando quiser, mesmo sem internet.`}</p>
      <div className={styles.cover} aria-hidden="true">
        <span className={styles.coverMark} />
        <span className={styles.coverKicker}>Coachly</span>
        <span className={styles.coverTitle}>{t`Manual do coach`}</span>
        <span className={styles.coverLines} />
      </div>
      <ul className={styles.facts}>
        <li>{t`${chapters} capítulos, para visitantes e para coaches`}</li>
        <li>{t`${pages} páginas, com telas da própria Coachly`}</li>
        <li>{t`Sumário com links para cada capítulo`}</li>
      </ul>
      <LinkButton
        href={file.href}
        download
        type="application/pdf"
        className={styles.download}
        aria-label={t`Baixar manual (PDF) em ${language}, ${size}`}
      >
        <Download size={18} aria-hidden="true" /> {t`Baixar manual (PDF)`}
      </LinkButton>
      <p className={styles.otherLanguages}>
        {t`Também em:`}{' '}
        {LOCALES.filter((other) => other !== locale).map((other, index) => (
          <span key={other}>
            {index > 0 ? ' · ' : null}
            <a
              href={MANUAL_FILES[other].href}
              download
              type="application/pdf"
              hrefLang={other}
              lang={other}
              aria-label={`${LOCALE_NAMES[other]} (PDF, ${megabytes(MANUAL_FILES[other].bytes, other)})`}
            >
              {LOCALE_NAMES[other]}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}

function DocumentViewer() {
  const { t } = useLingui();
  const pages = useManualPages();
  const file = MANUAL_FILES[useLocale()];
  const [index, setIndex] = useState(0);
  const page = pages[index] ?? pages[0];
  if (!page) return null;
  const chapter = index + 1;
  const pdfPage = file.chapters[index];
  return (
    <section className={styles.viewer} aria-labelledby="viewer-title">
      <div className={styles.viewerBar}>
        <h2 id="viewer-title" className={styles.viewerTitle}>
          <FileText size={18} aria-hidden="true" /> {t`Manual do coach`}
        </h2>
        <div className={styles.pager}>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setIndex((i) => i - 1)}
            disabled={index === 0}
            aria-label={t`Página anterior`}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </Button>
          <span aria-live="polite">{t`Página ${chapter} de ${pages.length}`}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setIndex((i) => i + 1)}
            disabled={index === pages.length - 1}
            aria-label={t`Próxima página`}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className={styles.viewerBody}>
        <nav className={styles.chapters} aria-label={t`Capítulos do manual`}>
          <ol>
            {pages.map((item, i) => (
              <li key={item.title}>
                <button
                  type="button"
                  className={styles.chapterLink}
                  aria-current={i === index ? 'page' : undefined}
                  onClick={() => setIndex(i)}
                >
                  <span className={styles.chapterNumber} aria-hidden="true">
                    {i + 1}
                  </span>
                  {item.title}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.sheet} aria-label={t`Página ${chapter} de ${pages.length}`}>
          <p className={styles.sheetEyebrow}>{t`Capítulo ${chapter}`}</p>
          <h3>{page.title}</h3>
          {page.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {pdfPage ? (
            <p className={styles.sheetFooter}>
              {/* Browsers' PDF viewers open a file at the page its address names (#page=). */}
              <a href={`${file.href}#page=${pdfPage}`} type="application/pdf">
                <FileText size={16} aria-hidden="true" />{' '}
                {t`Ler o capítulo completo no PDF, a partir da página ${pdfPage}`}
              </a>
            </p>
          ) : null}
        </article>
      </div>
    </section>
  );
}

function HelpPage() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{t`Central de Ajuda`}</h1>
        <p>{t`Aprenda a criar, editar e publicar o seu site de coach em poucos minutos.`}</p>
      </header>
      <div className={styles.grid}>
        <section aria-labelledby="tutorial-title" className={styles.card}>
          <h2 id="tutorial-title">{t`Vídeo tutorial`}</h2>
          <TutorialVideo />
        </section>
        <ManualDownload />
      </div>
      <DocumentViewer />
    </div>
  );
}

export const Route = createFileRoute('/help')({
  head: ({ match }) => {
    const { i18n } = match.context;
    return routeHead(i18n, {
      title: msg`Central de Ajuda`,
      description: i18n._(
        msg`Como encontrar um coach, pedir uma sessão experimental gratuita e, para coaches, criar, editar e publicar seu site na Coachly.`,
      ),
      path: '/help',
      card: {
        card: { kind: 'page', page: 'help' },
        alt: i18n._(msg`Coachly: Central de Ajuda para visitantes e coaches.`),
      },
    });
  },
  component: HelpPage,
});
