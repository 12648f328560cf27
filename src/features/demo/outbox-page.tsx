/**
 * The demo outbox (/demo/outbox): the e-mails the demo backend would have sent. Experimental-
 * session requests carry their confirmation link (/confirm-session/{id}); contact messages show
 * who wrote to which coach. Newest first.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Inbox, RefreshCw } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { intlTag } from '@/lib/i18n';
import {
  outboxOptions,
  type OutboxContact,
  type OutboxSessionRequest,
  type ServiceMode,
  type Turn,
  type Weekday,
} from './demo-api';
import styles from './demo-pages.module.css';
import { useLocale } from '@/lib/use-locale';

/** The days in the order of a week that starts on Sunday, as 4 January 2026 did. */
const WEEK: readonly Weekday[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

const TURNS: Record<Turn, MessageDescriptor> = {
  MORNING: msg`Manhã`,
  AFTERNOON: msg`Tarde`,
  NIGHT: msg`Noite`,
};

const MODES: Record<ServiceMode, MessageDescriptor> = {
  ONLINE: msg`Online`,
  PRESENTIAL: msg`Presencial`,
};

/** A time, and a day's name as the calendar writes it (with a capital), in the page's language. */
function useFormats() {
  const tag = intlTag(useLocale());
  return {
    date: (time: number) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(time)),
    weekday: (day: Weekday) => {
      const name = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2026, 0, 4 + WEEK.indexOf(day)),
      );
      return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    },
  };
}

/** "Name <address>", as an e-mail's header shows a sender or recipient. */
const mailbox = (name: string, email: string) => `${name} <${email}>`;

/** One e-mail of the outbox: its title, its header lines (those with a value), then its body. */
function Mail({
  title,
  header,
  children,
}: {
  title: string;
  header: [term: string, value: string | undefined][];
  children: ReactNode;
}) {
  return (
    <li className={styles.mail}>
      <h3 className={styles.mailTitle}>{title}</h3>
      <dl className={styles.meta}>
        {header.map(([term, value]) =>
          value ? (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
      {children}
    </li>
  );
}

function SessionRequestItem({ request }: { request: OutboxSessionRequest }) {
  const { t, i18n } = useLingui();
  const { date, weekday } = useFormats();
  const coach = request.coachName;
  return (
    <Mail
      title={t`Confirme sua sessão experimental com ${coach}`}
      header={[
        [t`Para`, mailbox(request.name, request.email)],
        [t`Dia`, weekday(request.day)],
        [t`Período`, i18n._(TURNS[request.turn])],
        [t`Modalidade`, i18n._(MODES[request.sessionType])],
        [t`Telefone`, request.phone],
        [t`Enviado em`, date(request.createdAt)],
      ]}
    >
      <p className={styles.status}>
        {request.confirmedAt !== undefined ? (
          <span className={styles.confirmed}>{t`Confirmada em ${date(request.confirmedAt)}`}</span>
        ) : (
          t`Aguardando confirmação`
        )}
      </p>
      <Link to="/confirm-session/$id" params={{ id: request.id }} className={styles.textLink}>
        {t`Abrir o link de confirmação`}
      </Link>
    </Mail>
  );
}

function ContactItem({ contact }: { contact: OutboxContact }) {
  const { t } = useLingui();
  const { date } = useFormats();
  return (
    <Mail
      title={contact.subject}
      header={[
        [t`De`, mailbox(contact.name, contact.email)],
        [t`Para`, mailbox(contact.coachName, contact.coachEmail)],
        [t`Cidade`, contact.city],
        [t`Telefone`, contact.tel],
        [t`Origem`, contact.channel === 'site' ? t`Site do coach` : t`Perfil público`],
        [t`Enviado em`, date(contact.createdAt)],
      ]}
    >
      <p className={styles.message}>{contact.message}</p>
    </Mail>
  );
}

export default function OutboxPage() {
  const { t } = useLingui();
  const outbox = useQuery(outboxOptions());
  const sessions = outbox.data?.sessionRequests ?? [];
  const contacts = outbox.data?.contacts ?? [];
  const sessionCount = sessions.length;
  const contactCount = contacts.length;

  return (
    <section className={styles.outbox} aria-labelledby="demo-outbox-title">
      <header className={styles.outboxHeader}>
        <div>
          <h1 id="demo-outbox-title" className={styles.title}>{t`Caixa de saída da demonstração`}</h1>
          <p className={styles.lead}>
            {t`Os e-mails que o servidor de demonstração teria enviado: pedidos de sessão experimental, com o link de confirmação, e mensagens de contato para os coaches.`}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw size={16} aria-hidden="true" />
          {t`Atualizar`}
        </Button>
      </header>
      {outbox.isPending ? (
        <Loading text={t`Carregando mensagens…`} />
      ) : outbox.isError ? (
        <p className={styles.notice} role="alert">
          {t`Não foi possível ler a caixa de saída.`}
        </p>
      ) : (
        <>
          <h2 className={styles.sectionTitle}>{t`Pedidos de sessão experimental (${sessionCount})`}</h2>
          {sessions.length ? (
            <ul className={styles.mails}>
              {sessions.map((request) => (
                <SessionRequestItem key={request.id} request={request} />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<Inbox size={28} aria-hidden="true" />}
              message={t`Nenhum pedido de sessão experimental ainda.`}
            />
          )}
          <h2 className={styles.sectionTitle}>{t`Mensagens de contato (${contactCount})`}</h2>
          {contacts.length ? (
            <ul className={styles.mails}>
              {contacts.map((contact) => (
                <ContactItem key={contact.id} contact={contact} />
              ))}
            </ul>
          ) : (
            <EmptyState icon={<Inbox size={28} aria-hidden="true" />} message={t`Nenhuma mensagem de contato ainda.`} />
          )}
        </>
      )}
    </section>
  );
}
