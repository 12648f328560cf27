/**
 * Read-only services of the demo backend: the blog (Wagtail-like listings), the two video-info
 * services (known ids answer title and thumbnail, others 404), the AI chat-completion proxy and
 * the uploaded images.
 */
import { HttpResponse, type HttpHandler, http } from 'msw';
import { CreateChatCompletionBody } from '@/api/gen/ai/zod/index.zod';
import { ListBlogPagesQueryParams } from '@/api/gen/blog/zod/index.zod';
import { blogCategories, blogPosts } from '../seed/blog.ts';
import { findVideo, videoCatalog } from '../seed/media.ts';
import type { VideoInfo } from '../seed/types.ts';
import { complete } from '../ai.ts';
import { db } from '../db.ts';
import { BASE, fail, jsonBody, operation, owner, param, queryObject, validate } from '../http.ts';
import { fold } from '../search.ts';

const DEFAULT_LIMIT = 20;

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

const searchable = blogPosts.map((post) => ({
  post,
  text: fold([post.title, post.description, post.author, plainText(post.body)].join(' ')),
}));

/**
 * Videos the info services know besides the seed's: the contracts' examples, which coaches
 * may paste while trying the editor. Thumbnails reuse seed art.
 */
export const EXTRA_VIDEOS: readonly VideoInfo[] = (() => {
  const art = (host: VideoInfo['host']) => videoCatalog.find((v) => v.host === host)?.thumbnail ?? '';
  return [
    { id: 'dQw4w9WgXcQ', host: 'youtube', title: 'Como definir metas de carreira', thumbnail: art('youtube') },
    { id: 'jNQXAC9IVRw', host: 'youtube', title: 'Primeiros passos no coaching', thumbnail: art('youtube') },
    { id: '76979871', host: 'vimeo', title: 'Liderança na prática', thumbnail: art('vimeo') },
    { id: '22439234', host: 'vimeo', title: 'Respiração e foco antes de uma sessão', thumbnail: art('vimeo') },
  ];
})();

function knownVideo(host: VideoInfo['host'], id: string): VideoInfo | undefined {
  return findVideo(host, id) ?? EXTRA_VIDEOS.find((v) => v.host === host && v.id === id);
}

/** The video id of a YouTube address (watch, youtu.be, embed, shorts, live). */
export function youtubeId(address: string): string | null {
  try {
    const url = new URL(address);
    const host = url.hostname.replace(/^(www|m|music)\./, '');
    if (host === 'youtu.be') return url.pathname.split('/')[1] || null;
    if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
    if (url.pathname === '/watch') return url.searchParams.get('v');
    const [, kind, id] = url.pathname.split('/');
    return kind && ['embed', 'shorts', 'live', 'v'].includes(kind) && id ? id : null;
  } catch {
    return null;
  }
}

const text = (body: string, status: number) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain' } });

export const contentHandlers: HttpHandler[] = [
  // ---- blog ------------------------------------------------------------------------------
  operation('listBlogPages', 'get', `${BASE.blog}/pages/`, ({ request }) => {
    const query = validate(
      ListBlogPagesQueryParams,
      queryObject(new URL(request.url), { ints: ['limit', 'offset', 'categories'] }),
    );
    if (query instanceof Response) return query;
    const terms = fold(query.search ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const found = searchable
      .filter(({ post, text }) => {
        if (query.slug !== undefined && post.meta.slug !== query.slug) return false;
        if (query.categories !== undefined && !post.categories.some((c) => c.id === query.categories)) return false;
        return terms.every((term) => text.includes(term));
      })
      .map(({ post }) => post)
      .sort((a, b) => b.last_published_at.localeCompare(a.last_published_at) || b.id - a.id);
    const offset = query.offset ?? 0;
    const limit = query.limit ?? DEFAULT_LIMIT;
    return HttpResponse.json({ meta: { total_count: found.length }, items: found.slice(offset, offset + limit) });
  }),
  operation('listBlogCategories', 'get', `${BASE.blog}/categories/`, () =>
    HttpResponse.json({ meta: { total_count: blogCategories.length }, items: blogCategories }),
  ),

  // ---- video info ------------------------------------------------------------------------
  operation('getYoutubeVideoInfo', 'get', `${BASE.youtube}/oembed`, ({ request }) => {
    const url = new URL(request.url);
    const address = url.searchParams.get('url') ?? '';
    if (url.searchParams.get('format') !== 'json') return text('Bad Request', 400);
    const id = youtubeId(address);
    if (!id) return text('Bad Request', 400);
    const video = knownVideo('youtube', id);
    if (!video) return text('Not Found', 404);
    return HttpResponse.json({
      title: video.title,
      thumbnail_url: video.thumbnail,
      author_name: 'Coachly',
      type: 'video',
      provider_name: 'YouTube',
    });
  }),
  operation('getVimeoVideoInfo', 'get', `${BASE.vimeo}/api/v2/video/:id.json`, ({ params }) => {
    const id = param(params, 'id');
    const video = /^\d+$/.test(id) ? knownVideo('vimeo', id) : undefined;
    if (!video) return text(`${id} not found.`, 404);
    return HttpResponse.json([
      {
        id: Number(video.id),
        title: video.title,
        thumbnail_large: video.thumbnail,
        url: `https://vimeo.com/${video.id}`,
      },
    ]);
  }),

  // ---- AI --------------------------------------------------------------------------------
  operation('createChatCompletion', 'post', `${BASE.v1}/ai/chat/completions`, async ({ request }) => {
    const account = owner(request);
    if (account instanceof Response) return account;
    const body = validate(CreateChatCompletionBody, await jsonBody(request));
    if (body instanceof Response) return body;
    if (!body.messages.some((m) => m.role === 'user' && m.content.trim())) {
      return fail(400, 'invalid_request', 'A mensagem não pode estar vazia.');
    }
    const content = complete(body);
    return HttpResponse.json({
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    });
  }),

  // ---- uploaded images -------------------------------------------------------------------
  http.get(`${BASE.media}/uploads/:name`, async ({ params }) => {
    const bytes = await db.upload(param(params, 'name'));
    if (!bytes) return text('Not Found', 404);
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': 'image/jpeg',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    });
  }),
];
