/** /customize: the first-time setup intro, with the start button to the wizard. */
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { GraduationCap, MessageSquareText, Sparkles, UserRound } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import styles from './wizard.module.css';

export function CustomizeIntro() {
  const { t } = useLingui();
  const steps = [
    { icon: UserRound, title: t`Dados pessoais`, text: t`Nome, e-mail e telefone para contato.` },
    { icon: GraduationCap, title: t`Formação`, text: t`Suas áreas de atuação e os cursos que você fez.` },
    { icon: MessageSquareText, title: t`Três perguntas`, text: t`Respostas curtas sobre você e o seu trabalho.` },
    {
      icon: Sparkles,
      title: t`Descrição`,
      text: t`A IA escreve sua apresentação, que você ajusta; por fim, o endereço do seu site.`,
    },
  ];
  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby="customize-title">
        <p className={styles.eyebrow}>{t`Bem-vindo à Coachly`}</p>
        <h1 id="customize-title" className={styles.introTitle}>
          {t`Vamos montar o seu perfil de coach`}
        </h1>
        <p className={styles.introLead}>
          {t`Em poucos minutos você responde a quatro etapas e recebe uma descrição pronta para o seu site. Tudo pode ser editado depois.`}
        </p>
        <ol className={styles.introSteps}>
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className={styles.introStep}>
              <span className={styles.introIcon} aria-hidden="true">
                <Icon size={22} />
              </span>
              <div>
                <h2 className={styles.introStepTitle}>
                  <span className="visually-hidden">{`${index + 1}. `}</span>
                  {title}
                </h2>
                <p className={styles.introStepText}>{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link to="/customize/form" className={buttonClass('primary', 'lg', styles.start)}>
          {t`Começar`}
        </Link>
      </section>
    </div>
  );
}
