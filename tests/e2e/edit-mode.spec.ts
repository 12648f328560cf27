import type { Locator, Page } from '@playwright/test';
import { test, expect, checkA11y, allowConsoleErrors, skipAutoA11y } from './fixtures';
import { calmPage, chooseLanguage, seedCoach, serverProfile, setDemoFaults, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

async function openEditor(page: Page, account = 'ana-souza'): Promise<void> {
  await page.goto(`/${account}/edit`);
  await expect(page.getByRole('navigation', { name: 'Painel de edição' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('switch').first()).toBeVisible({ timeout: 20_000 });
}

const panel = (page: Page) => page.getByRole('navigation', { name: 'Painel de edição' });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function openText(page: Page, group: string): Promise<Locator> {
  await panel(page).getByRole('button', { name: 'Textos' }).click();
  await dialog(page, 'Textos do site').getByRole('button', { name: group }).click();
  const editor = dialog(page, group);
  await expect(editor).toBeVisible();
  return editor;
}

/** A large photo made in the browser (JPEG, 4000x3000), as a file to upload. */
async function largePhoto(page: Page, width = 4000, height = 3000) {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#1b3a5c');
      gradient.addColorStop(1, '#ecc22e');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(width / 2, height / 2, height / 4, 0, Math.PI * 2);
      ctx.fill();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height },
  );
  return { name: 'Foto Grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Width, height and type of an image the site serves. */
async function imageInfo(page: Page, url: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const blob = await response.blob();
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height, type: blob.type || response.headers.get('content-type') };
  }, url);
}

