/**
 * The coach modal: an experimental-session tab (default when the coach offers sessions) and a
 * contact tab. The session-request machine drives the tabs and the request; closing resets
 * both forms and returns to the default tab.
 */
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CalendarCheck } from 'lucide-react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Profile } from '@/api/gen/api-v1/model';
import { getExperimentalSessionData, requestExperimentalSession } from '@/api/gen/api-v2/sessions/sessions';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { showErrorToast } from '@/components/ui/toast';
import { useAppActor } from '@/lib/inspect';
import { sessionRequestMachine, type CoachModalTab } from '@machines/session-request.machine';
import { coachName } from '@/lib/display-text';
import { ContactFormView, useContactFormActor } from './contact-form';
import { SessionRequestForm } from './session-request-form';

export interface CoachModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab: CoachModalTab;
  profile: Profile;
}

export default function CoachModal({ open, onOpenChange, initialTab, profile }: CoachModalProps) {
  const { t } = useLingui();
  const session = useAppActor(
    sessionRequestMachine.provide({
      actors: {
        loadCoach: fromPromise(({ input }) => getExperimentalSessionData(input.coachId)),
        requestSession: fromPromise(({ input }) => requestExperimentalSession(input)),
      },
      actions: { notifyError: (_, { error }) => showErrorToast(error) },
    }),
    { input: { coachId: profile.id, offersExperimentalSession: profile.enableSiteExperimentalSession !== false } },
  );
  const contact = useContactFormActor('public', { id: profile.id, username: profile.username ?? '' });
  const tab = useSelector(session, (s) => s.context.tab);
  const offers = useSelector(session, (s) => s.context.offers);

  useEffect(() => {
    if (open) session.send({ type: 'tab.select', tab: initialTab });
  }, [open, initialTab, session]);

  const close = (next: boolean) => {
    if (!next) {
      session.send({ type: 'modal.close' });
      contact.send({ type: 'form.reset' });
    }
    onOpenChange(next);
  };

  const items = [
    ...(offers
      ? [
          {
            value: 'experimental',
            label: t`Sessão experimental`,
            content: <SessionRequestForm actor={session} onDone={() => close(false)} />,
          },
        ]
      : []),
    { value: 'contact', label: t`Contato`, content: <ContactFormView actor={contact} /> },
  ];

  return (
    <Modal open={open} onOpenChange={close} title={coachName(profile)} icon={<CalendarCheck size={20} />} size="lg">
      <Tabs
        items={items}
        value={tab}
        onValueChange={(value) =>
          session.send({ type: 'tab.select', tab: value === 'contact' ? 'contact' : 'experimental' })
        }
        label={t`Como falar com ${coachName(profile)}`}
      />
    </Modal>
  );
}
