// The English and Spanish versions of the seed's gallery captions and video titles: the captions
// of the coaches who write in English or Spanish (./coaches.ts), and what the demo chat model
// translates them with (src/mocks/ai.ts). Keyed by the Portuguese text in ./media.ts.

/** pt caption or title -> [en, es]. */
export const CAPTION_TRANSLATIONS: Readonly<Record<string, readonly [en: string, es: string]>> = {
  'Retiro de autoconhecimento na serra': [
    'Self-discovery retreat in the mountains',
    'Retiro de autoconocimiento en la sierra',
  ],
  'Amanhecer antes da sessão ao ar livre': [
    'Sunrise before the outdoor session',
    'Amanecer antes de la sesión al aire libre',
  ],
  'Caminhada reflexiva com o grupo de mentoria': [
    'Reflective walk with the mentoring group',
    'Caminata reflexiva con el grupo de mentoría',
  ],
  'Vista do escritório onde atendo presencialmente': [
    'View from the office where I see clients in person',
    'Vista de la oficina donde atiendo en persona',
  ],
  'Mural criado na dinâmica de valores': [
    'Mural made in the values exercise',
    'Mural creado en la dinámica de valores',
  ],
  'Trilha da imersão de liderança': ['Trail of the leadership immersion', 'Sendero de la inmersión de liderazgo'],
  'Viagem de estudos: paisagens que inspiram': [
    'Study trip: landscapes that inspire',
    'Viaje de estudios: paisajes que inspiran',
  ],
  'Encerramento da turma de formação': ['Closing of the training class', 'Cierre de la promoción de formación'],
  'Sessão de coaching caminhando na praia': [
    'Coaching session walking on the beach',
    'Sesión de coaching caminando por la playa',
  ],
  'Quadro de metas da equipe comercial': ['Goal board of the sales team', 'Tablero de metas del equipo comercial'],
  'Piquenique de integração com clientes': ['Get-together picnic with clients', 'Pícnic de integración con clientes'],
  'Palestra no centro da cidade ao entardecer': [
    'Talk downtown at dusk',
    'Charla en el centro de la ciudad al atardecer',
  ],
  'Lago do retiro de inteligência emocional': [
    'Lake at the emotional intelligence retreat',
    'Lago del retiro de inteligencia emocional',
  ],
  'Primeiro dia do workshop de propósito': ['First day of the purpose workshop', 'Primer día del taller de propósito'],
  'Cores escolhidas pelo grupo na atividade de perfil': [
    'Colours the group chose in the profile activity',
    'Colores elegidos por el grupo en la actividad de perfil',
  ],
  'Momento de pausa entre dois atendimentos': ['A pause between two sessions', 'Momento de pausa entre dos sesiones'],
  'Imersão de silêncio e planejamento pessoal': [
    'Immersion in silence and personal planning',
    'Inmersión de silencio y planificación personal',
  ],
  'Campo onde fizemos a roda da vida ao ar livre': [
    'Field where we did the wheel of life outdoors',
    'Campo donde hicimos la rueda de la vida al aire libre',
  ],
  'Noite de networking com empreendedores': [
    'Networking evening with entrepreneurs',
    'Noche de networking con emprendedores',
  ],
  'Banho de floresta com executivos': ['Forest bathing with executives', 'Baño de bosque con ejecutivos'],
  'Mapa de competências construído em grupo': [
    'Skills map built as a group',
    'Mapa de competencias construido en grupo',
  ],
  'Subida simbólica: cada passo é uma conquista': [
    'A symbolic climb: every step is an achievement',
    'Subida simbólica: cada paso es una conquista',
  ],
  'Horizonte que usamos no exercício de visão de futuro': [
    'The horizon we used in the future vision exercise',
    'Horizonte que usamos en el ejercicio de visión de futuro',
  ],
  'Encontro mensal de ex-coachees': ['Monthly meeting of former coachees', 'Encuentro mensual de antiguos coachees'],
  'Espaço de coworking onde realizo mentorias': [
    'Coworking space where I hold mentoring sessions',
    'Espacio de coworking donde hago mentorías',
  ],
  'Roda de conversa à sombra das árvores': [
    'Talking circle in the shade of the trees',
    'Rueda de conversación a la sombra de los árboles',
  ],
  'Linha do tempo da carreira de um participante': [
    'Career timeline of a participant',
    'Línea de tiempo de la carrera de un participante',
  ],
  'Pôr do sol no fim da jornada de imersão': [
    'Sunset at the end of the immersion day',
    'Puesta de sol al final de la jornada de inmersión',
  ],
  'Como definir metas que realmente funcionam': [
    'How to set goals that really work',
    'Cómo definir metas que realmente funcionan',
  ],
  'Inteligência emocional no trabalho: por onde começar': [
    'Emotional intelligence at work: where to start',
    'Inteligencia emocional en el trabajo: por dónde empezar',
  ],
  'Roda da vida: exercício guiado': ['Wheel of life: a guided exercise', 'Rueda de la vida: ejercicio guiado'],
  'Liderança servidora na prática': ['Servant leadership in practice', 'Liderazgo de servicio en la práctica'],
  'Cinco perguntas para sair do piloto automático': [
    'Five questions to get off autopilot',
    'Cinco preguntas para salir del piloto automático',
  ],
  'Transição de carreira depois dos 40': ['Changing careers after 40', 'Transición de carrera después de los 40'],
  'Finanças pessoais sem culpa': ['Personal finance without guilt', 'Finanzas personales sin culpa'],
  'Comunicação não violenta em família': [
    'Nonviolent communication in the family',
    'Comunicación no violenta en familia',
  ],
  'Rotina matinal de alta performance': ['A high-performance morning routine', 'Rutina matutina de alto rendimiento'],
  'O que esperar de uma sessão de coaching': [
    'What to expect from a coaching session',
    'Qué esperar de una sesión de coaching',
  ],
  'Autoconfiança para falar em público': [
    'Self-confidence for public speaking',
    'Confianza en ti para hablar en público',
  ],
  'Gestão do tempo com a matriz de Eisenhower': [
    'Time management with the Eisenhower matrix',
    'Gestión del tiempo con la matriz de Eisenhower',
  ],
  'Como dar feedback sem desmotivar a equipe': [
    'How to give feedback without demotivating the team',
    'Cómo dar feedback sin desmotivar al equipo',
  ],
  'Ansiedade e produtividade: encontrando o equilíbrio': [
    'Anxiety and productivity: finding the balance',
    'Ansiedad y productividad: encontrando el equilibrio',
  ],
  'Relacionamentos saudáveis começam em você': [
    'Healthy relationships start with you',
    'Las relaciones sanas empiezan en ti',
  ],
  'Crenças limitantes: identificar e ressignificar': [
    'Limiting beliefs: spotting and reframing them',
    'Creencias limitantes: identificarlas y resignificarlas',
  ],
  'Coaching esportivo: mente de atleta': ['Sports coaching: an athlete’s mind', 'Coaching deportivo: mente de atleta'],
  'Planejamento anual em uma tarde': ['Yearly planning in one afternoon', 'Planificación anual en una tarde'],
  'Propósito de vida: um exercício de escrita': [
    'Life purpose: a writing exercise',
    'Propósito de vida: un ejercicio de escritura',
  ],
  'Entrevista: minha jornada como coach': ['Interview: my journey as a coach', 'Entrevista: mi trayectoria como coach'],
  'Negociação para quem não gosta de negociar': [
    'Negotiation for people who dislike negotiating',
    'Negociación para quien no le gusta negociar',
  ],
  'Educação emocional para crianças': ['Emotional education for children', 'Educación emocional para niños'],
  'Pequenos hábitos, grandes mudanças no dia a dia': [
    'Small habits, big changes in everyday life',
    'Pequeños hábitos, grandes cambios en el día a día',
  ],
  'Depoimento de cliente: da dúvida à decisão': [
    'Client testimonial: from doubt to decision',
    'Testimonio de cliente: de la duda a la decisión',
  ],
  'Palestra completa: o poder das pequenas vitórias': [
    'Full talk: the power of small wins',
    'Charla completa: el poder de las pequeñas victorias',
  ],
  'Workshop de liderança — trecho da abertura': [
    'Leadership workshop — opening excerpt',
    'Taller de liderazgo — fragmento de la apertura',
  ],
  'Meditação guiada de 10 minutos': ['10-minute guided meditation', 'Meditación guiada de 10 minutos'],
  'Mentalidade de crescimento nas empresas': [
    'Growth mindset in companies',
    'Mentalidad de crecimiento en las empresas',
  ],
  'Conversas difíceis com gentileza': [
    'Difficult conversations with kindness',
    'Conversaciones difíciles con amabilidad',
  ],
  'Como montar um plano de desenvolvimento individual': [
    'How to build an individual development plan',
    'Cómo armar un plan de desarrollo individual',
  ],
  'Equilíbrio entre carreira e maternidade': [
    'Balancing career and motherhood',
    'Equilibrio entre carrera y maternidad',
  ],
  'Storytelling para líderes': ['Storytelling for leaders', 'Storytelling para líderes'],
  'O papel do coach na saúde integral': ['The coach’s role in whole health', 'El papel del coach en la salud integral'],
  'Resiliência em tempos de mudança': ['Resilience in times of change', 'Resiliencia en tiempos de cambio'],
  'Gestão financeira para autônomos': ['Money management for the self-employed', 'Gestión financiera para autónomos'],
  'Encerramento da turma de formação 2025': [
    'Closing of the 2025 training class',
    'Cierre de la promoción de formación 2025',
  ],
};
