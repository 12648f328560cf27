import { useLingui } from '@lingui/react/macro';

export interface ManualPage {
  title: string;
  paragraphs: string[];
}

/**
 * The coach manual's chapters, in the active language, summed up for the viewer on /help: one
 * page per chapter of the PDF, with the chapter's own title (scripts/manual/content/<lang>.mjs
 * holds the PDF's text).
 */
export function useManualPages(): ManualPage[] {
  const { t } = useLingui();
  return [
    {
      title: t`Boas-vindas à Coachly`,
      paragraphs: [
        t`Na Coachly, cada coach tem um site próprio, feito a partir de um modelo, com foto, história, currículo, vídeos, depoimentos e galeria. Os visitantes buscam coaches, leem o blog, mandam mensagens e pedem uma sessão experimental gratuita, sem precisar de conta.`,
        t`Toda a Coachly funciona em português, inglês e espanhol: escolha o idioma no seletor do topo da página. O manual em PDF existe nos três idiomas.`,
      ],
    },
    {
      title: t`Encontrar um coach`,
      paragraphs: [
        t`Busque pela página inicial ou pelo menu Coaches, filtrando por nome, país, estado, cidade, especialidades e categorias (Coach, Select e Trainer). Nenhum filtro é obrigatório.`,
        t`Os coaches aparecem ordenados por horas de coaching, dez por página. O selo de sessão experimental grátis mostra quem oferece uma primeira sessão sem custo.`,
      ],
    },
    {
      title: t`O site do coach`,
      paragraphs: [
        t`Cada coach tem um endereço próprio, com as seções Sobre mim, Currículo, Vídeos, Depoimentos, Galeria e Contato ou sessão experimental.`,
        t`O menu mostra só as seções que o coach preencheu e deixou visíveis. Os textos da Coachly mudam com o idioma, e os do coach também, quando ele tem uma versão naquele idioma.`,
      ],
    },
    {
      title: t`Mensagens e sessão experimental`,
      paragraphs: [
        t`Para pedir uma sessão experimental, informe nome e e-mail, escolha o dia, o período e o tipo de sessão e clique em Solicitar sessão. Depois, confirme o pedido pelo link que chega no seu e-mail.`,
        t`Para mandar uma mensagem, preencha nome, e-mail, assunto e mensagem, com até 1.000 caracteres. Cidade e telefone são opcionais.`,
      ],
    },
    {
      title: t`O blog`,
      paragraphs: [
        t`O blog traz artigos sobre carreira, liderança, relacionamentos e bem-estar, escritos por coaches certificados.`,
        t`Busque por palavras ou filtre por categoria; cada artigo termina com sugestões de outras leituras.`,
      ],
    },
    {
      title: t`Entrar na Coachly`,
      paragraphs: [
        t`Clique em Sou coach, no topo de qualquer página, e entre com o usuário e a senha da sua conta. No primeiro acesso, você chega ao assistente de personalização; depois, direto à edição do seu site.`,
        t`Em um computador compartilhado, use sempre Sair ao terminar: o seu acesso e as respostas guardadas do assistente são apagados deste navegador.`,
      ],
    },
    {
      title: t`O assistente de personalização`,
      paragraphs: [
        t`O assistente pede seus dados pessoais (o nome e o e-mail da conta já vêm preenchidos), suas áreas de atuação (até três), de 1 a 10 formações e três respostas sobre o seu trabalho.`,
        t`Próximo avança quando a etapa está completa, e os círculos numerados voltam a qualquer etapa já feita. As respostas ficam guardadas neste navegador.`,
      ],
    },
    {
      title: t`A biografia com inteligência artificial`,
      paragraphs: [
        t`Com as suas respostas, a IA escreve uma biografia em primeira pessoa. Reescrever pede até duas novas versões, e as setas passam de uma versão para outra.`,
        t`Revise e ajuste o texto escolhido, com até 475 caracteres, escolha o endereço do seu site e clique em Concluir: o texto será o seu Sobre mim. A IA escreve no idioma em que você usa a Coachly.`,
      ],
    },
    {
      title: t`O modo de edição`,
      paragraphs: [
        t`Você edita o site na própria página: o painel de edição, à direita, reúne salvar, publicar e todos os editores; os lápis abrem o editor de cada texto ou imagem.`,
        t`Cada seção tem um botão para mostrá-la ou ocultá-la para os visitantes. O que não foi salvo fica guardado neste navegador e pode ser recuperado.`,
      ],
    },
    {
      title: t`Textos, foto, galeria, vídeos e depoimentos`,
      paragraphs: [
        t`Em Textos ficam nome e e-mail, telefone, frase principal, Sobre mim, áreas de atuação, currículo e números. A foto é recortada em quadrado.`,
        t`A galeria comporta até 24 imagens com legenda; os vídeos, até 16 do YouTube ou do Vimeo; os depoimentos, até 6.`,
      ],
    },
    {
      title: t`Aparência e imagem de fundo`,
      paragraphs: [
        t`Escolha entre sete modelos, com seções empilhadas ou com barra de navegação, e a cor do tema. O site muda enquanto você escolhe.`,
        t`As imagens de fundo têm uma versão para computador e outra para celular.`,
      ],
    },
    {
      title: t`Configurações e endereço do site`,
      paragraphs: [
        t`Nas configurações ficam o endereço do site, a localização, o modelo, as opções do perfil e as redes sociais. Ao trocar o endereço, o antigo deixa de funcionar.`,
        t`A opção de sessão experimental gratuita troca o formulário de contato pelo pedido de sessão e põe o selo de sessão grátis no seu cartão da busca.`,
      ],
    },
    {
      title: t`Publicar e despublicar`,
      paragraphs: [
        t`Quando estiver satisfeito, use o botão Publicar: o seu site entra no ar e passa a aparecer na busca de coaches.`,
        t`Você pode despublicar a qualquer momento, depois de confirmar; os dados continuam salvos.`,
      ],
    },
    {
      title: t`Mensagens de contato e sessões experimentais`,
      paragraphs: [
        t`As mensagens e os pedidos de sessão chegam ao e-mail do seu perfil, em Textos, Nome e e-mail. Mantenha-o sempre em dia.`,
        t`Quem pede uma sessão experimental confirma o pedido pelo e-mail; depois, combine a sessão pelo e-mail ou telefone que a pessoa informou.`,
      ],
    },
    {
      title: t`Ajuda e perguntas frequentes`,
      paragraphs: [
        t`Aqui na Central de Ajuda ficam o vídeo tutorial, o manual em PDF no idioma da página e este resumo.`,
        t`O manual traz também os limites de cada conteúdo e as respostas às dúvidas mais comuns.`,
      ],
    },
  ];
}
