import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Download, ChevronLeft, ChevronRight, FileText, Play } from 'lucide-react';
import { useState } from 'react';
import { LinkButton, Button } from '@/components/ui/button';
import { routeHead } from '@/lib/page-head';
import { useManualPages } from './-components/manual-pages';
import styles from './-components/help.module.css';

const TUTORIAL_VIDEO_ID = 'M7lc1UVf-VE';
export const MANUAL_PDF = '/manual/manual-do-coach.pdf';

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

function DocumentViewer() {
  const { t } = useLingui();
  const pages = useManualPages();
  const [index, setIndex] = useState(0);
  const page = pages[index] ?? pages[0];
  if (!page) return null;
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
          <span aria-live="polite">{t`Página ${index + 1} de ${pages.length}`}</span>
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
      <article className={styles.sheet} aria-label={t`Página ${index + 1} de ${pages.length}`}>
        <h3>{page.title}</h3>
        {page.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </article>
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
        <section aria-labelledby="manual-title" className={styles.card}>
          <h2 id="manual-title">{t`Manual em PDF`}</h2>
          <p>{t`Baixe o manual completo para ler quando quiser, mesmo sem internet.`}</p>
          <LinkButton href={MANUAL_PDF} download>
            <Download size={18} aria-hidden="true" /> {t`Baixar manual (PDF)`}
          </LinkButton>
        </section>
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
