import { test, expect, checkA11y } from './fixtures';
import { calmPage, demoTokens, saveProfile, serverProfile, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

interface Texts {
  aboutMe?: string;
  mainPhrase?: string;
  resumeFeed?: string;
}

/** The page's text as a reader gets it from the HTML (the entities React writes decoded). */
function decoded(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('a coach translates her biography into English with AI, reviews it, saves and publishes: visitors in English read it in the server’s page', async ({
  page,
}) => {
  // Ana rewrote her biography (its last sentence is gone) and dropped the English version that no
  // longer matched it; her site is offline while she works on it.
  await signIn(page);
  const before = await serverProfile<{ aboutMe: string; translations: Record<'en' | 'es', Texts> }>(page);
  const rewritten = before.aboutMe.replace(/\s*Vamos conversar\?$/, '');
  expect(rewritten).not.toBe(before.aboutMe);
  const { aboutMe: _outdated, ...english } = before.translations.en;
  const tokens = await demoTokens(page);
  await saveProfile(page, tokens.access_token, {
    aboutMe: rewritten,
    translations: { ...before.translations, en: english },
  });
  await page.evaluate(
    (token) =>
      fetch('/__demo/api/v1/profiles/me/unpublish', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
    tokens.access_token,
  );

  await page.goto('/ana-souza/edit');
  const panel = page.getByRole('navigation', { name: 'Painel de edição' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('Rascunho', { exact: true })).toBeVisible();

  // The texts switch to English, apart from the interface, which stays in Portuguese.
  const languages = page.getByRole('region', { name: 'Idiomas dos textos' });
  await languages.getByRole('button', { name: /^English \(faltam \d+ textos\)$/ }).click();
  await expect(languages.getByRole('button', { name: /^English/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Editar sobre mim' }).click();
  const editor = page.getByRole('dialog', { name: 'Sobre mim em inglês' });
  await expect(editor.getByText(rewritten)).toBeVisible();
  await expect(editor.getByRole('textbox', { name: /^Sobre mim · English/ })).toHaveValue('');

  await editor.getByRole('button', { name: 'Traduzir com IA: Sobre mim' }).click();
  const review = editor.getByRole('group', { name: 'Tradução sugerida para revisar' });
  const proposal = review.getByRole('textbox', { name: /^Sobre mim · English/ });
  const translated = before.translations.en.aboutMe!.replace(/\s*Shall we talk\?$/, '');
  await expect(proposal).toHaveValue(translated);
  await expect(editor.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await checkA11y(page);

  // The coach reviews it: one sentence of her own at the end, then uses it and saves.
  const reviewed = `${translated} Let's talk about your next step!`;
  await proposal.fill(reviewed);
  await review.getByRole('button', { name: 'Usar tradução: Sobre mim' }).click();
  await expect(editor.getByRole('textbox', { name: /^Sobre mim · English/ })).toHaveValue(reviewed);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor).toBeHidden();
  await expect
    .poll(async () => (await serverProfile<{ translations: Record<'en', Texts> }>(page)).translations.en.aboutMe)
    .toBe(reviewed);
  // The page in edit mode shows the English text; the original is untouched.
  await expect(page.getByText("Let's talk about your next step!")).toBeVisible();
  expect((await serverProfile<{ aboutMe: string }>(page)).aboutMe).toBe(rewritten);

  await panel.getByRole('button', { name: 'Publicar' }).click();
  await expect(panel.getByText('Publicado', { exact: true })).toBeVisible();

  // A visitor's request, with no session: the server's page in English carries the biography.
  const response = await page.request.get('/ana-souza?lang=en');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*\blang="en"/);
  // Rendered as the page's text (an element's content), not only in the data the page carries.
  expect(decoded(html)).toContain(`>${reviewed}<`);
});
