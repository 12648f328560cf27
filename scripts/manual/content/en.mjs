// The coach manual in English (British spelling, as the app's English catalog). Labels of the
// interface come from the app's catalogs through `b('…')`, named by their Portuguese source text.
import { beside, faq, figure, h2, list, note, p, row, steps, table, tip } from '../blocks.mjs';
import { uiText } from '../ui-text.mjs';

const L = uiText('en');
const b = (text) => `**${L(text)}**`;
/** The wizard's acting areas (machines/lib/wizard-validation.ts), as the app names them. */
const AREAS = ['Life', 'Família', 'Carreira', 'Saúde', 'Finanças', 'Business', 'Esportes'].map(L);
const areas = `${AREAS.slice(0, -1).join(', ')} or ${AREAS.at(-1)}`;

export default {
  lang: 'en',
  htmlLang: 'en',
  strings: {
    documentTitle: 'Coach manual · Coachly',
    kicker: 'Coach manual',
    title: 'Your coaching site, from first sign-in to first session',
    subtitle:
      'How to create, edit and publish your site on Coachly, and how visitors find you, send you messages and ask for a trial session.',
    languageName: 'English',
    edition: (date) => `${new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(date)} edition`,
    contents: 'Contents',
    contentsIntro: 'Click a chapter to go straight to it. The numbers on the right are page numbers.',
    chapter: 'Chapter',
    figure: 'Figure',
    tip: 'Tip',
    note: 'Note',
    footer: 'Coachly · Coach manual',
  },
  parts: { visitors: 'For visitors', coaches: 'For coaches', help: 'Help' },
  sample: {
    wizard: {
      name: 'Marina Alves Prado',
      email: 'marina@example.com',
      phone: '+55 11 98765-4321',
      actingAreas: ['Carreira', 'Life'],
      formations: [
        { course: 'Executive Coaching', school: 'Coachly Institute', year: 2021 },
        { course: 'Positive Psychology', school: 'University of São Paulo', year: 2016 },
      ],
      answer1: 'Because I believe in every person’s potential and I love watching people grow at work.',
      answer2: 'A clear career path, decisions made with confidence and teams that talk to each other better.',
      answer3: 'Twelve years leading teams at technology companies before I turned to coaching full time.',
    },
  },
  chapters: [
    {
      id: 'welcome',
      title: 'Welcome to Coachly',
      lead: 'Coachly brings certified coaches together with people looking for one. This manual shows, step by step, how visitors find you and how you create, edit and publish your site.',
      blocks: [
        h2('What Coachly is'),
        p(
          'On Coachly, every coach has a site of their own, built from a template, with their photo, story, curriculum, videos, testimonials and a picture gallery. Visitors search for coaches by name, place, expertise and category, read the blog, send messages and ask for a free trial session, all without an account.',
        ),
        p(
          'Coaches sign in with their account, build their profile with a wizard that writes their biography with artificial intelligence, and edit their site right on the page, seeing the result as they work.',
        ),
        figure('home', 'The home page: an introduction to Coachly and, just below, the coach search.'),
        h2('Languages'),
        p(
          `All of Coachly works in Portuguese, English and Spanish. Choose the language in the selector next to the globe at the top of the page; this browser remembers your choice. A link can choose the language too: add ?lang=en or ?lang=es to the address. This manual comes in all three languages, and the ${b('Central de Ajuda')} offers the one in the page’s language.`,
        ),
        h2('How this manual is organised'),
        list(
          '**For visitors** (chapters 2 to 5): finding a coach, the coach’s site, messages and trial sessions, and the blog.',
          '**For coaches** (chapters 6 to 14): signing in, the wizard and the AI biography, edit mode, the site’s content, appearance, settings, publishing and answering visitors.',
          '**Help** (chapter 15): the Help Center, the limits of each kind of content and frequently asked questions.',
        ),
        note(
          'The screens in this manual were captured on Coachly itself, with its demonstration data. In your account the texts and photos are yours, but the buttons and windows are the same.',
        ),
      ],
    },
    {
      id: 'find',
      part: 'visitors',
      title: 'Finding a coach',
      lead: 'The search is on the home page and on the coaches list. Combine the filters to find someone who works on what you are looking for.',
      blocks: [
        h2('Searching'),
        p(
          `On the home page, the ${b('Encontre seu coach')} button takes you to the search form; the ${b('Coaches')} menu at the top opens the full list. Fill in only the fields you want (none is required) and click ${b('Buscar')}.`,
        ),
        list(
          `${b('Nome do coach')}: the name, or part of it.`,
          `${b('País')}, ${b('Estado')} and ${b('Cidade')}: choose the country first; depending on the country, Coachly then offers its states and cities, or only its cities. Changing the country clears the state and the city, and changing the state clears the city.`,
          `${b('Especialidades')}: one or more areas, such as Career, Leadership or Emotional.`,
          `${b('Categorias')}: Coach, Select and Trainer; tick more than one if you like.`,
        ),
        figure('search', 'The coaches list: the filters at the top and the results, ordered by coaching hours.'),
        h2('The results'),
        p(
          `Coaches are listed by coaching hours, ten to a page. ${b('Próxima')} and ${b('Anterior')} move between pages, and when you scroll to the end the list loads the next results until all are shown. Each card shows the coach’s photo, name, rating and expertises; the ${b('Sessão experimental grátis')} badge marks coaches who offer a first session at no cost. Click a card to open the coach’s site.`,
        ),
        tip('No results? Remove one filter at a time, starting with the city, to widen the search.'),
        p(
          'The home page also shows featured coaches with the platform’s figures, the areas of transformation, the categories and the latest blog posts.',
        ),
      ],
    },
    {
      id: 'site',
      part: 'visitors',
      title: 'The coach’s site',
      lead: 'Every coach has an address of their own on Coachly, such as coachly.com.br/ana-souza. The site gathers what you need to get to know a coach before you get in touch.',
      blocks: [
        figure(
          'site',
          'The top of a coach’s site: name, areas of expertise, main phrase and the invitation to a free session.',
        ),
        h2('The sections'),
        list(
          `${b('Sobre mim')}: the coach’s introduction, in the first person.`,
          `${b('Currículo')}: education and experience, with the figures for coaching hours, courses and lecture hours.`,
          `${b('Vídeos')}: click a video to watch it without leaving the site.`,
          `${b('Depoimentos')}: what clients say, with each one’s name and occupation.`,
          `${b('Galeria')}: click a picture to enlarge it and browse the others.`,
          `${b('Contato')} or ${b('Solicite sua sessão experimental')}: to get in touch with the coach (chapter 4).`,
        ),
        h2('Getting around'),
        p(
          'Depending on the template the coach chose, the site has a navigation bar at the top or shows its sections one after another. The menu lists only the sections the coach has filled in and left visible; on a phone it folds into a menu button. The top of the site also shows the coach’s phone number, social networks and the language selector.',
        ),
        note(
          'When you change the language, Coachly’s own texts change (menus, buttons, section titles and the areas of expertise). The coach’s texts change too when the coach has a version in that language; otherwise they appear as the coach wrote them.',
        ),
      ],
    },
    {
      id: 'reach',
      part: 'visitors',
      title: 'Messages and trial sessions',
      lead: 'From a coach’s site you can send a message or ask for a free trial session, without creating an account.',
      blocks: [
        h2('Asking for a trial session'),
        beside(
          {
            shot: 'session-request',
            caption:
              'The trial session request: the days, times of day and session types come from the coach’s schedule.',
            width: 78,
          },
          steps(
            `On the coach’s site, click ${b('Agende uma sessão gratuita')} at the top, then ${b('Agendar sessão experimental')}.`,
            `Enter your ${b('Nome')} and ${b('E-mail')}, which are required, and your ${b('Telefone')} if you like.`,
            `Choose the ${b('Dia')} from the days the coach works, then the ${b('Período')} (morning, afternoon or evening) and the ${b('Tipo de sessão')} (online or in person).`,
            `Click ${b('Solicitar sessão')}. The message ${b('Solicitação feita com sucesso!')} confirms it was sent.`,
            'Open the e-mail you received and click the confirmation link to complete the booking.',
          ),
        ),
        p(
          `The confirmation link works once. Opening it shows the ${b('Obrigado! Permissão concedida.')} page, which confirms the request; if it is opened again, the page says the link has already been used.`,
        ),
        h2('Sending a message'),
        p(
          `In the same window, the ${b('Contato')} tab (or the ${b('Enviar uma mensagem')} button) opens the message form. ${b('Nome')}, ${b('E-mail')}, ${b('Assunto')} and ${b('Mensagem')} are required; ${b('Cidade')} and ${b('Telefone')} are optional. A message can be up to 1,000 characters long, and a counter shows how many are left. When the coach does not offer trial sessions, the form appears directly in the site’s ${b('Contato')} section.`,
        ),
        tip(
          'If sending fails, what you typed stays in the form: check your connection and try again. If you close the window with the form filled in, Coachly asks before discarding it.',
        ),
      ],
    },
    {
      id: 'blog',
      part: 'visitors',
      title: 'The blog',
      lead: 'The Coachly blog has articles on careers, leadership, relationships and well-being, written by certified coaches.',
      blocks: [
        figure('blog', 'The blog: search, categories and the featured posts.'),
        list(
          `${b('Pesquisar postagens')} searches the posts for words.`,
          `The categories just below filter the posts; ${b('Todos')} goes back to the full list.`,
          'Without a search, the four most recent posts are featured at the top; below them, the list goes on as you scroll.',
          `Each post shows its author, category and date; at the end, ${b('Veja também')} suggests more reading.`,
        ),
        tip('The latest posts also appear on the home page, just before the contact section.'),
      ],
    },
    {
      id: 'sign-in',
      part: 'coaches',
      title: 'Signing in to Coachly',
      lead: 'You sign in with your coach account. The first time, a wizard helps you build your profile; after that, you go straight to editing your site.',
      blocks: [
        beside(
          { shot: 'login', caption: 'Signing in with a username and password.', width: 62 },
          steps(
            `Click ${b('Sou coach')} at the top right of any page.`,
            `On the sign-in page, enter the username (or e-mail) and password of your coach account and click ${b('Entrar')}.`,
            'The first time, you arrive at the welcome page of the setup wizard (chapter 7). On later visits, your site opens for editing (chapter 9).',
          ),
        ),
        p(
          `Once you are signed in, the ${b('Sou coach')} button becomes a menu with your name: ${b('Meu site')} takes you to editing your site, and ${b('Sair')} ends the session.`,
        ),
        tip(
          `On a shared computer, always use ${b('Sair')} when you finish: Coachly removes your access and the wizard’s saved answers from this browser.`,
        ),
        note(
          'If your access expires while you work, Coachly renews it on its own and repeats what you were doing. If you need to sign in again, it tells you.',
        ),
      ],
    },
    {
      id: 'wizard',
      part: 'coaches',
      title: 'The setup wizard',
      lead: 'In four short steps, the wizard gathers what your profile needs and writes a first biography. You can change all of it later, when editing your site.',
      blocks: [
        figure('wizard-intro', `The wizard’s welcome page: the four steps and the ${b('Começar')} button.`, 130),
        h2('The four steps'),
        steps(
          `${b('Dados pessoais')}: ${b('Nome completo')}, ${b('E-mail')} and ${b('Telefone')}, with the area code (the country code is filled in for you). Your account’s name and e-mail are already filled in; change them if you like.`,
          `${b('Formação')}: choose up to three ${b('Áreas de atuação')} (${areas}) and enter 1 to 10 courses, each with its ${b('Curso')}, ${b('Instituição')} and ${b('Ano de conclusão')}. ${b('Adicionar formação')} adds one more.`,
          `${b('Perguntas')}: answer in your own words why you chose to be a coach, what results you help your clients achieve and what your experience is.`,
          `${b('Descrição')}: the AI writes your biography from your answers, and you choose your site’s address (chapter 8).`,
        ),
        figure('wizard-formation', `The ${b('Formação')} step: areas of expertise and courses.`),
        h2('Moving between steps'),
        p(
          `${b('Próximo')} moves on when the step is complete; if something is missing, the field is highlighted with an explanation. The numbered circles at the top take you back to any step you have done, and ${b('Voltar')} returns to the previous one. Fields marked with * are required.`,
        ),
        tip('Your answers are kept in this browser while you fill them in: if the page reloads, nothing is lost.'),
      ],
    },
    {
      id: 'biography',
      part: 'coaches',
      title: 'The AI biography',
      lead: 'In the wizard’s last step, the AI writes your description in the first person from your answers. You pick the version that suits you best and adjust the text as you like.',
      blocks: [
        figure(
          'wizard-description',
          `The ${b('Descrição')} step: the generated version, the arrows between versions and the rewrite and proofreading buttons.`,
        ),
        h2('The versions'),
        list(
          'The first version is written as soon as you reach the step: three paragraphs of up to 120 words.',
          `${b('Reescrever')} asks for a new version. The second is shorter, with two paragraphs and up to 100 words; the third arranges the text as introduction, goals and experience, in up to 120 words.`,
          `There are three versions at most. The ${b('Versão anterior')} and ${b('Próxima versão')} arrows move between them, and the one on screen when you finish is the one that counts.`,
        ),
        h2('Proofreading and finishing'),
        p(
          `Edit the text right in the ${b('Sua descrição')} box, which takes up to 475 characters. ${b('Revisar texto')} asks the AI to correct spelling, grammar and punctuation without changing the meaning or the tone.`,
        ),
        beside(
          { shot: 'wizard-address', caption: 'The site address, in the Description step.', width: 84 },
          p(
            `Just below, under ${b('Onde os coachees vão encontrar você')}, choose the ${b('Endereço do site')}: only letters, numbers, _ and -. Coachly checks that it is free, as in the settings (chapter 12), where you can change it later.`,
          ),
        ),
        p(
          `Click ${b('Concluir')} to save. Coachly creates your site from the wizard’s data, at the address you chose, and opens it for editing, with the description in ${b('Sobre mim')}. If the address is taken, the message shows next to the field so that you can choose another.`,
        ),
        tip(
          'The AI writes in the language you are using Coachly in. For a biography in Portuguese or Spanish, switch the language before you reach the Description step.',
        ),
      ],
    },
    {
      id: 'edit-mode',
      part: 'coaches',
      title: 'Edit mode',
      lead: 'You edit your site on the page itself and see the result as visitors will. The tools are in the edit panel on the right.',
      blocks: [
        figure('edit', 'Editing the site: the panel on the right and the pencils on what can be edited.'),
        h2('The edit panel'),
        p(
          `At the top of the panel, a badge shows whether the site is ${b('Publicado')} or a ${b('Rascunho')}, and just below it you see ${b('Tudo salvo')} or ${b('Há alterações não salvas')}. The buttons, from top to bottom:`,
        ),
        list(
          `${b('Salvar')} stores what has not been saved yet; it is greyed out when everything is saved.`,
          `${b('Publicar')} or ${b('Despublicar')} puts the site online or takes it offline (chapter 13).`,
          `${b('Textos')}, ${b('Foto')}, ${b('Galeria')}, ${b('Vídeos')} and ${b('Depoimentos')} open the content editors (chapter 10).`,
          `${b('Aparência')} and ${b('Fundo')} change the template, the colour and the background image (chapter 11).`,
          `${b('Configurações')} holds the site address, the location, the profile options and the social networks (chapter 12).`,
          `${b('Ver como visitante')} hides the tools so that you can check the result; ${b('Voltar à edição')} brings them back.`,
          `${b('Ver site')} opens the published site in another tab, and ${b('Sair')} ends the session.`,
        ),
        h2('Editing on the page'),
        p(
          `The yellow pencils next to the name, the main phrase, the ${b('Sobre mim')} text, the curriculum, the figures and the photo open the editor for that content. ${b('Trocar imagem de fundo')}, in the corner of the top area, opens the choice of background image.`,
        ),
        figure(
          'section-switch',
          'A section’s bar: its state for visitors, the shortcut to its editor and the show or hide switch.',
        ),
        h2('Showing and hiding sections'),
        p(
          `Each section has a bar with its state (${b('Visível para visitantes')}, ${b('Oculta para visitantes')} or still empty), a shortcut to its editor and a switch to show or hide it. A hidden section stays in edit mode for you, and visitors no longer see it. Empty sections appear to visitors only once they have content.`,
        ),
        h2('Saving and drafts'),
        p(
          `Each editor has its own ${b('Salvar')} button, and what you save goes straight to the site. If saving cannot finish, for example without internet, the ${b('Você tem alterações não salvas.')} bar offers ${b('Salvar alterações')} or ${b('Descartar')}, and Coachly tries again when the connection returns. Unsaved changes are also kept in this browser: when you come back to editing, ${b('Recuperar alterações')} brings them back.`,
        ),
        p(
          `If you try to leave edit mode with something unsaved, Coachly asks first (${b('Sair sem salvar')}). And if the site is changed in another tab or on another device while you edit, nothing is overwritten: the ${b('Alterado em outra aba')} window shows both versions so that you can choose which one stays.`,
        ),
        beside(
          { shot: 'phone-actions', caption: 'On a phone, the panel’s actions open from the round button.', width: 58 },
          h2('On a phone'),
          p(
            `On small screens, the panel becomes a round yellow button at the bottom right. Tap it to see the same actions as in the panel; next to it, ${b('Tudo salvo')} shows whether anything is still unsaved.`,
          ),
          p('The pencils and the section bars work just as they do on a computer.'),
        ),
      ],
    },
    {
      id: 'content',
      part: 'coaches',
      title: 'Texts, photo, gallery, videos and testimonials',
      lead: 'Your site’s content is edited piece by piece, each in its own editor. The size limits keep the site looking good on any screen.',
      blocks: [
        h2('Texts'),
        beside(
          { shot: 'texts', caption: `The ${b('Textos do site')} list.`, width: 58 },
          p(
            `${b('Textos')} opens the ${b('Textos do site')} list. Choose an item, edit it and click ${b('Salvar')}: the text changes on the site straight away.`,
          ),
          p(
            'Each editor shows how many characters you have used and the limit, and warns you when the text reaches it.',
          ),
        ),
        figure('about-me', `The ${b('Sobre mim')} editor, with its character counter.`, 130),
        table(
          ['Text', 'What it is', 'Limit'],
          [
            b('Nome e e-mail'),
            'First and last name, as shown on the site, and the e-mail address that receives messages and session requests',
            '25 characters per name',
          ],
          [b('Telefone'), 'The number shown at the top of the site, with its country code', '—'],
          [
            b('Frase principal'),
            'The highlighted phrase at the top of the site, with its author',
            '107 and 35 characters',
          ],
          [b('Sobre mim'), 'Your introduction; leave a blank line between paragraphs', '475 characters'],
          [b('Áreas de atuação'), 'The expertises shown on the site and used by the search', '3 areas'],
          [b('Currículo'), 'Education, experience and certifications, one item per line', '1,090 characters'],
          [
            b('Números'),
            `${L('Horas de coaching')}, ${L('Cursos na Coachly')} and ${L('Horas de palestras')}, each with a ${b('Mostrar no site')} option`,
            'whole numbers',
          ],
        ),
        h2('Photo'),
        p(
          `${b('Foto')} opens ${b('Trocar foto')}. Click ${b('Escolher foto')} and pick a JPEG, PNG or WebP image of up to 15 MB; a well-lit photo of your face works best. Drag the photo (or use the arrow keys) to place the square crop, adjust the ${b('Zoom')} and click ${b('Salvar foto')}. The photo is reduced to 600 × 600 pixels.`,
        ),
        h2('Gallery'),
        figure('gallery', 'The gallery: each picture with its caption and the edit and delete buttons.'),
        p(
          `${b('Galeria')} shows your pictures and how many there are, up to 24. ${b('Adicionar imagem')} uploads a new one, with an optional caption; each picture is reduced to at most 1280 × 720 pixels. The pencil changes the caption or replaces the picture, and the bin deletes it after you confirm. On the site, visitors click a picture to enlarge it.`,
        ),
        h2('Videos'),
        p(
          `${b('Vídeos')} takes up to 16 videos from YouTube or Vimeo. In ${b('Adicionar vídeo')}, paste the video’s address into ${b('Link do vídeo')}: Coachly looks up its title for the caption, which you can change. Addresses from other sites are refused with ${b('Url inválida')}, and a video already in the list is not added twice.`,
        ),
        h2('Testimonials'),
        p(
          `${b('Depoimentos')} keeps up to 6 testimonials from clients. In ${b('Adicionar depoimento')}, fill in ${b('Autor')}, ${b('Ocupação')} and ${b('Depoimento')} (up to 300 characters). Each testimonial can be edited or deleted later.`,
        ),
      ],
    },
    {
      id: 'appearance',
      part: 'coaches',
      title: 'Appearance and background image',
      lead: 'The template sets the site’s design; the theme colour and the background image add your touch. Changes show on the site while you choose.',
      blocks: [
        figure('appearance', `The ${b('Aparência')} panel: the seven templates, each with its preview.`),
        h2('Template and colour'),
        p(
          `${b('Aparência')} opens a panel beside the site. Templates 1 to 4 have ${b('Seções empilhadas')}: each section spans the page, one after the other. Templates 5 to 7 come ${b('Com barra de navegação')}: a menu at the top lists the sections and becomes a menu button on phones.`,
        ),
        p(
          `Under ${b('Cor do tema')}, choose one of the suggested colours or, under ${b('Outra cor')}, any colour in #RRGGBB form. The site changes as you choose; ${b('Salvar')} confirms and ${b('Cancelar')} goes back to what it was.`,
        ),
        figure(
          'background',
          `The ${b('Imagem de fundo')} panel: pictures by category, each with a computer and a phone version.`,
          140,
        ),
        h2('Background image'),
        p(
          `${b('Fundo')} in the panel, or ${b('Trocar imagem de fundo')} at the top of the site, opens the background images, grouped in categories such as Nature and Abstract. Each picture has a version for computers and one for phones, and the site uses the right one on each screen. ${b('Sem imagem de fundo')} removes the picture. Click ${b('Salvar')} to confirm.`,
        ),
      ],
    },
    {
      id: 'settings',
      part: 'coaches',
      title: 'Settings and site address',
      lead: 'Settings hold your site address, your location, the template, the profile options and your social networks. Everything you change is saved at once with the Save button.',
      blocks: [
        figure(
          'settings',
          `${b('Configurações')}, ${b('Geral')} tab: address, location, appearance and profile options.`,
        ),
        h2('Site address'),
        p(
          `The ${b('Endereço do site')} is the end of your site’s link, as in coachly.com.br/ana-souza. Use only letters, numbers, _ and -; other characters are removed as you type. Coachly checks that the address is free and shows ${b('Endereço disponível.')} or asks for another. Once you save a new address, the old one stops working: update any links you have already shared.`,
        ),
        h2('Location'),
        p(
          `Choose ${b('País')}, ${b('Estado')} and ${b('Cidade')}: visitors find you in the search by them. Depending on the country, Coachly offers states and cities, or only cities.`,
        ),
        h2('Appearance and profile options'),
        list(
          `${b('Modelo do site')} and ${b('Cor do tema')}: the same as in the ${b('Aparência')} panel.`,
          `${b('Oferecer sessão experimental gratuita')}: when on, your site shows the trial session request section instead of the contact form, and your card in the search gets the free session badge.`,
          `${b('Categoria Select')} and ${b('Categoria Master Trainer')}: tick the categories you hold; the search’s ${b('Categorias')} filter uses them.`,
        ),
        h2('Social networks'),
        beside(
          { shot: 'social', caption: `The ${b('Redes sociais')} tab.`, width: 84 },
          p(
            `In the ${b('Redes sociais')} tab, enter Instagram, Facebook, YouTube, Twitter / X, LinkedIn and WhatsApp. Paste your profile’s address or just your username: Coachly turns it into each network’s official address and shows how it will be saved. For WhatsApp, enter your phone number.`,
          ),
          p('The site shows the icons of the networks you fill in.'),
        ),
        p(
          `Click ${b('Salvar')} to save both tabs. If the new site address is refused, the window stays open with what you typed so that you can try another.`,
        ),
      ],
    },
    {
      id: 'publish',
      part: 'coaches',
      title: 'Publishing and unpublishing',
      lead: 'Until you publish it, your site is a draft only you can see. Publishing puts it online and in the coach search.',
      blocks: [
        h2('Publishing'),
        steps(
          `Check the site with ${b('Ver como visitante')}.`,
          `Click ${b('Publicar')} in the edit panel.`,
          `The message ${b('Site publicado. Os visitantes já podem vê-lo.')} confirms it, and the badge changes to ${b('Publicado')}.`,
        ),
        row(
          { shot: 'draft', caption: `Before: the ${b('Rascunho')} badge and the ${b('Publicar')} button.` },
          { shot: 'published', caption: `After: the confirmation and the ${b('Publicado')} badge.` },
        ),
        p(
          `From then on, the site appears in the coach search and anyone can open it at its address; ${b('Ver site')} opens it in another tab. Whatever you save later goes live straight away.`,
        ),
        h2('Unpublishing'),
        beside(
          { shot: 'unpublish', caption: 'The confirmation before taking the site offline.', width: 78 },
          p(
            `${b('Despublicar')} asks for confirmation (${b('Despublicar o site?')}) and takes the site offline: it leaves the search, and anyone opening its address sees the not-found page.`,
          ),
          p('Nothing is deleted: texts, photos and settings stay saved for when you publish again.'),
        ),
        note(
          `If you open your site’s address while it is not published, signed in on this browser, Coachly tells you: ${b('Este é o seu site. Ele não está publicado, por isso os visitantes veem esta página.')} The ${b('Publicar na edição')} button takes you to the panel.`,
        ),
      ],
    },
    {
      id: 'messages',
      part: 'coaches',
      title: 'Contact messages and trial sessions',
      lead: 'Visitors reach you through your site, without an account. Messages and session requests arrive at your profile’s e-mail address.',
      blocks: [
        h2('Where they arrive'),
        p(
          `Visitors write through your site’s contact form or ask for a trial session (chapter 4). Everything goes to the e-mail address in ${b('Textos')} › ${b('Nome e e-mail')}; the field itself says so: ${b('Usado para receber mensagens e pedidos de sessão.')} Keep that address up to date.`,
        ),
        h2('Trial session or contact form'),
        list(
          `With ${b('Oferecer sessão experimental gratuita')} on, in ${b('Configurações')}, your site shows the ${b('Solicite sua sessão experimental')} section, with the ${b('Agendar sessão experimental')} and ${b('Enviar uma mensagem')} buttons, and the button at the top invites visitors to ${b('Agende uma sessão gratuita')}.`,
          `With the option off, your site shows the ${b('Contato')} section with the message form, and the button at the top becomes ${b('Fale comigo')}.`,
        ),
        h2('How a session request works'),
        steps(
          'The visitor chooses a day, a time of day and a session type (online or in person) from the working hours in your Coachly schedule.',
          'They receive an e-mail with a confirmation link; the request counts only once they confirm it.',
          'Once the request is confirmed, arrange the session with the visitor by the e-mail address or phone number they gave.',
        ),
        note(
          `The days and times offered come from the working hours of your coach account. With no hours registered, the form says: ${b('Este coach ainda não publicou horários para sessões experimentais.')} The session types follow how you work: online, in person or both.`,
        ),
        tip('Answer quickly: someone asking for a trial session is deciding whom to start with.'),
      ],
    },
    {
      id: 'help',
      part: 'help',
      title: 'Help and frequently asked questions',
      lead: 'The Help Center brings together the video tutorial, this manual and a summary of it to read on the page itself.',
      blocks: [
        figure('help', `The ${b('Central de Ajuda')}.`, 120),
        p(
          `Open the ${b('Central de Ajuda')} from the ${b('Ajuda')} menu at the top, or from the footer of any page. ${b('Assistir ao vídeo tutorial')} shows how to build your site; the download button saves this manual in the page’s language, to read even offline; and the reader below sums up each chapter.`,
        ),
        h2('Limits'),
        table(
          ['Content', 'Limit'],
          ['First and last name', '25 characters each'],
          ['Main phrase and author', '107 and 35 characters'],
          ['About me', '475 characters'],
          ['Curriculum', '1,090 characters'],
          ['Areas of expertise', '3'],
          ['Photo', 'JPEG, PNG or WebP, up to 15 MB; square crop, 600 × 600 pixels'],
          ['Gallery', '24 pictures, reduced to at most 1280 × 720 pixels'],
          ['Videos', '16, from YouTube or Vimeo'],
          ['Testimonials', '6, of up to 300 characters each'],
          ['Biography versions in the wizard', '3'],
          ['Contact message (visitors)', '1,000 characters'],
        ),
        h2('Frequently asked questions'),
        faq(
          [
            'The address I want is not available.',
            'Another coach already uses it. Try a variation with your surname, your city or a hyphen, such as ana-souza-coach.',
          ],
          [
            'My video is not accepted.',
            `Only YouTube and Vimeo videos are accepted. Copy the address from the video’s page and paste all of it into ${b('Link do vídeo')}.`,
          ],
          [
            'A section does not appear on my site.',
            'Empty or hidden sections do not appear to visitors. In edit mode, the section’s bar tells you whether it is hidden or still empty.',
          ],
          [
            'My site does not appear in the search.',
            `Check that it is ${b('Publicado')} and that your location and areas of expertise are filled in: visitors filter by them.`,
          ],
          [
            'I lost my connection while editing.',
            `Unsaved changes are kept in this browser, and Coachly tries to save them when the connection returns. If you closed the page, use ${b('Recuperar alterações')} when you come back to editing.`,
          ],
          [
            'I want to change the biography I chose in the wizard.',
            `Edit it whenever you like in ${b('Textos')} › ${b('Sobre mim')}.`,
          ],
          [
            'How do I change Coachly’s language?',
            'With the language selector at the top of any page: Portuguese, English or Spanish.',
          ],
        ),
      ],
    },
  ],
};
