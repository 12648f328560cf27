// Blog posts and categories of the demo blog API (Wagtail-like). Bodies are HTML as a CMS would
// store them. A few posts carry hostile markup on purpose: the client must neutralise it.
import { publishedCoaches } from './coaches.ts';
import { GALLERY_POOL } from './media.ts';
import { createRng } from './random.ts';
import type { BlogCategory, BlogPost, Lang } from './types.ts';

/** A category with its name in each language; `name` is the pt one, the slug the same in all. */
function category(id: number, slug: string, names: Record<Lang, string>): BlogCategory {
  return { id, name: names.pt, slug, names };
}

export const blogCategories: BlogCategory[] = [
  category(1, 'carreira', { pt: 'Carreira', en: 'Career', es: 'Carrera' }),
  category(2, 'lideranca', { pt: 'Liderança', en: 'Leadership', es: 'Liderazgo' }),
  category(3, 'autoconhecimento', { pt: 'Autoconhecimento', en: 'Self-knowledge', es: 'Autoconocimiento' }),
  category(4, 'relacionamentos', { pt: 'Relacionamentos', en: 'Relationships', es: 'Relaciones' }),
  category(5, 'saude-e-bem-estar', { pt: 'Saúde e Bem-estar', en: 'Health and Well-being', es: 'Salud y Bienestar' }),
  category(6, 'financas', { pt: 'Finanças', en: 'Finances', es: 'Finanzas' }),
  category(7, 'produtividade', { pt: 'Produtividade', en: 'Productivity', es: 'Productividad' }),
];

const REFERENCES = {
  icf: ['https://coachingfederation.org/', 'International Coaching Federation'],
  coaching: ['https://pt.wikipedia.org/wiki/Coaching', 'verbete sobre coaching na Wikipédia'],
  who: ['https://www.who.int/health-topics/mental-health', 'Organização Mundial da Saúde: saúde mental'],
  saude: ['https://www.gov.br/saude/pt-br', 'Ministério da Saúde'],
  bcb: ['https://www.bcb.gov.br/cidadaniafinanceira', 'Cidadania Financeira, do Banco Central'],
  cnv: [
    'https://pt.wikipedia.org/wiki/Comunica%C3%A7%C3%A3o_n%C3%A3o_violenta',
    'comunicação não violenta na Wikipédia',
  ],
  positiva: ['https://pt.wikipedia.org/wiki/Psicologia_positiva', 'psicologia positiva na Wikipédia'],
  tempo: ['https://en.wikipedia.org/wiki/Time_management', 'gestão do tempo (em inglês)'],
  mindfulness: ['https://pt.wikipedia.org/wiki/Mindfulness', 'mindfulness na Wikipédia'],
  lideranca: ['https://pt.wikipedia.org/wiki/Lideran%C3%A7a', 'liderança na Wikipédia'],
} as const;

type RefKey = keyof typeof REFERENCES;

interface PostSeed {
  title: string;
  author: string;
  cats: number[];
  description: string;
  intro: string;
  heading: string;
  paragraph: string;
  list: string[];
  practice: string;
  ref: RefKey;
  quote?: string;
  ordered?: boolean;
  /** Hostile markup inserted into the body, as if it came from a compromised CMS. */
  hostile?: string[];
}

