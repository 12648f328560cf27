/**
 * Fault tests of the customize wizard's mutations: an AI rewrite of the biography and the final
 * save of the profile, each against a server error, no answer in time and going offline. The
 * coach sees the error toast, keeps every answer and the edited text, and the retry counts once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../utils/render';
import { FAULT_KINDS, breakOperation, countWrites, genericMessage, repair } from '../utils/faults';
import { exchangeToken } from '@/api/gen/auth/oauth/oauth';
import { db } from '@/mocks/db';
import { setTokens } from '@/lib/tokens';
import { saveDraft } from '@/features/wizard/draft';

beforeEach(async () => {
  await db.reset();
});

afterEach(() => {
  repair();
});

/** A new coach whose wizard answers are all given, on the description step with one version. */
async function newCoachOnDescriptionStep(): Promise<void> {
  const tokens = await exchangeToken({
    grant_type: 'password',
    client_id: 'coach_profile',
    username: 'novo-coach',
    password: 'demo1234',
  });
  setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? '' });
  const year = new Date().getFullYear() - 3;
  saveDraft('novo-coach', {
    step: 3,
    data: {
      name: 'Marina Alves Prado',
      email: 'marina@example.com',
      phone: '',
      actingAreas: ['Carreira', 'Life'],
      formations: [{ course: 'Coaching Executivo', school: 'Instituto Coachly', year }],
      answer1: 'Porque acredito no potencial das pessoas.',
      answer2: 'Clareza de carreira e equilíbrio.',
      answer3: 'Doze anos liderando equipes.',
      description: 'Sou a Marina, coach de carreira.',
    },
    biography: { versions: ['Sou a Marina, coach de carreira.'], index: 0 },
  });
}

describe.each(FAULT_KINDS)('customize wizard, $label', ({ kind, label }) => {
  it(`AI rewrite: ${label} shows the error toast, keeps the edited biography, and the retry adds one version`, async () => {
    await newCoachOnDescriptionStep();
    const user = userEvent.setup({ delay: null });
    const completions = countWrites('POST', /\/ai\/chat\/completions$/);
    await renderApp('/customize/form');
    const description = await screen.findByRole('textbox', { name: /Sua descrição/ });
    await user.type(description, ' Ajudo pessoas a decidir.');
    const edited = 'Sou a Marina, coach de carreira. Ajudo pessoas a decidir.';

    breakOperation('createChatCompletion', kind);
    await user.click(screen.getByRole('button', { name: 'Reescrever' }));
    expect(await screen.findByText(genericMessage(kind))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reescrever' })).toBeEnabled());
    expect(screen.getByText('Versão 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Sua descrição/ })).toHaveValue(edited);

    repair();
    await user.click(screen.getByRole('button', { name: 'Reescrever' }));
    expect(await screen.findByText('Versão 2 de 2')).toBeInTheDocument();
    expect(completions()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Versão anterior' }));
    expect(screen.getByRole('textbox', { name: /Sua descrição/ })).toHaveValue(edited);
  });

  it(`final save: ${label} shows the error toast, stays on the step with every answer, and the retry saves once`, async () => {
    await newCoachOnDescriptionStep();
    const user = userEvent.setup({ delay: null });
    const writes = countWrites('POST', /\/profiles\/me$/);
    const { router } = await renderApp('/customize/form');
    await screen.findByRole('textbox', { name: /Sua descrição/ });

    breakOperation('saveMyProfile', kind);
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText(genericMessage(kind))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Concluir' })).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'Descrição' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Sua descrição/ })).toHaveValue('Sou a Marina, coach de carreira.');
    expect(db.accountByLogin('novo-coach')?.alreadySiteAccess).toBe(false);

    repair();
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/novo-coach/edit'));
    expect(writes()).toBe(1);
    expect(db.accountByLogin('novo-coach')?.alreadySiteAccess).toBe(true);
  });
});
