import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { HomeLink } from './-components/home-link';
import styles from '@/components/ui/static-page.module.css';

function PermissionPage() {
  const { t } = useLingui();
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

export const Route = createFileRoute('/permission')({
  head: () => pageHead({ title: i18n._(msg`Permissão concedida`) }),
  component: PermissionPage,
});