const POSTS: PostSeed[] = [
  {
    title: 'Como planejar uma transição de carreira sem pular no escuro',
    author: 'Ana Souza',
    cats: [1],
    description:
      'Um roteiro em quatro etapas para mudar de área com segurança, testando hipóteses antes de pedir demissão.',
    intro:
      'Mudar de carreira raramente é um salto único. Quase sempre é uma sequência de pequenos experimentos que reduzem o risco e aumentam a confiança.',
    heading: 'Comece pelo mapa, não pelo destino',
    paragraph:
      'Antes de escolher a nova área, entenda o que você quer levar da carreira atual: competências, relações, valores e o tipo de rotina em que você rende mais.',
    list: [
      'Liste as atividades que te dão energia e as que te drenam.',
      'Converse com três pessoas que já trabalham na área desejada.',
      'Faça um projeto pequeno, de fim de semana, para testar a ideia.',
      'Monte uma reserva financeira para o período de transição.',
    ],
    practice: 'Com esses dados em mãos, a decisão deixa de ser um salto e passa a ser um passo planejado.',
    ref: 'icf',
    ordered: true,
  },
  {
    title: 'Currículo ou portfólio? O que mostrar em cada fase da carreira',
    author: 'Rafael Oliveira',
    cats: [1],
    description:
      'Quando o currículo tradicional basta e quando vale investir em um portfólio que mostre resultados concretos.',
    intro:
      'Recrutadores passam poucos segundos em cada currículo. O que você mostra primeiro decide se haverá uma segunda leitura.',
    heading: 'Resultados falam mais alto que tarefas',
    paragraph:
      'Troque descrições de responsabilidades por conquistas mensuráveis. Em áreas criativas ou técnicas, um portfólio enxuto com três projetos bem contados vale mais que vinte itens soltos.',
    list: [
      'No início da carreira, destaque projetos acadêmicos e voluntariado.',
      'No meio da carreira, mostre números: prazos, economia, crescimento.',
      'Em cargos de liderança, conte como você desenvolveu pessoas.',
    ],
    practice:
      'Revise seu material a cada seis meses, mesmo sem procurar emprego: é um ótimo exercício de autoconhecimento.',
    ref: 'coaching',
  },
  {
    title: 'Entrevista de emprego: como contar sua história em dois minutos',
    author: 'Ana Souza',
    cats: [1],
    description: 'A pergunta “fale sobre você” não é uma armadilha: é a sua chance de conduzir a conversa.',
    intro:
      'Quase toda entrevista começa com um pedido simples e temido: “fale um pouco sobre você”. Quem se prepara transforma esse momento em vantagem.',
    heading: 'Passado, presente e futuro',
    paragraph:
      'Uma estrutura simples ajuda: de onde você vem, o que faz hoje de melhor e por que esta vaga é o próximo passo natural.',
    list: [
      'Escolha uma conquista que represente seu jeito de trabalhar.',
      'Evite repetir o currículo linha por linha.',
      'Treine em voz alta e cronometre.',
    ],
    practice:
      'Grave sua resposta no celular, ouça no dia seguinte e corte tudo o que não ajuda o entrevistador a te conhecer.',
    ref: 'coaching',
  },
  {
    title: 'Recomeçar depois dos 40: mitos e verdades',
    author: 'Conceição Almeida',
    cats: [1, 3],
    description:
      'Experiência é ativo, não peso. Veja como usar a maturidade a seu favor em uma nova fase profissional.',
    intro:
      'Muita gente acredita que depois dos 40 as portas se fecham. Na prática, o que muda é o tipo de porta e a forma de bater nela.',
    heading: 'O que a maturidade traz de vantagem',
    paragraph:
      'Repertório, rede de contatos e capacidade de lidar com conflitos são competências valorizadas. O desafio é traduzi-las para a linguagem da nova área.',
    list: [
      'Mito: é tarde demais para aprender. Verdade: o cérebro aprende a vida toda.',
      'Mito: o mercado só quer jovens. Verdade: muitas empresas buscam diversidade etária.',
      'Mito: é preciso começar do zero. Verdade: quase sempre há habilidades transferíveis.',
    ],
    practice: 'Escreva sua trajetória em uma página e marque com cores o que pode ser levado para o novo caminho.',
    ref: 'positiva',
    quote: 'O que a vida quer da gente é coragem. — Guimarães Rosa',
  },
  {
    title: 'Promoção à vista: como se preparar para o primeiro cargo de gestão',
    author: 'João Pereira',
    cats: [1, 2],
    description:
      'Passar de especialista a gestor exige trocar de papel. Veja o que muda e como se preparar antes da promoção.',
    intro:
      'O melhor técnico da equipe nem sempre vira o melhor gestor. A boa notícia é que gestão se aprende, e dá para começar antes do cargo.',
    heading: 'De fazer para fazer acontecer',
    paragraph:
      'O gestor é avaliado pelo resultado da equipe, não pelo próprio. Isso pede novas habilidades: priorizar, delegar, dar feedback e cuidar do clima.',
    list: [
      'Peça para conduzir uma reunião de planejamento.',
      'Ofereça-se para integrar um novo colega.',
      'Observe como seu gestor toma decisões difíceis.',
    ],
    practice: 'Combine com sua liderança um plano de desenvolvimento de 90 dias e revise-o a cada mês.',
    ref: 'lideranca',
  },
  {
    title: 'Networking sem constrangimento para introvertidos',
    author: 'Inês Sequeira',
    cats: [1, 4],
    description:
      'Relacionamento profissional não precisa ser evento lotado. Estratégias para quem prefere conversas profundas.',
    intro:
      'Para muitos introvertidos, a palavra networking lembra crachás, salões barulhentos e cartões trocados às pressas. Existe outro caminho.',
    heading: 'Qualidade acima de quantidade',
    paragraph:
      'Conversas individuais, mensagens bem pensadas e colaboração em projetos criam laços mais sólidos que dezenas de contatos superficiais.',
    list: [
      'Marque um café por mês com alguém que você admira.',
      'Compartilhe conteúdos úteis com quem pode se interessar.',
      'Prepare duas perguntas abertas antes de cada evento.',
    ],
    practice: 'Escolha três pessoas com quem você perdeu contato e envie hoje uma mensagem sincera.',
    ref: 'coaching',
  },
  {
    title: 'Feedback que desenvolve: o modelo SCI na prática',
    author: 'Lúcia Fernandes',
    cats: [2],
    description: 'Situação, comportamento e impacto: um modelo simples para feedbacks claros, respeitosos e úteis.',
    intro:
      'Feedback vago gera defesa. Feedback específico gera conversa. O modelo SCI ajuda a sair do “você precisa melhorar” para algo que a pessoa consegue usar.',
    heading: 'Os três passos',
    paragraph:
      'Descreva a situação concreta, o comportamento observado (não a intenção presumida) e o impacto que ele teve na equipe ou no resultado.',
    list: [
      'Situação: “Na reunião de ontem com o cliente...”',
      'Comportamento: “...você interrompeu a apresentação duas vezes...”',
      'Impacto: “...e o cliente perdeu o fio da proposta.”',
    ],
    practice: 'Termine sempre com uma pergunta: “Como você enxerga isso?”. Feedback é diálogo, não sentença.',
    ref: 'lideranca',
    ordered: true,
  },
  {
    title: 'Liderança servidora: servir sem deixar de decidir',
    author: 'João Pereira',
    cats: [2],
    description: 'Servir a equipe não é fazer tudo por ela. Entenda o equilíbrio entre apoio e responsabilidade.',
    intro:
      'A liderança servidora ganhou fama, mas também muitos mal-entendidos. Servir não significa abrir mão de decidir, cobrar ou dizer não.',
    heading: 'O líder como removedor de obstáculos',
    paragraph:
      'O papel central é criar condições para que as pessoas deem o melhor de si: clareza de objetivos, recursos e proteção contra ruídos desnecessários.',
    list: [
      'Pergunte toda semana: “o que está te atrapalhando?”.',
      'Reconheça publicamente, corrija em particular.',
      'Tome decisões difíceis explicando o porquê.',
    ],
    practice: 'Na próxima reunião, fale por último. Você vai se surpreender com o que a equipe tem a dizer.',
    ref: 'lideranca',
  },
  {
    title: 'Reuniões 1:1 que a equipe espera ansiosamente',
    author: 'Lúcia Fernandes',
    cats: [2, 7],
    description: 'Como transformar a conversa individual com cada liderado no encontro mais valioso da semana.',
    intro:
      'A reunião individual é o espaço mais subestimado da gestão. Bem feita, evita crises, acelera carreiras e fortalece a confiança.',
    heading: 'A pauta é do liderado',
    paragraph:
      'O líder pode trazer assuntos, mas a prioridade é o que a pessoa quer discutir: dificuldades, ideias, carreira e bem-estar.',
    list: [
      'Mantenha a frequência, mesmo em semanas corridas.',
      'Anote compromissos e retome na conversa seguinte.',
      'Reserve cinco minutos para falar de desenvolvimento.',
    ],
    practice: 'Crie um documento compartilhado com cada liderado para registrar temas e combinados.',
    ref: 'lideranca',
  },
  {
    title: 'Como delegar sem perder o controle',
    author: 'Rafael Oliveira',
    cats: [2, 7],
    description:
      'Delegar é uma habilidade que se treina. Um passo a passo para distribuir tarefas com clareza e confiança.',
    intro:
      'Quem não delega vira gargalo. Quem delega mal vira bombeiro. O segredo está no meio: combinar resultado, prazo e pontos de acompanhamento.',
    heading: 'Delegue o resultado, não o método',
    paragraph:
      'Explique o que precisa ser entregue e por quê, deixe espaço para a pessoa escolher o caminho e combine quando vocês vão conversar sobre o andamento.',
    list: [
      'Escolha a tarefa certa para a pessoa certa.',
      'Defina o que é “pronto”.',
      'Combine checkpoints, não microgerenciamento.',
      'Reconheça a entrega e aprenda com os desvios.',
    ],
    practice: 'Liste hoje três tarefas que só você faz e que outra pessoa poderia aprender.',
    ref: 'tempo',
    ordered: true,
  },
  {
    title: 'Segurança psicológica: o ingrediente invisível das boas equipes',
    author: 'Lúcia Fernandes',
    cats: [2, 4],
    description:
      'Equipes em que as pessoas podem errar, perguntar e discordar aprendem mais rápido. Veja como construir esse ambiente.',
    intro:
      'Em muitas equipes, as pessoas calam dúvidas e erros por medo de parecerem incompetentes. O custo desse silêncio é alto.',
    heading: 'Sinais de que falta segurança',
    paragraph:
      'Reuniões em que só o líder fala, erros descobertos tarde demais e ideias que nunca aparecem são sintomas frequentes.',
    list: [
      'Admita seus próprios erros em público.',
      'Agradeça quem traz más notícias cedo.',
      'Pergunte a opinião de quem ainda não falou.',
    ],
    practice: 'Comece a próxima reunião compartilhando algo que você aprendeu com um erro recente.',
    ref: 'positiva',
  },
  {
    title: 'Liderar à distância: rituais para equipes remotas',
    author: 'Michael Brooks',
    cats: [2],
    description: 'Trabalho remoto pede intencionalidade. Rituais simples que mantêm a equipe alinhada e conectada.',
    intro:
      'No escritório, muito alinhamento acontece no corredor. No remoto, o que não é combinado simplesmente não acontece.',
    heading: 'Menos reuniões, mais combinados',
    paragraph:
      'Rituais claros substituem a conversa de corredor: um alinhamento semanal curto, atualizações assíncronas e momentos informais marcados na agenda.',
    list: [
      'Check-in de segunda com prioridades da semana.',
      'Atualizações por escrito às sextas.',
      'Um café virtual mensal sem pauta de trabalho.',
    ],
    practice: 'Pergunte à equipe qual ritual mais ajuda e qual pode ser cortado. Revise a cada trimestre.',
    ref: 'lideranca',
  },
  {
    title: 'Roda da vida: o exercício que cabe em uma folha de papel',
    author: 'Equipe Coachly',
    cats: [3],
    description:
      'Uma ferramenta clássica do coaching para enxergar o equilíbrio entre as áreas da sua vida em poucos minutos.',
    intro:
      'A roda da vida é um dos primeiros exercícios de muitos processos de coaching. É simples, visual e revela muito.',
    heading: 'Como fazer',
    paragraph:
      'Desenhe um círculo dividido em oito ou doze fatias, uma para cada área: saúde, carreira, finanças, família, amizades, lazer, espiritualidade, desenvolvimento. Dê uma nota de 0 a 10 para cada uma.',
    list: [
      'Pinte cada fatia até a nota que você deu.',
      'Observe as áreas mais baixas e as mais altas.',
      'Escolha apenas uma área para trabalhar no próximo mês.',
    ],
    practice: 'Refaça a roda a cada três meses e compare: ver a evolução é muito motivador.',
    ref: 'coaching',
    ordered: true,
  },
  {
    title: 'Crenças limitantes: de onde vêm e como ressignificá-las',
    author: 'Conceição Almeida',
    cats: [3],
    description: 'Frases como “não sou bom com números” moldam decisões. Aprenda a questioná-las com gentileza.',
    intro:
      'Crenças limitantes são conclusões antigas que passamos a tratar como verdades. Muitas nasceram para nos proteger, mas hoje atrapalham.',
    heading: 'Três perguntas que desmontam uma crença',
    paragraph:
      'Ao identificar uma frase que te limita, pergunte: isso é sempre verdade? Que evidências tenho do contrário? Quem eu seria sem essa crença?',
    list: [
      'Anote as frases que você repete sobre si mesmo.',
      'Procure exemplos que contradizem cada uma.',
      'Reescreva a crença de forma realista e possível.',
    ],
    practice: 'Escolha uma crença e faça, esta semana, uma pequena ação que a desafie.',
    ref: 'positiva',
  },
  {
    title: 'Valores pessoais: a bússola para decisões difíceis',
    author: 'Inês Sequeira',
    cats: [3],
    description:
      'Quando você sabe o que é inegociável, escolher fica mais simples. Um exercício para descobrir seus valores.',
    intro:
      'Decisões difíceis costumam colocar dois bons caminhos em conflito. Conhecer seus valores ajuda a escolher sem arrependimento.',
    heading: 'Dos momentos marcantes aos valores',
    paragraph:
      'Lembre três momentos em que você se sentiu plenamente você. O que estava presente neles? Liberdade, aprendizado, família, justiça, criatividade?',
    list: [
      'Liste dez valores que te representam.',
      'Reduza para cinco, depois para três.',
      'Verifique se sua agenda reflete esses três valores.',
    ],
    practice: 'Diante da próxima decisão difícil, pergunte: qual opção honra mais os meus três valores?',
    ref: 'positiva',
  },
  {
    title: 'Diário de gratidão funciona? O que dizem os estudos',
    author: 'Equipe Coachly',
    cats: [3, 5],
    description:
      'Escrever três coisas boas por dia parece simples demais. Veja o que a psicologia positiva tem a dizer.',
    intro:
      'O diário de gratidão virou moda, e com a moda vieram o entusiasmo e o ceticismo. Entre os dois, há bons motivos para experimentar.',
    heading: 'O que a pesquisa sugere',
    paragraph:
      'Estudos da psicologia positiva associam a prática regular de gratidão a mais bem-estar e melhor qualidade de sono, especialmente quando o registro é específico.',
    list: [
      'Escreva coisas concretas, não genéricas.',
      'Inclua o porquê de cada gratidão.',
      'Prefira três vezes por semana a todo dia no automático.',
    ],
    practice: 'Experimente por 21 dias e observe seu humor antes e depois.',
    ref: 'positiva',
  },
  {
    title: 'Propósito não se encontra, se constrói',
    author: 'Ana Souza',
    cats: [3, 1],
    description:
      'Esperar uma grande revelação pode paralisar. O propósito costuma aparecer no caminho, enquanto você age.',
    intro:
      'Muitas pessoas chegam ao coaching dizendo que não encontraram seu propósito. Talvez a pergunta certa seja outra.',
    heading: 'Propósito como direção, não destino',
    paragraph:
      'Em vez de procurar uma missão única e definitiva, observe o que você gosta de resolver, para quem e com quais talentos.',
    list: [
      'Quais problemas te incomodam a ponto de querer resolvê-los?',
      'Em que atividades o tempo passa sem você perceber?',
      'Pelo que as pessoas costumam te agradecer?',
    ],
    practice: 'Escreva uma frase de propósito provisória e teste-a por um mês nas suas escolhas.',
    ref: 'coaching',
    quote: 'Quem tem um porquê enfrenta qualquer como. — Friedrich Nietzsche',
  },
  {
    title: 'Síndrome do impostor: quando o sucesso parece sorte',
    author: 'Lúcia Navarro',
    cats: [3, 1],
    description:
      'A sensação de ser uma fraude atinge até profissionais muito competentes. Estratégias para lidar com ela.',
    intro:
      'Você recebe um elogio e pensa que enganou todo mundo. Se isso soa familiar, saiba que é mais comum do que parece.',
    heading: 'Reconhecer o padrão',
    paragraph:
      'A síndrome do impostor atribui conquistas à sorte e falhas à incompetência. Identificar esse viés é o primeiro passo para equilibrá-lo.',
    list: [
      'Guarde uma pasta de elogios e resultados.',
      'Converse com colegas: você vai descobrir que não está só.',
      'Troque “tive sorte” por “me preparei e aproveitei a oportunidade”.',
    ],
    practice: 'Ao fim de cada semana, anote uma conquista e o que você fez para que ela acontecesse.',
    ref: 'positiva',
  },
  {
    title: 'Comunicação não violenta no dia a dia da família',
    author: 'Conceição Almeida',
    cats: [4],
    description:
      'Observar sem julgar, nomear sentimentos e fazer pedidos claros pode transformar a convivência em casa.',
    intro:
      'Em casa, as conversas difíceis se repetem: a louça, o celular, o horário. A comunicação não violenta oferece outro roteiro.',
    heading: 'Os quatro componentes',
    paragraph:
      'Observação, sentimento, necessidade e pedido. Em vez de “você nunca ajuda”, experimente: “quando vejo a louça na pia à noite, fico cansada, porque preciso de descanso. Você pode lavar hoje?”.',
    list: [
      'Observação sem julgamento.',
      'Sentimento nomeado com honestidade.',
      'Necessidade por trás do sentimento.',
      'Pedido concreto e negociável.',
    ],
    practice: 'Escolha uma situação recorrente e reescreva sua fala usando os quatro passos.',
    ref: 'cnv',
    ordered: true,
  },
  {
    title: 'Como ter conversas difíceis com gentileza',
    author: 'Lúcia Fernandes',
    cats: [4, 2],
    description:
      'Adiar uma conversa difícil quase sempre a torna mais difícil. Um roteiro para falar com firmeza e cuidado.',
    intro:
      'Demitir, discordar do chefe, terminar uma sociedade: algumas conversas tiram o sono. Preparação diminui a ansiedade e melhora o resultado.',
    heading: 'Antes, durante e depois',
    paragraph:
      'Antes, defina o objetivo da conversa. Durante, fale dos fatos e ouça de verdade. Depois, registre os combinados e cuide da relação.',
    list: ['Escolha hora e lugar adequados.', 'Comece pelo objetivo comum.', 'Aceite o silêncio: ele também comunica.'],
    practice: 'Ensaie a abertura da conversa em voz alta. As primeiras frases definem o tom.',
    ref: 'cnv',
  },
  {
    title: 'Casais e dinheiro: conversas que evitam brigas',
    author: 'João Pereira',
    cats: [4, 6],
    description:
      'Dinheiro é uma das maiores fontes de conflito nos relacionamentos. Combinados simples fazem muita diferença.',
    intro:
      'Cada pessoa chega ao relacionamento com uma história própria sobre dinheiro. Ignorar essas histórias é pedir para brigar.',
    heading: 'Transparência primeiro',
    paragraph:
      'Conversem sobre renda, dívidas e sonhos sem julgamento. Depois decidam juntos o modelo: tudo junto, tudo separado ou uma conta comum para despesas da casa.',
    list: [
      'Marquem uma reunião financeira mensal.',
      'Definam um valor de gasto livre para cada um.',
      'Tenham ao menos um objetivo em comum.',
    ],
    practice: 'Cada um escreve três sonhos para os próximos cinco anos. Comparem as listas com curiosidade.',
    ref: 'bcb',
  },
  {
    title: 'Limites saudáveis não afastam, aproximam',
    author: 'Inês Sequeira',
    cats: [4, 3],
    description: 'Dizer o que aceita e o que não aceita é um ato de cuidado com você e com o outro.',
    intro:
      'Muita gente evita colocar limites por medo de magoar ou de ser rejeitada. O resultado costuma ser ressentimento.',
    heading: 'Limites são informações',
    paragraph:
      'Um limite comunica como você funciona melhor. Quando bem colocado, poupa o outro de adivinhar e a relação ganha confiança.',
    list: [
      'Perceba onde você sente raiva ou cansaço recorrente.',
      'Formule o limite em primeira pessoa.',
      'Mantenha a consistência: limites testados são normais.',
    ],
    practice: 'Comece com um limite pequeno, em uma relação segura, e observe o que acontece.',
    ref: 'cnv',
  },
  {
    title: 'Filhos adolescentes: escutar antes de aconselhar',
    author: 'Conceição Almeida',
    cats: [4],
    description:
      'A adolescência pede uma nova forma de presença. Escutar com curiosidade abre portas que o conselho fecha.',
    intro:
      'Pais de adolescentes costumam dizer que os filhos não conversam mais. Muitas vezes, eles apenas pararam de conversar do jeito antigo.',
    heading: 'Curiosidade no lugar do sermão',
    paragraph:
      'Perguntas abertas, sem pressa de corrigir, mostram interesse genuíno. O conselho fica para quando for pedido, ou para depois de muita escuta.',
    list: [
      'Aproveite momentos lado a lado, como no carro.',
      'Pergunte sobre o mundo deles: séries, jogos, amigos.',
      'Valide o sentimento antes de discutir a atitude.',
    ],
    practice: 'Nesta semana, em cada conversa, conte quantas perguntas você fez e quantos conselhos deu.',
    ref: 'cnv',
  },
  {
    title: 'Amizades na vida adulta: por que dão trabalho e valem a pena',
    author: 'Equipe Coachly',
    cats: [4],
    description: 'Rotina, filhos e trabalho afastam amigos. Cultivar amizades adultas exige intenção, e traz saúde.',
    intro: 'Na escola, amizades surgiam naturalmente. Na vida adulta, elas precisam de agenda, e está tudo bem.',
    heading: 'Pequenos rituais mantêm laços',
    paragraph:
      'Um almoço mensal, uma mensagem de aniversário caprichada ou uma caminhada semanal sustentam vínculos por anos.',
    list: [
      'Crie um encontro fixo com um amigo próximo.',
      'Retome contato com alguém que você admira.',
      'Aceite convites mesmo quando estiver cansado, de vez em quando.',
    ],
    practice: 'Mande hoje uma mensagem para um amigo dizendo por que ele é importante para você.',
    ref: 'who',
  },
  {
    title: 'Sono e produtividade: o que acontece quando você dorme pouco',
    author: 'Equipe Coachly',
    cats: [5, 7],
    description:
      'Cortar horas de sono para trabalhar mais costuma sair caro. Entenda a relação entre descanso e desempenho.',
    intro: 'Dormir pouco virou sinônimo de dedicação em muitos ambientes. A ciência do sono mostra o contrário.',
    heading: 'O custo invisível',
    paragraph:
      'Noites mal dormidas afetam atenção, memória, humor e tomada de decisão. O trabalho parece render, mas a qualidade cai.',
    list: [
      'Mantenha horários regulares, inclusive no fim de semana.',
      'Evite telas na última hora antes de deitar.',
      'Cuide da cafeína depois do meio da tarde.',
    ],
    practice: 'Registre por duas semanas as horas de sono e sua energia no dia seguinte. Os números convencem.',
    ref: 'saude',
  },
  {
    title: 'Ansiedade no trabalho: sinais de alerta e primeiros cuidados',
    author: 'Lúcia Fernandes',
    cats: [5],
    description: 'Preocupação constante, irritação e cansaço podem ser sinais de ansiedade. Saiba quando buscar ajuda.',
    intro: 'Sentir ansiedade antes de uma apresentação é normal. Viver ansioso todos os dias não é, e merece atenção.',
    heading: 'Quando acender o alerta',
    paragraph:
      'Dificuldade para dormir, tensão muscular, pensamentos acelerados e irritação frequente são sinais comuns. Coaching não substitui terapia: se os sintomas persistem, procure um profissional de saúde.',
    list: [
      'Respire em quatro tempos: inspire, segure, solte, pause.',
      'Divida tarefas grandes em passos pequenos.',
      'Converse com alguém de confiança.',
    ],
    practice: 'Identifique as situações que mais disparam sua ansiedade e anote o que você sentiu em cada uma.',
    ref: 'who',
  },
  {
    title: 'Atividade física para quem não tem tempo',
    author: 'Caio Barbosa',
    cats: [5],
    description: 'Dez minutos bem usados valem mais que a academia que nunca sai do plano. Estratégias realistas.',
    intro:
      'A falta de tempo é a justificativa mais comum para não se exercitar. Mudar a pergunta ajuda: quanto movimento cabe no meu dia?',
    heading: 'Movimento em pequenas doses',
    paragraph:
      'Subir escadas, caminhar durante ligações e fazer pausas ativas somam minutos ao longo do dia e já trazem benefícios.',
    list: [
      'Agende o exercício como um compromisso.',
      'Tenha uma opção de dez minutos para dias corridos.',
      'Encontre uma companhia para se exercitar.',
    ],
    practice: 'Defina uma meta mínima ridiculamente fácil e cumpra por duas semanas seguidas.',
    ref: 'saude',
  },
  {
    title: 'Mindfulness em cinco minutos: um guia para iniciantes',
    author: 'Margarida Antunes',
    cats: [5, 3],
    description: 'Atenção plena não exige retiro nem silêncio absoluto. Um exercício curto para começar hoje.',
    intro:
      'Mindfulness é a prática de prestar atenção ao momento presente, sem julgamento. Parece simples; é simples, mas não é fácil.',
    heading: 'Um exercício para hoje',
    paragraph:
      'Sente-se confortavelmente, feche os olhos e observe a respiração por cinco minutos. Quando a mente divagar, e ela vai, volte gentilmente à respiração.',
    list: [
      'Escolha um horário fixo.',
      'Use um alarme suave para não olhar o relógio.',
      'Não se cobre por distrações: percebê-las já é a prática.',
    ],
    practice: 'Pratique por sete dias seguidos e anote como você se sentiu antes e depois.',
    ref: 'mindfulness',
    ordered: true,
  },
  {
    title: 'Burnout: como reconhecer antes que seja tarde',
    author: 'Ana Souza',
    cats: [5, 1],
    description: 'Esgotamento profissional não acontece de repente. Conheça os sinais e o que fazer ao percebê-los.',
    intro:
      'O burnout é reconhecido pela Organização Mundial da Saúde como um fenômeno ocupacional. Ele se instala aos poucos, e por isso costuma ser notado tarde.',
    heading: 'Três dimensões do esgotamento',
    paragraph:
      'Exaustão, distanciamento mental do trabalho e sensação de ineficácia formam o quadro. Se você se reconhece, procure ajuda profissional.',
    list: [
      'Observe mudanças no sono e no apetite.',
      'Preste atenção ao cinismo crescente em relação ao trabalho.',
      'Converse com sua liderança sobre carga e prioridades.',
    ],
    practice: 'Liste o que te recarrega fora do trabalho e proteja ao menos um desses momentos por semana.',
    ref: 'who',
  },
  {
    title: 'Alimentação e humor: pequenas trocas, grandes efeitos',
    author: 'Equipe Coachly',
    cats: [5],
    description: 'O que você come influencia energia e humor. Mudanças pequenas e sustentáveis para o dia a dia.',
    intro: 'Dietas radicais raramente duram. Pequenas trocas, repetidas por semanas, mudam hábitos de verdade.',
    heading: 'Comece pelo que é fácil',
    paragraph:
      'Beber mais água, incluir uma fruta no lanche da tarde e planejar as refeições da semana são passos simples e eficazes.',
    list: [
      'Tenha lanches saudáveis à mão.',
      'Evite chegar com muita fome às refeições.',
      'Procure um nutricionista para orientações individuais.',
    ],
    practice: 'Escolha uma única troca para esta semana e observe sua energia.',
    ref: 'saude',
  },
  {
    title: 'Orçamento pessoal em uma tarde: passo a passo',
    author: 'João Pereira',
    cats: [6],
    description: 'Sem planilha complicada: um método simples para saber para onde vai o seu dinheiro.',
    intro:
      'Fazer um orçamento parece chato, mas a primeira versão pode ficar pronta em uma tarde. O importante é começar.',
    heading: 'Quatro passos',
    paragraph:
      'Reúna extratos dos últimos três meses, classifique os gastos em poucas categorias, compare com a renda e decida o que ajustar.',
    list: [
      'Levante a renda líquida mensal.',
      'Separe gastos fixos e variáveis.',
      'Defina um valor para poupar antes de gastar.',
      'Revise no fim de cada mês.',
    ],
    practice: 'Reserve um horário na agenda para a revisão mensal. Orçamento é hábito, não evento.',
    ref: 'bcb',
    ordered: true,
  },
  {
    title: 'Reserva de emergência: quanto guardar e onde deixar',
    author: 'João Pereira',
    cats: [6],
    description: 'A reserva de emergência é a base da saúde financeira. Entenda quanto guardar e quais cuidados tomar.',
    intro:
      'Imprevistos acontecem: um conserto, uma demissão, um problema de saúde. A reserva transforma crise em contratempo.',
    heading: 'Quanto guardar',
    paragraph:
      'Uma referência comum é de três a seis meses de despesas essenciais para quem tem emprego estável, e mais para autônomos.',
    list: [
      'Priorize liquidez e segurança, não rentabilidade.',
      'Separe a reserva da conta do dia a dia.',
      'Reponha o valor sempre que usar.',
    ],
    practice: 'Calcule suas despesas essenciais e defina uma meta mensal para construir a reserva.',
    ref: 'bcb',
  },
  {
    title: 'Dívidas no cartão: um plano realista para sair do vermelho',
    author: 'João Pereira',
    cats: [6],
    description: 'Juros do rotativo crescem rápido. Um plano em etapas para organizar e quitar dívidas.',
    intro:
      'A dívida no cartão costuma vir acompanhada de vergonha, e a vergonha nos faz evitar o problema. O primeiro passo é olhar os números.',
    heading: 'Organize antes de pagar',
    paragraph:
      'Liste todas as dívidas com valor, juros e parcelas. Negocie as mais caras primeiro e evite novas compras parceladas enquanto o plano estiver em andamento.',
    list: [
      'Troque dívidas caras por mais baratas, com cuidado.',
      'Negocie diretamente com a instituição.',
      'Comemore cada dívida quitada.',
    ],
    practice: 'Monte hoje a lista completa das suas dívidas. Ver tudo no papel já reduz a ansiedade.',
    ref: 'bcb',
  },
  {
    title: 'Finanças para autônomos: separar o pessoal do profissional',
    author: 'Rafael Oliveira',
    cats: [6, 1],
    description: 'Quem trabalha por conta própria precisa de um pró-labore. Veja como organizar as contas do negócio.',
    intro: 'Misturar as contas da casa com as do negócio é o erro mais comum de autônomos e pequenos empreendedores.',
    heading: 'Pague um salário a si mesmo',
    paragraph:
      'Defina um pró-labore fixo, transfira-o todo mês para a conta pessoal e deixe o restante no caixa do negócio para impostos, investimentos e meses fracos.',
    list: [
      'Tenha contas bancárias separadas.',
      'Reserve um percentual para impostos.',
      'Crie um caixa para meses de baixa.',
    ],
    practice: 'Calcule a média de faturamento dos últimos seis meses e defina um pró-labore sustentável.',
    ref: 'bcb',
  },
  {
    title: 'Educação financeira para crianças começa em casa',
    author: 'Conceição Almeida',
    cats: [6, 4],
    description: 'Mesada, cofrinho e conversas sobre escolhas: como ensinar o valor do dinheiro desde cedo.',
    intro:
      'Crianças aprendem sobre dinheiro observando os adultos. Conversas abertas e pequenas responsabilidades fazem diferença.',
    heading: 'Aprender fazendo',
    paragraph:
      'A mesada, combinada com regras claras, permite que a criança experimente escolhas, erros e conquistas em pequena escala.',
    list: [
      'Use três potes: gastar, poupar e doar.',
      'Deixe a criança participar de compras planejadas.',
      'Fale de objetivos, não apenas de preços.',
    ],
    practice: 'Escolha com seu filho um objetivo de poupança e acompanhem juntos o progresso.',
    ref: 'bcb',
  },
  {
    title: 'Metas financeiras que saem do papel',
    author: 'Ana Souza',
    cats: [6, 7],
    description: 'Metas vagas não motivam. Como transformar desejos em objetivos financeiros concretos e alcançáveis.',
    intro:
      'Juntar dinheiro é um objetivo fraco. Juntar R$ 6.000 até dezembro para uma viagem com a família é um objetivo que move.',
    heading: 'Metas específicas e com prazo',
    paragraph:
      'Defina valor, prazo e propósito. Divida o valor pelo número de meses e automatize a transferência no dia do pagamento.',
    list: [
      'Dê um nome para cada meta.',
      'Acompanhe visualmente o progresso.',
      'Revise a meta se a vida mudar, sem culpa.',
    ],
    practice: 'Escreva sua meta principal e cole em um lugar visível da casa.',
    ref: 'bcb',
  },
  {
    title: 'Matriz de Eisenhower: urgente não é o mesmo que importante',
    author: 'Rafael Oliveira',
    cats: [7],
    description:
      'Uma ferramenta simples para decidir o que fazer agora, o que agendar, o que delegar e o que eliminar.',
    intro:
      'Passar o dia apagando incêndios dá sensação de produtividade, mas deixa o importante para depois. A matriz ajuda a mudar isso.',
    heading: 'Os quatro quadrantes',
    paragraph:
      'Classifique cada tarefa como urgente ou não e importante ou não. O segredo está no quadrante do importante e não urgente: é ali que mora o crescimento.',
    list: [
      'Urgente e importante: faça agora.',
      'Importante e não urgente: agende.',
      'Urgente e não importante: delegue.',
      'Nem urgente nem importante: elimine.',
    ],
    practice: 'Classifique sua lista de tarefas de amanhã nos quatro quadrantes antes de dormir.',
    ref: 'tempo',
    ordered: true,
  },
  {
    title: 'A técnica pomodoro funciona para todo mundo?',
    author: 'Equipe Coachly',
    cats: [7],
    description:
      'Blocos de 25 minutos ajudam muita gente a focar, mas não são regra. Como adaptar a técnica ao seu ritmo.',
    intro:
      'A técnica pomodoro propõe blocos de foco com pausas curtas. Para alguns, é transformadora; para outros, interrompe o fluxo.',
    heading: 'Adapte, não copie',
    paragraph:
      'Teste blocos de 25, 45 e 90 minutos e observe em qual você rende mais. O princípio importa mais que o número: foco total, depois pausa real.',
    list: [
      'Desligue notificações durante o bloco.',
      'Pausa real é longe da tela.',
      'Registre quantos blocos completou no dia.',
    ],
    practice: 'Faça um experimento de uma semana com dois tamanhos de bloco diferentes e compare.',
    ref: 'tempo',
  },
  {
    title: 'Planejamento semanal em 30 minutos',
    author: 'Lúcia Fernandes',
    cats: [7],
    description:
      'Meia hora no domingo ou na segunda pode poupar horas de correria. Um roteiro prático de planejamento.',
    intro: 'Quem não planeja a semana acaba vivendo a agenda dos outros. Um ritual curto devolve o controle.',
    heading: 'O roteiro',
    paragraph:
      'Revise a semana anterior, defina três prioridades, bloqueie tempo na agenda para elas e deixe espaço para imprevistos.',
    list: [
      'Revisão: o que funcionou e o que não funcionou?',
      'Prioridades: três, no máximo.',
      'Agenda: blocos protegidos para o importante.',
    ],
    practice: 'Marque um compromisso recorrente consigo mesmo para o planejamento semanal.',
    ref: 'tempo',
    ordered: true,
  },
  {
    title: 'Como dizer não sem culpa (e ganhar tempo para o que importa)',
    author: 'Inês Sequeira',
    cats: [7, 3],
    description:
      'Cada sim a algo sem importância é um não ao que importa. Frases e estratégias para recusar com respeito.',
    intro:
      'Dizer sim a tudo parece generosidade, mas costuma virar sobrecarga e frustração. O não bem colocado também é cuidado.',
    heading: 'Recusar com respeito',
    paragraph: 'Agradeça o convite, explique brevemente sua prioridade e, se fizer sentido, ofereça uma alternativa.',
    list: [
      '“Obrigada por lembrar de mim, mas agora não consigo.”',
      '“Posso ajudar na semana que vem, serve?”',
      '“Esse não é o meu foco neste trimestre.”',
    ],
    practice:
      'Antes de aceitar o próximo pedido, diga: “vou olhar minha agenda e te respondo”. Ganhe tempo para decidir.',
    ref: 'cnv',
  },
  {
    title: 'Hábitos pequenos, resultados grandes: o poder da constância',
    author: 'Ana Souza',
    cats: [7, 3],
    description: 'Mudanças duradouras vêm de pequenos hábitos repetidos. Como criar rotinas que se sustentam.',
    intro:
      'Grandes resoluções de ano novo costumam durar poucas semanas. Pequenos hábitos, bem desenhados, duram anos.',
    heading: 'Facilite o começo',
    paragraph:
      'Associe o novo hábito a algo que você já faz, reduza o atrito e comemore cada repetição. A identidade muda quando a ação se repete.',
    list: [
      'Comece com uma versão de dois minutos.',
      'Prepare o ambiente na véspera.',
      'Acompanhe a sequência em um calendário.',
    ],
    practice: 'Escolha um hábito e defina: depois de [hábito atual], eu vou [novo hábito].',
    ref: 'positiva',
    quote: 'O sucesso é a soma de pequenos esforços repetidos dia após dia. — Robert Collier',
  },
  {
    title: 'O que é uma sessão experimental de coaching e como aproveitar',
    author: 'Equipe Coachly',
    cats: [3],
    description:
      'A sessão experimental é gratuita e serve para você e o coach decidirem se faz sentido trabalhar juntos.',
    intro:
      'Antes de começar um processo, muitos coaches oferecem uma sessão experimental. É o momento de conhecer o método e sentir a conexão.',
    heading: 'Chegue preparado',
    paragraph:
      'Pense no que você gostaria de mudar, no que já tentou e no que espera do processo. Quanto mais claro, mais útil será a conversa.',
    list: [
      'Leve uma situação concreta.',
      'Pergunte sobre a metodologia e a duração do processo.',
      'Observe se você se sentiu ouvido.',
    ],
    practice: 'Procure um coach na nossa busca, filtre por quem oferece sessão experimental e agende a sua.',
    ref: 'icf',
  },
  {
    title: 'Coaching esportivo: a mente também treina',
    author: 'Caio Barbosa',
    cats: [5],
    description: 'Foco, confiança e controle emocional fazem diferença no resultado. Como o coaching apoia atletas.',
    intro:
      'Atletas treinam o corpo por horas. Muitos descobrem, em algum momento, que a mente também precisa de treino.',
    heading: 'Rotinas pré-competição',
    paragraph:
      'Rituais simples antes da prova ajudam a controlar a ansiedade e colocar a atenção no que depende do atleta.',
    list: [
      'Visualize a prova com detalhes.',
      'Defina palavras-chave para momentos de pressão.',
      'Avalie desempenho, não apenas resultado.',
    ],
    practice: 'Crie um ritual de três passos para os minutos antes do seu próximo treino importante.',
    ref: 'positiva',
  },
  // Hostile posts: realistic content with markup that must never run in the browser.
  {
    title: 'Segurança digital para coaches: cuidado com links suspeitos',
    author: 'Equipe Coachly',
    cats: [7, 1],
    description: 'Golpes por e-mail e mensagens estão mais sofisticados. Veja como proteger você e seus clientes.',
    intro:
      'Coaches lidam com dados sensíveis de clientes. Um clique descuidado pode expor conversas, agendas e pagamentos.',
    heading: 'Sinais de mensagem falsa',
    paragraph:
      'Urgência exagerada, remetente estranho e links encurtados são os sinais mais comuns de tentativa de golpe.',
    list: [
      'Confira o endereço do remetente.',
      'Passe o mouse sobre o link antes de clicar.',
      'Ative a verificação em duas etapas.',
    ],
    practice: 'Revise hoje as senhas das ferramentas que você usa com clientes.',
    ref: 'coaching',
    hostile: [
      '<script>window.__xss=1</script>',
      '<p>Veja um exemplo de imagem maliciosa: <img src=x onerror="window.__xss=1"></p>',
      '<p><a href="javascript:window.__xss=1">Clique aqui para confirmar seus dados</a></p>',
    ],
  },
  {
    title: 'Ferramentas online para sessões de coaching: como escolher',
    author: 'Michael Brooks',
    cats: [1, 7],
    description:
      'Videochamada, agenda, pagamentos e anotações: critérios para escolher as ferramentas do seu consultório online.',
    intro:
      'Atender online ampliou o alcance de muitos coaches. Escolher bem as ferramentas faz a experiência do cliente ser fluida.',
    heading: 'Critérios que importam',
    paragraph:
      'Privacidade, estabilidade da conexão, facilidade para o cliente e integração com sua agenda pesam mais do que a quantidade de recursos.',
    list: [
      'Teste a ferramenta com um amigo antes.',
      'Tenha um plano B para quedas de conexão.',
      'Leia a política de privacidade.',
    ],
    practice: 'Faça uma lista das ferramentas que usa hoje e avalie cada uma pelos quatro critérios.',
    ref: 'icf',
    hostile: [
      '<svg onload="window.__xss=1"><circle cx="10" cy="10" r="10"></circle></svg>',
      '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
      '<div onclick="window.__xss=1" onmouseover="window.__xss=1">Passe o mouse aqui</div>',
      '<p><a href="JaVaScRiPt:window.__xss=1">Baixe o guia completo</a></p>',
    ],
  },
  {
    title: 'Checklist para o seu site de coach ficar mais profissional',
    author: 'Ana Souza',
    cats: [1],
    description: 'Foto, frase de impacto, depoimentos e contato fácil: o que não pode faltar no seu site.',
    intro:
      'Seu site é, muitas vezes, o primeiro contato de um potencial cliente com o seu trabalho. Pequenos ajustes aumentam a confiança.',
    heading: 'O essencial',
    paragraph:
      'Uma foto profissional, uma frase que resume seu propósito, depoimentos reais e um botão de contato visível são o mínimo.',
    list: [
      'Atualize a foto a cada dois anos.',
      'Peça autorização antes de publicar depoimentos.',
      'Deixe claro como agendar uma sessão experimental.',
    ],
    practice: 'Peça para três pessoas visitarem seu site e dizerem, em uma frase, o que você faz.',
    ref: 'icf',
    hostile: [
      '<object data="javascript:window.__xss=1"></object>',
      '<form action="javascript:window.__xss=1"><button type="submit">Enviar</button></form>',
      '<style>body { display: none !important; }</style>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
      '<p><a href="https://example.com/" target="_blank">Modelo de checklist</a></p>',
    ],
  },
  {
    title: 'E-mail para clientes: boas práticas de comunicação',
    author: 'Lúcia Fernandes',
    cats: [4, 1],
    description:
      'Confirmações, lembretes e acompanhamento: como escrever e-mails claros e acolhedores para seus clientes.',
    intro:
      'O e-mail continua sendo o canal mais usado para combinar sessões e enviar materiais. Um bom padrão poupa mal-entendidos.',
    heading: 'Clareza e cordialidade',
    paragraph:
      'Assunto objetivo, uma ideia por parágrafo e uma chamada clara para a ação tornam a mensagem fácil de ler e responder.',
    list: [
      'Confirme data, hora e link da sessão.',
      'Envie o lembrete um dia antes.',
      'Depois da sessão, recapitule os combinados.',
    ],
    practice: 'Crie três modelos de e-mail: confirmação, lembrete e recapitulação.',
    ref: 'cnv',
    hostile: [
      '<iframe src="javascript:window.__xss=1"></iframe>',
      '<embed src="javascript:window.__xss=1">',
      '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
      '<details open ontoggle="window.__xss=1"><summary>Modelo de lembrete</summary><p>Olá! Nossa sessão é amanhã.</p></details>',
      '<p><img src="/demo/gallery/g-05.svg" alt="Exemplo" onload="window.__xss=1"></p>',
    ],
  },
];

