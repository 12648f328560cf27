// The phrase banks the seed writes its coaches' texts from (about me, main phrase, resume,
// testimonies), one per language a coach writes in. Every bank makes the seed's generator draw the
// same numbers in the same order: a pick is one draw whatever the list's length, but a sample
// shuffles the whole list, so the sampled lists keep the Portuguese one's length. A coach's other
// data (pictures, videos, links, ratings) so never depends on the language of their texts.
import type { Lang, SessionType } from './types.ts';

/** A list in another language with exactly as many items as the Portuguese one it stands for. */
type SameLength<T extends readonly string[]> = { readonly [K in keyof T]: string };

/** What the banks need to know about the coach they write for. */
interface Writer {
  firstName: string;
  secondName: string;
  gender: 'f' | 'm';
  city: string;
}

// ---------------------------------------------------------------------------------------------
// Portuguese

const PT_CERTIFICATIONS = [
  'Professional & Self Coaching',
  'Coaching Integral Sistêmico',
  'Life & Executive Coaching',
  'Coaching Ericksoniano',
  'Master Coach',
  'Análise Comportamental DISC',
  'Programação Neurolinguística (PNL)',
  'Team Coaching',
  'Coaching de Carreira',
  'Mindfulness para Líderes',
] as const;

const PT_SECTORS = [
  'varejo',
  'saúde',
  'tecnologia',
  'educação',
  'indústria',
  'serviços financeiros',
  'agronegócio',
  'terceiro setor',
] as const;

const PT_TESTIMONIES = [
  'Cheguei ao processo sem saber se deveria mudar de área. Em dez sessões tive clareza, montei um plano e hoje trabalho com o que amo.',
  'O coaching me ajudou a organizar a rotina e a dizer não sem culpa. Minha produtividade e minha paz aumentaram muito.',
  'Aprendi a ouvir minha equipe de verdade. O clima mudou e os resultados vieram junto. Recomendo de olhos fechados.',
  'Profissional acolhedora e muito preparada. As perguntas certas na hora certa fizeram toda a diferença na minha decisão.',
  'Depois de anos adiando, finalmente organizei minhas finanças. Saí das dívidas e comecei a investir com tranquilidade.',
  'Meu relacionamento com meus filhos melhorou muito. Hoje conversamos mais e brigamos menos. Gratidão por cada sessão!',
  'Fiz o processo para me preparar para uma promoção e consegui. Mais do que isso, descobri o líder que eu quero ser.',
  'As sessões online foram tão profundas quanto as presenciais. Pontualidade, método e muito carinho em cada encontro.',
  'Voltei a competir com confiança depois de uma lesão. O trabalho mental foi tão importante quanto o físico.',
  'Eu vivia ansiosa com o trabalho. Aprendi técnicas simples que uso todos os dias e hoje durmo muito melhor.',
  'Um processo leve, divertido e transformador. Saí de cada encontro com uma tarefa clara e vontade de cumpri-la.',
  'Abri meu próprio negócio com segurança. O plano que construímos juntos guiou cada decisão do primeiro ano.',
  'Meu casamento ganhou um novo fôlego. Aprendemos a conversar sobre o que importa sem transformar tudo em discussão.',
  'Foi a melhor decisão do meu ano. Recuperei a autoconfiança e voltei a sonhar com projetos que tinha abandonado.',
  'Como professora, aprendi a lidar melhor com a sala de aula e com o meu próprio cansaço. Recomendo para todo educador.',
  'Processo objetivo e cheio de empatia. Em poucas semanas eu já enxergava resultados concretos na minha carreira.',
] as const;

const PT_TESTIMONY_AUTHORS = [
  'Carla Mendonça',
  'Roberto Figueiredo',
  'Luciana Prates',
  'Eduardo Sales',
  'Vanessa Lins',
  'Marcelo Coutinho',
  'Natália Rezende',
  'Paulo Henrique Dantas',
  'Cristina Valadares',
  'Felipe Aguiar',
  'Sônia Bittencourt',
  'Gustavo Peixoto',
  'Lívia Tavares',
  'Henrique Bastos',
  'Joana Mourão',
  'Ricardo Esteves',
] as const;

