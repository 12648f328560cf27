/**
 * The demo's AI writer (src/mocks/ai.ts) writes a biography a coach could keep: whole sentences
 * only, a course named once, and schools without an article of the wrong gender, in each language.
 */
import { describe, expect, it } from 'vitest';
import { complete } from '@/mocks/ai';
import type { Lang } from '@/mocks/seed/types';

const LABELS: Record<Lang, { name: string; areas: string; formations: string; answers: string; limits: string }> = {
  pt: {
    name: 'Nome',
    areas: 'Áreas de atuação',
    formations: 'Formações',
    answers: 'Perguntas e respostas',
    limits: 'Escreva 3 parágrafos, no máximo 120 palavras e 475 caracteres.',
  },
  en: {
    name: 'Name',
    areas: 'Acting areas',
    formations: 'Education',
    answers: 'Questions and answers',
    limits: 'Write 3 paragraphs, at most 120 words and 475 characters.',
  },
  es: {
    name: 'Nombre',
    areas: 'Áreas de actuación',
    formations: 'Formación',
    answers: 'Preguntas y respuestas',
    limits: 'Escribe 3 párrafos, máximo 120 palabras y 475 caracteres.',
  },
};

/** A long answer with no full stop for a long while: the writer must not cut it mid-clause. */
const LONG_ANSWER: Record<Lang, string> = {
  pt: 'Depois de anos liderando equipes em empresas grandes percebi o quanto uma boa conversa muda o rumo de uma carreira inteira e decidi estudar coaching para ajudar outras pessoas nisso.',
  en: 'After years leading teams in large companies I realised how much a good conversation changes the course of a whole career and decided to study coaching to help other people with it.',
  es: 'Después de años liderando equipos en empresas grandes me di cuenta de cuánto una buena conversación cambia el rumbo de una carrera entera y decidí estudiar coaching para ayudar a otras personas.',
};

const COURSE: Record<Lang, string> = {
  pt: 'Formação em Coaching Integral',
  en: 'Training in Integral Coaching',
  es: 'Formación en Coaching Integral',
};

function biography(lang: Lang): string {
  const l = LABELS[lang];
  const prompt = [
    l.limits,
    `${l.name}: Ana Souza`,
    `${l.areas}: Carreira, Liderança`,
    `${l.formations}:`,
    `- ${COURSE[lang]} (Instituto Brasileiro de Coaching, 2019)`,
    `- Psicologia (Universidade de São Paulo, 2012)`,
    `${l.answers}:`,
    '- ?',
    `  ${LONG_ANSWER[lang]}`,
    '- ?',
    '  Ajudo pessoas a mudar de carreira com segurança.',
    '- ?',
    '  Trabalho com metas curtas e revisões semanais.',
  ].join('\n');
  return complete({ messages: [{ role: 'user', content: prompt }], temperature: 0.3, language: lang });
}

describe('the demo AI writer', () => {
  it.each(['pt', 'en', 'es'] as const)(
    'writes whole sentences in %s, each course once, schools in parentheses',
    (lang) => {
      const text = biography(lang);
      expect(text.length).toBeGreaterThan(100);
      // No clause of the long answer cut where it cannot end.
      expect(text).not.toMatch(/\b(uma boa|a good|una buena)\.$/m);
      for (const sentence of text.split(/(?<=[.!?])\s+/)) expect(sentence, sentence).toMatch(/[.!?]$/);
      expect(text).not.toMatch(/forma[çc][ãa]o em forma[çc][ãa]o|training in training|formaci[óo]n en formaci[óo]n/i);
      expect(text).not.toMatch(/\b(pela|pelo) Instituto\b/);
      const course = lang === 'en' ? 'Integral Coaching' : 'Coaching Integral';
      expect(text).toContain(`${course} (Instituto Brasileiro de Coaching, 2019)`);
    },
  );
});
