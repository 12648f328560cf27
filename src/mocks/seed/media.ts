// Shared media pools: gallery pictures, the known videos of the two hosts and profile banners.
// Every URL points at a generated SVG under public/demo (scripts/generate-demo-images.mjs).
import { createRng } from './random.ts';
import type { VideoHost, VideoInfo } from './types.ts';

export type SceneKind = 'mountains' | 'sea' | 'hills' | 'city' | 'forest' | 'desert' | 'abstract';

export interface GalleryPoolItem {
  url: string;
  kind: SceneKind;
  caption: string;
}

/** "kind|caption" — the picture art follows the kind so captions describe what is drawn. */
const GALLERY_TABLE = `mountains|Retiro de autoconhecimento na serra
sea|Amanhecer antes da sessão ao ar livre
hills|Caminhada reflexiva com o grupo de mentoria
city|Vista do escritório onde atendo presencialmente
abstract|Mural criado na dinâmica de valores
forest|Trilha da imersão de liderança
desert|Viagem de estudos: paisagens que inspiram
mountains|Encerramento da turma de formação
sea|Sessão de coaching caminhando na praia
abstract|Quadro de metas da equipe comercial
hills|Piquenique de integração com clientes
city|Palestra no centro da cidade ao entardecer
forest|Lago do retiro de inteligência emocional
mountains|Primeiro dia do workshop de propósito
abstract|Cores escolhidas pelo grupo na atividade de perfil
sea|Momento de pausa entre dois atendimentos
desert|Imersão de silêncio e planejamento pessoal
hills|Campo onde fizemos a roda da vida ao ar livre
city|Noite de networking com empreendedores
forest|Banho de floresta com executivos
abstract|Mapa de competências construído em grupo
mountains|Subida simbólica: cada passo é uma conquista
sea|Horizonte que usamos no exercício de visão de futuro
hills|Encontro mensal de ex-coachees
city|Espaço de coworking onde realizo mentorias
forest|Roda de conversa à sombra das árvores
abstract|Linha do tempo da carreira de um participante
desert|Pôr do sol no fim da jornada de imersão
mountains|
sea|`;

/** Pictures a coach's gallery draws from (captions <= 100; two have none). */
export const GALLERY_POOL: readonly GalleryPoolItem[] = GALLERY_TABLE.split('\n').map((line, index) => {
  const [kind = 'abstract', caption = ''] = line.split('|');
  return { url: `/demo/gallery/g-${String(index + 1).padStart(2, '0')}.svg`, kind: kind as SceneKind, caption };
});

const YOUTUBE_TITLES = `Como definir metas que realmente funcionam
Inteligência emocional no trabalho: por onde começar
Roda da vida: exercício guiado
Liderança servidora na prática
Cinco perguntas para sair do piloto automático
Transição de carreira depois dos 40
Finanças pessoais sem culpa
Comunicação não violenta em família
Rotina matinal de alta performance
O que esperar de uma sessão de coaching
Autoconfiança para falar em público
Gestão do tempo com a matriz de Eisenhower
Como dar feedback sem desmotivar a equipe
Ansiedade e produtividade: encontrando o equilíbrio
Relacionamentos saudáveis começam em você
Crenças limitantes: identificar e ressignificar
Coaching esportivo: mente de atleta
Planejamento anual em uma tarde
Propósito de vida: um exercício de escrita
Entrevista: minha jornada como coach
Negociação para quem não gosta de negociar
Educação emocional para crianças
Pequenos hábitos, grandes mudanças no dia a dia
Depoimento de cliente: da dúvida à decisão`;

const VIMEO_TITLES = `Palestra completa: o poder das pequenas vitórias
Workshop de liderança — trecho da abertura
Meditação guiada de 10 minutos
Mentalidade de crescimento nas empresas
Conversas difíceis com gentileza
Como montar um plano de desenvolvimento individual
Equilíbrio entre carreira e maternidade
Storytelling para líderes
O papel do coach na saúde integral
Resiliência em tempos de mudança
Gestão financeira para autônomos
Encerramento da turma de formação 2025`;

const YT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function buildCatalog(): VideoInfo[] {
  const rng = createRng('video-catalog');
  const entry = (host: VideoHost, id: string, title: string): VideoInfo => ({
    id,
    host,
    title,
    thumbnail: `/demo/videos/${host === 'youtube' ? 'yt' : 'vm'}-${id}.svg`,
  });
  const youtube = YOUTUBE_TITLES.split('\n').map((title) => {
    let id = '';
    // First character kept alphanumeric so file names never start with a dash after the prefix.
    id += YT_ALPHABET[rng.int(0, 61)];
    for (let i = 1; i < 11; i++) id += YT_ALPHABET[rng.int(0, YT_ALPHABET.length - 1)];
    return entry('youtube', id, title);
  });
  const vimeo = VIMEO_TITLES.split('\n').map((title) =>
    entry('vimeo', String(rng.int(76_000_000, 987_000_000)), title),
  );
  return [...youtube, ...vimeo];
}

/** Videos the demo YouTube / Vimeo info services know (title + thumbnail per id). */
export const videoCatalog: readonly VideoInfo[] = buildCatalog();

/** Looks a video up by host and id, for the demo info services. */
export function findVideo(host: VideoHost, id: string): VideoInfo | undefined {
  return videoCatalog.find((v) => v.host === host && v.id === id);
}

/** Wide banner images used by profiles (template-5 hero and similar). */
export const BANNERS: readonly string[] = Array.from({ length: 8 }, (_, i) => `/demo/banners/banner-${i + 1}.svg`);
