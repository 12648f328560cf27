// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CreateChatCompletionBody } from '@/api/gen/ai/zod/index.zod';
import { CHAT_MODEL, EmptyCompletionError, buildTranslationRequest, readCompletion } from './chat-completion';

describe('readCompletion', () => {
  it('returns the first choice with quotes removed and paragraphs separated by one blank line', () => {
    const text = readCompletion({
      choices: [{ message: { role: 'assistant', content: '"Sou coach.\r\n\r\n\r\nAjudo  pessoas."' } }],
    });
    expect(text).toBe('Sou coach.\n\nAjudo pessoas.');
  });

  it('throws when the model returned nothing', () => {
    expect(() => readCompletion({ choices: [{ message: { role: 'assistant', content: '  \n ' } }] })).toThrow(
      EmptyCompletionError,
    );
    expect(() => readCompletion({ choices: [] })).toThrow(EmptyCompletionError);
  });
});

describe('buildTranslationRequest', () => {
  it('translates at temperature 0 with the fixed model, in the target language, stating the limit', () => {
    const request = buildTranslationRequest({ text: '  Sou coach.  ', from: 'pt', to: 'en', limit: 475 });
    expect(request).toMatchObject({ model: CHAT_MODEL, max_tokens: 1200, temperature: 0, language: 'en' });
    expect(request.messages.at(-1)?.content).toBe(
      'Translate the text below from Portuguese into English, in at most 475 characters:\n\nSou coach.',
    );
    expect(
      buildTranslationRequest({ text: 'Soy coach.', from: 'es', to: 'pt', limit: 107 }).messages.at(-1)?.content,
    ).toBe('Traduza o texto abaixo do espanhol para o português, com no máximo 107 caracteres:\n\nSoy coach.');
    expect(buildTranslationRequest({ text: 'x', from: 'pt', to: 'es', limit: 35 }).messages.at(-1)?.content).toMatch(
      /^Traduce el texto siguiente del portugués al español, con un máximo de 35 caracteres:/,
    );
  });

  it('always builds a request the contract accepts', () => {
    const lang = fc.constantFrom('pt', 'en', 'es');
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 1090 }),
        lang,
        lang,
        fc.integer({ min: 1, max: 1090 }),
        (text, from, to, limit) => {
          fc.pre(from !== to && text.trim() !== '');
          expect(CreateChatCompletionBody.safeParse(buildTranslationRequest({ text, from, to, limit })).success).toBe(
            true,
          );
        },
      ),
    );
  });
});
