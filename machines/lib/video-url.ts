/**
 * Video links of the two recognised hosts (YouTube and Vimeo). A link is parsed into
 * `{ host, id }`; everything played or linked is rebuilt from the id alone, so a stored value
 * can never smuggle a foreign address into an iframe. Shared by the site's video modal and
 * the edit mode's add-video form ('Url inválida' when this returns null).
 */
import type { VideoHost } from '@/api/gen/api-v1/model';

export type VideoHostName = VideoHost;

export interface ParsedVideo {
  host: VideoHostName;
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** True when an id has the shape its host uses. */
export function isValidVideoId(host: string, id: string): host is VideoHostName {
  if (host === 'youtube') return YOUTUBE_ID.test(id);
  if (host === 'vimeo') return VIMEO_ID.test(id);
  return false;
}

function toUrl(value: string): URL | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (YOUTU_BE_HOSTS.has(host)) id = path[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (path[0] === 'watch') id = url.searchParams.get('v');
    else if (path.length >= 2 && ['embed', 'shorts', 'live', 'v', 'e'].includes(path[0]!)) id = path[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') return path[0] === 'video' && path[1] && VIMEO_ID.test(path[1]) ? path[1] : null;
  // vimeo.com/123, vimeo.com/123/hash, vimeo.com/channels/name/123, vimeo.com/groups/g/videos/123
  const numeric = path.find((segment) => VIMEO_ID.test(segment));
  return numeric ?? null;
}

/** The host and id of a YouTube or Vimeo link, or null for anything else. Never throws. */
export function parseVideoUrl(value: string | null | undefined): ParsedVideo | null {
  if (typeof value !== 'string') return null;
  const url = toUrl(value);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt) return { host: 'youtube', id: yt };
  const vm = vimeoId(url);
  if (vm) return { host: 'vimeo', id: vm };
  return null;
}

/** The add-video check: empty passes, anything else must be a recognised link. */
export function isAcceptedVideoLink(value: string): boolean {
  return value.trim() === '' || parseVideoUrl(value) !== null;
}

/** The privacy-friendly player address for a stored video, or null when host or id is unusable. */
export function videoEmbedUrl(host: string, id: string, autoplay = true): string | null {
  if (!isValidVideoId(host, id)) return null;
  if (host === 'youtube') {
    return `https://www.youtube-nocookie.com/embed/${id}?rel=0${autoplay ? '&autoplay=1' : ''}`;
  }
  return `https://player.vimeo.com/video/${id}?dnt=1${autoplay ? '&autoplay=1' : ''}`;
}

/** The public watch page of a video, used to ask the host's info service for title and thumbnail. */
export function videoWatchUrl(host: string, id: string): string | null {
  if (!isValidVideoId(host, id)) return null;
  return host === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}
