/**
 * The coach categories carousel (Coach, Select, Trainer). Each slide opens the coaches list
 * filtered by its category.
 */
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ArrowRight, Award, GraduationCap, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { DEFAULT_SLIDES } from '@/lib/breakpoints';
import type { SearchCategory } from '@machines/lib/search-filters';
import styles from './categories.module.css';

export function Categories() {
  const { t } = useLingui();
  const categories: Array<{ key: SearchCategory; name: string; icon: ReactNode; text: string; link: string }> = [
    {
      key: 'coach',
      name: 'Coach',
      icon: <UserRound size={30} />,
      text: t`Profissionais certificados que acompanham você, sessão a sessão, rumo aos seus objetivos.`,
      link: t`Ver todos os coaches`,
    },
    {
      key: 'select',
      name: 'Select',
      icon: <Award size={30} />,
      text: t`Coaches com trajetória reconhecida e as melhores avaliações da plataforma.`,
      link: t`Ver coaches Select`,
    },
    {
      key: 'trainer',
      name: 'Trainer',
      icon: <GraduationCap size={30} />,
      text: t`Formadores que conduzem treinamentos, palestras e programas em grupo.`,
      link: t`Ver coaches Trainer`,
    },
  ];
  return (
    <Carousel
      label={t`Tipos de coach`}
      breakpoints={DEFAULT_SLIDES}
      slides={categories.map((category) => (
        <article key={category.key} className={`${styles.card} ${styles[category.key]}`}>
          <span className={styles.icon} aria-hidden="true">
            {category.icon}
          </span>
          <h3 className={styles.name}>{category.name}</h3>
          <p className={styles.text}>{category.text}</p>
          <Link to="/coaches_list" search={{ category: [category.key] }} className={styles.link}>
            {category.link}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </article>
      ))}
    />
  );
}
