/**
 * The coach categories carousel (Coach, Select, Trainer). Each slide opens the coaches list
 * filtered by its category.
 */
import { useLingui } from '@lingui/react/macro';
import { Award, GraduationCap, UserRound } from 'lucide-react';
import { Carousel } from '@/components/ui/carousel';
import { DEFAULT_SLIDES } from '@/lib/breakpoints';
import type { SearchCategory } from '@machines/lib/search-filters';
import styles from './categories.module.css';
import { Tile, type TileContent } from './tile';

export function Categories() {
  const { t } = useLingui();
  const categories: Array<TileContent & { key: SearchCategory }> = [
    {
      key: 'coach',
      title: 'Coach',
      icon: <UserRound size={30} />,
      text: t`Profissionais certificados que acompanham você, sessão a sessão, rumo aos seus objetivos.`,
      link: { label: t`Ver todos os coaches`, search: { category: ['coach'] } },
    },
    {
      key: 'select',
      title: 'Select',
      icon: <Award size={30} />,
      text: t`Coaches com trajetória reconhecida e as melhores avaliações da plataforma.`,
      link: { label: t`Ver coaches Select`, search: { category: ['select'] } },
    },
    {
      key: 'trainer',
      title: 'Trainer',
      icon: <GraduationCap size={30} />,
      text: t`Formadores que conduzem treinamentos, palestras e programas em grupo.`,
      link: { label: t`Ver coaches Trainer`, search: { category: ['trainer'] } },
    },
  ];
  return (
    <Carousel
      label={t`Tipos de coach`}
      breakpoints={DEFAULT_SLIDES}
      slides={categories.map((category) => (
        <Tile
          key={category.key}
          as="article"
          className={`${styles.card} ${styles[category.key]}`}
          classes={{ ...styles, title: styles.name }}
          content={category}
        />
      ))}
    />
  );
}
