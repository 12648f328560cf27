// Coach profiles of the demo backend: a fixed roster expanded deterministically (seeded PRNG per
// coach id) into complete profiles, plus the demo sign-in accounts.
import { backgroundImageCategories } from './backgrounds.ts';
import { CAPTION_TRANSLATIONS } from './caption-translations.ts';
import { PREDEFINED_EXPERTISES_PT } from './expertises.ts';
import { countryName } from './locations.ts';
import { BANNERS, GALLERY_POOL, videoCatalog } from './media.ts';
import { createRng, type Rng } from './random.ts';
import { TEXT_BANKS, type TextBank } from './text-banks.ts';
import {
  THEMES,
  TURNS,
  WEEKDAYS,
  type CoachCard,
  type CoachDetails,
  type DemoAccount,
  type GalleryPicture,
  type Lang,
  type Profile,
  type Schedule,
  type SessionType,
  type SocialLinks,
  type Testimony,
  type Theme,
  type Video,
} from './types.ts';
import type { CoachTextTranslations } from '../../api/gen/api-v1/model/coachTextTranslations.ts';

export type Gender = 'f' | 'm';

export interface RosterEntry {
  id: string;
  username: string;
  firstName: string;
  secondName: string;
  gender: Gender;
  country: string;
  state: string;
  city: string;
}

/** username|firstName|secondName|gender|country|state|city. The last three are unpublished. */
const ROSTER_TABLE = `ana-souza|Ana|Souza|f|BR|SP|São Paulo
joao-pereira|João|Pereira|m|BR|RJ|Rio de Janeiro
lucia-fernandes|Lúcia|Fernandes|f|BR|MG|Belo Horizonte
maria-conceicao-angela-de-albuquerque-wolfeschlegelsteinhausen|Maria Conceição Ângela|Wolfeschlegelsteinhausen|f|BR|SC|Blumenau
pedro-lima|Pedro|Lima|m||||
rafael-oliveira|Rafael|Oliveira|m|BR|PR|Curitiba
conceicao-almeida|Conceição|Almeida|f|BR|BA|Salvador
angela-moreira|Ângela|Moreira|f|BR|RS|Porto Alegre
thiago-santos|Thiago|Santos|m|BR|SP|Campinas
beatriz-carvalho|Beatriz|Carvalho|f|BR|PE|Recife
luiz-gustavo-rocha|Luiz Gustavo|Rocha|m|BR|DF|Brasília
fernanda-ribeiro|Fernanda|Ribeiro|f|BR|CE|Fortaleza
marcos-araujo|Marcos Vinícius|Araújo|m|BR|GO|Goiânia
patricia-gomes|Patrícia|Gomes|f|BR|SP|Santos
andre-nascimento|André|Nascimento|m|BR|RJ|Niterói
juliana-martins|Juliana|Martins|f|BR|SC|Florianópolis
rodrigo-teixeira|Rodrigo|Teixeira|m|BR|MG|Uberlândia
camila-dias|Camila|Dias|f|BR|PR|Londrina
sebastiao-freitas|Sebastião|Freitas|m|BR|BA|Feira de Santana
leticia-cardoso|Letícia|Cardoso|f|BR|SP|Ribeirão Preto
antonio-mendes|Antônio|Mendes|m|BR|PA|Belém
renata-castro|Renata|Castro|f|BR|AM|Manaus
gabriel-monteiro|Gabriel|Monteiro|m|BR|RS|Caxias do Sul
debora-pinto|Débora|Pinto|f|BR|ES|Vitória
fabio-correia|Fábio|Correia|m|BR|SP|São José dos Campos
monica-azevedo|Mônica|Azevedo|f|BR|RJ|Petrópolis
caio-barbosa|Caio|Barbosa|m|BR|MT|Cuiabá
simone-lopes|Simone|Lopes|f|BR|MS|Campo Grande
vinicius-farias|Vinícius|Farias|m|BR|PB|João Pessoa
marcia-vieira|Márcia|Vieira|f|BR|RN|Natal
helio-duarte|Hélio|Duarte|m|BR|PI|Teresina
tatiane-reis|Tatiane|Reis|f|BR|MA|São Luís
otavio-nunes|Otávio|Nunes|m|BR|AL|Maceió
aline-cavalcanti|Aline|Cavalcanti|f|BR|PE|Olinda
cesar-moraes|César|Moraes|m|BR|SP|Sorocaba
raquel-batista|Raquel|Batista|f|BR|MG|Juiz de Fora
jose_prado|José Ricardo|Prado|m|BR|SE|Aracaju
ingrid-siqueira|Ingrid|Siqueira|f|BR|TO|Palmas
brunotavares88|Bruno|Tavares|m|BR|PR|Maringá
elisangela-fonseca|Elisângela|Fonseca|f|BR|RS|Gramado
mateus-campos|Mateus|Campos|m|BR|SC|Joinville
priscila-andrade|Priscila|Andrade|f|BR|BA|Porto Seguro
jennifer-walsh|Jennifer|Walsh|f|US|CA|Los Angeles
michael-brooks|Michael|Brooks|m|US|CA|San Francisco
sarah-mitchell|Sarah|Mitchell|f|US|NY|New York
david-coleman|David|Coleman|m|US|TX|Austin
luiza-guimaraes|Luíza|Guimarães|f|US|FL|Miami
emily-carter|Emily|Carter|f|US|MA|Boston
ricardo-gutierrez|Ricardo|Gutiérrez|m|US|FL|Orlando
amanda-hughes|Amanda|Hughes|f|US|WA|Seattle
ines-sequeira|Inês|Sequeira|f|PT||Lisboa
duarte-magalhaes|Duarte|Magalhães|m|PT||Porto
filipa-rebelo|Filipa|Rebelo|f|PT||Coimbra
tiago-brandao|Tiago|Brandão|m|PT||Braga
margarida-antunes|Margarida|Antunes|f|PT||Faro
goncalo-pires|Gonçalo|Pires|m|PT||Lisboa
lucia-navarro|Lucía|Navarro|f|ES||Madrid
javier-dominguez|Javier|Domínguez|m|ES||Barcelona
carmen-ortega|Carmen|Ortega|f|ES||Sevilla
alvaro-ruiz|Álvaro|Ruiz|m|ES||Valencia
isabela-queiroz|Isabela|Queiroz|f|BR|SP|São Paulo
wagner-lacerda|Wagner|Lacerda|m|BR|RJ|Armação dos Búzios
ines-costa|Inês|Costa|f|BR|MG|Ouro Preto
rui-valente|Rui|Valente|m|PT||Aveiro
daniela-sampaio|Daniela|Sampaio|f|BR|SP|São Paulo`;

