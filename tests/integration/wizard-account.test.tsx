/**
 * The customize wizard and the new coach's account: the name and e-mail the sign-in provider
 * knows start the personal step, and the site address is chosen on the last step, checked as
 * in the settings and saved with the settings' call when the wizard finishes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../utils/render';
import { server } from '../msw-server';
import { exchangeToken } from '@/api/gen/auth/oauth/oauth';
import { db } from '@/mocks/db';
import { setTokens } from '@/lib/tokens';
import { saveDraft } from '@/features/wizard/draft';

const DRAFT_KEY = 'coachly.wizard-draft:';
const DESCRIPTION = 'Sou a Marina, coach de carreira.';

async function signIn(): Promise<void> {
  const tokens = await exchangeToken({
    grant_type: 'password',
    client_id: 'coach_profile',
    username: 'novo-coach',
    password: 'demo1234',
  });
  setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? '' });
}

/** The new coach, signed in, with every answer given and one description: the last step. */
async function openLastStep({ locale = 'pt' }: { locale?: 'pt' | 'es' } = {}) {
  await signIn();
  saveDraft('novo-coach', {
    step: 3,
    data: {
      name: 'Marina Alves Prado',
      email: 'marina@example.com',
      phone: '',
      actingAreas: ['Carreira'],
      formations: [{ course: 'Coaching Executivo', school: 'Instituto Coachly', year: new Date().getFullYear() - 3 }],
      answer1: 'Porque acredito no potencial das pessoas.',
      answer2: 'Clareza de carreira e equilíbrio.',
      answer3: 'Doze anos liderando equipes.',
      description: DESCRIPTION,
    },
    biography: { versions: [DESCRIPTION], index: 0 },
  });
  const rendered = await renderApp('/customize/form', { locale });
  const label = locale === 'es' ? /Dirección del sitio/ : /Endereço do site/;
  const field = await screen.findByRole('textbox', { name: label });
  return { ...rendered, field, user: userEvent.setup({ delay: null }) };
}

const finish = () => screen.getByRole('button', { name: 'Concluir' });

