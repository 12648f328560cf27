/**
 * The transformation areas (Emotional, Business, Familiar). Each opens the coaches list filtered
 * by the matching expertise.
 */
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ArrowRight, Briefcase, HeartPulse, Home } from 'lucide-react';
import styles from './transformation-areas.module.css';

export function TransformationAreas() {
  const { t } = useLingui();
  const areas = [
    {
      key: 'emotional',
      expertise: 'Emocional',
      icon: <HeartPulse size={32} />,
      title: t`Emocional`,
      text: t`Autoconhecimento, ansiedade e autoestima: mais clareza para lidar com o que você sente.`,
      link: t`Ver coaches de área emocional`,
    },
    {
      key: 'business',
      expertise: 'Business',
      icon: <Briefcase size={32} />,
      title: t`Business`,
      text: t`Liderança, carreira e resultados: estratégia e foco para crescer no trabalho e nos negócios.`,
      link: t`Ver coaches de business`,
    },
    {
      key: 'family',
      expertise: 'Família',
      icon: <Home size={32} />,
      title: t`Familiar`,
      text: t`Relacionamentos, filhos e rotina: mais diálogo e equilíbrio dentro de casa.`,
      link: t`Ver coaches de área familiar`,
    },
  ];
  return (
    <ul className={styles.list}>
      {areas.map((area) => (
        <li key={area.key} className={`${styles.area} ${styles[area.key]}`}>
          <span className={styles.icon} aria-hidden="true">
            {area.icon}
          </span>
          <h3 className={styles.title}>{area.title}</h3>
          <p className={styles.text}>{area.text}</p>
          <Link to="/coaches_list" search={{ expertise: [area.expertise] }} className={styles.link}>
            {area.link}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
