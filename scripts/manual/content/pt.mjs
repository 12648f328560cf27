// The coach manual in Portuguese. Labels of the interface come from the app's catalogs through
// `b('…')` (bold, checked to exist), so the manual names each button as the app shows it.
import { beside, faq, figure, h2, list, note, p, row, steps, table, tip } from '../blocks.mjs';
import { uiText } from '../ui-text.mjs';

const L = uiText('pt');
const b = (text) => `**${L(text)}**`;
/** The wizard's acting areas (machines/lib/wizard-validation.ts), as the app names them. */
const AREAS = ['Life', 'Família', 'Carreira', 'Saúde', 'Finanças', 'Business', 'Esportes'].map(L);
const areas = `${AREAS.slice(0, -1).join(', ')} ou ${AREAS.at(-1)}`;

export default {
  lang: 'pt',
  htmlLang: 'pt-BR',
  strings: {
    documentTitle: 'Manual do coach · Coachly',
    kicker: 'Manual do coach',
    title: 'Seu site de coach, do primeiro acesso à primeira sessão',
    subtitle:
      'Como criar, editar e publicar o seu site na Coachly, e como os visitantes encontram você, mandam mensagens e pedem uma sessão experimental.',
    languageName: 'Português',
    edition: (date) => `Edição de ${new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' }).format(date)}`,
    contents: 'Sumário',
    contentsIntro: 'Clique em um capítulo para ir direto a ele. Os números à direita são as páginas.',
    chapter: 'Capítulo',
    figure: 'Figura',
    tip: 'Dica',
    note: 'Importante',
    footer: 'Coachly · Manual do coach',
  },
  parts: { visitors: 'Para visitantes', coaches: 'Para coaches', help: 'Ajuda' },
  // The demo coach's texts and the wizard's answers in this language, for the screenshots.
  sample: {
    wizard: {
      name: 'Marina Alves Prado',
      email: 'marina@example.com',
      phone: '+55 11 98765-4321',
      actingAreas: ['Carreira', 'Life'],
      formations: [
        { course: 'Coaching Executivo', school: 'Instituto Coachly', year: 2021 },
        { course: 'Psicologia Positiva', school: 'Universidade de São Paulo', year: 2016 },
      ],
      answer1: 'Porque acredito no potencial de cada pessoa e gosto de ver gente crescendo no trabalho.',
      answer2: 'Clareza de carreira, decisões tomadas com confiança e equipes que conversam melhor.',
      answer3: 'Doze anos liderando equipes em empresas de tecnologia, antes de me dedicar ao coaching.',
    },
  },
  chapters: [
    {
      id: 'welcome',
      title: 'Boas-vindas à Coachly',
      lead: 'A Coachly reúne coaches certificados e pessoas que procuram um coach. Este manual mostra, passo a passo, como os visitantes encontram você e como você cria, edita e publica o seu site.',
      blocks: [
        h2('O que é a Coachly'),
        p(
          'Na Coachly, cada coach tem um site próprio, feito a partir de um modelo, com a sua foto, a sua história, o seu currículo, vídeos, depoimentos e uma galeria de imagens. Os visitantes buscam coaches por nome, local, especialidade e categoria, leem o blog, mandam mensagens e pedem uma sessão experimental gratuita, tudo sem precisar de conta.',
        ),
        p(
          'Os coaches entram com a sua conta, montam o perfil com um assistente que escreve a biografia com inteligência artificial e editam o site na própria página, vendo o resultado enquanto trabalham.',
        ),
        figure('home', 'A página inicial: a apresentação da Coachly e, logo abaixo, a busca de coaches.'),
        h2('Idiomas'),
        p(
          `Toda a Coachly funciona em português, inglês e espanhol. Escolha o idioma no seletor ao lado do globo, no topo da página; a escolha fica guardada neste navegador. Um link também pode escolher o idioma: basta acrescentar ?lang=en ou ?lang=es ao endereço. Este manual existe nos três idiomas, e a ${b('Central de Ajuda')} oferece o do idioma da página.`,
        ),
        h2('Como este manual está organizado'),
        list(
          '**Para visitantes** (capítulos 2 a 5): encontrar um coach, o site do coach, mensagens e sessões experimentais, e o blog.',
          '**Para coaches** (capítulos 6 a 14): entrar, o assistente e a biografia com IA, o modo de edição, o conteúdo do site, a aparência, as configurações, a publicação e o atendimento aos contatos.',
          '**Ajuda** (capítulo 15): a Central de Ajuda, os limites de cada conteúdo e as perguntas frequentes.',
        ),
        note(
          'As telas deste manual foram capturadas na própria Coachly, com os dados de demonstração. Na sua conta os textos e as fotos são os seus, mas os botões e as janelas são os mesmos.',
        ),
      ],
    },
    {
      id: 'find',
      part: 'visitors',
      title: 'Encontrar um coach',
      lead: 'A busca fica na página inicial e na lista de coaches. Combine os filtros para chegar a quem atende o que você procura.',
      blocks: [
        h2('Buscar'),
        p(
          `Na página inicial, o botão ${b('Encontre seu coach')} leva ao formulário de busca; o menu ${b('Coaches')}, no topo, abre a lista completa. Preencha só os campos que quiser (nenhum é obrigatório) e clique em ${b('Buscar')}.`,
        ),
        list(
          `${b('Nome do coach')}: o nome ou parte dele.`,
          `${b('País')}, ${b('Estado')} e ${b('Cidade')}: escolha o país primeiro; conforme o país, a Coachly libera os estados e as cidades, ou só as cidades. Trocar o país limpa estado e cidade, e trocar o estado limpa a cidade.`,
          `${b('Especialidades')}: uma ou mais áreas, como Carreira, Liderança ou Emocional.`,
          `${b('Categorias')}: Coach, Select e Trainer; marque mais de uma se quiser.`,
        ),
        figure('search', 'A lista de coaches: os filtros no alto e os resultados, ordenados por horas de coaching.'),
        h2('Os resultados'),
        p(
          `Os coaches aparecem ordenados por horas de coaching, dez por página. ${b('Próxima')} e ${b('Anterior')} passam de uma página para outra, e ao rolar até o fim a lista carrega os próximos resultados, até mostrar todos. Cada cartão traz a foto, o nome, a avaliação e as especialidades do coach; o selo ${b('Sessão experimental grátis')} mostra quem oferece uma primeira sessão sem custo. Clique no cartão para abrir o site do coach.`,
        ),
        tip('Nenhum resultado? Tire um filtro de cada vez, começando pela cidade, para ampliar a busca.'),
        p(
          'A página inicial também mostra coaches em destaque, com os números da plataforma, as áreas de transformação, as categorias e os últimos artigos do blog.',
        ),
      ],
    },
    {
      id: 'site',
      part: 'visitors',
      title: 'O site do coach',
      lead: 'Cada coach tem um endereço próprio na Coachly, como coachly.com.br/ana-souza. O site reúne o que você precisa para conhecer o coach antes de falar com ele.',
      blocks: [
        figure(
          'site',
          'O topo do site de um coach: nome, áreas de atuação, frase principal e o convite para uma sessão gratuita.',
        ),
        h2('As seções'),
        list(
          `${b('Sobre mim')}: a apresentação do coach, em primeira pessoa.`,
          `${b('Currículo')}: formação e experiência, com os números de horas de coaching, cursos e horas de palestras.`,
          `${b('Vídeos')}: clique em um vídeo para assisti-lo sem sair do site.`,
          `${b('Depoimentos')}: o que dizem os clientes, com o nome e a ocupação de cada um.`,
          `${b('Galeria')}: clique em uma imagem para ampliá-la e passar pelas demais.`,
          `${b('Contato')} ou ${b('Solicite sua sessão experimental')}: para falar com o coach (capítulo 4).`,
        ),
        h2('Navegar'),
        p(
          'Conforme o modelo escolhido pelo coach, o site tem uma barra de navegação no topo ou mostra as seções em sequência, uma abaixo da outra. O menu lista só as seções que o coach preencheu e deixou visíveis; no celular, ele se recolhe em um botão de menu. O topo mostra também o telefone do coach, as redes sociais e o seletor de idioma.',
        ),
        note(
          'Ao trocar o idioma, mudam os textos da Coachly (menus, botões, títulos das seções e as áreas de atuação). Os textos do coach também mudam quando ele tem uma versão naquele idioma; senão, aparecem como ele os escreveu.',
        ),
      ],
    },
    {
      id: 'reach',
      part: 'visitors',
      title: 'Mensagens e sessão experimental',
      lead: 'Pelo site do coach você manda uma mensagem ou pede uma sessão experimental gratuita, sem criar conta.',
      blocks: [
        h2('Pedir uma sessão experimental'),
        beside(
          {
            shot: 'session-request',
            caption:
              'O pedido de sessão experimental: os dias, os períodos e os tipos de sessão são os da agenda do coach.',
            width: 78,
          },
          steps(
            `No site do coach, clique em ${b('Agende uma sessão gratuita')}, no topo, e depois em ${b('Agendar sessão experimental')}.`,
            `Informe ${b('Nome')} e ${b('E-mail')}, que são obrigatórios, e, se quiser, o ${b('Telefone')}.`,
            `Escolha o ${b('Dia')} entre os dias em que o coach atende, depois o ${b('Período')} (manhã, tarde ou noite) e o ${b('Tipo de sessão')} (online ou presencial).`,
            `Clique em ${b('Solicitar sessão')}. O aviso ${b('Solicitação feita com sucesso!')} confirma o envio.`,
            'Abra o e-mail que você recebeu e clique no link de confirmação para finalizar o agendamento.',
          ),
        ),
        p(
          `O link de confirmação vale uma vez. Ao abri-lo, a página ${b('Obrigado! Permissão concedida.')} confirma o pedido; se ele for aberto de novo, a página avisa que o link já foi usado.`,
        ),
        h2('Mandar uma mensagem'),
        p(
          `Na mesma janela, a aba ${b('Contato')} (ou o botão ${b('Enviar uma mensagem')}) abre o formulário de mensagem. ${b('Nome')}, ${b('E-mail')}, ${b('Assunto')} e ${b('Mensagem')} são obrigatórios; ${b('Cidade')} e ${b('Telefone')} são opcionais. A mensagem pode ter até 1.000 caracteres, e um contador mostra quantos ainda restam. Quando o coach não oferece sessão experimental, o formulário aparece direto na seção ${b('Contato')} do site.`,
        ),
        tip(
          'Se o envio falhar, os seus dados continuam no formulário: confira a conexão e tente de novo. Se você fechar a janela com dados preenchidos, a Coachly pergunta antes de descartá-los.',
        ),
      ],
    },
    {
      id: 'blog',
      part: 'visitors',
      title: 'O blog',
      lead: 'O blog da Coachly traz artigos sobre carreira, liderança, relacionamentos e bem-estar, escritos por coaches certificados.',
      blocks: [
        figure('blog', 'O blog: a busca, as categorias e os artigos em destaque.'),
        list(
          `${b('Pesquisar postagens')} busca artigos por palavras.`,
          `As categorias, logo abaixo, filtram os artigos; ${b('Todos')} volta à lista completa.`,
          'Sem busca, os quatro artigos mais recentes aparecem em destaque; abaixo deles, a lista continua conforme você rola a página.',
          `Cada artigo mostra o autor, a categoria e a data; no fim, ${b('Veja também')} sugere outras leituras.`,
        ),
        tip('Os últimos artigos também aparecem na página inicial, logo antes do contato.'),
      ],
    },
    {
      id: 'sign-in',
      part: 'coaches',
      title: 'Entrar na Coachly',
      lead: 'Você entra com a sua conta de coach. No primeiro acesso, um assistente ajuda a montar o perfil; nos seguintes, você vai direto para a edição do seu site.',
      blocks: [
        beside(
          { shot: 'login', caption: 'A entrada com usuário e senha.', width: 62 },
          steps(
            `Clique em ${b('Sou coach')}, no canto superior direito de qualquer página.`,
            `Na página de entrada, informe o usuário (ou o e-mail) e a senha da sua conta de coach e clique em ${b('Entrar')}.`,
            'No primeiro acesso, você chega às boas-vindas do assistente de personalização (capítulo 7). Nos acessos seguintes, abre-se a edição do seu site (capítulo 9).',
          ),
        ),
        p(
          `Com a conta aberta, o botão ${b('Sou coach')} dá lugar a um menu com o seu nome: ${b('Meu site')} leva à edição do seu site, e ${b('Sair')} encerra a sessão.`,
        ),
        tip(
          `Em um computador compartilhado, use sempre ${b('Sair')} ao terminar: a Coachly apaga deste navegador o seu acesso e as respostas guardadas do assistente.`,
        ),
        note(
          'Se o acesso expirar enquanto você trabalha, a Coachly o renova sozinha e repete a operação. Se for preciso entrar de novo, ela avisa.',
        ),
      ],
    },
    {
      id: 'wizard',
      part: 'coaches',
      title: 'O assistente de personalização',
      lead: 'Em quatro etapas curtas, o assistente reúne o que o seu perfil precisa e escreve uma primeira biografia. Tudo pode ser mudado depois, na edição do site.',
      blocks: [
        figure('wizard-intro', `As boas-vindas do assistente: as quatro etapas e o botão ${b('Começar')}.`, 130),
        h2('As quatro etapas'),
        steps(
          `${b('Dados pessoais')}: ${b('Nome completo')}, ${b('E-mail')} e ${b('Telefone')}, com DDD (o código do país já vem preenchido). O nome e o e-mail da sua conta já aparecem preenchidos; ajuste-os se quiser.`,
          `${b('Formação')}: escolha até três ${b('Áreas de atuação')} (${areas}) e informe de 1 a 10 formações, cada uma com ${b('Curso')}, ${b('Instituição')} e ${b('Ano de conclusão')}. ${b('Adicionar formação')} abre mais uma.`,
          `${b('Perguntas')}: responda com as suas palavras por que escolheu ser coach, que resultados ajuda os seus clientes a alcançar e qual é a sua experiência.`,
          `${b('Descrição')}: a IA escreve a sua biografia a partir das respostas, e você escolhe o endereço do seu site (capítulo 8).`,
        ),
        figure('wizard-formation', `A etapa ${b('Formação')}: áreas de atuação e cursos.`),
        h2('Andar entre as etapas'),
        p(
          `${b('Próximo')} avança quando a etapa está completa; se faltar algo, o campo é destacado com a explicação. Os círculos numerados, no alto, voltam a qualquer etapa já feita, e ${b('Voltar')} retorna à anterior. Os campos marcados com * são obrigatórios.`,
        ),
        tip(
          'As suas respostas ficam guardadas neste navegador enquanto você preenche: se a página recarregar, nada se perde.',
        ),
      ],
    },
    {
      id: 'biography',
      part: 'coaches',
      title: 'A biografia com inteligência artificial',
      lead: 'Na última etapa do assistente, a IA escreve a sua descrição em primeira pessoa a partir das suas respostas. Você escolhe a versão que mais combina com você e ajusta o texto como quiser.',
      blocks: [
        figure(
          'wizard-description',
          `A etapa ${b('Descrição')}: a versão gerada, as setas entre versões e os botões de reescrita e revisão.`,
        ),
        h2('As versões'),
        list(
          'A primeira versão é escrita assim que você chega à etapa: três parágrafos, com até 120 palavras.',
          `${b('Reescrever')} pede uma nova versão. A segunda é mais curta, com dois parágrafos e até 100 palavras; a terceira organiza o texto em apresentação, objetivos e experiência, com até 120 palavras.`,
          `São no máximo três versões. As setas ${b('Versão anterior')} e ${b('Próxima versão')} passam de uma para outra, e a que estiver na tela ao concluir é a que vale.`,
        ),
        h2('Revisar e concluir'),
        p(
          `Edite o texto na própria caixa ${b('Sua descrição')}, que aceita até 475 caracteres. ${b('Revisar texto')} pede à IA uma revisão de ortografia, gramática e pontuação, sem mudar o sentido nem o tom.`,
        ),
        beside(
          { shot: 'wizard-address', caption: 'O endereço do site, na etapa Descrição.', width: 84 },
          p(
            `Logo abaixo, em ${b('Onde os coachees vão encontrar você')}, escolha o ${b('Endereço do site')}: apenas letras, números, _ e -. A Coachly confere se ele está livre, como nas configurações (capítulo 12), onde você pode trocá-lo depois.`,
          ),
        ),
        p(
          `Clique em ${b('Concluir')} para salvar. A Coachly cria o seu site com os dados do assistente, no endereço escolhido, e abre a edição, onde a descrição aparece em ${b('Sobre mim')}. Se o endereço estiver em uso, o aviso aparece junto do campo para você escolher outro.`,
        ),
        tip(
          'A IA escreve no idioma em que você está usando a Coachly. Para uma biografia em inglês ou em espanhol, troque o idioma antes de chegar à etapa Descrição.',
        ),
      ],
    },
    {
      id: 'edit-mode',
      part: 'coaches',
      title: 'O modo de edição',
      lead: 'Você edita o site na própria página e vê o resultado como os visitantes o verão. As ferramentas ficam no painel de edição, à direita.',
      blocks: [
        figure('edit', 'A edição do site: o painel à direita e os lápis sobre o que se edita.'),
        h2('O painel de edição'),
        p(
          `No alto do painel, um selo mostra se o site está ${b('Publicado')} ou em ${b('Rascunho')}, e logo abaixo aparece ${b('Tudo salvo')} ou ${b('Há alterações não salvas')}. Os botões, de cima para baixo:`,
        ),
        list(
          `${b('Salvar')} grava o que ainda não foi salvo; fica apagado quando está tudo salvo.`,
          `${b('Publicar')} ou ${b('Despublicar')} coloca o site no ar ou o tira do ar (capítulo 13).`,
          `${b('Textos')}, ${b('Foto')}, ${b('Galeria')}, ${b('Vídeos')} e ${b('Depoimentos')} abrem os editores de conteúdo (capítulo 10).`,
          `${b('Aparência')} e ${b('Fundo')} mudam o modelo, a cor e a imagem de fundo (capítulo 11).`,
          `${b('Configurações')} reúne o endereço do site, a localização, as opções do perfil e as redes sociais (capítulo 12).`,
          `${b('Ver como visitante')} esconde as ferramentas para você conferir o resultado; ${b('Voltar à edição')} as traz de volta.`,
          `${b('Ver site')} abre o site publicado em outra aba, e ${b('Sair')} encerra a sessão.`,
        ),
        h2('Editar na página'),
        p(
          `Os lápis amarelos ao lado do nome, da frase principal, do texto ${b('Sobre mim')}, do currículo, dos números e da foto abrem o editor daquele conteúdo. ${b('Trocar imagem de fundo')}, no canto do topo, abre a escolha da imagem de fundo.`,
        ),
        figure(
          'section-switch',
          'A barra de uma seção: o estado para os visitantes, o atalho para o editor e o botão de mostrar ou ocultar.',
        ),
        h2('Mostrar e ocultar seções'),
        p(
          `Cada seção tem uma barra com o seu estado (${b('Visível para visitantes')}, ${b('Oculta para visitantes')} ou ainda sem conteúdo), um atalho para o editor e um botão para mostrá-la ou ocultá-la. Uma seção oculta continua na edição para você, e os visitantes deixam de vê-la. Seções vazias só aparecem para os visitantes quando recebem conteúdo.`,
        ),
        h2('Salvamento e rascunhos'),
        p(
          `Cada editor tem o seu botão ${b('Salvar')}, e o que você salva vai direto para o site. Se uma gravação não se completar, por exemplo sem internet, a barra ${b('Você tem alterações não salvas.')} oferece ${b('Salvar alterações')} ou ${b('Descartar')}, e a Coachly tenta de novo quando a conexão volta. O que não foi salvo também fica guardado neste navegador: ao voltar à edição, ${b('Recuperar alterações')} traz tudo de volta.`,
        ),
        p(
          `Se você tentar sair da edição com algo por salvar, a Coachly pergunta antes (${b('Sair sem salvar')}). E se o site for alterado em outra aba ou em outro aparelho enquanto você edita, nada é sobrescrito: a janela ${b('Alterado em outra aba')} mostra as duas versões para você escolher qual fica.`,
        ),
        beside(
          { shot: 'phone-actions', caption: 'No celular, as ações do painel abrem pelo botão redondo.', width: 58 },
          h2('No celular'),
          p(
            `Em telas pequenas, o painel vira um botão redondo amarelo no canto inferior direito. Toque nele para ver as mesmas ações do painel; ao lado dele, ${b('Tudo salvo')} mostra se ainda há algo por salvar.`,
          ),
          p('Os lápis e as barras das seções funcionam do mesmo jeito que no computador.'),
        ),
      ],
    },
    {
      id: 'content',
      part: 'coaches',
      title: 'Textos, foto, galeria, vídeos e depoimentos',
      lead: 'O conteúdo do site se edita por partes, cada uma no seu editor. Os limites de tamanho garantem que o site fique bem em qualquer tela.',
      blocks: [
        h2('Textos'),
        beside(
          { shot: 'texts', caption: `A lista ${b('Textos do site')}.`, width: 58 },
          p(
            `${b('Textos')} abre a lista ${b('Textos do site')}. Escolha um item, edite e clique em ${b('Salvar')}: o texto muda no site na hora.`,
          ),
          p('Cada editor mostra quantos caracteres você já usou e o limite, e avisa quando o texto chega a ele.'),
        ),
        figure('about-me', `O editor de ${b('Sobre mim')}, com o contador de caracteres.`, 130),
        table(
          ['Texto', 'O que é', 'Limite'],
          [
            b('Nome e e-mail'),
            'Nome e sobrenome, como aparecem no site, e o e-mail que recebe as mensagens e os pedidos de sessão',
            '25 caracteres cada nome',
          ],
          [b('Telefone'), 'O número mostrado no topo do site, com o código do país', '—'],
          [b('Frase principal'), 'A frase de destaque do topo do site, com o seu autor', '107 e 35 caracteres'],
          [b('Sobre mim'), 'A sua apresentação; deixe uma linha em branco entre os parágrafos', '475 caracteres'],
          [b('Áreas de atuação'), 'As especialidades mostradas no site e usadas na busca', '3 áreas'],
          [b('Currículo'), 'Formações, experiências e certificações, um item por linha', '1.090 caracteres'],
          [
            b('Números'),
            `${L('Horas de coaching')}, ${L('Cursos na Coachly')} e ${L('Horas de palestras')}, cada um com a opção ${b('Mostrar no site')}`,
            'números inteiros',
          ],
        ),
        h2('Foto'),
        p(
          `${b('Foto')} abre ${b('Trocar foto')}. Clique em ${b('Escolher foto')} e escolha uma imagem JPEG, PNG ou WebP de até 15 MB; prefira uma foto de rosto, bem iluminada. Arraste a foto (ou use as setas do teclado) para posicionar o recorte quadrado, ajuste o ${b('Zoom')} e clique em ${b('Salvar foto')}. A foto é reduzida para 600 × 600 pixels.`,
        ),
        h2('Galeria'),
        figure('gallery', 'A galeria: cada imagem com a sua legenda e os botões de editar e excluir.'),
        p(
          `${b('Galeria')} mostra as imagens e quantas já existem, de até 24. ${b('Adicionar imagem')} envia uma nova, com uma legenda opcional; cada imagem é reduzida para no máximo 1280 × 720 pixels. O lápis muda a legenda ou troca a imagem, e a lixeira a exclui depois de confirmar. No site, os visitantes clicam numa imagem para ampliá-la.`,
        ),
        h2('Vídeos'),
        p(
          `${b('Vídeos')} aceita até 16 vídeos do YouTube ou do Vimeo. Em ${b('Adicionar vídeo')}, cole o endereço do vídeo em ${b('Link do vídeo')}: a Coachly busca o título para a legenda, que você pode mudar. Endereços de outros sites são recusados com o aviso ${b('Url inválida')}, e um vídeo que já está na lista não entra duas vezes.`,
        ),
        h2('Depoimentos'),
        p(
          `${b('Depoimentos')} guarda até 6 depoimentos de clientes. Em ${b('Adicionar depoimento')}, preencha ${b('Autor')}, ${b('Ocupação')} e ${b('Depoimento')} (até 300 caracteres). Cada depoimento pode ser editado ou excluído depois.`,
        ),
      ],
    },
    {
      id: 'appearance',
      part: 'coaches',
      title: 'Aparência e imagem de fundo',
      lead: 'O modelo define o desenho do site; a cor do tema e a imagem de fundo dão o seu toque. As mudanças aparecem no site enquanto você escolhe.',
      blocks: [
        figure('appearance', `O painel ${b('Aparência')}: os sete modelos, cada um com a sua prévia.`),
        h2('Modelo e cor'),
        p(
          `${b('Aparência')} abre um painel ao lado do site. Os modelos 1 a 4 têm ${b('Seções empilhadas')}: cada seção ocupa a largura da página, uma depois da outra. Os modelos 5 a 7 vêm ${b('Com barra de navegação')}: um menu no topo lista as seções e vira um botão de menu no celular.`,
        ),
        p(
          `Em ${b('Cor do tema')}, escolha uma das cores sugeridas ou, em ${b('Outra cor')}, qualquer cor no formato #RRGGBB. O site muda enquanto você escolhe; ${b('Salvar')} confirma e ${b('Cancelar')} volta ao que era.`,
        ),
        figure(
          'background',
          `O painel ${b('Imagem de fundo')}: as imagens por categoria, cada uma com a versão para computador e a versão para celular.`,
          140,
        ),
        h2('Imagem de fundo'),
        p(
          `${b('Fundo')}, no painel, ou ${b('Trocar imagem de fundo')}, no topo do site, abre as imagens de fundo, organizadas em categorias como Natureza e Abstrato. Cada imagem tem uma versão para computador e outra para celular, e o site usa a certa em cada tela. ${b('Sem imagem de fundo')} tira a imagem. Clique em ${b('Salvar')} para confirmar.`,
        ),
      ],
    },
    {
      id: 'settings',
      part: 'coaches',
      title: 'Configurações e endereço do site',
      lead: 'As configurações reúnem o endereço do seu site, a localização, o modelo, as opções do perfil e as redes sociais. O que você muda é salvo de uma vez, com o botão Salvar.',
      blocks: [
        figure(
          'settings',
          `${b('Configurações')}, aba ${b('Geral')}: endereço, localização, aparência e opções do perfil.`,
        ),
        h2('Endereço do site'),
        p(
          `O ${b('Endereço do site')} é o final do link do seu site, como coachly.com.br/ana-souza. Use apenas letras, números, _ e -; outros caracteres são retirados enquanto você digita. A Coachly confere se o endereço está livre e mostra ${b('Endereço disponível.')} ou pede outro. Ao salvar um endereço novo, o antigo deixa de funcionar: atualize os links que você já divulgou.`,
        ),
        h2('Localização'),
        p(
          `Escolha ${b('País')}, ${b('Estado')} e ${b('Cidade')}: é por eles que os visitantes encontram você na busca. Conforme o país, a Coachly oferece estados e cidades, ou só cidades.`,
        ),
        h2('Aparência e opções do perfil'),
        list(
          `${b('Modelo do site')} e ${b('Cor do tema')}: os mesmos do painel ${b('Aparência')}.`,
          `${b('Oferecer sessão experimental gratuita')}: ligado, o site mostra a seção de pedido de sessão experimental no lugar do formulário de contato, e o seu cartão na busca ganha o selo de sessão grátis.`,
          `${b('Categoria Select')} e ${b('Categoria Master Trainer')}: marque as categorias que você tem; são elas que o filtro ${b('Categorias')} da busca usa.`,
        ),
        h2('Redes sociais'),
        beside(
          { shot: 'social', caption: `A aba ${b('Redes sociais')}.`, width: 84 },
          p(
            `Na aba ${b('Redes sociais')}, informe Instagram, Facebook, YouTube, Twitter / X, LinkedIn e WhatsApp. Cole o endereço do seu perfil ou só o nome de usuário: a Coachly ajusta para o endereço oficial de cada rede e mostra como vai salvar. No WhatsApp, informe o número de telefone.`,
          ),
          p('O site mostra os ícones das redes preenchidas.'),
        ),
        p(
          `Clique em ${b('Salvar')} para gravar as duas abas. Se o novo endereço do site for recusado, a janela continua aberta com o que você digitou, para você tentar outro.`,
        ),
      ],
    },
    {
      id: 'publish',
      part: 'coaches',
      title: 'Publicar e despublicar',
      lead: 'Enquanto não é publicado, o seu site é um rascunho que só você vê. Publicar coloca o site no ar e na busca de coaches.',
      blocks: [
        h2('Publicar'),
        steps(
          `Confira o site com ${b('Ver como visitante')}.`,
          `Clique em ${b('Publicar')}, no painel de edição.`,
          `O aviso ${b('Site publicado. Os visitantes já podem vê-lo.')} confirma, e o selo passa a ${b('Publicado')}.`,
        ),
        row(
          { shot: 'draft', caption: `Antes: o selo ${b('Rascunho')} e o botão ${b('Publicar')}.` },
          { shot: 'published', caption: `Depois: o aviso de confirmação e o selo ${b('Publicado')}.` },
        ),
        p(
          `Daí em diante, o site aparece na busca de coaches e qualquer pessoa o abre pelo seu endereço; ${b('Ver site')} o abre em outra aba. O que você salvar depois entra no ar na hora.`,
        ),
        h2('Despublicar'),
        beside(
          { shot: 'unpublish', caption: 'A confirmação antes de tirar o site do ar.', width: 78 },
          p(
            `${b('Despublicar')} pede confirmação (${b('Despublicar o site?')}) e tira o site do ar: ele sai da busca, e quem abrir o endereço vê a página de não encontrado.`,
          ),
          p('Nada é apagado: textos, fotos e configurações continuam salvos para quando você publicar de novo.'),
        ),
        note(
          `Se você abrir o endereço do seu site enquanto ele não está publicado, com a sua conta aberta neste navegador, a Coachly avisa: ${b('Este é o seu site. Ele não está publicado, por isso os visitantes veem esta página.')} O botão ${b('Publicar na edição')} leva ao painel.`,
        ),
      ],
    },
    {
      id: 'messages',
      part: 'coaches',
      title: 'Mensagens de contato e sessões experimentais',
      lead: 'Os visitantes falam com você pelo site, sem precisar de conta. As mensagens e os pedidos de sessão chegam ao e-mail do seu perfil.',
      blocks: [
        h2('Onde chegam'),
        p(
          `Os visitantes escrevem pelo formulário de contato do seu site ou pedem uma sessão experimental (capítulo 4). Tudo chega ao e-mail que está em ${b('Textos')} › ${b('Nome e e-mail')}; o próprio campo lembra: ${b('Usado para receber mensagens e pedidos de sessão.')} Mantenha esse e-mail sempre em dia.`,
        ),
        h2('Sessão experimental ou formulário de contato'),
        list(
          `Com ${b('Oferecer sessão experimental gratuita')} ligado, em ${b('Configurações')}, o site mostra a seção ${b('Solicite sua sessão experimental')}, com os botões ${b('Agendar sessão experimental')} e ${b('Enviar uma mensagem')}, e o botão do topo convida para ${b('Agende uma sessão gratuita')}.`,
          `Com a opção desligada, o site mostra a seção ${b('Contato')} com o formulário de mensagem, e o botão do topo passa a ${b('Fale comigo')}.`,
        ),
        h2('Como funciona um pedido de sessão'),
        steps(
          'O visitante escolhe um dia, um período e o tipo de sessão (online ou presencial) entre os horários de atendimento da sua agenda na Coachly.',
          'Ele recebe um e-mail com um link de confirmação; o pedido só vale depois que ele confirma.',
          'Com o pedido confirmado, combine a sessão com o visitante pelo e-mail ou pelo telefone que ele informou.',
        ),
        note(
          `Os dias e os períodos oferecidos vêm dos horários de atendimento da sua conta de coach. Sem horários cadastrados, o formulário avisa: ${b('Este coach ainda não publicou horários para sessões experimentais.')} Os tipos de sessão seguem o seu atendimento: online, presencial ou os dois.`,
        ),
        tip('Responda rápido: quem pede uma sessão experimental está decidindo com quem começar.'),
      ],
    },
    {
      id: 'help',
      part: 'help',
      title: 'Ajuda e perguntas frequentes',
      lead: 'A Central de Ajuda reúne o vídeo tutorial, este manual e um resumo dele para ler na própria página.',
      blocks: [
        figure('help', `A ${b('Central de Ajuda')}.`, 120),
        p(
          `Abra a ${b('Central de Ajuda')} pelo menu ${b('Ajuda')}, no topo, ou pelo rodapé de qualquer página. ${b('Assistir ao vídeo tutorial')} mostra como montar o seu site; o botão de download baixa este manual no idioma da página, para ler mesmo sem internet; e o leitor logo abaixo resume cada capítulo.`,
        ),
        h2('Limites'),
        table(
          ['Conteúdo', 'Limite'],
          ['Nome e sobrenome', '25 caracteres cada'],
          ['Frase principal e autor', '107 e 35 caracteres'],
          ['Sobre mim', '475 caracteres'],
          ['Currículo', '1.090 caracteres'],
          ['Áreas de atuação', '3'],
          ['Foto', 'JPEG, PNG ou WebP, até 15 MB; recorte quadrado, 600 × 600 pixels'],
          ['Galeria', '24 imagens, reduzidas para até 1280 × 720 pixels'],
          ['Vídeos', '16, do YouTube ou do Vimeo'],
          ['Depoimentos', '6, com até 300 caracteres cada'],
          ['Versões da biografia no assistente', '3'],
          ['Mensagem de contato (visitantes)', '1.000 caracteres'],
        ),
        h2('Perguntas frequentes'),
        faq(
          [
            'O endereço que eu quero está indisponível.',
            'Outro coach já usa esse endereço. Tente uma variação com o seu sobrenome, a sua cidade ou um hífen, como ana-souza-coach.',
          ],
          [
            'O meu vídeo não entra.',
            `Só são aceitos vídeos do YouTube e do Vimeo. Copie o endereço na página do vídeo e cole-o inteiro em ${b('Link do vídeo')}.`,
          ],
          [
            'Uma seção não aparece no meu site.',
            'Seções vazias ou ocultas não aparecem para os visitantes. Na edição, a barra da seção diz se ela está oculta ou ainda sem conteúdo.',
          ],
          [
            'O meu site não aparece na busca.',
            `Confira se ele está ${b('Publicado')} e se a localização e as áreas de atuação estão preenchidas: é por elas que os visitantes filtram.`,
          ],
          [
            'Perdi a conexão enquanto editava.',
            `O que não foi salvo fica guardado neste navegador, e a Coachly tenta salvar quando a conexão volta. Se você fechou a página, ao voltar à edição use ${b('Recuperar alterações')}.`,
          ],
          [
            'Quero mudar a biografia que escolhi no assistente.',
            `Edite-a quando quiser em ${b('Textos')} › ${b('Sobre mim')}.`,
          ],
          [
            'Como mudo o idioma da Coachly?',
            'Pelo seletor de idioma, no topo de qualquer página: português, inglês ou espanhol.',
          ],
        ),
      ],
    },
  ],
};