/** The sentences and words one language writes a coach's texts with. */
export interface TextBank {
  /** The field each acting area (a pt expertise name) stands for in a sentence. */
  specialty: Readonly<Record<string, string>>;
  /** The field of a coach whose areas the bank does not name. */
  anyField: string;
  /** Items as a sentence lists them ("a, b e c"). */
  list: (items: readonly string[]) => string;
  /** The openings of an about me: who the coach is and what they work on. */
  intros: (w: Writer, focus: string, years: number) => string[];
  audiences: readonly string[];
  goals: readonly string[];
  /** Whom the coach works with, and what for. */
  audience: (who: string, goal: string) => string;
  methods: readonly string[];
  /** How and where the coach sees clients. */
  where: (mode: SessionType, city: string) => string;
  closings: readonly string[];
  /** Well-known quotes, each with its author. */
  quotes: readonly (readonly [phrase: string, author: string])[];
  /** Phrases coaches sign as their own. */
  ownPhrases: readonly string[];
  resume: {
    courses: readonly string[];
    certifications: SameLength<typeof PT_CERTIFICATIONS>;
    postgrads: readonly string[];
    sectors: SameLength<typeof PT_SECTORS>;
    topics: readonly string[];
    pastFields: readonly string[];
    spoken: readonly string[];
    degree: (course: string, school: string, year: number) => string;
    certification: (name: string, year: number) => string;
    postgrad: (name: string) => string;
    experience: (years: number, field: string) => string;
    workshops: (sectors: readonly string[], gender: Writer['gender']) => string;
    member: string;
    volunteer: string;
    author: (topic: string, gender: Writer['gender']) => string;
    before: (years: number, field: string, from: number, to: number) => string;
    programmes: string;
    languages: (spoken: string) => string;
    supervision: string;
  };
  testimonies: {
    texts: SameLength<typeof PT_TESTIMONIES>;
    authors: SameLength<typeof PT_TESTIMONY_AUTHORS>;
    occupations: readonly string[];
  };
}

/** The year the seed's coaches count their years from. */
const NOW = 2026;

