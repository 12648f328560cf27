/**
 * The demo chat model: deterministic biographies, proofreading and translations in pt, en and es.
 *
 * It reads the prompts the wizard builds (src/features/wizard/prompts.ts): the temperature tells
 * the task (0.3 write the first version, 0.5 regenerate, 0 proofread), the instruction tells the
 * paragraphs, words and characters allowed ("2 parágrafos", "no máximo 100 palavras", "475
 * caracteres", in any of the three languages), and the facts come as labelled lines:
 *
 *   Nome: Ana Souza                      (Name / Nombre)
 *   Áreas de atuação: Carreira, Saúde    (Acting areas / Áreas de actuación)
 *   Formações:                           (Education / Formación)
 *   - Psicologia (USP, 2012)
 *   Perguntas e respostas:               (Questions and answers / Preguntas y respuestas)
 *   - <question>
 *     <answer>
 *
 * A regeneration may add the current version after "Versão atual da biografia:"; proofreading
 * and translating (temperature 0 too, with an instruction that starts "Traduza o texto abaixo",
 * "Translate the text below" or "Traduce el texto siguiente" and states the characters allowed)
 * send the text after the first blank line. The answer is always first person, in the request's
 * `language`, within the limits: first version 3 paragraphs and 120 words, second 2 paragraphs
 * and 100 words, third 3 paragraphs (presentation, goals, experience) and 120 words.
 */
import { cutToLimit } from '@machines/lib/coach-translations';
import { CAPTION_TRANSLATIONS } from './seed/caption-translations.ts';
import { coaches } from './seed/coaches.ts';
import { expertisesByLang } from './seed/expertises.ts';
import type { Lang } from './seed/types.ts';

export interface ChatRequest {
  messages: { role: string; content: string }[];
  temperature: number;
  language?: Lang;
}

interface Formation {
  course: string;
  school: string;
  year: string;
}

export interface CoachFacts {
  name: string;
  areas: string[];
  formations: Formation[];
  answers: string[];
}

export type Task = 'first' | 'second' | 'third' | 'proofread' | 'translate';

const LABELS = {
  name: ['nome', 'name', 'nombre'],
  areas: ['áreas de atuação', 'acting areas', 'áreas de actuación'],
  formations: ['formações', 'education', 'formación'],
  answers: ['perguntas e respostas', 'questions and answers', 'preguntas y respuestas'],
  current: ['versão atual da biografia', 'current version of the biography', 'versión actual de la biografía'],
} as const;

type Section = keyof typeof LABELS;

function labelOf(line: string): { section: Section; rest: string } | null {
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const label = line.slice(0, colon).trim().toLowerCase();
  for (const [section, names] of Object.entries(LABELS) as [Section, readonly string[]][]) {
    if (names.includes(label)) return { section, rest: line.slice(colon + 1).trim() };
  }
  return null;
}

/** Reads the labelled facts (and the current version, if any) out of a prompt. */
export function readFacts(prompt: string): { facts: CoachFacts; current: string } {
  const facts: CoachFacts = { name: '', areas: [], formations: [], answers: [] };
  const current: string[] = [];
  let section: Section | null = null;
  let pendingQuestion = false;
  for (const line of prompt.replace(/\r\n?/g, '\n').split('\n')) {
    const labelled = labelOf(line);
    if (labelled && section !== 'current') {
      section = labelled.section;
      if (section === 'name') facts.name = labelled.rest;
      if (section === 'areas')
        facts.areas = labelled.rest
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
      continue;
    }
    if (section === 'current') {
      current.push(line);
      continue;
    }
    const item = /^\s*-\s+(.*)$/.exec(line);
    if (section === 'formations' && item?.[1]) {
      const m = /^(.*?)\s*\((.*?)(?:,\s*([^,)]*))?\)\s*$/.exec(item[1]);
      facts.formations.push(
        m
          ? { course: m[1] ?? '', school: m[2] ?? '', year: /\d{4}/.test(m[3] ?? '') ? (m[3] ?? '') : '' }
          : { course: item[1], school: '', year: '' },
      );
    } else if (section === 'answers') {
      if (item) pendingQuestion = true;
      else if (pendingQuestion && line.trim()) {
        facts.answers.push(line.trim());
        pendingQuestion = false;
      }
    }
  }
  return { facts, current: current.join('\n').trim() };
}

