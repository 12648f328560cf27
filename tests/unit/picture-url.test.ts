// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCsp } from '../../scripts/csp';
import { isPictureAllowed, pictureOrigins, pictureUrl, VIDEO_THUMBNAIL_ORIGINS } from '@/lib/picture-url';

const PAGE = 'https://coachly.example/ana';
const HOSTS = ['https://api.coachly.example', 'https://media.coachly.example'];

describe('which pictures a page may draw', () => {
  it('draws pictures from our origin and the configured hosts', () => {
    for (const address of [
      '/demo/coaches/ana.svg',
      'ana.jpg',
      'https://coachly.example/uploads/ana.jpg',
      'https://api.coachly.example/v1/files/ana.jpg',
      'https://media.coachly.example/a/b.jpg?w=200,h=200',
    ])
      expect(isPictureAllowed(address, PAGE, HOSTS), address).toBe(true);
  });

  it('draws nothing from another host, whatever the address looks like', () => {
    for (const address of [
      'https://evil.example/pixel.gif',
      '//evil.example/pixel.gif',
      '/\\evil.example/pixel.gif',
      '\\\\evil.example/pixel.gif',
      '/\t/evil.example/pixel.gif',
      ' https://evil.example/pixel.gif',
      'https://api.coachly.example.evil.example/pixel.gif',
      'https://api.coachly.example@evil.example/pixel.gif',
      'http://api.coachly.example/pixel.gif',
      'https://api.coachly.example:8443/pixel.gif',
      'data:image/svg+xml,<svg/>',
      'blob:https://coachly.example/1',
      'javascript:alert(1)',
      '/ok.png 1x, https://evil.example/pixel.gif 2x',
      'https://',
    ])
      expect(isPictureAllowed(address, PAGE, HOSTS), address).toBe(false);
  });

  it('never allows an address the browser would fetch from another host', () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        if (!isPictureAllowed(address, PAGE, HOSTS)) return;
        const origin = new URL(address, PAGE).origin;
        expect([new URL(PAGE).origin, ...HOSTS]).toContain(origin);
        expect(address).not.toMatch(/\s/);
      }),
    );
  });

  it('takes the hosts from the API, blog and picture settings', () => {
    expect(
      pictureOrigins({
        VITE_API_V1_URL: 'https://api.coachly.example/v1',
        VITE_API_V2_URL: 'https://api.coachly.example/v2',
        VITE_BLOG_API_URL: 'https://blog.coachly.example/api/v2',
        VITE_AUTH_URL: 'https://login.coachly.example',
        VITE_PICTURE_HOSTS: 'https://media.coachly.example, https://cms-media.example/path, not a url',
        DEV: true,
      }),
    ).toEqual([
      'https://api.coachly.example',
      'https://blog.coachly.example',
      'https://media.coachly.example',
      'https://cms-media.example',
    ]);
    expect(pictureOrigins({})).toEqual([]);
  });

  it('draws video thumbnails from the video sites, and other pictures not', () => {
    const youtube = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
    const vimeo = 'https://i.vimeocdn.com/video/123_640.jpg';
    expect(pictureUrl(youtube, 'video-thumbnail')).toBe(youtube);
    expect(pictureUrl(vimeo, 'video-thumbnail')).toBe(vimeo);
    expect(pictureUrl(youtube)).toBeUndefined();
    expect(pictureUrl('https://evil.example/pixel.gif', 'video-thumbnail')).toBeUndefined();
    expect(pictureUrl('/demo/videos/yt-1.svg', 'video-thumbnail')).toBe('/demo/videos/yt-1.svg');
    expect(pictureUrl('')).toBeUndefined();
    expect(pictureUrl(undefined)).toBeUndefined();
  });
});

describe("the Content Security Policy's img-src", () => {
  const imgSrc = (env: Record<string, string>) =>
    buildCsp(env)
      .split('; ')
      .find((directive) => directive.startsWith('img-src '))
      ?.split(' ')
      .slice(1);

  it('lists our origin, the configured picture hosts and the video thumbnail hosts, not any https: host', () => {
    const sources = imgSrc({
      VITE_API_V1_URL: 'https://api.coachly.example/v1',
      VITE_BLOG_API_URL: 'https://blog.coachly.example/api/v2',
      VITE_PICTURE_HOSTS: 'https://media.coachly.example',
    });
    expect(sources).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.coachly.example',
      'https://blog.coachly.example',
      'https://media.coachly.example',
      ...VIDEO_THUMBNAIL_ORIGINS,
    ]);
    expect(imgSrc({})).toEqual(["'self'", 'data:', 'blob:', ...VIDEO_THUMBNAIL_ORIGINS]);
  });
});
