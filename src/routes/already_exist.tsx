import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { HomeLink } from './-components/home-link';
import styles from '@/components/ui/static-page.module.css';

function AlreadyExistPage() {
  const { t } = useLingui();
  return (
    <section className={styles.page} aria-labelledby="ae-title">
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Link2Off size={36} />
        </span>
        <h1 id="ae-title">{t`Ops, este link já foi confirmado`}</h1>
        <p className={styles.lead}>{t`Este link de confirmação já foi usado`}</p>
        <div className={styles.actions}>
          <HomeLink>{t`Voltar para o início`}</HomeLink>
        </div>
      </div>
    </section>
  );
}

export const Route = createFileRoute('/already_exist')({
  head: () => pageHead({ title: i18n._(msg`Link já utilizado`) }),
  component: AlreadyExistPage,
});