/** Limits the instruction states, with the product's defaults when it states none. */
export function readLimits(prompt: string, task: Task): { paragraphs: number; words: number; chars: number } {
  const paragraphs = /(\d+)\s+(?:parágrafos|paragraphs|párrafos)/i.exec(prompt);
  const words = /(\d+)\s+(?:palavras|words|palabras)/i.exec(prompt);
  const chars = /(\d+)\s+(?:caracteres|characters)/i.exec(prompt);
  const fallback = task === 'second' ? { paragraphs: 2, words: 100 } : { paragraphs: 3, words: 120 };
  return {
    paragraphs: paragraphs ? Number(paragraphs[1]) : fallback.paragraphs,
    words: words ? Number(words[1]) : fallback.words,
    chars: chars ? Number(chars[1]) : 2000,
  };
}

/** How a translation's instruction starts, in the language it translates into. */
const TRANSLATE_INSTRUCTION = /^(?:Translate the text below|Traduza o texto abaixo|Traduce el texto siguiente)\b/;

/**
 * The task a request asks for: the temperature says write, regenerate or keep to the text (0),
 * and at 0 the instruction says translate or proofread.
 */
export function taskOf(request: ChatRequest): Task {
  if (request.temperature === 0) {
    return TRANSLATE_INSTRUCTION.test(lastUserMessage(request).trimStart()) ? 'translate' : 'proofread';
  }
  if (request.temperature === 0.3) return 'first';
  const user = lastUserMessage(request);
  return /\b2\s+(?:parágrafos|paragraphs|párrafos)/i.test(user) ? 'second' : 'third';
}

