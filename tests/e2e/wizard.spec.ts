import type { Page } from '@playwright/test';
import { test, expect, checkA11y, allowConsoleErrors } from './fixtures';
import { fillNewCoachContact, signInNewCoach } from './helpers';

const next = (page: Page) => page.getByRole('button', { name: /^(Próximo|Concluir)$/ });

async function fillPersonal(page: Page) {
  const phone = await fillNewCoachContact(page);
  await expect(phone).toHaveValue('+55 (11) 98765-4321');
}

async function fillFormation(page: Page) {
  await page.getByText('Carreira', { exact: true }).click();
  await page.getByText('Life', { exact: true }).click();
  await page.getByLabel(/^Curso/).fill('Coaching Executivo');
  await page.getByLabel(/^Instituição/).fill('Instituto Coachly');
  await page.getByLabel(/^Ano de conclusão/).selectOption(String(new Date().getFullYear() - 4));
}

async function fillAnswers(page: Page) {
  await page.getByLabel(/Por que você escolheu ser coach/).fill('Porque acredito no potencial de cada pessoa.');
  await page.getByLabel(/Quais resultados/).fill('Clareza de carreira e decisões com confiança.');
  await page.getByLabel(/Qual é a sua experiência/).fill('Doze anos liderando equipes de pessoas.');
}

test.describe('customize wizard', () => {
  // Whole journeys through four steps and three AI answers, with accessibility checks on the way.
  test.describe.configure({ timeout: 120_000 });

  test('the wizard pages send visitors without a session to /login', async ({ page }) => {
    for (const path of ['/customize', '/customize/form']) {
      await page.goto(path);
      await page.waitForURL(/\/demo\/authorize\?/);
      await expect(page.getByRole('button', { name: /Novo Coach/ })).toBeVisible();
      const back = new URL(page.url()).searchParams.get('redirect_uri') ?? '';
      expect(new URL(back).pathname).toBe('/login');
    }
  });

  test('a new coach completes the wizard with three biography versions, picks a new address and lands on a working edit page there with that text', async ({
    page,
  }) => {
    await signInNewCoach(page);
    await page.getByRole('link', { name: 'Começar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados pessoais' })).toBeVisible();
    // The account's name and e-mail start the step, and stay editable.
    const name = page.getByRole('textbox', { name: /Nome completo/ });
    await expect(name).toHaveValue(/^Novo Coach/);
    await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveValue(/^novo\.coach.*@example\.com$/);
    await checkA11y(page);

    await name.fill('');
    await next(page).click();
    await expect(page.getByText('Campo obrigatório', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passo 3: Perguntas' })).toBeDisabled();
    await fillPersonal(page);
    await next(page).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Formação' })).toBeVisible();
    await fillFormation(page);
    await checkA11y(page);
    await next(page).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Perguntas' })).toBeVisible();
    await fillAnswers(page);
    await next(page).click();

    await expect(page.getByText('Versão 1 de 1')).toBeVisible();
    await page.getByRole('button', { name: 'Reescrever' }).click();
    await expect(page.getByText('Versão 2 de 2')).toBeVisible();
    await page.getByRole('button', { name: 'Reescrever' }).click();
    await expect(page.getByText('Versão 3 de 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reescrever' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Próxima versão' })).toBeDisabled();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Versão anterior' }).click();
    await expect(page.getByText('Versão 2 de 3')).toBeVisible();
    const description = page.getByRole('textbox', { name: /Sua descrição/ });
    const chosen = (await description.inputValue()).trim();
    expect(chosen.length).toBeGreaterThan(0);
    const firstSentence = chosen.split(/(?<=[.!?])\s/)[0] ?? chosen;

    // The site address: the account's own to start with, a taken one refused, a free one kept.
    const address = page.getByRole('textbox', { name: /Endereço do site/ });
    await expect(address).toHaveValue(/^novo-coach/);
    await address.fill('ana-souza');
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByText('url indisponivel, tente outra por favor')).toBeVisible();
    await expect(address).toBeFocused();
    await expect(page).toHaveURL(/\/customize\/form$/);
    await address.fill('marina-alves-prado');
    await expect(page.getByText(/^Seu site ficará em https?:\/\/\S+\/marina-alves-prado$/)).toBeVisible();
    await address.blur();
    await expect(page.getByText('Endereço disponível.')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.waitForURL(/\/marina-alves-prado\/edit$/);
    await expect(page.getByText(firstSentence, { exact: false }).first()).toBeVisible();
  });

  test('a reload in the middle of the wizard keeps the answers', async ({ page }) => {
    await signInNewCoach(page);
    await page.goto('/customize/form');
    await fillPersonal(page);
    await next(page).click();
    await page.getByText('Saúde', { exact: true }).click();
    await page.getByLabel(/^Curso/).fill('Psicologia Positiva');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Formação' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Saúde' })).toBeChecked();
    await expect(page.getByLabel(/^Curso/)).toHaveValue('Psicologia Positiva');
    await page.getByRole('button', { name: 'Passo 1: Dados pessoais' }).click();
    await expect(page.getByLabel(/Nome completo/)).toHaveValue('Marina Alves Prado');
    await expect(page.getByRole('textbox', { name: /Telefone/ })).toHaveValue('+55 (11) 98765-4321');
  });

  test('an expired access token is refreshed mid-wizard without losing the answers', async ({ page }) => {
    // The first AI call is answered 401 before the shared refresh path renews the token.
    allowConsoleErrors(/status of 401/);
    await signInNewCoach(page);
    await page.goto('/customize/form');
    await fillPersonal(page);
    await next(page).click();
    await fillFormation(page);
    await next(page).click();
    await fillAnswers(page);

    const before = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('coachly.tokens') ?? '{}') as { access_token: string; refresh_token: string },
    );
    await page.evaluate(
      (tokens) => localStorage.setItem('coachly.tokens', JSON.stringify({ ...tokens, access_token: 'expired-token' })),
      before,
    );
    await next(page).click();

    await expect(page.getByText('Versão 1 de 1')).toBeVisible();
    const after = await page.evaluate(
      () => JSON.parse(localStorage.getItem('coachly.tokens') ?? '{}') as { access_token: string },
    );
    expect(after.access_token).not.toBe('expired-token');
    await page.getByRole('button', { name: 'Passo 3: Perguntas' }).click();
    await expect(page.getByLabel(/Qual é a sua experiência/)).toHaveValue('Doze anos liderando equipes de pessoas.');
  });

  test('the wizard works in Spanish on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInNewCoach(page);
    await page.goto('/customize?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Armemos tu perfil de coach' })).toBeVisible();
    await page.getByRole('link', { name: 'Empezar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
    const name = page.getByRole('textbox', { name: /Nombre completo/ });
    await expect(name).toHaveValue(/^Novo Coach/);
    await name.fill('');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Campo obligatorio', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Volver' }).click();
    // The app's links keep the language the address names.
    await page.waitForURL(/\/customize\?lang=es$/);
  });
});

