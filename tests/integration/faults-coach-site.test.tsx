/**
 * Fault tests of the coach site's mutations: both contact forms and the experimental-session
 * request, each against a server error, no answer in time and going offline. The visitor sees
 * the spec's message, keeps everything typed, and the retry records exactly one message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../utils/render';
import {
  FAULT_KINDS,
  UNKNOWN_ERROR,
  breakOperation,
  countWrites,
  genericMessage,
  ownMessage,
  reason,
  repair,
  stubBrowser,
} from '../utils/faults';
import { db } from '@/mocks/db';

beforeEach(async () => {
  stubBrowser();
  await db.reset();
});

afterEach(() => {
  repair();
  vi.unstubAllGlobals();
});

describe.each(FAULT_KINDS)('coach site, $label', ({ kind, label }) => {
  it(`contact form: ${label} shows the error flag, keeps the message, and the retry sends it once`, async () => {
    const user = userEvent.setup({ delay: null });
    const writes = countWrites('POST', /\/coaches\/public\/profiles\/contact\//);
    const email = `bruna.${kind}@example.com`;
    await renderApp('/pedro-lima');
    const form = within(await screen.findByRole('form', { name: 'Formulário de contato' }));
    await user.type(form.getByLabelText(/^Nome/), 'Bruna Alves');
    await user.type(form.getByLabelText(/^E-mail/), email);
    await user.type(form.getByLabelText(/^Assunto/), 'Primeira conversa');
    await user.type(form.getByLabelText(/^Mensagem/), 'Olá, quero saber mais.');

    breakOperation('sendCoachContact', kind);
    await user.click(form.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await form.findByText(ownMessage(kind, 'Erro ao enviar mensagem. Tente novamente.'))).toBeInTheDocument();
    expect(form.getByLabelText(/^Nome/)).toHaveValue('Bruna Alves');
    expect(form.getByLabelText(/^E-mail/)).toHaveValue(email);
    expect(form.getByLabelText(/^Assunto/)).toHaveValue('Primeira conversa');
    expect(form.getByLabelText(/^Mensagem/)).toHaveValue('Olá, quero saber mais.');
    expect(db.contacts().filter((c) => c.email === email)).toHaveLength(0);

    repair();
    await user.click(form.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await form.findByText('Sua mensagem foi enviada com sucesso!')).toBeInTheDocument();
    expect(db.contacts().filter((c) => c.email === email)).toHaveLength(1);
    expect(writes()).toBe(1);
  });

  it(`legacy contact form: ${label} keeps all six fields, and the retry sends them once`, async () => {
    const user = userEvent.setup({ delay: null });
    const writes = countWrites('PUT', /\/profiles\/[^/]+\/contact$/);
    const email = `caio.${kind}@example.com`;
    await renderApp('/beatriz-carvalho');
    const form = within(await screen.findByRole('form', { name: 'Formulário de contato' }));
    await user.type(form.getByLabelText(/^Nome/), 'Caio Prado');
    await user.type(form.getByLabelText(/^E-mail/), email);
    await user.type(form.getByLabelText(/^Cidade/), 'Recife');
    await user.type(form.getByLabelText(/^Telefone/), '81988887777');
    await user.type(form.getByLabelText(/^Assunto/), 'Sessões em grupo');
    await user.type(form.getByLabelText(/^Mensagem/), 'Vocês atendem equipes?');

    breakOperation('sendProfileContact', kind);
    await user.click(form.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await form.findByText(ownMessage(kind, 'Erro ao enviar mensagem. Tente novamente.'))).toBeInTheDocument();
    expect(form.getByLabelText(/^Cidade/)).toHaveValue('Recife');
    expect(form.getByLabelText(/^Telefone/)).toHaveValue('(81) 98888-7777');
    expect(form.getByLabelText(/^Mensagem/)).toHaveValue('Vocês atendem equipes?');

    repair();
    await user.click(form.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await form.findByText('Sua mensagem foi enviada com sucesso!')).toBeInTheDocument();
    expect(db.contacts().filter((c) => c.email === email)).toMatchObject([{ city: 'Recife', channel: 'site' }]);
    expect(writes()).toBe(1);
  });

  it(`experimental session: ${label} shows the failure overlay, keeps the choices, and the retry requests once`, async () => {
    const user = userEvent.setup({ delay: null });
    const writes = countWrites('POST', /\/request-experimental-session$/);
    const email = `carlos.${kind}@example.com`;
    await renderApp('/ana-souza');
    await user.click(await screen.findByRole('button', { name: 'Agendar sessão experimental' }));
    const d = within(await screen.findByRole('dialog', { name: 'Ana Souza' }));
    await user.type(await d.findByLabelText(/^Nome/), 'Carlos Lima');
    await user.type(d.getByLabelText(/^E-mail/), email);
    await user.click(within(d.getByRole('group', { name: /Dia/ })).getAllByRole('radio')[0]!);
    await user.click(within(d.getByRole('group', { name: /Período/ })).getAllByRole('radio')[0]!);
    const type = within(d.getByRole('group', { name: /Tipo de sessão/ })).getAllByRole('radio')[0]!;
    if (!(type as HTMLInputElement).checked) await user.click(type);

    breakOperation('requestExperimentalSession', kind);
    await user.click(d.getByRole('button', { name: 'Solicitar sessão' }));
    const overlay = within(await d.findByRole('alert'));
    expect(overlay.getByText('Erro ao enviar mensagem')).toBeInTheDocument();
    expect(overlay.getByText('Não foi possível enviar sua solicitação. Tente novamente!')).toBeInTheDocument();
    const why = reason(kind);
    if (why) expect(overlay.getByText(why)).toBeInTheDocument();
    // The spec's generic-error toast too: the server's description, or the generic message.
    expect(await screen.findByText(genericMessage(kind))).toBeInTheDocument();
    expect(db.sessionRequests().filter((r) => r.email === email)).toHaveLength(0);

    await user.click(overlay.getByRole('button', { name: 'Tentar novamente' }));
    expect(d.getByLabelText(/^Nome/)).toHaveValue('Carlos Lima');
    expect(d.getByLabelText(/^E-mail/)).toHaveValue(email);
    expect(within(d.getByRole('group', { name: /Dia/ })).getAllByRole('radio')[0]).toBeChecked();
    expect(within(d.getByRole('group', { name: /Período/ })).getAllByRole('radio')[0]).toBeChecked();

    repair();
    await user.click(d.getByRole('button', { name: 'Solicitar sessão' }));
    expect(await d.findByText('Solicitação feita com sucesso!')).toBeInTheDocument();
    expect(db.sessionRequests().filter((r) => r.email === email)).toHaveLength(1);
    expect(writes()).toBe(1);
  });

  it(`experimental session: ${label} loading the coach's schedule shows the error, a toast, and the retry loads it`, async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/ana-souza');
    const open = await screen.findByRole('button', { name: 'Agendar sessão experimental' });
    breakOperation('getExperimentalSessionData', kind);
    await user.click(open);
    const d = within(await screen.findByRole('dialog', { name: 'Ana Souza' }));
    const overlay = within(await d.findByRole('alert'));
    expect(overlay.getByText(UNKNOWN_ERROR)).toBeInTheDocument();
    expect(await screen.findByText(genericMessage(kind))).toBeInTheDocument();

    repair();
    await user.click(overlay.getByRole('button', { name: 'Tentar novamente' }));
    expect(await d.findByLabelText(/^Nome/)).toBeInTheDocument();
    expect(within(d.getByRole('group', { name: /Dia/ })).getAllByRole('radio').length).toBeGreaterThan(0);
  });
});