function lastUserMessage(request: ChatRequest): string {
  return [...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

// ---- wording ------------------------------------------------------------------------------

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const countWords = (paragraphs: readonly string[]) => paragraphs.reduce((n, p) => n + words(p).length, 0);

function list(items: readonly string[], lang: Lang): string {
  const and = lang === 'en' ? 'and' : lang === 'es' ? 'y' : 'e';
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

/** Area names in the target language (the wizard may send them in any of the three). */
function localiseAreas(areas: readonly string[], lang: Lang): string[] {
  return areas.map((area) => {
    const wanted = area.trim().toLowerCase();
    for (const list of Object.values(expertisesByLang)) {
      const hit = list.find((e) => e.name.toLowerCase() === wanted);
      if (hit) return expertisesByLang[lang].find((e) => e.id === hit.id)?.name ?? area;
    }
    return area;
  });
}

/**
 * A sentence cut to at most `max` words where it can end: at its last clause (a comma, semicolon
 * or colon) within the limit, never in the middle of a clause; '' when no clause fits.
 */
function wholeClauses(sentence: string, max: number): string {
  const w = words(sentence);
  if (w.length <= max) return sentence;
  const head = w.slice(0, max + 1).join(' ');
  const end = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(': '));
  const clause = end > 0 ? head.slice(0, end) : '';
  return words(clause).length >= 4 ? `${clause}.` : '';
}

/** The first sentence of an answer, as whole clauses of at most `max` words, ending with a full stop. */
function gist(answer: string | undefined, max = 24): string {
  const text = (answer ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  const cut = wholeClauses(sentence, max);
  if (!cut) return '';
  const ended = /[.!?]$/.test(cut) ? cut : `${cut}.`;
  return ended.charAt(0).toUpperCase() + ended.slice(1);
}

/**
 * The word a course often starts with that the sentences already say ("Tenho formação em
 * Formação em Coaching"): left out of the course's name.
 */
const COURSE_LEAD: Record<Lang, RegExp> = {
  pt: /^(?:forma[çc][ãa]o|curso)\s+(?:em|de)\s+/i,
  en: /^(?:training|course|studies)\s+in\s+/i,
  es: /^(?:formaci[óo]n|curso|estudios)\s+(?:en|de)\s+/i,
};

/**
 * A formation as the sentences name it: the course, then the school and year in parentheses,
 * which needs no article before the school ("pela Instituto") in any language.
 */
function formationText(f: Formation | undefined, lang: Lang): string {
  const course = f?.course.trim().replace(COURSE_LEAD[lang], '') ?? '';
  if (!course) return '';
  const details = [f?.school.trim(), f?.year.trim()].filter(Boolean).join(', ');
  return details ? `${course} (${details})` : course;
}

interface Parts {
  name: string;
  firstName: string;
  areas: string;
  formation: string;
  others: string;
  /** The first sentence of each answer, '' for one not given. */
  answer1: string;
  answer2: string;
  answer3: string;
}

function parts(facts: CoachFacts, lang: Lang): Parts {
  const name = facts.name.trim() || (lang === 'en' ? 'a coach' : lang === 'es' ? 'coach' : 'coach');
  const areas = localiseAreas(facts.areas, lang);
  const defaultArea =
    lang === 'en' ? 'personal development' : lang === 'es' ? 'desarrollo personal' : 'desenvolvimento pessoal';
  return {
    name,
    firstName: words(name)[0] ?? name,
    areas: list(areas.length ? areas : [defaultArea], lang),
    formation: formationText(facts.formations[0], lang),
    others: list(
      facts.formations
        .slice(1, 3)
        .map((f) => f.course.trim().replace(COURSE_LEAD[lang], ''))
        .filter(Boolean),
      lang,
    ),
    answer1: gist(facts.answers[0]),
    answer2: gist(facts.answers[1]),
    answer3: gist(facts.answers[2]),
  };
}

/**
 * Each paragraph is a list of sentences, so limits can drop whole sentences first. A `{part}`
 * stands for one of the coach's parts (Parts); a sentence whose part is empty is left out.
 */
type WritingTask = Exclude<Task, 'proofread' | 'translate'>;

const WRITERS: Record<Lang, Record<WritingTask, string[][]>> = {
  pt: {
    first: [
      ['Sou {name}, coach com atuação em {areas}.', 'Tenho formação em {formation}.', 'Também me formei em {others}.'],
      [
        '{answer1}',
        '{answer2}',
        'Acredito que cada pessoa tem dentro de si as respostas de que precisa, e meu papel é ajudar a encontrá-las.',
      ],
      [
        '{answer3}',
        'Atendo com escuta atenta, perguntas certeiras e planos de ação simples.',
        'Vamos conversar sobre o seu próximo passo?',
      ],
    ],
    second: [
      [
        'Meu nome é {firstName} e trabalho como coach de {areas}.',
        'Minha base vem da formação em {formation}.',
        '{answer1}',
      ],
      [
        '{answer2}',
        'Em cada sessão, transformo metas em passos concretos, no ritmo de cada cliente.',
        'Será uma alegria caminhar ao seu lado.',
      ],
    ],
    third: [
      ['Olá! Eu sou {name}, coach de {areas}.', 'Gosto de conversas honestas e de resultados que se sustentam.'],
      [
        'Meu objetivo é ajudar meus clientes a ganhar clareza e a agir com confiança em {areas}.',
        '{answer2}',
        '{answer3}',
      ],
      [
        'Minha formação inclui {formation}.',
        'Também estudei {others}.',
        '{answer1}',
        'Essa trajetória orienta cada sessão que conduzo.',
      ],
    ],
  },
  en: {
    first: [
      ['I am {name}, a coach working in {areas}.', 'I studied {formation}.', 'I also trained in {others}.'],
      [
        '{answer1}',
        '{answer2}',
        'I believe every person already holds the answers they need, and my role is to help find them.',
      ],
      [
        '{answer3}',
        'I work with careful listening, sharp questions and simple action plans.',
        'Shall we talk about your next step?',
      ],
    ],
    second: [
      ['My name is {firstName} and I coach people in {areas}.', 'My background comes from {formation}.', '{answer1}'],
      [
        '{answer2}',
        'In every session I turn goals into concrete steps, at each client’s own pace.',
        'I would be glad to walk this path with you.',
      ],
    ],
    third: [
      ['Hello! I am {name}, a coach in {areas}.', 'I value honest conversations and results that last.'],
      ['My goal is to help my clients gain clarity and act with confidence in {areas}.', '{answer2}', '{answer3}'],
      ['I studied {formation}.', 'I also trained in {others}.', '{answer1}', 'This path shapes every session I lead.'],
    ],
  },
  es: {
    first: [
      ['Soy {name}, coach con experiencia en {areas}.', 'Me formé en {formation}.', 'También estudié {others}.'],
      [
        '{answer1}',
        '{answer2}',
        'Creo que cada persona ya tiene dentro las respuestas que necesita, y mi papel es ayudar a encontrarlas.',
      ],
      [
        '{answer3}',
        'Trabajo con escucha atenta, preguntas precisas y planes de acción sencillos.',
        '¿Hablamos de tu próximo paso?',
      ],
    ],
    second: [
      [
        'Me llamo {firstName} y acompaño como coach en {areas}.',
        'Mi base viene de mi formación en {formation}.',
        '{answer1}',
      ],
      [
        '{answer2}',
        'En cada sesión convierto las metas en pasos concretos, al ritmo de cada cliente.',
        'Será un placer caminar a tu lado.',
      ],
    ],
    third: [
      ['¡Hola! Soy {name}, coach de {areas}.', 'Valoro las conversaciones sinceras y los resultados que perduran.'],
      [
        'Mi objetivo es ayudar a mis clientes a ganar claridad y actuar con confianza en {areas}.',
        '{answer2}',
        '{answer3}',
      ],
      [
        'Me formé en {formation}.',
        'También estudié {others}.',
        '{answer1}',
        'Esta trayectoria guía cada sesión que conduzco.',
      ],
    ],
  },
};

/** One sentence with the coach's parts filled in, or '' when one of them is empty. */
function fill(sentence: string, p: Parts): string {
  let missing = false;
  const text = sentence.replace(/\{(\w+)\}/g, (_, part: keyof Parts) => {
    if (!p[part]) missing = true;
    return p[part];
  });
  return missing ? '' : text;
}

/**
 * Cuts a paragraph to at most `max` words, ending on a full stop: at a clause's end when one fits,
 * else at the limit.
 */
function cutWords(paragraph: string, max: number): string {
  const w = words(paragraph);
  if (w.length <= max) return paragraph;
  const clause = wholeClauses(paragraph, max);
  if (clause) return clause;
  return `${w
    .slice(0, Math.max(1, max))
    .join(' ')
    .replace(/[,;:.!?]*$/, '')}.`;
}

/**
 * Joins sentences into paragraphs within the limits: the last optional sentences of the
 * longest paragraph go first, then words, until words and characters fit.
 */
export function fitLimits(sentences: string[][], maxWords: number, maxChars: number): string[] {
  const paras = sentences.map((s) => s.map((x) => x.trim()).filter(Boolean));
  const text = () => paras.map((p) => p.join(' '));
  const size = () => ({ words: countWords(text()), chars: text().join('\n\n').length });
  while (size().words > maxWords || size().chars > maxChars) {
    const longest = paras.reduce(
      (best, p, i) => (p.length > 1 && p.join(' ').length > (paras[best]?.join(' ').length ?? 0) ? i : best),
      -1,
    );
    if (longest >= 0 && (paras[longest]?.length ?? 0) > 1) {
      paras[longest]?.pop();
      continue;
    }
    // Every paragraph is down to one sentence: shorten them by words, evenly.
    const budgetWords = Math.floor(maxWords / paras.length);
    const budgetChars = Math.floor((maxChars - 2 * (paras.length - 1)) / paras.length);
    return text().map((p) => {
      let out = cutWords(p, budgetWords);
      while (out.length > budgetChars && words(out).length > 1) out = cutWords(out, words(out).length - 1);
      return out;
    });
  }
  return text();
}

// ---- proofreading -------------------------------------------------------------------------

const TYPOS: Record<Lang, Record<string, string>> = {
  pt: {
    voce: 'você',
    nao: 'não',
    tambem: 'também',
    experiencia: 'experiência',
    sessao: 'sessão',
    sessoes: 'sessões',
    vc: 'você',
    pq: 'porque',
    mto: 'muito',
    tbm: 'também',
    entao: 'então',
    ja: 'já',
    carreria: 'carreira',
    lideranca: 'liderança',
    familia: 'família',
    saude: 'saúde',
    atraves: 'através',
  },
  en: {
    i: 'I',
    teh: 'the',
    recieve: 'receive',
    beleive: 'believe',
    acheive: 'achieve',
    carrer: 'career',
    sucess: 'success',
    dont: "don't",
    im: "I'm",
    ive: "I've",
    thier: 'their',
    alot: 'a lot',
  },
  es: {
    tambien: 'también',
    sesion: 'sesión',
    sesiones: 'sesiones',
    despues: 'después',
    asi: 'así',
    mas: 'más',
    facil: 'fácil',
    liderasgo: 'liderazgo',
    exito: 'éxito',
    proposito: 'propósito',
  },
};

function fixWords(sentence: string, lang: Lang): string {
  return sentence.replace(/\p{L}+/gu, (word) => {
    const fixed = TYPOS[lang][word.toLowerCase()];
    if (!fixed) return word;
    return word[0] === word[0]?.toUpperCase() && fixed !== 'I' ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
  });
}

/** Corrects spacing, punctuation, capitals and common misspellings; keeps the paragraphs. */
export function proofread(text: string, lang: Lang): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => {
      let p = paragraph.replace(/\s+/g, ' ').trim();
      if (!p) return '';
      p = p
        .replace(/\s+([,.;:!?])/g, '$1')
        .replace(/([,;:!?])(?=\p{L})/gu, '$1 ')
        .replace(/\.(?=\p{L})(?!(?:com|br|org|net|pt|es)\b)/gu, '. ')
        .replace(/([!?.]){2,}/g, '$1')
        .replace(/,{2,}/g, ',');
      p = fixWords(p, lang);
      p = p.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
      if (!/[.!?…"”)]$/.test(p)) p += '.';
      return p;
    })
    .filter(Boolean)
    .join('\n\n');
}

// ---- translation --------------------------------------------------------------------------
//
// The demo model translates from what it knows: the seed coaches' texts, which have versions in
// several languages (whole, line by line and sentence by sentence where the versions align), the
// seed's gallery captions and video titles, and the sentences it writes biographies with (their
// parts, such as the acting areas, put in the target language). Whatever it does not know stays
// as it was, and the answer then says it is a demo translation; it is never longer than the limit
// the instruction states.

type Versions = Partial<Record<Lang, string>>;

const LANGS: readonly Lang[] = ['pt', 'en', 'es'];
const TRANSLATED_FIELDS = ['aboutMe', 'mainPhrase', 'mainPhraseAuthor', 'resumeFeed'] as const;
const DEMO_MARK: Record<Lang, string> = {
  pt: '(Tradução de demonstração)',
  en: '(Demo translation)',
  es: '(Traducción de demostración)',
};

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const linesOf = (text: string) => text.split('\n').filter((line) => line.trim());
const sentencesOf = (text: string) =>
  normal(text)
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);

/** What the demo model knows in several languages, by the normalised text in any of them. */
const MEMORY: ReadonlyMap<string, Versions> = (() => {
  const memory = new Map<string, Versions>();
  const add = (versions: Versions) => {
    for (const text of Object.values(versions)) {
      if (text && normal(text)) memory.set(normal(text), { ...memory.get(normal(text)), ...versions });
    }
  };
  const addAligned = (versions: Versions) => {
    add(versions);
    for (const split of [linesOf, sentencesOf]) {
      const parts = Object.entries(versions).map(([lang, text]) => [lang, split(text ?? '')] as const);
      const count = parts[0]?.[1].length ?? 0;
      if (count < 2 || parts.some(([, p]) => p.length !== count)) continue;
      for (let i = 0; i < count; i += 1) add(Object.fromEntries(parts.map(([lang, p]) => [lang, p[i]])));
    }
  };
  for (const coach of coaches) {
    if (!coach.translations) continue;
    const original: Lang = coach.textLanguage ?? 'pt';
    for (const field of TRANSLATED_FIELDS) {
      const versions: Versions = { [original]: coach[field] };
      for (const lang of LANGS) {
        const text = lang === original ? undefined : coach.translations[lang]?.[field];
        if (text) versions[lang] = text;
      }
      if (Object.keys(versions).length > 1) addAligned(versions);
    }
  }
  for (const [pt, [en, es]] of Object.entries(CAPTION_TRANSLATIONS)) add({ pt, en, es });
  return memory;
})();

/** The biography writer's sentences as patterns, each with its place in WRITERS. */
const SENTENCE_PATTERNS = LANGS.flatMap((lang) =>
  (Object.keys(WRITERS[lang]) as WritingTask[]).flatMap((task) =>
    WRITERS[lang][task].flatMap((paragraph, p) =>
      paragraph
        .map((sentence, s) => ({ sentence, s }))
        // A sentence that is only the coach's answer says nothing the writer can translate.
        .filter(({ sentence }) => !/^\{\w+\}$/.test(sentence))
        .map(({ sentence, s }) => ({
          lang,
          place: [task, p, s] as const,
          pattern: new RegExp(`^${sentence.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>.+?)')}$`),
        })),
    ),
  ),
);

/** A sentence of the biography writer's, in `to`, with its parts carried over. */
function writerSentence(sentence: string, to: Lang): string | null {
  for (const { lang, place, pattern } of SENTENCE_PATTERNS) {
    if (lang === to) continue;
    const parts = pattern.exec(sentence)?.groups;
    if (!parts) continue;
    const [task, p, s] = place;
    const target = WRITERS[to][task][p]?.[s];
    if (!target) continue;
    const filled = target.replace(/\{(\w+)\}/g, (_, part: string) => {
      const value = parts[part] ?? '';
      if (part !== 'areas') return value;
      return list(localiseAreas(value.split(/,\s*|\s+(?:e|and|y)\s+/), to), to);
    });
    if (!/\{\w+\}/.test(filled)) return filled;
  }
  return null;
}

/** A person's or a place's name (two to five capitalised words): kept as it is, as the prompt asks. */
const PROPER_NAME = /^(?:\p{Lu}[\p{L}'.-]*)(?:\s+(?:d[aeo]s?|de la|del|von|van)?\s*\p{Lu}[\p{L}'.-]*){1,4}$/u;

/** `text` in `to`, as far as the demo model knows it, within `limit` characters. */
export function translate(text: string, to: Lang, limit: number): string {
  const known = (unit: string) => MEMORY.get(normal(unit))?.[to];
  const whole = known(text);
  if (whole) return cutToLimit(whole, limit);
  if (PROPER_NAME.test(normal(text))) return cutToLimit(normal(text), limit);
  let missed = false;
  const unit = (sentence: string) => {
    const out = known(sentence) ?? writerSentence(sentence, to);
    if (out === undefined || out === null) missed = true;
    return out ?? sentence;
  };
  const translated = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => known(line) ?? sentencesOf(line).map(unit).join(' '))
        .join('\n'),
    )
    .join('\n\n');
  return cutToLimit(missed ? `${DEMO_MARK[to]} ${translated}` : translated, limit);
}

// ---- entry point --------------------------------------------------------------------------

/** What the demo model answers to a chat-completion request. */
export function complete(request: ChatRequest): string {
  const lang: Lang = request.language ?? 'pt';
  const task = taskOf(request);
  const user = lastUserMessage(request);
  if (task === 'proofread' || task === 'translate') {
    const blank = user.search(/\n\s*\n/);
    const text = blank >= 0 ? user.slice(blank).trim() : user;
    return task === 'proofread' ? proofread(text, lang) : translate(text, lang, readLimits(user, task).chars);
  }
  const { facts } = readFacts(user);
  const limits = readLimits(user, task);
  const p = parts(facts, lang);
  const sentences = WRITERS[lang][task].map((paragraph) => paragraph.map((s) => fill(s, p)).filter(Boolean));
  while (sentences.length > limits.paragraphs) {
    const extra = sentences.pop() ?? [];
    sentences.at(-1)?.push(...extra);
  }
  return fitLimits(sentences, limits.words, limits.chars).join('\n\n');
}
