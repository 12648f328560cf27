// The predefined expertise list per language. Ids are shared across languages; profiles store the
// pt names. Two fixed ids inside the list stand for the coach categories Select and Master Trainer.
import type { Expertise, Lang } from './types.ts';

export const SELECT_EXPERTISE_ID = 101;
export const MASTER_TRAINER_EXPERTISE_ID = 102;

const NAMES: Record<Lang, readonly string[]> = {
  pt: [
    'Life',
    'Família',
    'Carreira',
    'Saúde',
    'Finanças',
    'Business',
    'Esportes',
    'Emocional',
    'Liderança',
    'Relacionamentos',
    'Executivo',
    'Educação',
  ],
  en: [
    'Life',
    'Family',
    'Career',
    'Health',
    'Finance',
    'Business',
    'Sports',
    'Emotional',
    'Leadership',
    'Relationships',
    'Executive',
    'Education',
  ],
  es: [
    'Vida',
    'Familia',
    'Carrera',
    'Salud',
    'Finanzas',
    'Negocios',
    'Deportes',
    'Emocional',
    'Liderazgo',
    'Relaciones',
    'Ejecutivo',
    'Educación',
  ],
};

/** The pt names a profile may list in `expertises` (ids 1..12 in order). */
export const PREDEFINED_EXPERTISES_PT: readonly string[] = NAMES.pt;

function listFor(lang: Lang): Expertise[] {
  return [
    ...NAMES[lang].map((name, index) => ({ id: index + 1, name })),
    { id: SELECT_EXPERTISE_ID, name: 'Select' },
    { id: MASTER_TRAINER_EXPERTISE_ID, name: 'Master Trainer' },
  ];
}

/** GET /expertises/types/{lang} answers, including the two category ids. */
export const expertisesByLang: Record<Lang, Expertise[]> = {
  pt: listFor('pt'),
  en: listFor('en'),
  es: listFor('es'),
};
