import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useDocumentTitle } from '@/lib/document-title';
import { HomeLink } from './-components/home-link';
import styles from '@/components/ui/static-page.module.css';

function PermissionPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Permissão concedida`);
  return (
    <section className={styles.page} aria-labelledby="perm-title">
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <CheckCircle2 size={36} />
        </span>
        <h1 id="perm-title">{t`Obrigado! Permissão concedida.`}</h1>
        <p
          className={styles.lead}
        >{t`Tudo certo: sua confirmação foi registrada. O coach entrará em contato em breve.`}</p>
        <div className={styles.actions}>
          <HomeLink>{t`Ir para a página inicial`}</HomeLink>
        </div>
      </div>
    </section>
  );
}

export const Route = createFileRoute('/permission')({ component: PermissionPage });