/** Slugs of the posts whose bodies carry hostile markup. */
export const HOSTILE_POST_SLUGS: readonly string[] = POSTS.filter((p) => p.hostile).map((p) => slugify(p.title));

/** Substrings that must not survive in any rendered post body. */
export const HOSTILE_MARKERS = [
  '<script',
  'onerror=',
  'javascript:',
  'onload=',
  'srcdoc=',
  '<iframe',
  'ontoggle=',
  '<object',
  '<embed',
] as const;

/** URL-safe slug from a Portuguese title. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function bodyFor(post: PostSeed, index: number, related: PostSeed): string {
  const [href, label] = REFERENCES[post.ref];
  const picture = GALLERY_POOL[(index * 7) % GALLERY_POOL.length];
  const listTag = post.ordered ? 'ol' : 'ul';
  const parts = [
    `<p>${escapeHtml(post.intro)}</p>`,
    `<h2>${escapeHtml(post.heading)}</h2>`,
    `<p>${escapeHtml(post.paragraph)}</p>`,
    `<${listTag}>${post.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${listTag}>`,
    ...(post.quote ? [`<blockquote><p>${escapeHtml(post.quote)}</p></blockquote>`] : []),
    ...(picture
      ? [
          `<figure><img src="${picture.url}" alt="${escapeHtml(picture.caption || post.heading)}" width="1280" height="720"><figcaption>${escapeHtml(picture.caption || post.title)}</figcaption></figure>`,
        ]
      : []),
    ...(post.hostile ?? []),
    `<h3>Na prática</h3>`,
    `<p>${escapeHtml(post.practice)} Leia também <a href="/blog/post/${slugify(related.title)}">${escapeHtml(related.title)}</a> e, se quiser apoio, <a href="/coaches_list">encontre um coach</a>.</p>`,
    `<p>Para saber mais: <a href="${href}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a>.</p>`,
  ];
  return parts.join('\n');
}

const DAY = 86_400_000;

/** The next post (cyclically) sharing a category, for the internal "read also" link. */
function relatedTo(index: number): PostSeed {
  const post = POSTS[index] as PostSeed;
  for (let k = 1; k < POSTS.length; k++) {
    const candidate = POSTS[(index + k) % POSTS.length] as PostSeed;
    if (!candidate.hostile && candidate.cats.some((c) => post.cats.includes(c))) return candidate;
  }
  return post;
}

