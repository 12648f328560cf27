/**
 * A tile of the home page's sections: an icon, a title, a text and, for a tile with a link, a
 * link to the coaches list filtered by the tile's subject. Each section styles it through
 * `classes` (its sizes and colours).
 */
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SearchCategory } from '@machines/lib/search-filters';
import tile from './tile.module.css';

/** What a tile shows. */
export interface TileContent {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  link?: { label: string; search: { category: SearchCategory[] } | { expertise: string[] } };
}

/** The classes of a tile's parts (a CSS module's, so each may be missing). */
interface TileClasses {
  icon?: string;
  title?: string;
  text?: string;
  link?: string;
}

export function Tile({
  as: Tag,
  className,
  classes,
  content: { icon, title, text, link },
}: {
  as: 'li' | 'article';
  className?: string;
  classes: TileClasses;
  content: TileContent;
}) {
  return (
    <Tag className={className}>
      <span className={`${tile.icon} ${classes.icon}`} aria-hidden="true">
        {icon}
      </span>
      <h3 className={classes.title}>{title}</h3>
      <p className={classes.text}>{text}</p>
      {link ? (
        <Link to="/coaches_list" search={link.search} className={`${tile.link} ${classes.link}`}>
          {link.label}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      ) : null}
    </Tag>
  );
}
