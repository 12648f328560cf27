// Background image choices offered to a coach (GET /types/background-images), grouped by theme.
import type { BackgroundImageCategory } from './types.ts';

/** Category name and the file stem of its generated art under public/demo/backgrounds. */
export const BACKGROUND_THEMES = [
  { name: 'Natureza', slug: 'natureza' },
  { name: 'Abstrato', slug: 'abstrato' },
  { name: 'Cidades', slug: 'cidades' },
  { name: 'Minimalista', slug: 'minimalista' },
] as const;

export const BACKGROUND_IMAGES_PER_CATEGORY = 4;

const url = (slug: string, n: number, size: 'desktop' | 'mobile') => `/demo/backgrounds/${slug}-${n}-${size}.svg`;

export const backgroundImageCategories: BackgroundImageCategory[] = BACKGROUND_THEMES.map(({ name, slug }) => ({
  name,
  images: Array.from({ length: BACKGROUND_IMAGES_PER_CATEGORY }, (_, i) => ({
    'url-mobile': url(slug, i + 1, 'mobile'),
    'url-desktop': url(slug, i + 1, 'desktop'),
  })),
}));
