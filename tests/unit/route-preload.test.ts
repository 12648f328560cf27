import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  examplePath,
  preloadScript,
  rankRoutes,
  routeFileToPattern,
  type PreloadRow,
} from '../../scripts/route-preload';

describe('route file names as addresses', () => {
  it('turns fixed segments, parameters, pathless layouts and index routes into patterns', () => {
    const matches = (name: string, path: string) => new RegExp(routeFileToPattern(name)!.pattern).test(path);
    expect(matches('home', '/home')).toBe(true);
    expect(matches('home', '/home/')).toBe(true);
    expect(matches('home', '/homes')).toBe(false);
    expect(matches('blog._list.index', '/blog')).toBe(true);
    expect(matches('blog._list.$category', '/blog/lideranca')).toBe(true);
    expect(matches('blog.post.$slug', '/blog/post/um-post')).toBe(true);
    expect(matches('blog.post.$slug', '/blog/post')).toBe(false);
    expect(matches('$username', '/ana-souza')).toBe(true);
    expect(matches('$username', '/ana-souza/edit')).toBe(false);
    expect(matches('coaches_list', '/coaches_list')).toBe(true);
    expect(routeFileToPattern('__root')).toBeNull();
  });

  it('gives an address each route serves, parameters filled in', () => {
    expect(examplePath('home')).toBe('/home');
    expect(examplePath('blog._list.index')).toBe('/blog');
    expect(examplePath('blog.post.$slug')).toBe('/blog/post/x');
    expect(examplePath('$username')).toBe('/x');
    expect(examplePath('index')).toBe('/');
  });

  it('tries fixed addresses before parameters, and brings each route its parent layouts', () => {
    const ranked = rankRoutes(['$username', 'home', 'blog._list', 'blog._list.index', 'blog.post.$slug', '__root']);
    const order = ranked.map((route) => route.name);
    expect(order.indexOf('home')).toBeLessThan(order.indexOf('$username'));
    expect(order.indexOf('blog.post.$slug')).toBeLessThan(order.indexOf('$username'));
    expect(order).not.toContain('__root');
    expect(ranked.find((route) => route.name === 'blog._list.index')?.files).toEqual([
      'blog._list',
      'blog._list.index',
    ]);
  });
});

describe('the preloading script', () => {
  const table: [string, string[]][] = [
    ['^/home/?$', ['assets/home-1.js', 'assets/landing-2.css']],
    ['^/blog/post/[^/]+/?$', ['assets/post-3.js', 'assets/shared-4.js']],
    ['^/[^/]+/?$', ['assets/site-5.js', 'assets/shared-4.js']],
  ];
  const run = (path: string, redirects: Record<string, string> = {}) => {
    window.history.pushState(null, '', path);
    // As the browser runs it: a script with the page's location and document.
    runInNewContext(preloadScript(table, redirects), { location: window.location, document });
    return [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
  };
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.pushState(null, '', '/');
  });

  it('preloads the chunks of the first matching route, crossorigin as Vite loads them', () => {
    expect(run('/home')).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/home-1.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/landing-2.css', crossOrigin: '' },
    ]);
  });

  it('prefers the more specific route and follows redirects', () => {
    expect(run('/blog/post/um-post').map((link) => link.href)).toEqual(['/assets/post-3.js', '/assets/shared-4.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    expect(run('/', { '/': '/home' }).map((link) => link.href)).toEqual(['/assets/home-1.js', '/assets/landing-2.css']);
  });

  it('adds nothing for an address no route matches', () => {
    expect(run('/a/b/c')).toEqual([]);
  });
});

describe('the preloading script with what a page loads in its language', () => {
  const table: PreloadRow[] = [
    ['^/home/?$', ['assets/home-1.js']],
    ['^/[^/]+/?$', ['assets/site-5.js', 'assets/query-6.js'], { pt: ['assets/pt-7.js'], en: ['assets/en-8.js'] }],
  ];
  const locale = { param: 'lang', storageKey: 'test.lang', values: ['pt', 'en'] };
  const run = (path: string) => {
    window.history.pushState(null, '', path);
    runInNewContext(preloadScript(table, {}, '/', locale), {
      location: window.location,
      document,
      localStorage: window.localStorage,
      URLSearchParams,
    });
    return [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
  };
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.localStorage.clear();
    window.history.pushState(null, '', '/');
  });

  it('takes the language of the address first, then the stored choice, then the default', () => {
    expect(run('/ana-souza?lang=en')).toEqual(['/assets/site-5.js', '/assets/query-6.js', '/assets/en-8.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.localStorage.setItem('test.lang', 'en');
    expect(run('/ana-souza')).toEqual(['/assets/site-5.js', '/assets/query-6.js', '/assets/en-8.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.localStorage.setItem('test.lang', 'xx');
    expect(run('/ana-souza?lang=yy')).toEqual(['/assets/site-5.js', '/assets/query-6.js', '/assets/pt-7.js']);
  });

  it('adds no language files to a route that has none', () => {
    expect(run('/home?lang=en')).toEqual(['/assets/home-1.js']);
  });
});