function buildPosts(): BlogPost[] {
  const rng = createRng('blog');
  // Publication dates spread from January 2025 to November 2026, not in id order.
  const start = Date.UTC(2025, 0, 6, 12, 0, 0);
  const end = Date.UTC(2026, 10, 18, 12, 0, 0);
  const step = (end - start) / (POSTS.length - 1);
  const order = rng.shuffle(POSTS.map((_, i) => i));
  return POSTS.map((post, index) => {
    const slot = order[index] ?? index;
    const published = start + slot * step + rng.int(-2, 2) * DAY + rng.int(0, 9 * 60) * 60_000;
    const firstPublished = published - (rng.chance(0.3) ? rng.int(1, 20) * DAY : 0);
    const related = relatedTo(index);
    const coach = publishedCoaches.find((candidate) => candidate.fullName === post.author);
    return {
      id: index + 1,
      title: post.title,
      author: post.author,
      ...(coach ? { author_username: coach.username } : {}),
      description: post.description,
      thumbnail: `/demo/blog/p-${String(index + 1).padStart(2, '0')}.svg`,
      last_published_at: new Date(published).toISOString(),
      categories: post.cats
        .map((id) => blogCategories.find((c) => c.id === id))
        .filter((c): c is BlogCategory => c !== undefined),
      body: bodyFor(post, index, related),
      meta: {
        slug: slugify(post.title),
        type: 'blog.BlogPage',
        first_published_at: new Date(firstPublished).toISOString(),
      },
    };
  });
}

/** All posts, by id. Serve them ordered by -last_published_at. */
export const blogPosts: readonly BlogPost[] = buildPosts();
