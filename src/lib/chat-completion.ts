/**
 * What every use of the AI chat service shares (the biography wizard, the translations of a
 * coach's texts): the one model and token budget, reading the answer, and the translation of one
 * text. The service is openapi/ai.yaml's `createChatCompletion`.
 */
import { createChatCompletion } from '@/api/gen/ai/ai/ai';
import type { ChatCompletion } from '@/api/gen/ai/model/chatCompletion';
import type { ChatCompletionRequest } from '@/api/gen/ai/model/chatCompletionRequest';
import type { TranslateInput } from '@machines/translation.machine';
import { formatLanguageName } from './format';
import type { Locale } from './languages';

/** The one chat model the product uses. */
export const CHAT_MODEL = 'gpt-4o-mini';
export const CHAT_MAX_TOKENS = 1200;
/** A translation keeps to the text: temperature 0, as proofreading. */
export const TRANSLATION_TEMPERATURE = 0;

/** An answer the model gave with no usable text. */
export class EmptyCompletionError extends Error {
  constructor() {
    super('The chat model returned no text');
    this.name = 'EmptyCompletionError';
  }
}

/**
 * The text of the first choice, without wrapping quotes and with paragraphs separated by one
 * blank line. Throws EmptyCompletionError when there is nothing to show.
 */
export function readCompletion(completion: ChatCompletion): string {
  const raw = completion.choices[0]?.message.content ?? '';
  const paragraphs = raw
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/^["“”']+|["“”']+$/g, '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
  const text = paragraphs.join('\n\n');
  if (!text) throw new EmptyCompletionError();
  return text;
}

/** The translator's brief and the instruction, in the language translated into. */
const TRANSLATION_WORDING: Record<Locale, { system: string; instruction: (from: string, limit: number) => string }> = {
  pt: {
    system:
      'Você é um tradutor profissional de sites de coaches. Traduza fielmente para o português do Brasil, mantendo o sentido, o tom, a pessoa do discurso, os nomes próprios e a divisão em parágrafos e linhas. Responda somente com a tradução, sem aspas e sem comentários.',
    instruction: (from, limit) =>
      `Traduza o texto abaixo do ${from} para o português, com no máximo ${limit} caracteres:`,
  },
  en: {
    system:
      'You are a professional translator of coach websites. Translate faithfully into English, keeping the meaning, tone, grammatical person, proper names and paragraph and line breaks. Reply with the translation only, with no quotes or comments.',
    instruction: (from, limit) => `Translate the text below from ${from} into English, in at most ${limit} characters:`,
  },
  es: {
    system:
      'Eres un traductor profesional de sitios web de coaches. Traduce fielmente al español, manteniendo el sentido, el tono, la persona gramatical, los nombres propios y la división en párrafos y líneas. Responde únicamente con la traducción, sin comillas ni comentarios.',
    instruction: (from, limit) =>
      `Traduce el texto siguiente del ${from} al español, con un máximo de ${limit} caracteres:`,
  },
};

const isLocale = (value: string): value is Locale => value in TRANSLATION_WORDING;

/**
 * The request that translates one text (temperature 0), in the language it translates into,
 * stating the text's limit; the text follows the instruction after a blank line.
 */
export function buildTranslationRequest({ text, from, to, limit }: TranslateInput): ChatCompletionRequest {
  if (!isLocale(from) || !isLocale(to)) throw new Error(`No translation from ${from} into ${to}`);
  const wording = TRANSLATION_WORDING[to];
  return {
    model: CHAT_MODEL,
    messages: [
      { role: 'system', content: wording.system },
      { role: 'user', content: `${wording.instruction(formatLanguageName(from, to), limit)}\n\n${text.trim()}` },
    ],
    max_tokens: CHAT_MAX_TOKENS,
    temperature: TRANSLATION_TEMPERATURE,
    language: to,
  };
}

/** Translates one text with the chat service; the caller cuts the answer to the text's limit. */
export async function translateText(input: TranslateInput): Promise<string> {
  return readCompletion(await createChatCompletion(buildTranslationRequest(input)));
}
