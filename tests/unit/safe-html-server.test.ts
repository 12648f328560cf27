/**
 * SafeHtml's sanitiser on the server (DOMPurify on a DOM of jsdom's, src/components/ui/safe-html-server.ts)
 * against the browser's (DOMPurify on the page's DOM): for the same page, the same markup, so a
 * server-rendered post hydrates unchanged.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/components/ui/safe-html';
import { serverSanitizer } from '@/components/ui/safe-html-server';
import { blogPosts } from '@/mocks/seed/blog';

/** Hostile markup of every kind the rules handle, around text that must survive. */
const HOSTILE = [
  '<p>Texto.</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">js</a><a href="/\\evil.example/a">barra</a><a href="/\t/evil.example/b">tab</a>',
  '<a href="/blog">aqui</a><a href="#topo">topo</a><a href="mailto:oi@coachly.example">mail</a>',
  '<a href="https://outro.example/x" target="_self" rel="opener">fora</a>',
  '<img src="https://evil.example/pixel.gif" alt="fora"><img src="/b.png" srcset="/b.png 1x, https://evil.example/p.gif 2x">',
  '<picture><source srcset="https://evil.example/p.gif"><img src="/ok.png" alt="ok"></picture>',
  '<video poster="https://evil.example/p.gif"></video><table background="/t.png"><tr><td>x</td></tr></table>',
  '<svg onload="window.__xss=1"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<a id="__xss" name="cookie" href="https://x.example">x</a><form action="javascript:alert(1)"><button>go</button></form>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe><div style="background:url(javascript:alert(1))">s</div>',
];

describe('SafeHtml on the server', () => {
  const onServer = serverSanitizer(window.location.href);

  it.each(blogPosts.map((post) => [post.meta.slug, post.body]))(
    'sanitises the post %s as the browser does',
    (_, body) => {
      expect(onServer(body)).toBe(sanitizeHtml(body));
    },
  );

  it.each(HOSTILE)('sanitises %s as the browser does', (html) => {
    expect(onServer(html)).toBe(sanitizeHtml(html));
  });

  it('reads links and pictures against the page it renders', () => {
    const html = `<a href="${window.location.origin}/blog">aqui</a><img src="${window.location.origin}/a.png" alt="a">`;
    expect(sanitizeHtml(html)).toBe(
      `<a href="${window.location.origin}/blog">aqui</a><img src="${window.location.origin}/a.png" alt="a" loading="lazy" decoding="async">`,
    );
    // Elsewhere, the same link leaves the site and the picture is another host's.
    expect(serverSanitizer('https://coachly.example/blog/post/x')(html)).toBe(
      `<a href="${window.location.origin}/blog" target="_blank" rel="noopener noreferrer">aqui</a><img alt="a" loading="lazy" decoding="async">`,
    );
  });
});