const pt: TextBank = {
  specialty: {
    Life: 'desenvolvimento pessoal',
    Família: 'relações familiares',
    Carreira: 'desenvolvimento de carreira',
    Saúde: 'bem-estar',
    Finanças: 'organização financeira',
    Business: 'empreendedorismo',
    Esportes: 'alta performance esportiva',
    Emocional: 'inteligência emocional',
    Liderança: 'liderança',
    Relacionamentos: 'relacionamentos',
    Executivo: 'desenvolvimento executivo',
    Educação: 'educação',
  },
  anyField: 'desenvolvimento humano',
  list: (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1) ?? ''}` : (items[0] ?? '')),
  intros: (w, focus, years) => [
    `Sou ${w.firstName}, coach de ${focus} há ${years} anos.`,
    `Olá! Eu sou ${w.firstName} e acompanho pessoas em processos de ${focus} desde ${NOW - years}.`,
    `Meu nome é ${w.firstName} ${w.secondName} e acredito que toda mudança começa com uma boa pergunta. Atuo com ${focus}.`,
  ],
  audiences: [
    'profissionais em transição',
    'líderes de equipe',
    'empreendedores que estão começando',
    'mães e pais que trabalham fora',
    'atletas amadores e profissionais',
    'jovens no início da carreira',
    'casais que querem se reencontrar',
    'gestores recém-promovidos',
    'professores e educadores',
    'pessoas que sentem que perderam o rumo',
  ],
  goals: [
    'ganhar clareza sobre os próximos passos',
    'transformar metas em rotina',
    'equilibrar vida pessoal e profissional',
    'comunicar-se com mais segurança',
    'tomar decisões com menos ansiedade',
    'sair do piloto automático',
    'organizar a vida financeira sem culpa',
    'liderar com mais empatia e resultado',
  ],
  audience: (who, goal) => `Trabalho com ${who} que querem ${goal}.`,
  methods: [
    'Minhas sessões combinam escuta atenta, perguntas poderosas e planos de ação simples, acompanhados semana a semana.',
    'Uso ferramentas de coaching sistêmico, psicologia positiva e comunicação não violenta.',
    'Cada processo é desenhado sob medida: começamos pelo diagnóstico, definimos indicadores e celebramos cada avanço.',
    'Acredito em um processo leve, prático e respeitoso com o seu ritmo.',
    'Trabalho com metas claras, tarefas entre sessões e muito acolhimento.',
    'Meu método une autoconhecimento, planejamento e prática deliberada.',
  ],
  where: (mode, city) =>
    mode === 'ONLINE'
      ? 'Atendo online, em qualquer fuso horário.'
      : city
        ? `Atendo ${mode === 'BOTH' ? 'online e presencialmente' : 'presencialmente'} em ${city}.`
        : 'Atendo online e presencialmente.',
  closings: [
    'Vamos conversar sobre o seu próximo passo?',
    'Agende uma sessão experimental e sinta a diferença.',
    'Será uma alegria caminhar ao seu lado nessa jornada.',
    'Mudança de verdade começa com uma decisão. Que tal hoje?',
  ],
  quotes: [
    ['Tudo vale a pena se a alma não é pequena.', 'Fernando Pessoa'],
    ['Feliz aquele que transfere o que sabe e aprende o que ensina.', 'Cora Coralina'],
    ['Educação não transforma o mundo. Educação muda as pessoas. Pessoas transformam o mundo.', 'Paulo Freire'],
    ['O que a vida quer da gente é coragem.', 'Guimarães Rosa'],
    ['Liberdade é pouco. O que eu desejo ainda não tem nome.', 'Clarice Lispector'],
    ['Quem tem um porquê enfrenta qualquer como.', 'Friedrich Nietzsche'],
    ['Sonho que se sonha só é só um sonho que se sonha só, mas sonho que se sonha junto é realidade.', 'Raul Seixas'],
    ['O sucesso é a soma de pequenos esforços repetidos dia após dia.', 'Robert Collier'],
    ['A persistência é o caminho do êxito.', 'Charles Chaplin'],
    ['Caminante, no hay camino, se hace camino al andar.', 'Antonio Machado'],
    [
      'Não é o mais forte que sobrevive, nem o mais inteligente, mas o que melhor se adapta às mudanças.',
      'Leon C. Megginson',
    ],
    ['Tente mover o mundo: o primeiro passo será mover a si mesmo.', 'Platão'],
    ['Conhece-te a ti mesmo.', 'Sócrates'],
    ['A mente que se abre a uma nova ideia jamais voltará ao seu tamanho original.', 'Oliver Wendell Holmes'],
    ['Pedras no caminho? Guardo todas, um dia vou construir um castelo.', 'Nemo Nox'],
    ['É preciso força pra sonhar e perceber que a estrada vai além do que se vê.', 'Marcelo Camelo'],
  ],
  ownPhrases: [
    'Você não precisa ver a escada inteira, só precisa dar o primeiro degrau com intenção.',
    'Clareza é o primeiro passo; constância é o caminho; resultado é consequência.',
    'Toda grande mudança começa com uma conversa honesta consigo mesmo.',
    'Seu potencial não cabe na sua zona de conforto.',
  ],
  resume: {
    courses: [
      'Psicologia',
      'Administração',
      'Pedagogia',
      'Educação Física',
      'Engenharia de Produção',
      'Direito',
      'Jornalismo',
      'Economia',
      'Enfermagem',
      'Letras',
    ],
    certifications: PT_CERTIFICATIONS,
    postgrads: [
      'Gestão de Pessoas',
      'Psicologia Positiva',
      'Neurociência e Comportamento',
      'Liderança e Inovação',
      'Finanças Pessoais',
      'Psicologia do Esporte',
      'Terapia Familiar Sistêmica',
    ],
    sectors: PT_SECTORS,
    topics: ['autoconhecimento', 'liderança', 'carreira', 'hábitos', 'comunicação'],
    pastFields: [
      'recursos humanos',
      'gestão comercial',
      'educação básica',
      'consultoria empresarial',
      'saúde pública',
      'tecnologia',
    ],
    spoken: ['português e inglês', 'português, inglês e espanhol', 'português e espanhol'],
    degree: (course, school, year) => `Graduação em ${course} pela ${school} (${year}).`,
    certification: (name, year) => `Formação em ${name} (${year}).`,
    postgrad: (name) => `Pós-graduação em ${name}.`,
    experience: (years, field) => `${years} anos de experiência em processos de ${field}, individuais e em grupo.`,
    workshops: (sectors) =>
      `Facilitação de workshops e treinamentos em empresas dos setores de ${sectors.join(' e ')}.`,
    member: 'Membro da International Coaching Federation (ICF).',
    volunteer: 'Voluntariado em programas de orientação profissional para jovens.',
    author: (topic, gender) => `Autor${gender === 'f' ? 'a' : ''} de artigos sobre ${topic} no blog da plataforma.`,
    before: (years, field, from, to) =>
      `Antes do coaching, ${years} anos de atuação em ${field}, com passagens por equipes de ${from} a ${to} pessoas.`,
    programmes:
      'Responsável por programas de desenvolvimento de líderes e por processos de integração de novos colaboradores.',
    languages: (spoken) => `Idiomas: ${spoken}.`,
    supervision: 'Supervisão mensal de casos com mentores certificados e formação continuada em ética profissional.',
  },
  testimonies: {
    texts: PT_TESTIMONIES,
    authors: PT_TESTIMONY_AUTHORS,
    occupations: [
      'Gerente de projetos',
      'Empresária',
      'Analista de sistemas',
      'Professora',
      'Médico',
      'Arquiteta',
      'Diretor comercial',
      'Advogada',
      'Engenheiro civil',
      'Designer',
      'Nutricionista',
      'Atleta de corrida',
      'Estudante de administração',
      'Coordenadora de RH',
      'Contador',
      'Enfermeira',
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// English (the American coaches)

const en: TextBank = {
  specialty: {
    Life: 'personal growth',
    Família: 'family relationships',
    Carreira: 'career development',
    Saúde: 'wellness',
    Finanças: 'personal finance',
    Business: 'entrepreneurship',
    Esportes: 'sports performance',
    Emocional: 'emotional intelligence',
    Liderança: 'leadership',
    Relacionamentos: 'relationships',
    Executivo: 'executive development',
    Educação: 'education',
  },
  anyField: 'personal development',
  list: (items) =>
    items.length > 2 ? `${items.slice(0, -1).join(', ')}, and ${items.at(-1) ?? ''}` : items.join(' and '),
  intros: (w, focus, years) => [
    `I'm ${w.firstName}, and I've been coaching people in ${focus} for ${years} years.`,
    `Hi, I'm ${w.firstName}! Since ${NOW - years}, I've been helping people with ${focus}.`,
    `My name is ${w.firstName} ${w.secondName}, and I believe every real change starts with a good question. My work centers on ${focus}.`,
  ],
  audiences: [
    'professionals in the middle of a career change',
    'team leads',
    'first-time founders',
    'parents juggling a job and a family',
    'amateur and professional athletes',
    'young people starting out in their careers',
    'couples who want to reconnect',
    'newly promoted managers',
    'teachers and educators',
    'people who feel they have lost their way',
  ],
  goals: [
    'get clear on their next steps',
    'turn goals into everyday habits',
    'balance work and personal life',
    'speak up with more confidence',
    'make decisions with less anxiety',
    'get off autopilot',
    'get their finances in order without the guilt',
    'lead with more empathy and better results',
  ],
  audience: (who, goal) => `I work with ${who}, helping them ${goal}.`,
  methods: [
    'My sessions combine careful listening, powerful questions, and simple action plans that we follow up on week by week.',
    'I draw on systemic coaching, positive psychology, and nonviolent communication.',
    'Every engagement is built around you: we start with an honest assessment, agree on how to measure progress, and celebrate every win.',
    'I believe in a process that is light, practical, and respectful of your pace.',
    'Expect clear goals, small assignments between sessions, and plenty of support.',
    'My approach brings together self-awareness, planning, and deliberate practice.',
  ],
  where: (mode, city) =>
    mode === 'ONLINE'
      ? 'Sessions are online, so any time zone works.'
      : city
        ? `I see clients ${mode === 'BOTH' ? 'online and in person' : 'in person'} in ${city}.`
        : 'I see clients online and in person.',
  closings: [
    'Ready to talk about your next step?',
    'Book a trial session and see the difference for yourself.',
    'It would be a privilege to walk alongside you on this journey.',
    'Real change starts with a decision. Why not today?',
  ],
  quotes: [
    ['The best way to predict the future is to invent it.', 'Alan Kay'],
    ["Whether you think you can, or you think you can't, you're right.", 'Henry Ford'],
    ["It always seems impossible until it's done.", 'Nelson Mandela'],
    ['The journey of a thousand miles begins with a single step.', 'Lao Tzu'],
    ['We are what we repeatedly do. Excellence, then, is not an act, but a habit.', 'Will Durant'],
    ['The only way to do great work is to love what you do.', 'Steve Jobs'],
    ['Start where you are. Use what you have. Do what you can.', 'Arthur Ashe'],
    ["You miss 100% of the shots you don't take.", 'Wayne Gretzky'],
    ['Vulnerability is the birthplace of innovation, creativity and change.', 'Brené Brown'],
    ['If you want to go fast, go alone. If you want to go far, go together.', 'African proverb'],
    ['The unexamined life is not worth living.', 'Socrates'],
    ['Well done is better than well said.', 'Benjamin Franklin'],
    ['Success is the sum of small efforts, repeated day in and day out.', 'Robert Collier'],
    ["Man's mind, once stretched by a new idea, never regains its original dimensions.", 'Oliver Wendell Holmes Sr.'],
    ['Act as if what you do makes a difference. It does.', 'William James'],
    ["Life shrinks or expands in proportion to one's courage.", 'Anaïs Nin'],
  ],
  ownPhrases: [
    'Clarity is the first step, consistency is the path, and results take care of themselves.',
    'Every real change starts with an honest conversation with yourself.',
    "Your potential doesn't fit inside your comfort zone.",
    'Small steps taken every day go further than big plans left on paper.',
  ],
  resume: {
    courses: [
      'Psychology',
      'Business Administration',
      'Education',
      'Kinesiology',
      'Industrial Engineering',
      'Political Science',
      'Journalism',
      'Economics',
      'Nursing',
      'English',
    ],
    certifications: [
      'Co-Active Coaching',
      'Life & Executive Coaching',
      'Positive Psychology Coaching',
      'Ericksonian Coaching',
      'Master Coach',
      'DISC Behavioral Assessment',
      'Neuro-Linguistic Programming (NLP)',
      'Team Coaching',
      'Career Coaching',
      'Mindful Leadership',
    ],
    postgrads: [
      'Human Resource Management',
      'Positive Psychology',
      'Neuroscience and Behavior',
      'Leadership and Innovation',
      'Financial Planning',
      'Sport Psychology',
      'Family Systems Therapy',
    ],
    sectors: [
      'retail',
      'healthcare',
      'technology',
      'education',
      'manufacturing',
      'financial services',
      'agribusiness',
      'nonprofit',
    ],
    topics: ['self-awareness', 'leadership', 'careers', 'habits', 'communication'],
    pastFields: [
      'human resources',
      'sales management',
      'K-12 education',
      'management consulting',
      'public health',
      'the tech industry',
    ],
    spoken: ['English and Spanish', 'English, Spanish, and French', 'English and Portuguese'],
    degree: (course, school, year) => `Bachelor's degree in ${course}, ${school} (${year}).`,
    certification: (name, year) => `${name} certification (${year}).`,
    postgrad: (name) => `Graduate certificate in ${name}.`,
    experience: (years, field) => `${years} years of coaching experience in ${field}, with individuals and groups.`,
    workshops: (sectors) => `Designs and leads workshops for companies in the ${en.list(sectors)} sectors.`,
    member: 'Member of the International Coaching Federation (ICF).',
    volunteer: 'Volunteer mentor in career guidance programs for young people.',
    author: (topic) => `Author of articles on ${topic} for the platform's blog.`,
    before: (years, field, from, to) =>
      `Before coaching, ${years} years in ${field}, working with teams of ${from} to ${to} people.`,
    programmes: 'Ran leadership development programs and onboarding for new hires.',
    languages: (spoken) => `Languages: ${spoken}.`,
    supervision:
      'Monthly case supervision with certified mentor coaches, plus ongoing training in professional ethics.',
  },
  testimonies: {
    texts: [
      "I came in unsure whether I should switch fields. Ten sessions later I had a plan, and today I'm doing work I actually love.",
      "Coaching helped me get my schedule under control and say no without feeling guilty. I'm more productive and a lot calmer.",
      "I learned to really listen to my team. The mood changed, and the results followed. I can't recommend it enough.",
      'Warm, sharp, and incredibly well prepared. The right questions at the right moment made all the difference in my decision.',
      'After years of putting it off, I finally got my finances in order. I paid off my debt and started investing with peace of mind.',
      'Things with my kids are so much better. We talk more and fight less. Grateful for every single session!',
      'I signed up to prepare for a promotion, and I got it. More than that, I figured out what kind of leader I want to be.',
      'The online sessions went just as deep as meeting in person. Always on time, always structured, always kind.',
      "I'm racing with confidence again after an injury. The mental work mattered as much as the physical therapy.",
      'Work used to keep me anxious all the time. I picked up simple techniques I use every day, and I sleep much better now.',
      'Light, fun, and genuinely life-changing. I left every session with one clear task and the motivation to do it.',
      'I launched my own business feeling ready. The plan we built together guided every decision in my first year.',
      'Our marriage got a second wind. We learned to talk about what matters without everything turning into an argument.',
      'Best decision I made all year. I got my confidence back and dusted off projects I had given up on.',
      'As a teacher, I learned to handle my classroom, and my own exhaustion, much better. Every educator should try this.',
      'Focused and full of empathy. Within a few weeks I was seeing concrete results in my career.',
    ],
    authors: [
      'Rachel Donovan',
      'Kevin Harper',
      'Megan Foster',
      'Brian Sullivan',
      'Lauren Price',
      'Jason Whitaker',
      'Nicole Bennett',
      'Tyler Morgan',
      'Heather Collins',
      'Ryan Caldwell',
      'Stephanie Reyes',
      'Derek Simmons',
      'Allison Park',
      'Marcus Greene',
      'Olivia Grant',
      'Chris Delgado',
    ],
    occupations: [
      'Project manager',
      'Small business owner',
      'Software engineer',
      'High school teacher',
      'Physician',
      'Architect',
      'Sales director',
      'Attorney',
      'Civil engineer',
      'Graphic designer',
      'Dietitian',
      'Marathon runner',
      'Business student',
      'HR coordinator',
      'Accountant',
      'Registered nurse',
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Spanish (the coaches in Spain, and one in Florida)

/** "y" before a word that starts with an "i" sound is "e" ("bienestar e inteligencia emocional"). */
const andEs = (next: string) => (/^h?i(?![aeiouáéíóú])/i.test(next) ? 'e' : 'y');

const es: TextBank = {
  specialty: {
    Life: 'desarrollo personal',
    Família: 'relaciones familiares',
    Carreira: 'desarrollo profesional',
    Saúde: 'bienestar',
    Finanças: 'finanzas personales',
    Business: 'emprendimiento',
    Esportes: 'alto rendimiento deportivo',
    Emocional: 'inteligencia emocional',
    Liderança: 'liderazgo',
    Relacionamentos: 'relaciones personales',
    Executivo: 'desarrollo directivo',
    Educação: 'educación',
  },
  anyField: 'desarrollo humano',
  list: (items) => {
    const last = items.at(-1) ?? '';
    return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${andEs(last)} ${last}` : last;
  },
  intros: (w, focus, years) => [
    `Soy ${w.firstName}, coach de ${focus} desde hace ${years} años.`,
    `¡Hola! Soy ${w.firstName} y desde ${NOW - years} acompaño a personas en procesos de ${focus}.`,
    `Me llamo ${w.firstName} ${w.secondName} y creo que todo cambio empieza con una buena pregunta. Acompaño procesos de ${focus}.`,
  ],
  audiences: [
    'profesionales en plena transición',
    'responsables de equipo',
    'emprendedores que dan sus primeros pasos',
    'madres y padres que trabajan fuera de casa',
    'deportistas aficionados y profesionales',
    'jóvenes que empiezan su carrera',
    'parejas que quieren reencontrarse',
    'mandos recién ascendidos',
    'docentes y educadores',
    'personas que sienten que han perdido el rumbo',
  ],
  goals: [
    'ver con claridad sus próximos pasos',
    'convertir sus metas en rutina',
    'equilibrar la vida personal y la profesional',
    'comunicarse con más seguridad',
    'tomar decisiones con menos ansiedad',
    'salir del piloto automático',
    'ordenar sus finanzas sin culpa',
    'liderar con más empatía y mejores resultados',
  ],
  audience: (who, goal) => `Trabajo con ${who}, a quienes ayudo a ${goal}.`,
  methods: [
    'Mis sesiones combinan escucha atenta, preguntas poderosas y planes de acción sencillos, con seguimiento semana a semana.',
    'Me apoyo en el coaching sistémico, la psicología positiva y la comunicación no violenta.',
    'Cada proceso se diseña a medida: partimos de un diagnóstico, fijamos indicadores y celebramos cada avance.',
    'Creo en un proceso ligero, práctico y respetuoso con tu ritmo.',
    'Apuesto por objetivos claros, tareas entre sesiones y un acompañamiento cercano.',
    'Mi método une autoconocimiento, planificación y práctica deliberada.',
  ],
  where: (mode, city) =>
    mode === 'ONLINE'
      ? 'Atiendo online, desde cualquier huso horario.'
      : city
        ? `Atiendo ${mode === 'BOTH' ? 'online y de forma presencial' : 'de forma presencial'} en ${city}.`
        : 'Atiendo online y de forma presencial.',
  closings: [
    '¿Hablamos de tu próximo paso?',
    'Reserva una sesión de prueba y comprueba la diferencia.',
    'Será un placer acompañarte en este camino.',
    'Un cambio de verdad empieza con una decisión. ¿Por qué no hoy?',
  ],
  quotes: [
    ['Caminante, no hay camino, se hace camino al andar.', 'Antonio Machado'],
    ['Hoy es siempre todavía.', 'Antonio Machado'],
    ['Yo soy yo y mi circunstancia, y si no la salvo a ella no me salvo yo.', 'José Ortega y Gasset'],
    ['Cada uno es artífice de su ventura.', 'Miguel de Cervantes'],
    ['Donde una puerta se cierra, otra se abre.', 'Miguel de Cervantes'],
    ['El que lee mucho y anda mucho, ve mucho y sabe mucho.', 'Miguel de Cervantes'],
    [
      'La vida no es la que uno vivió, sino la que uno recuerda y cómo la recuerda para contarla.',
      'Gabriel García Márquez',
    ],
    ['La inspiración existe, pero tiene que encontrarte trabajando.', 'Pablo Picasso'],
    ['Lo esencial es invisible a los ojos.', 'Antoine de Saint-Exupéry'],
    ['Quien tiene un porqué para vivir puede soportar casi cualquier cómo.', 'Friedrich Nietzsche'],
    ['El éxito es la suma de pequeños esfuerzos repetidos día tras día.', 'Robert Collier'],
    ['La imaginación es más importante que el conocimiento.', 'Albert Einstein'],
    ['Puedo aceptar el fracaso; todos fracasamos en algo. Lo que no puedo aceptar es no intentarlo.', 'Michael Jordan'],
    ['Conócete a ti mismo.', 'Sócrates'],
  ],
  ownPhrases: [
    'No necesitas ver toda la escalera: basta con subir el primer peldaño con intención.',
    'La claridad es el primer paso; la constancia, el camino; el resultado, la consecuencia.',
    'Todo gran cambio empieza con una conversación sincera con uno mismo.',
    'Tu potencial no cabe en tu zona de confort.',
  ],
  resume: {
    courses: [
      'Psicología',
      'Administración y Dirección de Empresas',
      'Pedagogía',
      'Ciencias de la Actividad Física y del Deporte',
      'Ingeniería Industrial',
      'Derecho',
      'Periodismo',
      'Economía',
      'Enfermería',
      'Filología Hispánica',
    ],
    certifications: [
      'Coaching Coactivo',
      'Life & Executive Coaching',
      'Coaching con Psicología Positiva',
      'Coaching Ericksoniano',
      'Coaching Ontológico',
      'Análisis Conductual DISC',
      'Programación Neurolingüística',
      'Coaching de Equipos',
      'Coaching de Carrera',
      'Mindfulness para Líderes',
    ],
    postgrads: [
      'Dirección de Personas',
      'Psicología Positiva',
      'Neurociencia y Conducta',
      'Liderazgo e Innovación',
      'Planificación Financiera',
      'Psicología del Deporte',
      'Terapia Familiar Sistémica',
    ],
    sectors: [
      'el comercio',
      'la salud',
      'la tecnología',
      'la educación',
      'la industria',
      'los servicios financieros',
      'la agroindustria',
      'las ONG',
    ],
    topics: ['autoconocimiento', 'liderazgo', 'desarrollo profesional', 'hábitos', 'comunicación'],
    pastFields: [
      'recursos humanos',
      'dirección comercial',
      'educación primaria',
      'consultoría de empresas',
      'salud pública',
      'el sector tecnológico',
    ],
    spoken: ['español e inglés', 'español, inglés y francés', 'español, inglés y portugués'],
    degree: (course, school, year) => `Licenciatura en ${course} (${school}, ${year}).`,
    certification: (name, year) => `Certificación en ${name} (${year}).`,
    postgrad: (name) => `Máster en ${name}.`,
    experience: (years, field) => `${years} años de experiencia en procesos de ${field}, individuales y en grupo.`,
    workshops: (sectors, gender) =>
      `${gender === 'f' ? 'Facilitadora' : 'Facilitador'} de talleres y formaciones en empresas y entidades de sectores como ${es.list(sectors)}.`,
    member: 'Miembro de la International Coaching Federation (ICF).',
    volunteer: 'Voluntariado en programas de orientación profesional para jóvenes.',
    author: (topic, gender) =>
      `${gender === 'f' ? 'Autora' : 'Autor'} de artículos sobre ${topic} en el blog de la plataforma.`,
    before: (years, field, from, to) =>
      `Antes del coaching, ${years} años en ${field}, con equipos de entre ${from} y ${to} personas.`,
    programmes: 'Responsable de programas de desarrollo de líderes y de planes de acogida para nuevas incorporaciones.',
    languages: (spoken) => `Idiomas: ${spoken}.`,
    supervision: 'Supervisión mensual de casos con mentores acreditados y formación continua en ética profesional.',
  },
  testimonies: {
    texts: [
      'Llegué al proceso sin saber si debía cambiar de sector. En diez sesiones lo vi claro, hice un plan y hoy trabajo en lo que me gusta.',
      'El coaching me ayudó a ordenar mi rutina y a decir que no sin culpa. Rindo más y vivo con mucha más calma.',
      'Aprendí a escuchar de verdad a mi equipo. El ambiente cambió y los resultados llegaron solos. Lo recomiendo sin dudarlo.',
      'Trato cercano y una preparación enorme. Las preguntas adecuadas en el momento justo marcaron la diferencia en mi decisión.',
      'Después de años posponiéndolo, por fin puse en orden mis finanzas. Salí de las deudas y empecé a invertir con tranquilidad.',
      'La relación con mis hijos ha mejorado muchísimo. Ahora hablamos más y discutimos menos. ¡Gracias por cada sesión!',
      'Empecé el proceso para prepararme para un ascenso y lo conseguí. Y, sobre todo, descubrí qué tipo de líder quiero ser.',
      'Las sesiones online fueron tan profundas como las presenciales. Puntualidad, método y mucho cariño en cada encuentro.',
      'Volví a competir con confianza después de una lesión. El trabajo mental fue tan importante como el físico.',
      'El trabajo me tenía en un estado de ansiedad constante. Aprendí técnicas sencillas que uso a diario y ahora duermo mucho mejor.',
      'Un proceso ameno, divertido y transformador. Salía de cada sesión con una tarea clara y ganas de cumplirla.',
      'Abrí mi propio negocio con seguridad. El plan que construimos juntos guio cada decisión del primer año.',
      'Nuestro matrimonio ha vuelto a respirar. Aprendimos a hablar de lo importante sin que todo acabe en discusión.',
      'Fue la mejor decisión de mi año. Recuperé la confianza en mí y retomé proyectos que tenía abandonados.',
      'Como docente, aprendí a gestionar mejor el aula y mi propio cansancio. Se lo recomiendo a cualquier educador.',
      'Un proceso concreto y lleno de empatía. En pocas semanas ya veía resultados reales en mi carrera.',
    ],
    authors: [
      'Marta Villalba',
      'Sergio Castaño',
      'Elena Robles',
      'Pablo Herrera',
      'Nuria Giménez',
      'Raúl Medina',
      'Cristina Soler',
      'Diego Fuentes',
      'Laura Pastor',
      'Andrés Molina',
      'Irene Cabrera',
      'Jorge Vidal',
      'Silvia Marín',
      'Óscar Lozano',
      'Beatriz Calvo',
      'Héctor Salinas',
    ],
    occupations: [
      'Gerente de proyectos',
      'Analista de sistemas',
      'Docente de secundaria',
      'Periodista',
      'Dentista',
      'Economista',
      'Estudiante de Administración de Empresas',
      'Atleta de maratón',
      'Responsable de recursos humanos',
      'Fisioterapeuta',
      'Especialista en marketing',
      'Auxiliar de enfermería',
      'Nutricionista',
      'Intérprete',
      'Artista',
      'Guía de montaña',
    ],
  },
};

/** The bank a coach who writes in each language draws their texts from. */
export const TEXT_BANKS: Readonly<Record<Lang, TextBank>> = { pt, en, es };
