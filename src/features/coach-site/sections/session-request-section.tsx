/**
 * #session_request: shown instead of #contact when the coach offers experimental sessions.
 * It invites the visitor and opens the coach modal (experimental session and contact tabs),
 * which is loaded on first use.
 */
import { useLingui } from '@lingui/react/macro';
import { CalendarCheck, MessageSquare } from 'lucide-react';
import { Suspense, useState } from 'react';
import { availableDays, sessionTypeOptions } from '@machines/lib/session-options';
import { clampText, NAME_MAX } from '@/lib/display-text';
import { SECTION_LABELS, SESSION_TYPE_LABELS, WEEKDAY_LABELS } from '../labels';
import { useSectionState, useSite } from '../site-context';
import type { CoachModalTab } from '@machines/session-request.machine';
import { SectionShell } from './section-shell';
import styles from './session-request-section.module.css';
import { lazyRetry } from '@/lib/retry-import';

const CoachModal = lazyRetry(() => import('./coach-modal'));

export function SessionRequestSection() {
  const { i18n, t } = useLingui();
  const { profile } = useSite();
  const state = useSectionState('session_request');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<CoachModalTab>('experimental');
  const [loaded, setLoaded] = useState(false);
  if (!state.visible) return null;
  const details = profile.coachDetails;
  const days = availableDays(details?.schedules_hours);
  const types = sessionTypeOptions(details?.sessionType);
  const first = clampText(profile.firstName || profile.username || '', NAME_MAX);
  const openModal = (next: CoachModalTab) => {
    setTab(next);
    setLoaded(true);
    setOpen(true);
  };
  return (
    <SectionShell
      id="session_request"
      title={i18n._(SECTION_LABELS.session_request)}
      eyebrow={t`Primeira sessão gratuita`}
      state={state}
    >
      <div className={styles.card}>
        <div className={styles.copy}>
          <p
            className={styles.lead}
          >{t`Experimente uma sessão com ${first}, sem custo. Escolha o dia e o período que funcionam para você e receba a confirmação por e-mail.`}</p>
          {days.length > 0 ? (
            <dl className={styles.facts}>
              <div>
                <dt className={styles.term}>{t`Dias disponíveis`}</dt>
                <dd>
                  <ul className={styles.days}>
                    {days.map((day) => (
                      <li key={day}>{i18n._(WEEKDAY_LABELS[day]!)}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              {types.length > 0 ? (
                <div>
                  <dt className={styles.term}>{t`Atendimento`}</dt>
                  <dd>{i18n._(SESSION_TYPE_LABELS[details?.sessionType ?? 'ONLINE']!)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => openModal('experimental')}>
            <CalendarCheck size={20} aria-hidden="true" />
            {t`Agendar sessão experimental`}
          </button>
          <button type="button" className={styles.secondary} onClick={() => openModal('contact')}>
            <MessageSquare size={18} aria-hidden="true" />
            {t`Enviar uma mensagem`}
          </button>
        </div>
      </div>
      {loaded ? (
        <Suspense fallback={null}>
          <CoachModal open={open} onOpenChange={setOpen} initialTab={tab} profile={profile} />
        </Suspense>
      ) : null}
    </SectionShell>
  );
}
