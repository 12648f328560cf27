import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../utils/render';
import { server } from '../msw-server';
import { db } from '@/mocks/db';
import { exchangeToken } from '@/api/gen/auth/oauth/oauth';
import { getMyProfile } from '@/api/gen/api-v1/owner/owner';
import { getTokens, setTokens } from '@/lib/tokens';

const leaveTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('@/features/auth/leave', () => ({ leaveTo }));

async function signIn(username = 'novo-coach'): Promise<void> {
  const tokens = await exchangeToken({
    grant_type: 'password',
    client_id: 'coach_profile',
    username,
    password: 'demo1234',
  });
  setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? '' });
}

/** Types over the account's name and e-mail the step starts with, and adds a phone. */
async function fillPersonal(user: UserEvent) {
  await user.clear(await screen.findByLabelText(/Nome completo/));
  await user.type(screen.getByLabelText(/Nome completo/), 'Marina Alves Prado');
  await user.clear(screen.getByLabelText(/E-mail/));
  await user.type(screen.getByLabelText(/E-mail/), 'marina@example.com');
  await user.type(screen.getByRole('textbox', { name: /Telefone/ }), '11987654321');
}

async function fillFormation(user: UserEvent) {
  await user.click(await screen.findByRole('checkbox', { name: 'Carreira' }));
  await user.click(screen.getByRole('checkbox', { name: 'Life' }));
  await user.type(screen.getByLabelText(/^Curso/), 'Coaching Executivo');
  await user.type(screen.getByLabelText(/^Instituição/), 'Instituto Coachly');
  await user.selectOptions(screen.getByLabelText(/^Ano de conclusão/), String(new Date().getFullYear() - 3));
}

async function fillAnswers(user: UserEvent) {
  const boxes = await screen.findAllByRole('textbox');
  await user.type(boxes[0] as HTMLElement, 'Porque acredito no potencial das pessoas.');
  await user.type(boxes[1] as HTMLElement, 'Clareza de carreira e equilíbrio.');
  await user.type(boxes[2] as HTMLElement, 'Doze anos liderando equipes.');
}

/** Fills the personal data, one formation and the three answers, moving on after the first two. */
async function fillFirstSteps(user: UserEvent) {
  await fillPersonal(user);
  await user.click(next());
  await fillFormation(user);
  await user.click(next());
  await fillAnswers(user);
}

