/**
 * The demo's AI writer (src/mocks/ai.ts) writes a biography a coach could keep: whole sentences
 * only, a course named once, and schools without an article of the wrong gender, in each language.
 */
import { describe, expect, it } from 'vitest';
import { buildTranslationRequest } from '@/lib/chat-completion';
import { complete } from '@/mocks/ai';
import { coaches } from '@/mocks/seed/coaches';
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

describe('the demo AI translator', () => {
  const ask = (text: string, from: 'pt' | 'en' | 'es', to: 'pt' | 'en' | 'es', limit: number) =>
    complete({ ...buildTranslationRequest({ text, from, to, limit }), language: to });

  it('translates a seed coach’s texts as her own versions say, even with a sentence left out', () => {
    const ana = coaches.find((c) => c.username === 'ana-souza')!;
    expect(ask(ana.aboutMe, 'pt', 'en', 475)).toBe(ana.translations?.en?.aboutMe);
    const shorter = ana.aboutMe.replace(' Vamos conversar?', '');
    const english = ask(shorter, 'pt', 'en', 475);
    expect(english).toBe(ana.translations?.en?.aboutMe?.replace(' Shall we talk?', ''));
    expect(ask(ana.resumeFeed.split('\n').slice(0, 3).join('\n'), 'pt', 'es', 1090)).toBe(
      ana.translations?.es?.resumeFeed?.split('\n').slice(0, 3).join('\n'),
    );
  });

  it('translates the seed’s captions, and the sentences it writes biographies with', () => {
    expect(ask('Roda da vida: exercício guiado', 'pt', 'es', 100)).toBe('Rueda de la vida: ejercicio guiado');
    const written = biography('pt').split('\n\n')[0]!;
    const english = ask(written, 'pt', 'en', 475);
    expect(english).toMatch(/^I am Ana Souza, a coach working in Career and Leadership\./);
  });

  it('says when it could not translate everything, and never answers over the limit', () => {
    const answer = ask('Frase que o modelo de demonstração não conhece.', 'pt', 'en', 475);
    expect(answer).toBe('(Demo translation) Frase que o modelo de demonstração não conhece.');
    expect(ask('Palavra '.repeat(40), 'pt', 'es', 35).length).toBeLessThanOrEqual(35);
    expect(ask('Sou coach.', 'pt', 'en', 475)).toMatch(/^\(Demo translation\)/);
    // Names stay as they are, as the prompt asks.
    expect(ask('Ana Souza', 'pt', 'en', 35)).toBe('Ana Souza');
    expect(ask('Antonio Machado', 'es', 'pt', 35)).toBe('Antonio Machado');
  });

  it('still proofreads what it is not asked to translate', () => {
    const request = {
      messages: [{ role: 'user', content: 'Revise o texto abaixo:\n\nvoce nao sabe' }],
      temperature: 0,
    };
    expect(complete(request)).toBe('Você não sabe.');
  });
});