test.describe('the wizard phone field', () => {
  /** The phone number kept in the new coach's wizard draft, as a reload would restore it. */
  const draftPhone = (page: Page) =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('coachly.wizard-draft:'));
      const draft = JSON.parse((key && localStorage.getItem(key)) || '{}') as { data?: { phone?: string } };
      return draft.data?.phone ?? '';
    });

  test('a national number pasted over the whole Telefone stays Brazilian', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInNewCoach(page);
    await page.goto('/customize/form');
    const phone = page.getByRole('textbox', { name: /Telefone/ });
    await expect(phone).toHaveValue('+55 ');
    await page.evaluate(() => navigator.clipboard.writeText('(31) 98765-1234'));
    await phone.click();
    await phone.press('ControlOrMeta+a');
    await phone.press('ControlOrMeta+v');
    await expect(phone).toHaveValue('+55 (31) 98765-1234');
    await expect(page.getByRole('combobox', { name: 'País do telefone' })).toHaveValue('br');
    await expect.poll(() => draftPhone(page)).toBe('+55 (31) 98765-1234');
  });

  test('a number filled in at once, as autofill does, is saved', async ({ page }) => {
    await signInNewCoach(page);
    await page.goto('/customize/form');
    const phone = page.getByRole('textbox', { name: /Telefone/ });
    await phone.fill('(31) 98765-1234');
    await expect(phone).toHaveValue('+55 (31) 98765-1234');
    await expect.poll(() => draftPhone(page)).toBe('+55 (31) 98765-1234');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Telefone/ })).toHaveValue('+55 (31) 98765-1234');
  });
});