/** Signs the new coach in and opens the wizard's first step, with a user to drive it. */
async function openWizard() {
  await signIn();
  const rendered = await renderApp('/customize/form');
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const next = () => screen.getByRole('button', { name: /Próximo|Concluir/ });

describe('customize wizard', () => {
  beforeEach(async () => {
    await db.reset();
    leaveTo.mockReset();
  });

  it('sends visitors without a session to /login', async () => {
    for (const path of ['/customize', '/customize/form']) {
      const { router, unmount } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      unmount();
    }
  });

  it('opens the wizard from the intro', async () => {
    await signIn();
    const { router } = await renderApp('/customize');
    await userEvent.click(await screen.findByRole('link', { name: 'Começar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize/form'));
    expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
  });

  it('Back on the first step returns to /customize', async () => {
    await signIn();
    const { router } = await renderApp('/customize/form');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
  });

  it('only moves forward when the step is valid, and the circles go back freely', async () => {
    const { user } = await openWizard();
    await screen.findByRole('heading', { name: 'Dados pessoais' });
    await user.clear(screen.getByLabelText(/Nome completo/));
    await user.clear(screen.getByLabelText(/E-mail/));
    expect(screen.getByRole('button', { name: 'Passo 2: Formação' })).toBeDisabled();

    await user.click(next());
    expect(screen.getByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório', { selector: 'p' }).length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(/Nome completo/), 'Marina');
    await user.type(screen.getByLabelText(/E-mail/), 'marina@invalido');
    await user.click(next());
    expect(screen.getByText('O campo deve ser preenchido com um e-mail válido')).toBeInTheDocument();
    expect(screen.getByText('O nome e sobrenome não devem estar vazios')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nome completo/), ' Alves');
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'marina@example.com');
    expect(screen.getByRole('button', { name: 'Passo 2: Formação' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Passo 3: Perguntas' })).toBeDisabled();
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Formação' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Passo 1: Dados pessoais' }));
    expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Marina Alves');
  });

  it('allows at most 3 acting areas and 1 to 10 formations', async () => {
    const { user } = await openWizard();
    await fillPersonal(user);
    await user.click(next());
    for (const area of ['Life', 'Família', 'Carreira'])
      await user.click(await screen.findByRole('checkbox', { name: area }));
    expect(screen.getByRole('checkbox', { name: 'Saúde' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover formação 1' })).toBeDisabled();
    for (let i = 0; i < 9; i += 1) await user.click(screen.getByRole('button', { name: 'Adicionar formação' }));
    expect(screen.getByRole('button', { name: 'Adicionar formação' })).toBeDisabled();
    expect(screen.getAllByRole('group', { name: /^Formação \d+$/ })).toHaveLength(10);
    const years = within(screen.getAllByRole('combobox', { name: /Ano de conclusão/ })[0] as HTMLElement).getAllByRole(
      'option',
    );
    expect(years).toHaveLength(101);
    expect(years[1]).toHaveTextContent(String(new Date().getFullYear()));
    expect(years[100]).toHaveTextContent(String(new Date().getFullYear() - 99));
  });

  it('a new coach completes the wizard with three biography versions and lands on the edit page with that text', async () => {
    const { router, user } = await openWizard();
    await fillFirstSteps(user);
    await user.click(next());

    expect(await screen.findByText('Versão 1 de 1')).toBeInTheDocument();
    const rewrite = screen.getByRole('button', { name: 'Reescrever' });
    await user.click(rewrite);
    expect(await screen.findByText('Versão 2 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reescrever' }));
    expect(await screen.findByText('Versão 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reescrever' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima versão' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Versão anterior' }));
    await user.click(screen.getByRole('button', { name: 'Versão anterior' }));
    expect(screen.getByText('Versão 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Versão anterior' })).toBeDisabled();

    const description = screen.getByRole('textbox', { name: /Sua descrição/ });
    await user.clear(description);
    await user.type(description, 'Sou a Marina, coach de carreira. Ajudo pessoas a decidir com clareza.');
    await user.click(screen.getByRole('button', { name: 'Concluir' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/novo-coach/edit'));
    const profile = await getMyProfile();
    expect(profile).toMatchObject({
      fullName: 'Marina Alves Prado',
      firstName: 'Marina',
      secondName: 'Alves Prado',
      email: 'marina@example.com',
      aboutMe: 'Sou a Marina, coach de carreira. Ajudo pessoas a decidir com clareza.',
      expertises: ['Carreira', 'Life'],
      theme: 'template-1',
      themeColor: '#ecc22e',
    });
    expect(profile.tel).toMatch(/^\+55 \(11\) 98765-4321$/);
    expect(db.accountById('acc-novo-coach')?.alreadySiteAccess).toBe(true);
    expect(localStorage.getItem('coachly.wizard-draft:novo-coach')).toBeNull();
  });

  it('the last step offers the description in English and Spanish: reviewed before finishing, saved as its translations', async () => {
    const { router, user } = await openWizard();
    await fillFirstSteps(user);
    await user.click(next());
    expect(await screen.findByText('Versão 1 de 1')).toBeInTheDocument();
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Sua descrição/ }).value;
    const versions = screen.getByRole('region', { name: /Sua descrição em outros idiomas/ });

    await user.click(within(versions).getByRole('button', { name: 'Criar versão em inglês' }));
    const english = await within(versions).findByRole('textbox', { name: 'Descrição em inglês' });
    // The demo model translates the sentences it writes biographies with.
    expect((english as HTMLTextAreaElement).value).toMatch(/^\(Demo translation\) I am Marina Alves Prado, a coach/);
    expect(english).toHaveAttribute('lang', 'en');
    // A translation waiting for review holds "Concluir": nothing is saved unreviewed.
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeDisabled();
    await user.clear(english);
    await user.type(english, 'I am Marina, a career coach.');
    await user.click(within(versions).getByRole('button', { name: 'Usar esta versão' }));
    expect(within(versions).getByText('Incluída no perfil')).toBeInTheDocument();

    await user.click(within(versions).getByRole('button', { name: 'Criar versão em espanhol' }));
    await within(versions).findByRole('textbox', { name: 'Descrição em espanhol' });
    await user.click(within(versions).getByRole('button', { name: 'Descartar' }));
    expect(within(versions).getByRole('button', { name: 'Criar versão em espanhol' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/novo-coach/edit'));
    const profile = await getMyProfile();
    expect(profile).toMatchObject({
      aboutMe: description,
      textLanguage: 'pt',
      translations: { en: { aboutMe: 'I am Marina, a career coach.' } },
    });
    expect(profile.translations?.es).toBeUndefined();
  });

  it("'Revisar texto' is disabled and 'Concluir' refused, each saying why, while the description is over its limit", async () => {
    const { router, user } = await openWizard();
    await fillFirstSteps(user);
    await user.click(next());
    expect(await screen.findByText('Versão 1 de 1')).toBeInTheDocument();
    const proofread = screen.getByRole('button', { name: 'Revisar texto' });
    expect(proofread).toBeEnabled();

    // A description longer than the contract allows (a generated one can be).
    const description = screen.getByRole('textbox', { name: /Sua descrição/ });
    fireEvent.change(description, { target: { value: 'Ajudo pessoas a decidir. '.repeat(20) } });
    expect(proofread).toBeDisabled();
    expect(proofread).toHaveAccessibleDescription('Para revisar o texto, deixe a descrição com até 475 caracteres.');
    // "Concluir" refuses it, and says why next to itself.
    const finish = screen.getByRole('button', { name: 'Concluir' });
    await user.click(finish);
    const why = 'Sua descrição passa de 475 caracteres: encurte-a para concluir.';
    expect(finish).toHaveAccessibleDescription(why);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(why);
    expect(router.state.location.pathname).toBe('/customize/form');

    await user.clear(description);
    await user.type(description, 'Sou a Marina, coach de carreira.');
    expect(proofread).toBeEnabled();
    expect(screen.queryByText(/Para revisar o texto/)).not.toBeInTheDocument();
    expect(screen.queryByText(why)).not.toBeInTheDocument();
  });

  it('the formations of step 2 become the Currículo of the new site', async () => {
    const { router, user } = await openWizard();
    await fillPersonal(user);
    await user.click(next());
    await fillFormation(user);
    await user.click(screen.getByRole('button', { name: /Adicionar formação/ }));
    const second = screen.getByRole('group', { name: 'Formação 2' });
    await user.type(within(second).getByLabelText(/^Curso/), 'Psicologia');
    await user.type(within(second).getByLabelText(/^Instituição/), 'USP');
    await user.selectOptions(within(second).getByLabelText(/^Ano de conclusão/), '2010');
    await user.click(next());
    await fillAnswers(user);
    await user.click(next());
    await user.clear(await screen.findByRole('textbox', { name: /Sua descrição/ }));
    await user.type(screen.getByRole('textbox', { name: /Sua descrição/ }), 'Sou a Marina, coach de carreira.');
    await user.click(screen.getByRole('button', { name: 'Concluir' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/novo-coach/edit'));
    const year = new Date().getFullYear() - 3;
    // The edit page loads its template and the editing tools before the sections show.
    const resume = await screen.findByRole('region', { name: /^Currículo/ });
    const items = within(resume).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Coaching Executivo — Instituto Coachly (${year})`,
      'Psicologia — USP (2010)',
    ]);
    expect(localStorage.getItem('coachly.wizard-draft:novo-coach')).toBeNull();
  });

  it('keeps the answers through a reload', async () => {
    const { user, unmount } = await openWizard();
    await fillPersonal(user);
    await user.click(next());
    await user.click(await screen.findByRole('checkbox', { name: 'Saúde' }));
    unmount();

    await renderApp('/customize/form');
    expect(await screen.findByRole('heading', { name: 'Formação' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Saúde' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Passo 1: Dados pessoais' }));
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Marina Alves Prado');
  });

  it('keeps the answers when the access token expires mid-wizard and is refreshed', async () => {
    const { user } = await openWizard();
    await fillFirstSteps(user);

    const before = getTokens();
    setTokens({ access_token: 'expired-access-token', refresh_token: before?.refresh_token ?? '' });
    await user.click(next());

    expect(await screen.findByText('Versão 1 de 1')).toBeInTheDocument();
    expect(getTokens()?.access_token).not.toBe('expired-access-token');
    await user.click(screen.getByRole('button', { name: 'Passo 3: Perguntas' }));
    expect(screen.getAllByRole('textbox')[2]).toHaveValue('Doze anos liderando equipes.');
  });

  it('shows a loading message while writing and the server message in a toast when the AI fails', async () => {
    await signIn();
    // The AI answers once the test has seen the loading message.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/__demo/api/v1/ai/chat/completions', async () => {
        await answered;
        return HttpResponse.json(
          { error: 'upstream_error', error_description: 'O serviço de IA está indisponível no momento.' },
          { status: 502 },
        );
      }),
    );
    await renderApp('/customize/form');
    const user = userEvent.setup({ delay: null });
    await fillFirstSteps(user);
    await user.click(next());
    expect(await screen.findByText('Gerando sua descrição com IA…')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('O serviço de IA está indisponível no momento.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Gerar descrição' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(
      await screen.findByText('A descrição é obrigatória: gere a primeira versão para concluir.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Descrição' })).toBeInTheDocument();
  });
});
