import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Link2Off, TriangleAlert, type LucideIcon } from 'lucide-react';
import { StatusPage } from './status-page';

interface LinkStatus {
  titleId: string;
  mark: LucideIcon;
  title: MessageDescriptor;
  lead?: MessageDescriptor;
  home: MessageDescriptor;
}

const BACK_HOME = msg`Voltar para o início`;

/** How an e-mailed session-confirmation link went, one status page each. */
const LINK_STATUSES = {
  /** Confirmed (/permission). */
  confirmed: {
    titleId: 'perm-title',
    mark: CheckCircle2,
    title: msg`Obrigado! Permissão concedida.`,
    lead: msg`Tudo certo: sua confirmação foi registrada. O coach entrará em contato em breve.`,
    home: msg`Ir para a página inicial`,
  },
  /** Used before (/already_exist). */
  used: {
    titleId: 'ae-title',
    mark: Link2Off,
    title: msg`Ops, este link já foi confirmado`,
    lead: msg`Este link de confirmação já foi usado`,
    home: BACK_HOME,
  },
  /** The confirmation failed (/confirm-session/{id}). */
  failed: {
    titleId: 'confirm-title',
    mark: TriangleAlert,
    title: msg`Ocorreu um erro, tente novamente ou entre em contato com o suporte!`,
    home: BACK_HOME,
  },
} satisfies Record<string, LinkStatus>;

/** The status page of a session-confirmation link, in the visitor's language. */
export function LinkStatusPage({ status }: { status: keyof typeof LINK_STATUSES }) {
  const { i18n } = useLingui();
  const { titleId, mark, title, lead, home }: LinkStatus = LINK_STATUSES[status];
  return (
    <StatusPage titleId={titleId} mark={mark} title={i18n._(title)} lead={lead && i18n._(lead)} home={i18n._(home)} />
  );
}
