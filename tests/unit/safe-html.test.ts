import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { SafeHtml, sanitizeHtml } from '@/components/ui/safe-html';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** Hostile markup a CMS editor (or an attacker with CMS access) could paste into a post. */
const PAYLOADS: Record<string, string> = {
  'plain script': '<script>window.__xss=1</script><p>ok</p>',
  'script with src': '<script src="https://evil.example/x.js"></script>',
  'uppercase script': '<SCRIPT>window.__xss=1</SCRIPT>',
  'broken script tag': '<scr<script>ipt>window.__xss=1</script>',
  'img onerror': '<img src=x onerror="window.__xss=1">',
  'img onerror without quotes and spaces': '<img src=x onerror   =window.__xss=1>',
  'img onerror eval of src': '<img src=x:window.__xss=1 onerror=eval(src) alt=0>',
  'body onload': '<body onload="window.__xss=1"><p>x</p></body>',
  'custom element onclick': '<x onclick="window.__xss=1">click</x>',
  'details ontoggle': '<details open ontoggle="window.__xss=1"><summary>s</summary></details>',
  'video source onerror': '<video><source onerror="window.__xss=1"></video>',
  'video poster javascript': '<video poster="javascript:window.__xss=1"></video>',
  'audio onloadstart': '<audio src=x onloadstart="window.__xss=1"></audio>',
  'input autofocus onfocus': '<input autofocus onfocus="window.__xss=1">',
  'marquee onstart': '<marquee onstart="window.__xss=1">m</marquee>',
  'link with mouse handler': '<a href="https://ok.example" onmouseover="window.__xss=1">x</a>',
  'javascript href': '<a href="javascript:window.__xss=1">x</a>',
  'mixed-case javascript href': '<a href="  JaVaScRiPt:window.__xss=1">x</a>',
  'entity-encoded javascript href': '<a href="&#106;avascript:window.__xss=1">x</a>',
  'tab inside javascript': '<a href="java&#x09;script:window.__xss=1">x</a>',
  'newline inside javascript': '<a href="java&#x0A;script:window.__xss=1">x</a>',
  'colon entity': '<a href="javascript&colon;window.__xss=1">x</a>',
  'control char before javascript': '<a href="\u0001javascript:window.__xss=1">x</a>',
  'vbscript href': '<a href="vbscript:msgbox(1)">x</a>',
  'data html href': '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">x</a>',
  'data svg image': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'area javascript': '<map name=m><area href="javascript:window.__xss=1" alt="a"></map>',
  'protocol-relative link': '<a href="//evil.example/phish">x</a>',
  'backslash link that leaves the site': '<a href="/\\evil.example/phish">x</a>',
  'backslash-first link that leaves the site': '<a href="\\/evil.example/phish">x</a>',
  'tab link that leaves the site': '<a href="/\t/evil.example/phish">x</a>',
  'entity tab link that leaves the site': '<a href="/&#9;/evil.example/phish">x</a>',
  'newline link that leaves the site': '<a href="/\n/evil.example/phish">x</a>',
  'picture from another host': '<img src="https://evil.example/pixel.gif">',
  'picture by backslash from another host': '<img src="/\\evil.example/pixel.gif">',
  'picture by tab from another host': '<img src="/\t/evil.example/pixel.gif">',
  'srcset candidate from another host': '<img src="/ok.png" srcset="/ok.png 1x, https://evil.example/pixel.gif 2x">',
  'srcset by backslash from another host': '<img srcset="/\\evil.example/pixel.gif 2x" src="/ok.png">',
  'picture source from another host':
    '<picture><source srcset="https://evil.example/pixel.gif"><img src="/ok.png" alt="ok"></picture>',
  'video poster from another host': '<video poster="https://evil.example/pixel.gif"></video>',
  'table background from another host':
    '<table background="https://evil.example/pixel.gif"><tr><td>x</td></tr></table>',
  'iframe srcdoc': '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  'iframe javascript': '<iframe src="javascript:window.__xss=1"></iframe>',
  'object data': '<object data="javascript:window.__xss=1"></object>',
  'embed data svg': '<embed src="data:image/svg+xml,<svg onload=alert(1)>">',
  'form action': '<form action="javascript:window.__xss=1"><button>go</button></form>',
  'button formaction': '<button formaction="javascript:window.__xss=1">go</button>',
  'input formaction': '<input type="submit" formaction="javascript:window.__xss=1">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  'base href': '<base href="javascript:/"><a href="x">x</a>',
  'link import': '<link rel="import" href="https://evil.example/x.html">',
  'style element': '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  'style attribute url': '<div style="background:url(javascript:window.__xss=1)">x</div>',
  'style attribute expression': '<div style="width: expression(window.__xss=1)">x</div>',
  'style attribute behavior': '<p style="behavior: url(x.htc); -moz-binding: url(x.xml#xss)">x</p>',
  'svg onload': '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  'svg script': '<svg><script>window.__xss=1</script></svg>',
  'svg xlink javascript': '<svg><a xlink:href="javascript:window.__xss=1"><text x="0" y="10">x</text></a></svg>',
  'svg href javascript': '<svg><a href="javascript:window.__xss=1"><text>x</text></a></svg>',
  'svg animate href':
    '<svg><animate attributeName="href" values="javascript:window.__xss=1"/><a><text>x</text></a></svg>',
  'svg set onbegin': '<svg><set attributeName="onmouseover" to="window.__xss=1"/></svg>',
  'svg use data': '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  'svg foreignObject iframe':
    '<svg><foreignObject><iframe src="javascript:window.__xss=1"></iframe></foreignObject></svg>',
  'math xlink javascript': '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
  'math mglyph style mutation': '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  'form math mutation': '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__xss=1">',
  'svg p style mutation': '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  'template script': '<template><script>window.__xss=1</script><img src=x onerror="window.__xss=1"></template>',
  'comment breakout': '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  'cdata breakout': '<svg><![CDATA[><img src=x onerror=window.__xss=1>]]></svg>',
  'srcset javascript': '<img srcset="javascript:window.__xss=1 1x" src="/ok.png">',
  isindex: '<isindex type=image src=1 onerror="window.__xss=1">',
  'dom clobbering': '<img name="cookie"><form id="location"></form><a id="__xss" href="https://x.example">x</a>',
  'window clobbering by id': '<a id="__xss" href="https://x.example">x</a><img name="__xss" src="/a.png">',
  'clobbering a global config':
    '<a id="defaultView"></a><a id="defaultView" name="href" href="javascript:alert(1)">x</a>',
};

