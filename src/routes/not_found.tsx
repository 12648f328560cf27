import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { HomeLink } from './-components/home-link';
import styles from '@/components/ui/static-page.module.css';

function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className={styles.page} aria-labelledby="nf-title">
      <div className={styles.card}>
        <span className={styles.code} aria-hidden="true">
          404
        </span>
        <h1 id="nf-title">{t`404, Ooops, a página não foi encontrada`}</h1>
        <p className={styles.lead}>{t`O endereço pode ter mudado ou não existir mais.`}</p>
        <div className={styles.actions}>
          <HomeLink>{t`Voltar para o início`}</HomeLink>
        </div>
      </div>
    </section>
  );
}

export const Route = createFileRoute('/not_found')({
  head: () => pageHead({ title: i18n._(msg`Página não encontrada`) }),
  component: NotFoundPage,
});
