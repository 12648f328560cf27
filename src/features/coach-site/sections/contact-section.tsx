/**
 * #contact: the way to write to the coach when experimental sessions are off. Templates 1-4
 * use the legacy form, 5-7 the public one.
 */
import { useLingui } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Suspense } from 'react';
import type { ContactVariant } from '@machines/lib/contact-rules';
import { clampText, NAME_MAX } from '@/lib/display-text';
import { usePlaceLine } from '@/lib/option-names';
import { SECTION_LABELS } from '../labels';
import { useSectionState, useSite } from '../site-context';
import { coachName } from '@/lib/display-text';
import { SectionShell } from './section-shell';
import { telHref } from './site-nav';
import { SocialLinksList } from './social-icons';
import styles from './contact-section.module.css';
import { lazyRetry } from '@/lib/retry-import';

// The form (with its state machine and phone picker) loads after the page: it sits at the end.
const ContactForm = lazyRetry(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

export function ContactSection({ variant, tone = 'light' }: { variant: ContactVariant; tone?: 'light' | 'dark' }) {
  const { i18n, t } = useLingui();
  const { profile } = useSite();
  const state = useSectionState('contact');
  const place = usePlaceLine(profile);
  if (!state.visible) return null;
  const name = coachName(profile);
  const first = clampText(profile.firstName ?? '', NAME_MAX) || name;
  return (
    <SectionShell id="contact" title={i18n._(SECTION_LABELS.contact)} eyebrow={t`Vamos conversar?`} state={state}>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <p className={styles.lead}>{t`Conte um pouco sobre o que você busca. ${first} responde pessoalmente.`}</p>
          <ul className={styles.facts}>
            {place ? (
              <li>
                <MapPin size={18} aria-hidden="true" />
                {place}
              </li>
            ) : null}
            {profile.tel ? (
              <li>
                <Phone size={18} aria-hidden="true" />
                <a href={telHref(profile.tel)}>{profile.tel}</a>
              </li>
            ) : null}
            <li>
              <Mail size={18} aria-hidden="true" />
              {t`Resposta por e-mail`}
            </li>
          </ul>
          <SocialLinksList links={profile.socialLinks} ownerName={name} tone="filled" />
        </aside>
        <div className={styles.card}>
          <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
            <ContactForm variant={variant} coach={{ id: profile.id, username: profile.username ?? '' }} tone={tone} />
          </Suspense>
        </div>
      </div>
    </SectionShell>
  );
}