const UNPUBLISHED_COUNT = 3;

/** The raw roster (names, gender for the avatar art, place), one entry per profile. */
export const coachRoster: readonly RosterEntry[] = ROSTER_TABLE.split('\n').map((line, index) => {
  const [username = '', firstName = '', secondName = '', gender = 'f', country = '', state = '', city = ''] =
    line.split('|');
  return {
    id: `c-${String(index + 1).padStart(3, '0')}`,
    username,
    firstName,
    secondName,
    gender: gender as Gender,
    country,
    state,
    city,
  };
});

export const SPARSE_COACH_USERNAME = 'pedro-lima';
/** The coach who writes in Spanish and has Portuguese and English versions of her texts. */
export const SPANISH_COACH_USERNAME = 'lucia-navarro';
const LONG_NAME_COACH_USERNAME = 'maria-conceicao-angela-de-albuquerque-wolfeschlegelsteinhausen';
/** A coach with every list at its maximum (24 pictures, 16 videos, 6 testimonies). */
export const FULL_COACH_USERNAME = 'lucia-fernandes';

// ---------------------------------------------------------------------------------------------
// Generated texts come from the phrase banks of the coach's language (./text-banks.ts), cut at
// sentence boundaries to the field limits.

/** Coaches who write their texts in English or Spanish; the others write in Portuguese. */
const TEXT_LANGUAGES: Readonly<Record<string, Lang>> = {
  'jennifer-walsh': 'en',
  'michael-brooks': 'en',
  'sarah-mitchell': 'en',
  'david-coleman': 'en',
  'emily-carter': 'en',
  'amanda-hughes': 'en',
  'ricardo-gutierrez': 'es',
  [SPANISH_COACH_USERNAME]: 'es',
  'javier-dominguez': 'es',
  'carmen-ortega': 'es',
  'alvaro-ruiz': 'es',
};

const SCHOOLS: Record<string, readonly string[]> = {
  BR: ['USP', 'UFMG', 'UFRJ', 'PUC-Rio', 'PUCRS', 'UFBA', 'UFPR', 'Unicamp', 'UnB', 'UFPE', 'FGV'],
  US: ['UCLA', 'NYU', 'University of Texas at Austin', 'Boston University'],
  PT: ['Universidade de Lisboa', 'Universidade do Porto', 'Universidade de Coimbra', 'Universidade do Minho'],
  ES: [
    'Universidad Complutense de Madrid',
    'Universitat de Barcelona',
    'Universidad de Sevilla',
    'Universitat de València',
  ],
};

const THEME_COLORS = [
  '#ecc22e',
  '#1b3a5c',
  '#3588db',
  '#2e7d5b',
  '#c0392b',
  '#7b4fa3',
  '#f39c12',
  '#16a085',
  '#e8d5b7',
  '#f4a6a6',
  '#0f172a',
  '#b8e0d2',
  '#6d4c41',
  '#ff7f50',
  '#d4e157',
  '#264653',
];

const DDD: Record<string, string> = {
  SP: '11',
  RJ: '21',
  MG: '31',
  BA: '71',
  PR: '41',
  RS: '51',
  SC: '48',
  PE: '81',
  CE: '85',
  DF: '61',
  GO: '62',
  PA: '91',
  AM: '92',
  ES: '27',
  MT: '65',
  MS: '67',
  PB: '83',
  RN: '84',
  PI: '86',
  MA: '98',
  AL: '82',
  SE: '79',
  TO: '63',
};

