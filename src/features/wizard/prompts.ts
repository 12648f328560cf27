/**
 * Builds the chat-completion requests that write, regenerate and proofread a coach biography
 * (src/lib/chat-completion.ts reads the answer). Pure: no network, no i18n runtime; the caller
 * passes the language and the three questions as the coach saw them.
 */
import type { ChatCompletionRequest } from '@/api/gen/ai/model/chatCompletionRequest';
import { CHAT_MAX_TOKENS, CHAT_MODEL } from '@/lib/chat-completion';
import type { BiographyVariant } from '@machines/biography.machine';
import { DESCRIPTION_MAX_LENGTH, type Formation } from '@machines/lib/wizard-validation';

export type PromptLanguage = 'pt' | 'en' | 'es';

/** 0.3 to write, 0.5 to regenerate, 0 to proofread. */
export const TEMPERATURE = { write: 0.3, regenerate: 0.5, proofread: 0 } as const;

export interface BiographyFacts {
  name: string;
  actingAreas: string[];
  formations: Formation[];
  /** The three questions, in the coach's language, with the coach's answers. */
  answers: { question: string; answer: string }[];
}

interface Wording {
  system: string;
  facts: { name: string; areas: string; formations: string; answers: string };
  first: string;
  second: string;
  third: string;
  current: string;
  proofreadSystem: string;
  proofread: string;
  /** Said of a formation without a year. */
  noYear: string;
}

const WORDING: Record<PromptLanguage, Wording> = {
  pt: {
    system:
      'Você é um redator profissional que escreve biografias de coaches para o site pessoal deles. Escreva sempre em português do Brasil, em primeira pessoa, com tom acolhedor, claro e profissional. Use apenas os fatos fornecidos, sem inventar dados. Responda somente com o texto da biografia, sem título, sem aspas e sem comentários.',
    facts: { name: 'Nome', areas: 'Áreas de atuação', formations: 'Formações', answers: 'Perguntas e respostas' },
    first: `Escreva minha biografia em primeira pessoa, em 3 parágrafos, com no máximo 120 palavras e no máximo ${DESCRIPTION_MAX_LENGTH} caracteres no total, a partir destes dados:`,
    second: `Reescreva minha biografia com outras palavras, em primeira pessoa, em 2 parágrafos, com no máximo 100 palavras e no máximo ${DESCRIPTION_MAX_LENGTH} caracteres no total, mantendo os fatos destes dados:`,
    third: `Reescreva minha biografia em primeira pessoa, em 3 parágrafos — o primeiro me apresenta, o segundo fala dos meus objetivos com os clientes e o terceiro da minha experiência —, com no máximo 120 palavras e no máximo ${DESCRIPTION_MAX_LENGTH} caracteres no total, a partir destes dados:`,
    current: 'Versão atual da biografia:',
    proofreadSystem:
      'Você é um revisor de textos em português do Brasil. Corrija ortografia, gramática e pontuação sem mudar o sentido, o tom, a pessoa do discurso nem a divisão em parágrafos. Responda somente com o texto revisado.',
    proofread: 'Revise o texto abaixo:',
    noYear: 's/ano',
  },
  en: {
    system:
      'You are a professional copywriter who writes coach biographies for their personal website. Always write in English, in the first person, with a warm, clear and professional tone. Use only the facts provided and do not invent anything. Reply with the biography text only, with no title, quotes or comments.',
    facts: { name: 'Name', areas: 'Acting areas', formations: 'Education', answers: 'Questions and answers' },
    first: `Write my biography in the first person, in 3 paragraphs, with at most 120 words and at most ${DESCRIPTION_MAX_LENGTH} characters in total, from this information:`,
    second: `Rewrite my biography in different words, in the first person, in 2 paragraphs, with at most 100 words and at most ${DESCRIPTION_MAX_LENGTH} characters in total, keeping the facts of this information:`,
    third: `Rewrite my biography in the first person, in 3 paragraphs — the first introduces me, the second covers my goals with clients and the third my experience — with at most 120 words and at most ${DESCRIPTION_MAX_LENGTH} characters in total, from this information:`,
    current: 'Current version of the biography:',
    proofreadSystem:
      'You are an English proofreader. Fix spelling, grammar and punctuation without changing the meaning, tone, grammatical person or paragraph breaks. Reply with the corrected text only.',
    proofread: 'Proofread the text below:',
    noYear: 'no year',
  },
  es: {
    system:
      'Eres un redactor profesional que escribe biografías de coaches para su sitio personal. Escribe siempre en español, en primera persona, con un tono cálido, claro y profesional. Usa solo los datos proporcionados, sin inventar nada. Responde únicamente con el texto de la biografía, sin título, comillas ni comentarios.',
    facts: { name: 'Nombre', areas: 'Áreas de actuación', formations: 'Formación', answers: 'Preguntas y respuestas' },
    first: `Escribe mi biografía en primera persona, en 3 párrafos, con un máximo de 120 palabras y de ${DESCRIPTION_MAX_LENGTH} caracteres en total, a partir de estos datos:`,
    second: `Reescribe mi biografía con otras palabras, en primera persona, en 2 párrafos, con un máximo de 100 palabras y de ${DESCRIPTION_MAX_LENGTH} caracteres en total, manteniendo los hechos de estos datos:`,
    third: `Reescribe mi biografía en primera persona, en 3 párrafos — el primero me presenta, el segundo habla de mis objetivos con los clientes y el tercero de mi experiencia —, con un máximo de 120 palabras y de ${DESCRIPTION_MAX_LENGTH} caracteres en total, a partir de estos datos:`,
    current: 'Versión actual de la biografía:',
    proofreadSystem:
      'Eres un corrector de textos en español. Corrige la ortografía, la gramática y la puntuación sin cambiar el sentido, el tono, la persona gramatical ni la división en párrafos. Responde únicamente con el texto corregido.',
    proofread: 'Corrige el texto siguiente:',
    noYear: 'sin año',
  },
};

