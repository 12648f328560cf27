/** The contact-us section with its external link button. */
import { useLingui } from '@lingui/react/macro';
import { ExternalLink, Mail } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import styles from './contact-us.module.css';

/**
 * External contact-us link of the home page. Read here rather than with the API hosts
 * (src/lib/env.ts), which the landing page would otherwise download for this one address.
 */
export const CONTACT_US_URL: string = import.meta.env.VITE_CONTACT_US_URL ?? 'mailto:contato@coachly.example';

export function ContactUs({ titleId }: { titleId: string }) {
  const { t } = useLingui();
  const external = /^https?:/i.test(CONTACT_US_URL);
  return (
    <div className={styles.contact}>
      <span className={styles.icon} aria-hidden="true">
        <Mail size={32} />
      </span>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t`Fale conosco`}
        </h2>
        <p className={styles.lead}>
          {t`Dúvidas sobre a plataforma, parcerias ou quer ser um coach Coachly? Nossa equipe responde em até um dia útil.`}
        </p>
      </div>
      <LinkButton
        href={CONTACT_US_URL}
        size="lg"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={styles.button}
      >
        {t`Entrar em contato`}
        <ExternalLink size={18} aria-hidden="true" />
        {external ? <span className="visually-hidden">{t`(abre em nova aba)`}</span> : null}
      </LinkButton>
    </div>
  );
}
