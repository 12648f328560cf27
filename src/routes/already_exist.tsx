import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { useDocumentTitle } from '@/lib/document-title';
import { HomeLink } from './-components/home-link';
import styles from '@/components/ui/static-page.module.css';

function AlreadyExistPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Link já utilizado`);
  return (
    <section className={styles.page} aria-labelledby="ae-title">
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Link2Off size={36} />
        </span>
        <h1 id="ae-title">{t`Ooops, link already confirmed`}</h1>
        <p className={styles.lead}>{t`This confirmation link has been used before`}</p>
        <div className={styles.actions}>
          <HomeLink>{t`Voltar para o início`}</HomeLink>
        </div>
      </div>
    </section>
  );
}

export const Route = createFileRoute('/already_exist')({ component: AlreadyExistPage });
