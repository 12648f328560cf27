/**
 * The transformation areas (Emotional, Business, Familiar). Each opens the coaches list filtered
 * by the matching expertise.
 */
import { useLingui } from '@lingui/react/macro';
import { Briefcase, HeartPulse, Home } from 'lucide-react';
import styles from './transformation-areas.module.css';
import { Tile, type TileContent } from './tile';

export function TransformationAreas() {
  const { t } = useLingui();
  const areas: Array<TileContent & { key: 'emotional' | 'business' | 'family' }> = [
    {
      key: 'emotional',
      icon: <HeartPulse size={32} />,
      title: t`Emocional`,
      text: t`Autoconhecimento, ansiedade e autoestima: mais clareza para lidar com o que você sente.`,
      link: { label: t`Ver coaches de área emocional`, search: { expertise: ['Emocional'] } },
    },
    {
      key: 'business',
      icon: <Briefcase size={32} />,
      title: t`Business`,
      text: t`Liderança, carreira e resultados: estratégia e foco para crescer no trabalho e nos negócios.`,
      link: { label: t`Ver coaches de business`, search: { expertise: ['Business'] } },
    },
    {
      key: 'family',
      icon: <Home size={32} />,
      title: t`Familiar`,
      text: t`Relacionamentos, filhos e rotina: mais diálogo e equilíbrio dentro de casa.`,
      link: { label: t`Ver coaches de área familiar`, search: { expertise: ['Família'] } },
    },
  ];
  return (
    <ul className={styles.list}>
      {areas.map((area) => (
        <Tile key={area.key} as="li" className={`${styles.area} ${styles[area.key]}`} classes={styles} content={area} />
      ))}
    </ul>
  );
}
