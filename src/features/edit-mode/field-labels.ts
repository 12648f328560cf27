import { useLingui } from '@lingui/react/macro';

/** The name the owner knows each part of the profile by. */
export function useFieldLabel(): (field: string) => string {
  const { t } = useLingui();
  return (field) => {
    switch (field) {
      case 'firstName':
        return t`Nome`;
      case 'secondName':
        return t`Sobrenome`;
      case 'email':
        return t`E-mail`;
      case 'tel':
        return t`Telefone`;
      case 'aboutMe':
        return t`Sobre mim`;
      case 'mainPhrase':
        return t`Frase principal`;
      case 'mainPhraseAuthor':
        return t`Autor da frase`;
      case 'resumeFeed':
        return t`Currículo`;
      case 'expertises':
        return t`Áreas de atuação`;
      case 'coachingHours':
      case 'coursesCoachly':
      case 'lecturesHours':
      case 'enableCoachingHours':
      case 'enableCoursesCoachly':
      case 'enableLecturesHours':
        return t`Números`;
      case 'gallery':
        return t`Galeria`;
      case 'videos':
        return t`Vídeos`;
      case 'testimonies':
        return t`Depoimentos`;
      case 'translations':
        return t`Textos em outros idiomas`;
      default:
        return t`Configurações do site`;
    }
  };
}
