/**
 * What each page owns (src/routes/-pages.ts): every route is declared, the root route loads each
 * page's catalogs by the route the router matched, and the route preloader's address patterns
 * pick the route the router picks.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/router';
import {
  catalogRouteFiles,
  PAGES,
  plainOnlyPages,
  prerenderedPages,
  rankRoutes,
  routeAddress,
  routeId,
  routePattern,
  routeWithLayouts,
} from '@/routes/-pages';

const router = createAppRouter();
/** The route the router matches for an address (its id). */
const matchedRoute = (path: string) => router.matchRoutes(path).at(-1)?.routeId;
/** The catalogs the root route loads before the page at this address renders, as the app reads them. */
const catalogsAt = (path: string) => __PAGE_LOADS__[matchedRoute(path) ?? '']?.catalogs ?? [];

describe('the pages', () => {
  it('declare every route of the router, by its file', () => {
    const routeIds = Object.keys(router.routesById).filter((id) => id !== '__root__');
    expect(Object.keys(PAGES).map(routeId).sort()).toEqual(routeIds.sort());
  });

  it('name route files that exist for each catalog', () => {
    expect(catalogRouteFiles('landing')).toEqual([
      'src/routes/index.tsx',
      'src/routes/home.tsx',
      'src/routes/search.tsx',
    ]);
    for (const catalog of ['landing', 'site', 'platform', 'owner'] as const)
      for (const file of catalogRouteFiles(catalog)) expect(existsSync(file), file).toBe(true);
  });

  it('load nothing but their own code before the landing page renders, the query client before the others', () => {
    const queryClientAt = (path: string) => __PAGE_LOADS__[matchedRoute(path) ?? '']?.queryClient;
    expect(queryClientAt('/home')).toBe(false);
    expect(queryClientAt('/blog')).toBe(true);
    expect(queryClientAt('/ana-souza')).toBe(true);
  });
});

describe('the text a page needs before it renders', () => {
  it('is the landing catalog on the landing page', () => {
    for (const path of ['/', '/home', '/home/', '/search']) expect(catalogsAt(path), path).toEqual(['landing']);
  });

  it('is the platform catalog on the blog, the coaches list and the static pages', () => {
    for (const path of [
      '/blog',
      '/blog/carreira',
      '/blog/post/um-post',
      '/coaches_list',
      '/help',
      '/not_found',
      '/permission',
      '/already_exist',
      '/confirm-session/abc',
    ]) {
      expect(catalogsAt(path), path).toEqual(['platform']);
    }
  });

  it("is the site catalog on a coach's site, also when an edit-access token is in the address", () => {
    expect(catalogsAt('/ana-souza')).toEqual(['site']);
    expect(catalogsAt('/ana-souza/')).toEqual(['site']);
    expect(catalogsAt('/ana-souza/eyJ0b2tlbiI')).toEqual(['site']);
  });

  it("is every catalog on the signed-in coach's pages and the demo pages", () => {
    for (const path of ['/ana-souza/edit', '/customize', '/customize/form', '/login', '/logout', '/demo/authorize']) {
      expect(catalogsAt(path), path).toEqual(['site', 'platform', 'owner']);
    }
  });

  it('is none for no page', () => {
    expect(__PAGE_LOADS__['__root__']).toBeUndefined();
  });
});

describe('route file names as addresses', () => {
  const matches = (name: string, path: string) => new RegExp(routePattern(name)).test(path);

  it('turn fixed segments, parameters, pathless layouts and index routes into patterns', () => {
    expect(matches('home', '/home')).toBe(true);
    expect(matches('home', '/home/')).toBe(true);
    expect(matches('home', '/homes')).toBe(false);
    expect(matches('index', '/')).toBe(true);
    expect(matches('blog._list.index', '/blog')).toBe(true);
    expect(matches('blog._list.$category', '/blog/lideranca')).toBe(true);
    expect(matches('blog.post.$slug', '/blog/post/um-post')).toBe(true);
    expect(matches('blog.post.$slug', '/blog/post')).toBe(false);
    expect(matches('$username', '/ana-souza')).toBe(true);
    expect(matches('$username', '/ana-souza/edit')).toBe(false);
    expect(new RegExp(routePattern('blog.post.$slug')).exec('/blog/post/um-post')?.groups).toEqual({ slug: 'um-post' });
  });

  it('give each route its address and its router id', () => {
    expect(routeAddress('blog._list.index')).toBe('/blog');
    expect(routeAddress('blog.post.$slug')).toBe('/blog/post/$slug');
    expect(routeAddress('index')).toBe('/');
    expect(routeId('index')).toBe('/');
    expect(routeId('blog._list.index')).toBe('/blog/_list/');
    expect(routeId('$username.edit')).toBe('/$username/edit');
  });

  it('bring each route its parent layouts', () => {
    expect(routeWithLayouts('blog._list.index')).toEqual(['blog._list', 'blog._list.index']);
    expect(routeWithLayouts('$username.edit')).toEqual(['$username', '$username.edit']);
    expect(routeWithLayouts('home')).toEqual(['home']);
  });

  it('are tried in an order that picks the route the router picks', () => {
    const ranked = rankRoutes(Object.keys(PAGES));
    const preloaderRoute = (path: string) => ranked.find((name) => new RegExp(routePattern(name)).test(path));
    for (const path of [
      '/',
      '/home',
      '/search',
      '/blog',
      '/blog/carreira',
      '/blog/edit',
      '/blog/post/um-post',
      '/coaches_list',
      '/confirm-session/abc',
      '/ana-souza',
      '/ana-souza/edit',
      '/ana-souza/eyJ0b2tlbiI',
      '/customize',
      '/customize/form',
      '/demo/outbox',
      '/login',
    ]) {
      expect(routeId(preloaderRoute(path) ?? ''), path).toBe(matchedRoute(path));
    }
  });
});

describe('the prerendered pages', () => {
  it('are the landing page and the coaches list, the list shown only on its plain address', () => {
    expect(prerenderedPages()).toEqual({ '/home': 'home', '/coaches_list': 'coaches_list' });
    expect(plainOnlyPages()).toEqual(['/coaches_list']);
  });
});
