import { useLingui } from '@lingui/react/macro';

export interface ManualPage {
  title: string;
  paragraphs: string[];
}

/** The coach manual's pages, in the active language, for the embedded viewer. */
export function useManualPages(): ManualPage[] {
  const { t } = useLingui();
  return [
    {
      title: t`1. Entrando na plataforma`,
      paragraphs: [
        t`Acesse "Sou coach" no topo do site e entre com a sua conta. No primeiro acesso você será levado ao assistente de personalização.`,
        t`O assistente pede seus dados pessoais, suas áreas de atuação, sua formação e três respostas sobre o seu trabalho.`,
      ],
    },
    {
      title: t`2. Biografia com inteligência artificial`,
      paragraphs: [
        t`Com as suas respostas, geramos uma biografia em primeira pessoa. Você pode pedir até duas novas versões e navegar entre elas.`,
        t`Antes de concluir, revise e ajuste o texto escolhido: ele será o seu "Sobre mim".`,
      ],
    },
    {
      title: t`3. Editando o seu site`,
      paragraphs: [
        t`No modo de edição, clique nos textos para alterá-los, troque a foto com o recorte quadrado e adicione imagens, vídeos e depoimentos.`,
        t`Cada seção tem um botão de visibilidade. Seções ocultas aparecem apenas para você.`,
      ],
    },
    {
      title: t`4. Publicando`,
      paragraphs: [
        t`Quando estiver satisfeito, use o botão Publicar. Seu site passa a aparecer na busca de coaches.`,
        t`Você pode despublicar a qualquer momento; os dados continuam salvos.`,
      ],
    },
  ];
}