const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'data',
  'background',
  'srcset',
  'values',
  'to',
];
const DANGEROUS_TAGS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'style',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'animate',
  'set',
  'use',
  'foreignobject',
  'input',
  'button',
  'isindex',
];

/** Whether an address, read as the browser reads it, leads to another origin. */
function leavesSite(address: string): boolean {
  try {
    return new URL(address, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const DESCRIPTOR = /^\d+(?:\.\d+)?[wxh]$/i;

/** Every problem the sanitised markup still has; an empty list means it is safe. */
function problems(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    if (DANGEROUS_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.includes(name)) {
        const value = [...attribute.value]
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (/^(javascript|vbscript|data):/.test(value) || value.includes('javascript:') || value.startsWith('//')) {
          found.push(`${tag}[${name}=${attribute.value}]`);
        }
        // An address that names no scheme reads as local: it must not lead elsewhere.
        if (!HAS_SCHEME.test(attribute.value.trim()) && leavesSite(attribute.value)) {
          found.push(`${tag}[${name}=${attribute.value}] leaves the site`);
        }
      }
      // A picture from another host is a request to it on every visit.
      const picture = (tag === 'img' && name === 'src') || name === 'poster' || name === 'background';
      const candidates = name === 'srcset' ? attribute.value.split(/[\s,]+/).filter((t) => !DESCRIPTOR.test(t)) : [];
      if ((picture && leavesSite(attribute.value)) || candidates.some(leavesSite)) {
        found.push(`${tag}[${name}=${attribute.value}] draws from another host`);
      }
    }
    // Named access: an element with id/name "__xss" would otherwise become window.__xss.
    for (const named of ['id', 'name']) {
      const value = element.getAttribute(named);
      if (value !== null && !value.startsWith('user-content-'))
        found.push(`${tag}[${named}=${value}] reachable as a global`);
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') {
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        found.push('a[target=_blank] without noopener noreferrer');
    }
  }
  return found;
}

describe('SafeHtml sanitising (XSS corpus)', () => {
  it.each(Object.entries(PAYLOADS))('neutralises %s', (_name, payload) => {
    const clean = sanitizeHtml(payload);
    expect(problems(clean)).toEqual([]);
    expect(clean.toLowerCase()).not.toContain('<script');
  });

  it.each(Object.entries(PAYLOADS))(
    'is stable when its output is parsed again (no mutation XSS): %s',
    (_name, payload) => {
      const clean = sanitizeHtml(payload);
      const host = document.createElement('div');
      host.innerHTML = clean;
      expect(problems(host.innerHTML)).toEqual([]);
      const again = document.createElement('div');
      again.innerHTML = sanitizeHtml(host.innerHTML);
      expect(again.isEqualNode(host)).toBe(true);
    },
  );

  it('rendering every payload runs no script and leaves no inline handler in the DOM', async () => {
    window.__xss = undefined;
    const { container } = render(createElement(SafeHtml, { html: Object.values(PAYLOADS).join('\n') }));
    // The document fires the events its elements queued (a toggle, a focus) in order: once an
    // element opened after the payloads has fired its toggle, any payload's handler has had its turn.
    const canary = document.createElement('details');
    let canaryFired = false;
    canary.addEventListener('toggle', () => (canaryFired = true));
    document.body.append(canary);
    canary.open = true;
    await expect.poll(() => canaryFired).toBe(true);
    canary.remove();
    expect(window.__xss).toBeUndefined();
    expect(problems(container.innerHTML)).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
  });

  it('no attribute named on* survives on any element, whatever its name or value', () => {
    const tags = fc.constantFrom(
      'a',
      'img',
      'p',
      'div',
      'svg',
      'math',
      'video',
      'details',
      'span',
      'table',
      'x-widget',
    );
    const handler = fc.stringMatching(/^[a-zA-Z]{1,12}$/).map((suffix) => `on${suffix}`);
    fc.assert(
      fc.property(tags, handler, fc.string(), (tag, attribute, value) => {
        const html = `<${tag} ${attribute}="${value.replace(/"/g, '&quot;')}">x</${tag}>`;
        expect(problems(sanitizeHtml(html))).toEqual([]);
      }),
    );
  });

  it('no script-bearing URL survives in a link, whatever its case and padding', () => {
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data');
    const casing = fc.array(fc.boolean(), { minLength: 10, maxLength: 10 });
    const pad = fc.constantFrom('', ' ', '\t', '\n', '\u0001', '&#9;', '&#10;');
    fc.assert(
      fc.property(scheme, casing, pad, pad, (name, upper, before, inside) => {
        const cased = [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('');
        const mixed = cased.slice(0, 3) + inside + cased.slice(3);
        const html = `<a href="${before}${mixed}:window.__xss=1">x</a><img src="${before}${mixed}:x">`;
        expect(problems(sanitizeHtml(html))).toEqual([]);
      }),
    );
  });

  it('keeps ordinary article markup', () => {
    const html =
      '<h2>Título</h2><p>Um <strong>texto</strong> com <em>ênfase</em> e <a href="/blog/post/outro">link interno</a>.</p>' +
      '<ul><li>um</li><li>dois</li></ul><blockquote>citação</blockquote><img src="/images/foto.png" alt="Foto">';
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(html);
    expect(host.querySelector('h2')?.textContent).toBe('Título');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('blockquote')).not.toBeNull();
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/blog/post/outro');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('Foto');
  });

  it('opens links to other sites in a new tab without opener or referrer', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<a href="https://outro-site.example/artigo" target="_self" rel="opener">fora</a>');
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://outro-site.example/artigo');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does not send same-site links to a new tab', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(`<a href="${window.location.origin}/blog" target="_blank">aqui</a>`);
    expect(host.querySelector('a')?.hasAttribute('target')).toBe(false);
  });

  it('makes every image lazy-load', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<p><img src="https://cdn.example/a.jpg"><img src="/b.png" alt="b" loading="eager"></p>',
    );
    const images = Array.from(host.querySelectorAll('img'));
    expect(images).toHaveLength(2);
    for (const image of images) expect(image.getAttribute('loading')).toBe('lazy');
    expect(images[0]?.getAttribute('alt')).toBe('');
  });

  it('leaves text that merely mentions "on=" untouched', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<p>Liga on=off, desliga <a href="/blog?on=1">aqui</a></p>');
    expect(host.textContent).toBe('Liga on=off, desliga aqui');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/blog?on=1');
  });

  it('drops links that look local but leave the site, and keeps those that stay', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<a href="/\\evil.example/a">barra invertida</a><a href="/\t/evil.example/b">tab</a>' +
        '<a href="/blog/post/outro">aqui</a><a href="#topo">topo</a>',
    );
    const hrefs = Array.from(host.querySelectorAll('a'), (link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['barra invertida', null],
      ['tab', null],
      ['aqui', '/blog/post/outro'],
      ['topo', '#topo'],
    ]);
    for (const link of host.querySelectorAll('a')) expect(link.hasAttribute('target')).toBe(false);
  });

  it('draws pictures in src and srcset only from our hosts', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<img src="https://evil.example/pixel.gif" alt="fora"><img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x" alt="aqui">' +
        '<img src="/b.png" srcset="/b.png 1x, https://evil.example/pixel.gif 2x" alt="misto">',
    );
    const images = Array.from(host.querySelectorAll('img'), (image) => [
      image.alt,
      image.getAttribute('src'),
      image.getAttribute('srcset'),
    ]);
    expect(images).toEqual([
      ['fora', null, null],
      ['aqui', '/a.png', '/a.png 1x, /a@2x.png 2x'],
      ['misto', '/b.png', null],
    ]);
  });

  it('leaves mailto and tel links alone', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<a href="mailto:oi@coachly.example">mail</a><a href="tel:+5511999999999">tel</a>');
    const links = host.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe('mailto:oi@coachly.example');
    expect(links[1]?.getAttribute('href')).toBe('tel:+5511999999999');
  });
});