function clean(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The coach's data as a plain list the model reads. */
export function describeFacts(facts: BiographyFacts, language: PromptLanguage): string {
  const w = WORDING[language];
  const formations = facts.formations
    .filter((f) => clean(f.course) || clean(f.school))
    .map((f) => `- ${clean(f.course)} (${clean(f.school)}, ${f.year ?? w.noYear})`);
  const answers = facts.answers.map(({ question, answer }) => `- ${clean(question)}\n  ${clean(answer)}`);
  return [
    `${w.facts.name}: ${clean(facts.name)}`,
    `${w.facts.areas}: ${facts.actingAreas.map(clean).join(', ')}`,
    `${w.facts.formations}:\n${formations.join('\n')}`,
    `${w.facts.answers}:\n${answers.join('\n')}`,
  ].join('\n');
}

/**
 * The request for one biography version: `first` from the form data (temperature 0.3),
 * `second` and `third` as regenerations of the newest version (temperature 0.5).
 */
export function buildBiographyRequest(
  variant: BiographyVariant,
  facts: BiographyFacts,
  language: PromptLanguage,
  previous: string | null = null,
): ChatCompletionRequest {
  const w = WORDING[language];
  const instruction = variant === 'first' ? w.first : variant === 'second' ? w.second : w.third;
  let user = `${instruction}\n\n${describeFacts(facts, language)}`;
  if (variant !== 'first' && previous && previous.trim()) user += `\n\n${w.current}\n${previous.trim()}`;
  return {
    model: CHAT_MODEL,
    messages: [
      { role: 'system', content: w.system },
      { role: 'user', content: user },
    ],
    max_tokens: CHAT_MAX_TOKENS,
    temperature: variant === 'first' ? TEMPERATURE.write : TEMPERATURE.regenerate,
    language,
  };
}

/** The request that proofreads a text in place (temperature 0). */
export function buildProofreadRequest(text: string, language: PromptLanguage): ChatCompletionRequest {
  const w = WORDING[language];
  return {
    model: CHAT_MODEL,
    messages: [
      { role: 'system', content: w.proofreadSystem },
      { role: 'user', content: `${w.proofread}\n\n${text.trim()}` },
    ],
    max_tokens: CHAT_MAX_TOKENS,
    temperature: TEMPERATURE.proofread,
    language,
  };
}