describe("the wizard and the coach's account", () => {
  beforeEach(async () => {
    await db.reset();
  });

  it('a new coach finds the name and e-mail of the account already filled in, and can change them', async () => {
    await signIn();
    await renderApp('/customize/form');
    const name = await screen.findByRole('textbox', { name: /Nome completo/ });
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(name).toHaveValue('Novo Coach');
    expect(email).toHaveValue('novo.coach@example.com');

    const user = userEvent.setup({ delay: null });
    await user.clear(name);
    await user.type(name, 'Marina Alves Prado');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { name: 'Formação' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passo 1: Dados pessoais' }));
    expect(await screen.findByRole('textbox', { name: /Nome completo/ })).toHaveValue('Marina Alves Prado');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('novo.coach@example.com');
  });

  it("the account's name and e-mail never replace what a saved draft holds", async () => {
    await signIn();
    saveDraft('novo-coach', {
      step: 0,
      data: {
        name: 'Marina Alves Prado',
        email: '',
        phone: '',
        actingAreas: [],
        formations: [],
        answer1: '',
        answer2: '',
        answer3: '',
        description: '',
      },
      biography: { versions: [], index: 0 },
    });
    await renderApp('/customize/form');
    expect(await screen.findByRole('textbox', { name: /Nome completo/ })).toHaveValue('Marina Alves Prado');
    // What the draft left empty is offered from the account.
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('novo.coach@example.com');
  });

  it('the last step offers the current address and shows the whole address as the coach types', async () => {
    const { field, user } = await openLastStep();
    expect(field).toHaveValue('novo-coach');
    expect(field).toHaveAccessibleDescription(
      /^Apenas letras, números, _ e -\. Seu site ficará em https?:\/\/\S+\/novo-coach$/,
    );

    await user.clear(field);
    await user.type(field, 'Marina Alves!');
    // Only letters, digits, _ and - stay, as in the settings.
    expect(field).toHaveValue('MarinaAlves');
    expect(screen.getByText(/\/MarinaAlves$/)).toBeInTheDocument();

    await user.clear(field);
    expect(await screen.findByText('Informe o endereço do seu site.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('a new coach picks a free address, and lands on the edit page at that address', async () => {
    const { field, router, user } = await openLastStep();
    await user.clear(field);
    await user.type(field, 'marina-alves');
    await user.tab();
    expect(await screen.findByText('Endereço disponível.')).toBeInTheDocument();

    await user.click(finish());
    await waitFor(() => expect(router.state.location.pathname).toBe('/marina-alves/edit'));
    expect(db.accountById('acc-novo-coach')).toMatchObject({ username: 'marina-alves', alreadySiteAccess: true });
    expect(db.profileByUsername('marina-alves')).toMatchObject({
      fullName: 'Marina Alves Prado',
      aboutMe: DESCRIPTION,
    });
    expect(Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY))).toEqual([]);
  });

  it('"Concluir" right after typing waits for the check, then finishes at the free address', async () => {
    const { field, router, user } = await openLastStep();
    await user.clear(field);
    await user.type(field, 'marina-prado');
    await user.click(finish());
    await waitFor(() => expect(router.state.location.pathname).toBe('/marina-prado/edit'));
    expect(db.accountById('acc-novo-coach')?.username).toBe('marina-prado');
  });

  it('a taken address blocks "Concluir" with the message next to the field, and nothing typed is lost', async () => {
    const { field, router, user } = await openLastStep();
    await user.clear(field);
    await user.type(field, 'ana-souza');
    await user.click(finish());

    const taken = 'url indisponivel, tente outra por favor';
    expect(await screen.findByText(taken)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(new RegExp(`^${taken} Seu site ficará em \\S+/ana-souza$`));
    expect(field).toHaveValue('ana-souza');
    expect(screen.getByRole('textbox', { name: /Sua descrição/ })).toHaveValue(DESCRIPTION);
    expect(router.state.location.pathname).toBe('/customize/form');
    expect(db.accountById('acc-novo-coach')).toMatchObject({ username: 'novo-coach', alreadySiteAccess: false });

    await user.type(field, '-coach');
    await user.tab();
    expect(await screen.findByText('Endereço disponível.')).toBeInTheDocument();
    await user.click(finish());
    await waitFor(() => expect(router.state.location.pathname).toBe('/ana-souza-coach/edit'));
  });

  it('an address the server refuses when finishing is named next to the field, with every answer kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post('*/profiles/me/username', () =>
        HttpResponse.json({ error: 'token_already_used', error_description: 'Token já utilizado.' }, { status: 409 }),
      ),
    );
    const { field, router, user } = await openLastStep();
    await user.clear(field);
    await user.type(field, 'marina-alves');
    await user.tab();
    expect(await screen.findByText('Endereço disponível.')).toBeInTheDocument();
    await user.click(finish());

    const refused = 'O endereço não foi salvo: o servidor o recusou. Tente de novo ou escolha outro.';
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('409'));
    await waitFor(() => expect(finish()).toBeEnabled());
    expect(field).toHaveValue('marina-alves');
    expect(screen.getByRole('textbox', { name: /Sua descrição/ })).toHaveValue(DESCRIPTION);
    expect(router.state.location.pathname).toBe('/customize/form');
    expect(db.accountById('acc-novo-coach')).toMatchObject({ username: 'novo-coach', alreadySiteAccess: false });
    warn.mockRestore();
  });

  it('says it all in Spanish', async () => {
    const { field } = await openLastStep({ locale: 'es' });
    expect(screen.getByRole('heading', { name: 'Dónde te encontrarán los coachees' })).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      /^Solo letras, números, _ y -\. Tu sitio estará en https?:\/\/\S+\/novo-coach$/,
    );
  });
});
