// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAcceptedVideoLink, parseVideoUrl, videoEmbedUrl, videoWatchUrl } from './video-url';

const ytId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
const vimeoId = fc.stringMatching(/^[1-9][0-9]{3,10}$/);

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('recognises the YouTube link %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ host: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['vimeo.com/76979871/abcdef', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', '76979871'],
  ])('recognises the Vimeo link %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ host: 'vimeo', id });
  });

  it.each([
    '',
    'not a link',
    'javascript:alert(1)',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/about',
    'ftp://vimeo.com/76979871',
  ])('rejects %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('never throws, and whatever it returns has a valid id for its host', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true })), (value) => {
        const parsed = parseVideoUrl(value);
        if (parsed) expect(videoEmbedUrl(parsed.host, parsed.id)).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips through the watch address', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          ytId.map((id) => ['youtube', id] as const),
          vimeoId.map((id) => ['vimeo', id] as const),
        ),
        ([host, id]) => {
          expect(parseVideoUrl(videoWatchUrl(host, id))).toEqual({ host, id });
          expect(parseVideoUrl(videoEmbedUrl(host, id))).toEqual({ host, id });
        },
      ),
    );
  });
});

describe('videoEmbedUrl', () => {
  it('rebuilds the player address from the id on the privacy-friendly hosts', () => {
    expect(videoEmbedUrl('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    );
    expect(videoEmbedUrl('vimeo', '76979871', false)).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('refuses unknown hosts and malformed ids', () => {
    expect(videoEmbedUrl('dailymotion', 'x7abc')).toBeNull();
    expect(videoEmbedUrl('youtube', '"><script>')).toBeNull();
    expect(videoEmbedUrl('vimeo', '123abc')).toBeNull();
    fc.assert(
      fc.property(fc.string(), fc.string(), (host, id) => {
        const url = videoEmbedUrl(host, id);
        if (url)
          expect(url).toMatch(
            /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[A-Za-z0-9_-]+\?/,
          );
      }),
    );
  });
});

describe('isAcceptedVideoLink', () => {
  it('lets an empty link through and needs a recognised host otherwise', () => {
    expect(isAcceptedVideoLink('')).toBe(true);
    expect(isAcceptedVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isAcceptedVideoLink('https://example.com/video')).toBe(false);
  });
});