const US_AREA: Record<string, string> = {
  'Los Angeles': '213',
  'San Francisco': '415',
  'New York': '212',
  Austin: '512',
  Miami: '305',
  Boston: '617',
  Orlando: '407',
  Seattle: '206',
};

// ---------------------------------------------------------------------------------------------

/** Joins sentences in order, skipping any that would push the text past `limit`. */
function fit(sentences: readonly string[], limit: number, separator = ' '): string {
  let out = '';
  for (const s of sentences) {
    const candidate = out ? `${out}${separator}${s}` : s;
    if (candidate.length <= limit) out = candidate;
  }
  return out;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

function phoneFor(rng: Rng, e: RosterEntry): string {
  switch (e.country) {
    case 'BR':
      return `(${DDD[e.state] ?? '11'}) 9${digits(rng, 4)}-${digits(rng, 4)}`;
    case 'US':
      return `+1 (${US_AREA[e.city] ?? '212'}) 555-01${digits(rng, 2)}`;
    case 'PT':
      return `+351 9${rng.pick(['1', '2', '3', '6'])}${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 3)}`;
    case 'ES':
      return `+34 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`;
    default:
      return '';
  }
}

function whatsappFor(tel: string, country: string): string {
  const prefix: Record<string, string> = { BR: '55', US: '', PT: '', ES: '' };
  const number = tel.replace(/\D/g, '');
  return `https://wa.me/${prefix[country] ?? ''}${number}`;
}

function locationFor(e: RosterEntry): string {
  if (!e.country) return '';
  const place = e.state ? `${e.city}, ${e.state}` : e.city;
  return `${place} - ${countryName(e.country)}`;
}

function schedulesFor(rng: Rng): Schedule[] {
  const days = rng.sample(WEEKDAYS.slice(1, 7), rng.int(2, 5));
  if (rng.chance(0.15)) days.push('SUNDAY');
  const out: Schedule[] = [];
  for (const weekday of WEEKDAYS) {
    if (!days.includes(weekday)) continue;
    for (const turn of TURNS) if (rng.chance(0.55) || turn === 'MORNING') out.push({ weekday, turn });
  }
  return out;
}

function socialLinksFor(rng: Rng, e: RosterEntry, tel: string): SocialLinks {
  const handle = e.username.replace(/-/g, '.');
  const all: SocialLinks = {
    instagram: `https://www.instagram.com/${handle}`,
    facebook: `https://www.facebook.com/${handle}`,
    linkedin: `https://www.linkedin.com/in/${e.username}`,
    youtube: `https://www.youtube.com/@${e.username.replace(/[-_]/g, '')}`,
    twitter: `https://twitter.com/${e.username.replace(/-/g, '_').slice(0, 15)}`,
    whatsapp: whatsappFor(tel, e.country),
  };
  const links: SocialLinks = {};
  for (const key of Object.keys(all) as (keyof SocialLinks)[]) {
    if (key === 'instagram' || rng.chance(0.6)) links[key] = all[key];
  }
  return links;
}

/** Values as coaches typed them before the client normalised social links. */
const MESSY_SOCIAL_LINKS: Record<string, SocialLinks> = {
  'rafael-oliveira': {
    instagram: '@rafael.oliveira.coach',
    facebook: 'facebook.com/rafael.oliveira.coach/',
    youtube: 'rafaelcoach',
  },
  'beatriz-carvalho': {
    instagram: 'instagram.com/bia.carvalho.coach?igshid=abc123',
    linkedin: 'http://linkedin.com/in/beatriz-carvalho/?trk=public',
  },
  brunotavares88: {
    twitter: 'x.com/brunotavares88',
    whatsapp: '(44) 99876-5432',
    youtube: 'https://youtube.com/channel/UC4b7n2sQp0TavaresCoach',
  },
  'goncalo-pires': { facebook: 'https://m.facebook.com/goncalo.pires.coach', instagram: ' goncalopires ' },
};

function aboutMeFor(
  rng: Rng,
  e: RosterEntry,
  bank: TextBank,
  expertises: string[],
  years: number,
  mode: SessionType,
): string {
  const fields = expertises.map((x) => bank.specialty[x] ?? x.toLowerCase());
  const focus = fields.length > 0 ? bank.list(fields) : bank.anyField;
  return fit(
    [
      rng.pick(bank.intros(e, focus, years)),
      bank.audience(rng.pick(bank.audiences), rng.pick(bank.goals)),
      rng.pick(bank.methods),
      bank.where(mode, e.city),
      rng.pick(bank.closings),
    ],
    475,
  );
}

function resumeFor(rng: Rng, e: RosterEntry, bank: TextBank, expertises: string[], years: number): string {
  const r = bank.resume;
  const schools = SCHOOLS[e.country] ?? SCHOOLS.BR ?? [];
  const certs = rng.sample(r.certifications, rng.int(2, 5));
  const firstCertYear = 2026 - years;
  const course = rng.pick(r.courses);
  const school = rng.pick(schools);
  const lines = [
    r.degree(course, school, firstCertYear - rng.int(3, 12)),
    ...certs.map((c, i) => r.certification(c, Math.min(2026, firstCertYear + i * 2))),
    r.postgrad(rng.pick(r.postgrads)),
    r.experience(years, bank.specialty[expertises[0] ?? ''] ?? bank.anyField),
    r.workshops(rng.sample(r.sectors, 2), e.gender),
    rng.chance(0.5) ? r.member : r.volunteer,
    r.author(rng.pick(r.topics), e.gender),
  ];
  if (rng.chance(0.5)) {
    const before = rng.int(5, 15);
    const field = rng.pick(r.pastFields);
    lines.splice(1, 0, r.before(before, field, rng.int(5, 40), rng.int(50, 300)), r.programmes);
    lines.push(r.languages(rng.pick(r.spoken)));
    lines.push(r.supervision);
  }
  return fit(lines, 1090, '\n');
}

function testimoniesFor(rng: Rng, bank: TextBank, count: number): Testimony[] {
  const texts = rng.sample(bank.testimonies.texts, count);
  const authors = rng.sample(bank.testimonies.authors, count);
  const ids = new Set<number>();
  return texts.map((text, i) => {
    let id = rng.int(10_000, 999_999_999);
    while (ids.has(id)) id += 1;
    ids.add(id);
    return { id, text, author: authors[i] ?? 'Cliente', occupation: rng.pick(bank.testimonies.occupations) };
  });
}

/** A seed caption or video title in `lang`: its version there, else as written (in Portuguese). */
function captionIn(caption: string, lang: Lang): string {
  const versions = CAPTION_TRANSLATIONS[caption];
  if (lang === 'en') return versions?.[0] ?? caption;
  if (lang === 'es') return versions?.[1] ?? caption;
  return caption;
}

function galleryFor(rng: Rng, lang: Lang, count: number): GalleryPicture[] {
  return rng
    .sample(GALLERY_POOL, count)
    .map(({ url, caption }) => ({ url, caption: rng.chance(0.15) ? '' : captionIn(caption, lang) }));
}

function videosFor(rng: Rng, lang: Lang, count: number): Video[] {
  const youtube = videoCatalog.filter((v) => v.host === 'youtube');
  const vimeo = videoCatalog.filter((v) => v.host === 'vimeo');
  const fromVimeo = Math.min(vimeo.length, Math.floor(count / 3) + (count > 0 && rng.chance(0.3) ? 1 : 0));
  const chosen = rng.shuffle([...rng.sample(vimeo, fromVimeo), ...rng.sample(youtube, count - fromVimeo)]);
  return chosen.map((v) => ({
    id: v.id,
    host: v.host,
    thumbnail: v.thumbnail,
    caption: rng.chance(0.2) ? '' : captionIn(v.title, lang),
  }));
}

interface Counts {
  gallery: number;
  videos: number;
  testimonies: number;
}

/** Per-username choices that make the demo interesting (limits, templates, toggles). */
const OVERRIDES: Record<string, { theme?: Theme; themeColor?: string; counts?: Counts; profile?: Partial<Profile> }> = {
  'ana-souza': {
    theme: 'template-5',
    themeColor: '#1b3a5c',
    counts: { gallery: 23, videos: 15, testimonies: 5 },
    profile: {
      expertises: ['Carreira', 'Liderança', 'Emocional'],
      aboutMe:
        'Sou Ana Souza, coach de carreira e liderança há 12 anos. Depois de uma década em recursos humanos, decidi ajudar pessoas a encontrarem trabalho com propósito. Atendo profissionais em transição, líderes recém-promovidos e quem sente que parou de crescer. Minhas sessões unem autoconhecimento, planejamento e prática: você sai de cada encontro com um próximo passo claro. Atendo online e presencialmente em São Paulo. Vamos conversar?',
      mainPhrase: 'Carreira não é uma escada, é uma trilha: o importante é saber para onde você quer caminhar.',
      mainPhraseAuthor: 'Ana Souza',
      resumeFeed: [
        'Graduação em Psicologia pela USP (2006).',
        'Dez anos em recursos humanos, liderando recrutamento e desenvolvimento em empresas de varejo e tecnologia, com equipes de até 40 pessoas.',
        'Formação em Professional & Self Coaching (2014).',
        'Formação em Coaching de Carreira (2015).',
        'Formação em Life & Executive Coaching (2017).',
        'Análise Comportamental DISC (2018).',
        'Pós-graduação em Gestão de Pessoas pela FGV (2019).',
        'Team Coaching e facilitação de grupos (2021).',
        'Mais de 5.800 horas de coaching individual com profissionais em transição, gestores recém-promovidos e lideranças de média gerência.',
        'Facilitadora de programas de desenvolvimento de líderes em empresas dos setores de varejo, saúde e tecnologia.',
        'Palestrante convidada em eventos de carreira e em universidades de São Paulo.',
        'Membro da International Coaching Federation (ICF).',
        'Idiomas: português, inglês e espanhol.',
      ].join('\n'),
      select: true,
      trainer: true,
      rating: 4.9,
      coachingHours: 5820,
      coursesCoachly: 38,
      lecturesHours: 740,
    },
  },
  'joao-pereira': {
    theme: 'template-1',
    themeColor: '#ecc22e',
    counts: { gallery: 8, videos: 4, testimonies: 3 },
    profile: {
      expertises: ['Finanças', 'Business'],
      aboutMe:
        'Olá! Eu sou João Pereira, economista e coach financeiro. Ajudo empreendedores e famílias a organizarem o dinheiro sem planilhas impossíveis e sem culpa. Em poucas sessões construímos um orçamento que cabe na sua vida, um plano para sair das dívidas e metas de investimento realistas. Atendo online e presencialmente no Rio de Janeiro.',
      mainPhrase: 'O sucesso é a soma de pequenos esforços repetidos dia após dia.',
      mainPhraseAuthor: 'Robert Collier',
      select: true,
      trainer: false,
      rating: 4.7,
      coachingHours: 2310,
    },
  },
  [FULL_COACH_USERNAME]: {
    theme: 'template-6',
    themeColor: '#2e7d5b',
    counts: { gallery: 24, videos: 16, testimonies: 6 },
  },
  [LONG_NAME_COACH_USERNAME]: {
    theme: 'template-3',
    themeColor: '#f4a6a6',
    counts: { gallery: 3, videos: 2, testimonies: 2 },
    profile: {
      fullName: 'Maria Conceição Ângela de Albuquerque Wolfeschlegelsteinhausen',
      aboutMe:
        'Sou Maria Conceição, mas pode me chamar de Ceição. Meu sobrenome é comprido e minha paciência também. Acompanho famílias e casais em Blumenau e online, com escuta e leveza. Palavras favoritas: anticonstitucionalissimamente e pneumoultramicroscopicossilicovulcanoconiótico. Mais sobre mim em https://www.exemplo-de-endereco-muito-longo-sem-espacos.com.br/sobre/maria-conceicao-angela-de-albuquerque',
      mainPhrase: 'Desenvolvimentoprofissionalcontinuadoeintencionalmentesustentável é a minha meta.',
      mainPhraseAuthor: 'Ceição Wolfeschlegelsteinhausen',
    },
  },
  'rui-valente': { counts: { gallery: 0, videos: 0, testimonies: 0 } },
  'ines-costa': { theme: 'template-4', themeColor: '#7b4fa3', counts: { gallery: 5, videos: 2, testimonies: 2 } },
  // One gallery one short of the maximum that is not a demo account.
  'jennifer-walsh': { counts: { gallery: 23, videos: 9, testimonies: 4 } },
};

/**
 * Coaches whose site reads in more than one language: their texts in English and Spanish (and, for
 * the one with versions who writes in Spanish, in Portuguese). The others have their own texts only.
 */
const TRANSLATIONS: Record<string, { textLanguage?: 'pt' | 'en' | 'es'; translations: CoachTextTranslations }> = {
  'ana-souza': {
    translations: {
      en: {
        aboutMe:
          "I'm Ana Souza, a career and leadership coach for 12 years. After a decade in human resources, I decided to help people find work with purpose. I coach professionals in transition, newly promoted leaders and anyone who feels they have stopped growing. My sessions combine self-knowledge, planning and practice: you leave every meeting with a clear next step. I see clients online and in person in São Paulo. Shall we talk?",
        mainPhrase: 'A career is not a ladder, it is a trail: what matters is knowing where you want to walk.',
        resumeFeed: [
          'Degree in Psychology from USP (2006).',
          'Ten years in human resources, leading recruitment and development at retail and technology companies, with teams of up to 40 people.',
          'Professional & Self Coaching certification (2014).',
          'Career Coaching certification (2015).',
          'Life & Executive Coaching certification (2017).',
          'DISC Behavioural Analysis (2018).',
          'Postgraduate degree in People Management from FGV (2019).',
          'Team Coaching and group facilitation (2021).',
          'More than 5,800 hours of one-to-one coaching with professionals in transition, newly promoted managers and middle managers.',
          'Facilitator of leadership development programmes at retail, healthcare and technology companies.',
          'Guest speaker at career events and universities in São Paulo.',
          'Member of the International Coaching Federation (ICF).',
          'Languages: Portuguese, English and Spanish.',
        ].join('\n'),
      },
      es: {
        aboutMe:
          'Soy Ana Souza, coach de carrera y liderazgo desde hace 12 años. Después de una década en recursos humanos, decidí ayudar a las personas a encontrar un trabajo con propósito. Acompaño a profesionales en transición, líderes recién ascendidos y a quien siente que ha dejado de crecer. Mis sesiones unen autoconocimiento, planificación y práctica: sales de cada encuentro con un próximo paso claro. Atiendo en línea y en persona en São Paulo. ¿Hablamos?',
        mainPhrase: 'La carrera no es una escalera, es un sendero: lo importante es saber hacia dónde quieres caminar.',
        resumeFeed: [
          'Licenciatura en Psicología por la USP (2006).',
          'Diez años en recursos humanos, liderando selección y desarrollo en empresas de comercio minorista y tecnología, con equipos de hasta 40 personas.',
          'Formación en Professional & Self Coaching (2014).',
          'Formación en Coaching de Carrera (2015).',
          'Formación en Life & Executive Coaching (2017).',
          'Análisis Conductual DISC (2018).',
          'Posgrado en Gestión de Personas por la FGV (2019).',
          'Team Coaching y facilitación de grupos (2021).',
          'Más de 5.800 horas de coaching individual con profesionales en transición, gerentes recién ascendidos y mandos intermedios.',
          'Facilitadora de programas de desarrollo de líderes en empresas de comercio, salud y tecnología.',
          'Ponente invitada en eventos de carrera y en universidades de São Paulo.',
          'Miembro de la International Coaching Federation (ICF).',
          'Idiomas: portugués, inglés y español.',
        ].join('\n'),
      },
    },
  },
  'joao-pereira': {
    translations: {
      en: {
        aboutMe:
          "Hi! I'm João Pereira, an economist and financial coach. I help entrepreneurs and families get their money in order without impossible spreadsheets and without guilt. In a few sessions we build a budget that fits your life, a plan to get out of debt and realistic investment goals. I see clients online and in person in Rio de Janeiro.",
        mainPhrase: 'Success is the sum of small efforts, repeated day in and day out.',
      },
      es: {
        aboutMe:
          '¡Hola! Soy João Pereira, economista y coach financiero. Ayudo a emprendedores y familias a organizar su dinero sin hojas de cálculo imposibles y sin culpa. En pocas sesiones construimos un presupuesto que cabe en tu vida, un plan para salir de las deudas y metas de inversión realistas. Atiendo en línea y en persona en Río de Janeiro.',
        mainPhrase: 'El éxito es la suma de pequeños esfuerzos repetidos día tras día.',
      },
    },
  },
  'ines-costa': {
    translations: {
      en: {
        aboutMe:
          "Hi! I'm Inês, and I have been guiding people through education processes since 2010. I work with couples who want to find each other again and to lead with more empathy and results. My sessions combine attentive listening, powerful questions and simple action plans, followed up week by week. I see clients in person in Ouro Preto. Shall we talk about your next step?",
        mainPhrase: 'Everything is worthwhile if the soul is not small.',
      },
      es: {
        aboutMe:
          '¡Hola! Soy Inês y acompaño a personas en procesos de educación desde 2010. Trabajo con parejas que quieren reencontrarse y liderar con más empatía y resultados. Mis sesiones combinan escucha atenta, preguntas poderosas y planes de acción sencillos, con seguimiento semana a semana. Atiendo en persona en Ouro Preto. ¿Hablamos de tu próximo paso?',
        mainPhrase: 'Todo vale la pena si el alma no es pequeña.',
      },
    },
  },
  'conceicao-almeida': {
    translations: {
      en: {
        aboutMe:
          'My name is Conceição Almeida and I believe every change starts with a good question. I work in financial planning, with entrepreneurs who are just starting out and want to turn goals into routine. I use tools from systemic coaching, positive psychology and nonviolent communication. I see clients in person in Salvador. It will be a joy to walk beside you on this journey.',
        mainPhrase: "You don't need to see the whole staircase, just take the first step with intention.",
      },
      es: {
        aboutMe:
          'Me llamo Conceição Almeida y creo que todo cambio empieza con una buena pregunta. Trabajo en organización financiera, con emprendedores que están empezando y quieren convertir sus metas en rutina. Uso herramientas de coaching sistémico, psicología positiva y comunicación no violenta. Atiendo en persona en Salvador. Será una alegría caminar a tu lado en este viaje.',
        mainPhrase: 'No necesitas ver toda la escalera, solo subir el primer peldaño con intención.',
      },
    },
  },
};

/** The coach who writes in Spanish: her own texts, and their Portuguese and English versions. */
const SPANISH_COACH: Partial<Profile> = {
  aboutMe:
    '¡Hola! Soy Lucía Navarro, coach de liderazgo en Madrid. Acompaño a profesionales en transición que quieren comunicarse con más seguridad y liderar sin perder su esencia. Trabajo con metas claras, tareas entre sesiones y mucha escucha. Atiendo en línea y en persona en Madrid. Reserva una sesión de prueba y nota la diferencia.',
  mainPhrase: 'Caminante, no hay camino, se hace camino al andar.',
  mainPhraseAuthor: 'Antonio Machado',
  resumeFeed: [
    'Licenciatura en Psicología por la Universidad de Sevilla (2016).',
    'Trece años en consultoría de empresas antes del coaching.',
    'Formación en Programación Neurolingüística (PNL) (2024).',
    'Análisis Conductual DISC (2026).',
    'Miembro de la International Coaching Federation (ICF).',
    'Idiomas: español, portugués e inglés.',
  ].join('\n'),
  translations: {
    pt: {
      aboutMe:
        'Olá! Sou Lucía Navarro, coach de liderança em Madri. Acompanho profissionais em transição que querem se comunicar com mais segurança e liderar sem perder a sua essência. Trabalho com metas claras, tarefas entre sessões e muita escuta. Atendo online e presencialmente em Madri. Agende uma sessão experimental e sinta a diferença.',
      mainPhrase: 'Caminhante, não há caminho, o caminho se faz ao andar.',
      resumeFeed: [
        'Graduação em Psicologia pela Universidade de Sevilha (2016).',
        'Treze anos em consultoria empresarial antes do coaching.',
        'Formação em Programação Neurolinguística (PNL) (2024).',
        'Análise Comportamental DISC (2026).',
        'Membro da International Coaching Federation (ICF).',
        'Idiomas: espanhol, português e inglês.',
      ].join('\n'),
    },
    en: {
      aboutMe:
        "Hi! I'm Lucía Navarro, a leadership coach in Madrid. I work with professionals in transition who want to communicate with more confidence and lead without losing who they are. I work with clear goals, tasks between sessions and a lot of listening. I see clients online and in person in Madrid. Book a trial session and feel the difference.",
      mainPhrase: 'Traveller, there is no path; the path is made by walking.',
      resumeFeed: [
        'Degree in Psychology from the University of Seville (2016).',
        'Thirteen years in business consulting before coaching.',
        'Neuro-Linguistic Programming (NLP) certification (2024).',
        'DISC Behavioural Analysis (2026).',
        'Member of the International Coaching Federation (ICF).',
        'Languages: Spanish, Portuguese and English.',
      ].join('\n'),
    },
  },
};

/** Every section of a site switched on: a profile's visibility toggles until the coach changes them. */
export const ALL_SECTIONS_ON = {
  enableCoachingHours: true,
  enableCoursesCoachly: true,
  enableLecturesHours: true,
  enableBiography: true,
  enableResume: true,
  enableResumeFooter: true,
  enableGallery: true,
  enableVideos: true,
  enableTestimonies: true,
  enableSiteExperimentalSession: true,
} as const satisfies Partial<Profile>;

/** Coaches whose sections are switched off, to exercise the visibility toggles. */
const DISABLED_SECTIONS: Record<string, (keyof Profile)[]> = {
  'thiago-santos': ['enableGallery', 'enableVideos'],
  'beatriz-carvalho': ['enableTestimonies'],
  'fernanda-ribeiro': ['enableCoachingHours', 'enableCoursesCoachly', 'enableLecturesHours', 'enableResumeFooter'],
  'andre-nascimento': ['enableBiography'],
  'leticia-cardoso': ['enableResume', 'enableResumeFooter'],
  'renata-castro': ['enableVideos'],
  'sarah-mitchell': ['enableGallery', 'enableTestimonies'],
  'carmen-ortega': ['enableLecturesHours'],
  [LONG_NAME_COACH_USERNAME]: ['enableCoursesCoachly'],
};

function countsFor(rng: Rng): Counts {
  return {
    gallery: rng.chance(0.2) ? 0 : rng.int(1, 14),
    videos: rng.chance(0.25) ? 0 : rng.int(1, 8),
    testimonies: rng.chance(0.2) ? 0 : rng.int(1, 6),
  };
}

function buildProfile(e: RosterEntry, index: number): Profile {
  const rng = createRng(`coach:${e.id}`);
  const lang = TEXT_LANGUAGES[e.username] ?? 'pt';
  const bank = TEXT_BANKS[lang];
  const override = OVERRIDES[e.username] ?? {};
  const published = index < coachRoster.length - UNPUBLISHED_COUNT;
  const theme: Theme = override.theme ?? THEMES[index % THEMES.length] ?? 'template-5';
  const themeColor = override.themeColor ?? THEME_COLORS[(index * 5) % THEME_COLORS.length] ?? '#ecc22e';
  const expertises = rng.sample(PREDEFINED_EXPERTISES_PT, rng.int(1, 3));
  const years = rng.int(2, 18);
  const sessionType: SessionType = !e.country ? 'ONLINE' : rng.pick(['ONLINE', 'PRESENTIAL', 'BOTH', 'BOTH'] as const);
  const coachDetails: CoachDetails = { sessionType, schedules_hours: schedulesFor(rng) };
  const counts = override.counts ?? countsFor(rng);
  const tel = phoneFor(rng, e);
  const quote = rng.chance(0.2)
    ? ([rng.pick(bank.ownPhrases), `${e.firstName} ${e.secondName}`] as const)
    : rng.pick(bank.quotes);
  const background = rng.pick(backgroundImageCategories).images[rng.int(0, 3)];
  const profile: Profile = {
    id: e.id,
    username: e.username,
    firstName: e.firstName,
    secondName: e.secondName,
    fullName: `${e.firstName} ${e.secondName}`,
    email: `${e.username.replace(/[-_]/g, '.')}@example.com`,
    tel,
    photoUrl: `/demo/avatars/${e.id}.svg`,
    coachUrl: `/${e.username}`,
    city: e.city,
    state: e.state,
    country: e.country,
    location: locationFor(e),
    aboutMe: aboutMeFor(rng, e, bank, expertises, years, sessionType),
    mainPhrase: quote[0],
    mainPhraseAuthor: quote[1].slice(0, 35),
    resumeFeed: resumeFor(rng, e, bank, expertises, years),
    bannerImg: rng.pick(BANNERS),
    backgroundImg: { desktop: background?.['url-desktop'] ?? '', mobile: background?.['url-mobile'] ?? '' },
    theme,
    themeColor,
    expertises,
    coachingHours: rng.int(20, 60) * 10 * Math.min(years, 10),
    coursesCoachly: rng.int(0, 45),
    lecturesHours: rng.chance(0.2) ? 0 : rng.int(4, 90) * 10,
    socialLinks: MESSY_SOCIAL_LINKS[e.username] ?? socialLinksFor(rng, e, tel),
    gallery: galleryFor(rng, lang, counts.gallery),
    videos: videosFor(rng, lang, counts.videos),
    testimonies: testimoniesFor(rng, bank, counts.testimonies),
    published,
    ...ALL_SECTIONS_ON,
    // Every fifth coach only takes contact messages, not experimental sessions.
    enableSiteExperimentalSession: index % 5 !== 4,
    select: rng.chance(0.25),
    trainer: rng.chance(0.2),
    rating: rng.int(35, 50) / 10,
    coachDetails,
    ...(lang === 'pt' ? {} : { textLanguage: lang }),
    ...override.profile,
    ...TRANSLATIONS[e.username],
    ...(e.username === SPANISH_COACH_USERNAME ? SPANISH_COACH : {}),
  };
  for (const flag of DISABLED_SECTIONS[e.username] ?? []) (profile as unknown as Record<string, boolean>)[flag] = false;
  return profile;
}

/** A profile's content left empty: no texts, images, areas, hours, links or lists (fresh arrays). */
export function noContent() {
  return {
    aboutMe: '',
    mainPhrase: '',
    mainPhraseAuthor: '',
    resumeFeed: '',
    bannerImg: '',
    backgroundImg: { desktop: '', mobile: '' },
    expertises: [],
    coachingHours: 0,
    coursesCoachly: 0,
    lecturesHours: 0,
    socialLinks: {},
    gallery: [],
    videos: [],
    testimonies: [],
  } satisfies Partial<Profile>;
}

/** The almost-empty profile: names and contact only, every list and text empty. */
function sparse(profile: Profile): Profile {
  return {
    ...profile,
    tel: '',
    photoUrl: '',
    ...noContent(),
    enableSiteExperimentalSession: false,
    select: false,
    trainer: false,
    rating: 3.5,
    coachDetails: { sessionType: 'ONLINE', schedules_hours: [] },
  };
}

/** Every seeded profile, published and unpublished, ordered by id. */
export const coaches: readonly Profile[] = coachRoster.map((entry, index) => {
  const profile = buildProfile(entry, index);
  return entry.username === SPARSE_COACH_USERNAME ? sparse(profile) : profile;
});

/** Profiles visitors can see and search. */
export const publishedCoaches: readonly Profile[] = coaches.filter((c) => c.published);

/** Sign-ins accepted by the demo login provider. 'novo-coach' has no profile yet (GET /profiles/me answers 404). */
export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'ana-souza',
    password: 'demo1234',
    displayName: 'Ana Souza',
    email: 'ana.souza@example.com',
    alreadySiteAccess: true,
  },
  {
    username: 'joao-pereira',
    password: 'demo1234',
    displayName: 'João Pereira',
    email: 'joao.pereira@example.com',
    alreadySiteAccess: true,
  },
  {
    username: 'ines-costa',
    password: 'demo1234',
    displayName: 'Inês Costa',
    email: 'ines.costa@example.com',
    alreadySiteAccess: true,
  },
  {
    username: 'novo-coach',
    password: 'demo1234',
    displayName: 'Novo Coach',
    email: 'novo.coach@example.com',
    alreadySiteAccess: false,
  },
];

/** The list-card projection of a profile, as the search endpoints return it. */
export function toCoachCard(profile: Profile): CoachCard {
  return {
    id: profile.id,
    firstName: profile.firstName,
    secondName: profile.secondName,
    photoUrl: profile.photoUrl,
    rating: profile.rating,
    username: profile.username,
    expertises: profile.expertises.join(','),
    enableSiteExperimentalSession: profile.enableSiteExperimentalSession,
    ...(profile.updatedAt ? { updatedAt: profile.updatedAt } : {}),
  };
}