test.describe('owner edit mode', () => {
  test('without a session the edit page goes to sign-in', async ({ page }) => {
    // The sign-in pages are checked by their own suite.
    skipAutoA11y();
    await page.goto('/ana-souza/edit');
    // /login hands over to the demo provider with a full page load; the test ends on its page,
    // drawn, rather than halfway through that load.
    await page.waitForURL(/\/demo\/authorize\?/);
    await expect(page.getByRole('button', { name: /Ana Souza/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Painel de edição' })).toHaveCount(0);
  });

  test('the owner edits every text to its limit and one past it, and the save lands', async ({ page }) => {
    await signIn(page);
    await openEditor(page);
    await checkA11y(page);

    const fields: Array<[string, RegExp, number, boolean]> = [
      ['Frase principal', /^Frase principal/, 107, true],
      ['Sobre mim', /^Sobre mim/, 475, true],
      ['Currículo', /^Currículo/, 1090, true],
    ];
    for (const [group, label, limit, multi] of fields) {
      const editor = await openText(page, group);
      const input = editor.getByLabel(label);
      const text = `${'a'.repeat(limit - 1)}b`;
      await input.fill(text);
      await input.press('End');
      await input.pressSequentially(multi ? 'x' : '9');
      await expect(input).toHaveValue(text);
      await expect(editor.getByText(`${limit}/${limit}`)).toBeVisible();
      await expect(editor.getByText(`Limite de ${limit} caracteres atingido.`)).toBeVisible();
      if (group === 'Frase principal') {
        const author = editor.getByLabel(/^Autor da frase/);
        await author.fill('c'.repeat(35));
        await author.pressSequentially('d');
        await expect(author).toHaveValue('c'.repeat(35));
      }
      if (group === 'Sobre mim') await checkA11y(page);
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await expect(editor).toBeHidden();
    }

    // The phone is the wizard's phone field: masked, at most 20 characters, a number of its country.
    const tel = await openText(page, 'Telefone');
    const phone = tel.getByRole('textbox', { name: /^Telefone/ });
    await expect(phone).toHaveAttribute('maxlength', '20');
    await expect(tel.getByRole('combobox', { name: 'País do telefone' })).toHaveValue('br');
    await phone.fill('123');
    await phone.blur();
    await expect(phone).toHaveValue('+55 (12) 3');
    await expect(
      tel.getByText('Este não é um número de telefone válido para o país escolhido. Confira o DDD e os dígitos.'),
    ).toBeVisible();
    await expect(tel.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await phone.fill('11987654321');
    await expect(phone).toHaveValue('+55 (11) 98765-4321');
    await tel.getByRole('button', { name: 'Salvar' }).click();
    await expect(tel).toBeHidden();

    const names = await openText(page, 'Nome e e-mail');
    const first = names.getByLabel(/^Nome/);
    await first.fill('');
    await expect(names.getByText('O nome e sobrenome não devem estar vazios')).toBeVisible();
    await expect(names.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await first.fill('M'.repeat(25));
    await first.pressSequentially('N');
    await expect(first).toHaveValue('M'.repeat(25));
    const email = names.getByLabel(/^E-mail/);
    await email.fill('ana@exemplo');
    await expect(names.getByText('O campo deve ser preenchido com um e-mail válido')).toBeVisible();
    await expect(names.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await email.fill('ana@exemplo.com');
    await names.getByRole('button', { name: 'Salvar' }).click();

    await expect
      .poll(async () => {
        const p = await serverProfile(page);
        return [
          p.firstName,
          (p.mainPhrase as string).length,
          (p.aboutMe as string).length,
          (p.resumeFeed as string).length,
          p.tel,
          p.mainPhraseAuthor,
        ];
      })
      .toEqual(['M'.repeat(25), 107, 475, 1090, '+55 (11) 98765-4321', 'c'.repeat(35)]);
  });

  test('expertises: a fourth is refused unless one is unticked', async ({ page }) => {
    await signIn(page);
    await openEditor(page);
    const editor = await openText(page, 'Áreas de atuação');
    await editor.getByRole('checkbox', { name: 'Life' }).click();
    await expect(editor.getByRole('checkbox', { name: 'Life' })).not.toBeChecked();
    await expect(editor.getByText('Você já escolheu 3 áreas. Desmarque uma para escolher outra.')).toBeVisible();
    await editor.getByRole('checkbox', { name: 'Carreira' }).click();
    await editor.getByRole('checkbox', { name: 'Life' }).click();
    await expect(editor.getByText('3 de 3 escolhidas')).toBeVisible();
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await expect(panel(page).getByRole('status')).toHaveText('Tudo salvo');
    await expect.poll(async () => (await serverProfile(page)).expertises).toEqual(['Liderança', 'Emocional', 'Life']);
  });

  test('crops and uploads an avatar from a large photo: the stored image is a JPEG of at most 600x600', async ({
    page,
  }) => {
    await signIn(page);
    await openEditor(page);
    const before = (await serverProfile(page)).photoUrl;
    await panel(page).getByRole('button', { name: 'Foto' }).click();
    const avatar = dialog(page, 'Trocar foto');
    await avatar.locator('input[type="file"]').setInputFiles(await largePhoto(page));
    const area = avatar.getByRole('group', { name: 'Área de recorte da foto' });
    await expect(area).toBeVisible();
    const box = await area.boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(2);
    await area.focus();
    await page.keyboard.press('ArrowRight');
    await avatar.getByLabel('Zoom').fill('1.5');
    await checkA11y(page);
    await avatar.getByRole('button', { name: 'Salvar foto' }).click();
    await expect(avatar).toBeHidden({ timeout: 20_000 });
    await expect.poll(async () => (await serverProfile(page)).photoUrl, { timeout: 15_000 }).not.toBe(before);
    const url = (await serverProfile(page)).photoUrl as string;
    const info = await imageInfo(page, url);
    expect(info.type).toContain('image/jpeg');
    expect(info.width).toBeLessThanOrEqual(600);
    expect(info.height).toBeLessThanOrEqual(600);
    expect(info.width).toBe(info.height);
  });

  test('adds pictures up to the 24 the gallery holds (downscaled to 1280x720 at most), and the add placeholder vanishes', async ({
    page,
  }) => {
    // Two places left: the first 22 of the seed's pictures.
    const seeded = seedCoach('ana-souza').gallery;
    await signIn(page, 'ana-souza', { gallery: seeded.slice(0, 22) });
    await openEditor(page, 'ana-souza');
    const photo = await largePhoto(page, 2400, 1800);
    const placeholder = page.locator('#gallery').getByRole('button', { name: /Adicionar imagem/ });
    for (let i = 22; i < 24; i++) {
      await placeholder.click();
      const add = dialog(page, 'Adicionar imagem');
      await expect(add.getByText(`A galeria comporta até 24 imagens. Você tem ${i}.`)).toBeVisible();
      await add.locator('input[type="file"]').setInputFiles(photo);
      await add.getByLabel(/^Legenda/).fill(`Foto ${i + 1}`);
      await add.getByRole('button', { name: 'Adicionar' }).click();
      await expect(add).toBeHidden({ timeout: 20_000 });
      await expect
        .poll(async () => ((await serverProfile(page)).gallery as unknown[]).length, { timeout: 15_000 })
        .toBe(i + 1);
    }
    await expect(placeholder).toHaveCount(0);
    const gallery = (await serverProfile(page)).gallery as Array<{ url: string; caption: string }>;
    expect(gallery.slice(22).map((picture) => picture.caption)).toEqual(['Foto 23', 'Foto 24']);
    const info = await imageInfo(page, gallery[22]!.url);
    expect(info.type).toContain('image/jpeg');
    expect(info.width).toBeLessThanOrEqual(1280);
    expect(info.height).toBeLessThanOrEqual(720);
  });

  test('gallery: caption edit and delete with confirmation', async ({ page }) => {
    await signIn(page);
    await openEditor(page);
    const before = ((await serverProfile(page)).gallery as unknown[]).length;
    await panel(page).getByRole('button', { name: 'Galeria' }).click();
    const manager = dialog(page, 'Galeria');
    await manager.getByRole('button', { name: 'Editar imagem 1', exact: true }).click();
    const edit = dialog(page, 'Editar imagem');
    await edit.getByLabel(/^Legenda/).fill('Nova legenda da primeira foto');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(manager.getByText('Nova legenda da primeira foto')).toBeVisible();
    await manager.getByRole('button', { name: 'Excluir imagem 1', exact: true }).click();
    const confirm = dialog(page, 'Excluir imagem');
    await expect(confirm.getByText('Confirma a exclusão da imagem?')).toBeVisible();
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(async () => ((await serverProfile(page)).gallery as unknown[]).length).toBe(before - 1);
  });

  test('videos: a link from each recognised host is added, an invalid one is refused', async ({ page }) => {
    allowConsoleErrors(/404/);
    await signIn(page, 'joao-pereira');
    await openEditor(page, 'joao-pereira');
    await panel(page).getByRole('button', { name: 'Vídeos' }).click();
    const manager = dialog(page, 'Vídeos');
    for (const [link, caption] of [
      ['https://youtu.be/jNQXAC9IVRw', 'Primeiros passos no coaching'],
      ['https://vimeo.com/76979871', 'Liderança na prática'],
    ] as const) {
      await manager.getByRole('button', { name: 'Adicionar vídeo' }).click();
      const add = dialog(page, 'Adicionar vídeo');
      await add.getByLabel(/Link do vídeo/).fill(link);
      await expect(add.getByLabel(/^Legenda/)).toHaveValue(caption);
      await add.getByRole('button', { name: 'Salvar' }).click();
      await expect(manager.getByText(caption)).toBeVisible();
    }
    await manager.getByRole('button', { name: 'Adicionar vídeo' }).click();
    const add = dialog(page, 'Adicionar vídeo');
    await add.getByLabel(/Link do vídeo/).fill('https://www.dailymotion.com/video/x7tgad0');
    await expect(add.getByText('Url inválida')).toBeVisible();
    await expect(add.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await add.getByLabel(/Link do vídeo/).fill('');
    await expect(add.getByText('Url inválida')).toBeHidden();
    await checkA11y(page);
    await add.getByRole('button', { name: 'Cancelar' }).click();
    const videos = (await serverProfile(page)).videos as Array<{ id: string; host: string }>;
    expect(videos.some((v) => v.host === 'youtube' && v.id === 'jNQXAC9IVRw')).toBe(true);
    expect(videos.some((v) => v.host === 'vimeo' && v.id === '76979871')).toBe(true);
  });

  test('testimonies: add, edit and delete', async ({ page }) => {
    await signIn(page, 'joao-pereira');
    await openEditor(page, 'joao-pereira');
    await panel(page).getByRole('button', { name: 'Depoimentos' }).click();
    const manager = dialog(page, 'Depoimentos');
    await manager.getByRole('button', { name: 'Adicionar depoimento' }).click();
    const add = dialog(page, 'Adicionar depoimento');
    await expect(add.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await add.getByLabel(/^Autor/).fill('Carla Nunes');
    await add.getByLabel(/^Ocupação/).fill('Empresária');
    await add.getByLabel(/^Depoimento/).fill('t'.repeat(300));
    await add.getByLabel(/^Depoimento/).pressSequentially('u');
    await expect(add.getByLabel(/^Depoimento/)).toHaveValue('t'.repeat(300));
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(manager.getByRole('button', { name: 'Editar depoimento de Carla Nunes' })).toBeVisible();
    await manager.getByRole('button', { name: 'Editar depoimento de Carla Nunes' }).click();
    const edit = dialog(page, 'Editar depoimento');
    await edit.getByLabel(/^Depoimento/).fill('Organizei minhas finanças em três meses.');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(manager.getByText('Organizei minhas finanças em três meses.')).toBeVisible();
    await manager.getByRole('button', { name: 'Excluir depoimento de Carla Nunes' }).click();
    await dialog(page, 'Excluir depoimento').getByRole('button', { name: 'Excluir' }).click();
    await expect(manager.getByText('Organizei minhas finanças em três meses.')).toBeHidden();
    const testimonies = (await serverProfile(page)).testimonies as Array<{ author: string }>;
    expect(testimonies.some((t) => t.author === 'Carla Nunes')).toBe(false);
  });

  test('username: a taken one blocks saving, a free one is saved and the address follows', async ({ page }) => {
    await signIn(page);
    await openEditor(page);
    await panel(page).getByRole('button', { name: 'Configurações' }).click();
    const settings = dialog(page, 'Configurações');
    const field = settings.getByLabel(/Endereço do site/);
    await field.fill('joao-pereira');
    await field.blur();
    await expect(settings.getByText('url indisponivel, tente outra por favor')).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await checkA11y(page);
    await field.fill('ana souza coach!');
    await expect(field).toHaveValue('anasouzacoach');
    await field.blur();
    await expect(settings.getByText('Endereço disponível.')).toBeVisible();
    await settings.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/anasouzacoach\/edit$/, { timeout: 15_000 });
    expect((await serverProfile(page)).username).toBe('anasouzacoach');
  });

  test('hostile social inputs are refused at their field, and handles are saved as each network address', async ({
    page,
  }) => {
    await signIn(page);
    await openEditor(page);
    await panel(page).getByRole('button', { name: 'Configurações' }).click();
    const settings = dialog(page, 'Configurações');
    await settings.getByRole('tab', { name: 'Redes sociais' }).click();
    const facebook = settings.getByLabel('Facebook');
    const instagram = settings.getByLabel('Instagram');
    await facebook.fill('javascript:alert(document.cookie)//x/anasouza');
    await instagram.fill('https://evil.example.com/phish/ana.souza?next=1');
    await settings.getByLabel('YouTube').fill('UCabcdef123');
    await settings.getByLabel('LinkedIn').fill('<script>alert(1)</script>');
    await settings.getByLabel('LinkedIn').blur();
    // Another site's address is never turned into a profile: it stays as typed, refused.
    await expect(facebook).toHaveValue('javascript:alert(document.cookie)//x/anasouza');
    await expect(facebook).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.getByText(/^Este não é um endereço do Facebook\./)).toBeVisible();
    await expect(instagram).toHaveValue('https://evil.example.com/phish/ana.souza?next=1');
    await expect(settings.getByText(/^Este não é um endereço do Instagram\./)).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await checkA11y(page);

    await facebook.fill('anasouza');
    await expect(settings.getByText('Será salvo como https://www.facebook.com/anasouza')).toBeVisible();
    await instagram.fill('ana.souza');
    await instagram.blur();
    // Leaving a field shows the address it will be saved as.
    await expect(facebook).toHaveValue('https://www.facebook.com/anasouza');
    await expect(settings.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/script');
    // WhatsApp takes a phone number and its country; the link carries the country code.
    const whatsapp = settings.getByRole('textbox', { name: /^WhatsApp/ });
    await settings.getByRole('combobox', { name: 'País do telefone' }).selectOption('pt');
    await whatsapp.fill('912 345 678');
    await expect(whatsapp).toHaveValue(/^\+351 912/);
    await settings.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(async () => (await serverProfile(page)).socialLinks)
      .toMatchObject({
        facebook: 'https://www.facebook.com/anasouza',
        instagram: 'https://www.instagram.com/ana.souza',
        youtube: 'https://www.youtube.com/channel/UCabcdef123',
        linkedin: 'https://www.linkedin.com/in/script',
        whatsapp: 'https://wa.me/351912345678',
      });
  });

  test('a hidden section disappears for visitors; publishing and unpublishing are followed by the public site', async ({
    page,
    browser,
  }) => {
    allowConsoleErrors(/404/);
    await signIn(page);
    await openEditor(page);
    const toggle = page.getByRole('switch', { name: 'Mostrar Depoimentos para visitantes' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('#testimonies')).toBeVisible();

    // Visitors share the demo data only within the browser context: look from a second page.
    const visitor = await page.context().newPage();
    await visitor.goto('/ana-souza');
    await expect(visitor.locator('#biography')).toBeVisible({ timeout: 20_000 });
    await expect(visitor.locator('#testimonies')).toHaveCount(0);
    await expect(visitor.getByRole('switch')).toHaveCount(0);

    await panel(page).getByRole('button', { name: 'Despublicar' }).click();
    await page
      .getByRole('dialog', { name: 'Despublicar o site?' })
      .getByRole('button', { name: 'Despublicar' })
      .click();
    await expect(panel(page).getByText('Rascunho', { exact: true })).toBeVisible();
    // Unpublished: the site's address answers 404 with the not-found page.
    const hidden = await visitor.goto('/ana-souza');
    expect(hidden?.status()).toBe(404);
    await expect(
      visitor.getByRole('heading', { level: 1, name: '404, Ooops, a página não foi encontrada' }),
    ).toBeVisible();
    await panel(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(panel(page).getByText('Publicado', { exact: true })).toBeVisible();
    await visitor.goto('/ana-souza');
    await expect(visitor.locator('#biography')).toBeVisible({ timeout: 20_000 });
    await visitor.close();
    void browser;
  });

  test('a failed publish rolls back and says so', async ({ page }) => {
    allowConsoleErrors(/500/);
    await signIn(page);
    await openEditor(page);
    await panel(page).getByRole('button', { name: 'Despublicar' }).click();
    await page
      .getByRole('dialog', { name: 'Despublicar o site?' })
      .getByRole('button', { name: 'Despublicar' })
      .click();
    await expect(panel(page).getByText('Rascunho', { exact: true })).toBeVisible();
    await setDemoFaults(page, 'publishMyProfile:500');
    await panel(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Não foi possível publicar o site. Ele continua não publicado.')).toBeVisible();
    await expect(panel(page).getByText('Rascunho', { exact: true })).toBeVisible();
  });

  test('a token that expires mid-edit is refreshed and the save still lands', async ({ page }) => {
    allowConsoleErrors(/401/);
    await signIn(page);
    await openEditor(page);
    await page.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('coachly.tokens')!) as { refresh_token: string };
      localStorage.setItem(
        'coachly.tokens',
        JSON.stringify({ access_token: 'demo-at.expired', refresh_token: tokens.refresh_token }),
      );
    });
    const editor = await openText(page, 'Sobre mim');
    await editor.getByLabel(/^Sobre mim/).fill('Texto salvo depois do acesso expirar.');
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await expect(panel(page).getByRole('status')).toHaveText('Tudo salvo');
    expect((await serverProfile(page)).aboutMe).toBe('Texto salvo depois do acesso expirar.');
  });

  test('unsaved changes survive a reload and are offered back; leaving asks first', async ({ page }) => {
    await signIn(page);
    await openEditor(page);
    const editor = await openText(page, 'Frase principal');
    await editor.getByLabel(/^Frase principal/).fill('Frase que ainda não foi salva');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Você tem alterações não salvas.')).toBeVisible();

    await panel(page).getByRole('link', { name: 'Sair' }).click();
    const leave = dialog(page, 'Sair da edição?');
    await expect(
      leave.getByText(
        'Os textos que você ainda não salvou ficam guardados neste navegador e são oferecidos de volta quando você voltar à edição.',
      ),
    ).toBeVisible();
    await checkA11y(page);
    await leave.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/ana-souza\/edit$/);

    page.once('dialog', (d) => {
      expect(d.type()).toBe('beforeunload');
      void d.accept();
    });
    await page.reload();
    await expect(page.getByText(/Encontramos alterações que não foram salvas/)).toBeVisible({ timeout: 20_000 });
    await checkA11y(page);
    await page.getByRole('button', { name: 'Recuperar alterações' }).click();
    await expect(page.locator('#main').getByText('Frase que ainda não foi salva')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.poll(async () => (await serverProfile(page)).mainPhrase).toBe('Frase que ainda não foi salva');
  });

  test('in English the leave confirmation says the unsaved texts are kept; the phone layout uses the floating button', async ({
    page,
  }) => {
    await signIn(page);
    await chooseLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ana-souza/edit');
    const fab = page.getByRole('button', { name: 'Open editing actions' });
    await expect(fab).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Edit panel' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fab.click();
    await page.getByRole('navigation', { name: 'Editing actions' }).getByRole('button', { name: 'Texts' }).click();
    await dialog(page, 'Site texts').getByRole('button', { name: 'Main phrase' }).click();
    await dialog(page, 'Main phrase')
      .getByLabel(/^Main phrase/)
      .fill('Unsaved phrase');
    await page.keyboard.press('Escape');
    await fab.click();
    await page.getByRole('navigation', { name: 'Editing actions' }).getByRole('link', { name: 'Sign out' }).click();
    await expect(
      dialog(page, 'Leave editing?').getByText(
        'Texts you have not saved yet stay in this browser and are offered back when you return to editing.',
      ),
    ).toBeVisible();
    await checkA11y(page);
    skipAutoA11y();
    await dialog(page, 'Leave editing?').getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/login|\/demo\/authorize/);
  });
});
