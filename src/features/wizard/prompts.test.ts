import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHAT_MAX_TOKENS, CHAT_MODEL } from '@/lib/chat-completion';
import {
  buildBiographyRequest,
  buildProofreadRequest,
  describeFacts,
  type BiographyFacts,
  type PromptLanguage,
} from './prompts';

const facts: BiographyFacts = {
  name: 'Ana  Souza',
  actingAreas: ['Carreira', 'Life'],
  formations: [
    { course: 'Coaching Executivo', school: 'Instituto Coachly', year: 2019 },
    { course: '  Psicologia ', school: 'USP', year: 2012 },
  ],
  answers: [
    { question: 'Por que você se tornou coach?', answer: 'Para ajudar pessoas.' },
    { question: 'Quais objetivos?', answer: 'Autonomia.' },
    { question: 'Experiência?', answer: 'Dez anos em RH.' },
  ],
};

const languages: PromptLanguage[] = ['pt', 'en', 'es'];

function userText(request: ReturnType<typeof buildBiographyRequest>): string {
  return request.messages.find((m) => m.role === 'user')?.content ?? '';
}

describe('buildBiographyRequest', () => {
  it('writes the first version from the form data with the fixed model, 1200 tokens and temperature 0.3', () => {
    const request = buildBiographyRequest('first', facts, 'pt');
    expect(request).toMatchObject({
      model: CHAT_MODEL,
      max_tokens: CHAT_MAX_TOKENS,
      temperature: 0.3,
      language: 'pt',
    });
    const user = userText(request);
    expect(user).toContain('primeira pessoa');
    expect(user).toContain('3 parágrafos');
    expect(user).toContain('120 palavras');
    expect(user).toContain('Nome: Ana Souza');
    expect(user).toContain('Carreira, Life');
    expect(user).toContain('Psicologia (USP, 2012)');
    expect(user).toContain('Para ajudar pessoas.');
  });

  it('regenerates the second version in 2 paragraphs of at most 100 words at temperature 0.5', () => {
    const request = buildBiographyRequest('second', facts, 'pt', 'Texto anterior.');
    expect(request.temperature).toBe(0.5);
    const user = userText(request);
    expect(user).toContain('2 parágrafos');
    expect(user).toContain('100 palavras');
    expect(user).toContain('Texto anterior.');
  });

  it('regenerates the third version in 3 paragraphs (presentation, goals, experience) of at most 120 words', () => {
    const request = buildBiographyRequest('third', facts, 'en', 'Previous text.');
    expect(request.temperature).toBe(0.5);
    const user = userText(request);
    expect(user).toContain('3 paragraphs');
    expect(user).toContain('introduces me');
    expect(user).toContain('goals');
    expect(user).toContain('experience');
    expect(user).toContain('120 words');
    expect(user).toContain('first person');
  });

  it('asks in the active language', () => {
    expect(buildBiographyRequest('first', facts, 'es').messages[0]?.content).toContain('en español');
    expect(buildBiographyRequest('first', facts, 'en').messages[0]?.content).toContain('in English');
    expect(buildBiographyRequest('first', facts, 'pt').messages[0]?.content).toContain('português do Brasil');
  });

  it('always sends a valid request for any language, variant and data', () => {
    const formation = fc.record({
      course: fc.string(),
      school: fc.string(),
      year: fc.option(fc.integer({ min: 1925, max: 2030 })),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.constantFrom('first' as const, 'second' as const, 'third' as const),
        fc.string(),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.array(formation, { minLength: 1, maxLength: 10 }),
        fc.array(fc.string(), { minLength: 3, maxLength: 3 }),
        fc.option(fc.string()),
        (language, variant, name, areas, formations, answers, previous) => {
          const request = buildBiographyRequest(
            variant,
            {
              name,
              actingAreas: areas,
              formations,
              answers: answers.map((answer, i) => ({ question: `Q${i}`, answer })),
            },
            language,
            previous,
          );
          expect(request.model).toBe(CHAT_MODEL);
          expect(request.max_tokens).toBe(1200);
          expect(request.temperature).toBe(variant === 'first' ? 0.3 : 0.5);
          expect(request.language).toBe(language);
          expect(request.messages.length).toBeGreaterThanOrEqual(1);
          expect(request.messages.length).toBeLessThanOrEqual(20);
          for (const message of request.messages) expect(message.content.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('describeFacts', () => {
  it('lists the formations that have a course or school and collapses spaces', () => {
    const text = describeFacts(
      { ...facts, formations: [...facts.formations, { course: ' ', school: '', year: null }] },
      'pt',
    );
    expect(text.match(/^- /gm)).toHaveLength(5);
    expect(text).toContain('Nome: Ana Souza\n');
    expect(text).toContain('- Psicologia (USP, 2012)');
  });
});

describe('buildProofreadRequest', () => {
  it('proofreads at temperature 0 in the given language', () => {
    const request = buildProofreadRequest('  Sou coach.  ', 'es');
    expect(request).toMatchObject({ model: CHAT_MODEL, max_tokens: 1200, temperature: 0, language: 'es' });
    expect(request.messages.at(-1)?.content).toMatch(/Sou coach\.$/);
  });
});
