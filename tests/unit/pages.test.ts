// @vitest-environment node
/**
 * What each page owns (src/routes/-pages.ts): every route is declared, and the root route loads
 * each page's catalogs by the route the router matched.
 */
import { existsSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/router';
import { catalogRouteFiles, pageLoadsByRouteId, PAGES, routeAddress, routeId, routeWithLayouts } from '@/routes/-pages';

const router = createAppRouter({ i18n: setupI18n() });
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
    expect(catalogRouteFiles('landing')).toEqual(['src/routes/index.tsx']);
    // The landing page's own messages go in the platform catalog, which it loads last.
    expect(catalogRouteFiles('platform')).toEqual(
      expect.arrayContaining(['src/routes/home.tsx', 'src/routes/search.tsx']),
    );
    for (const catalog of ['landing', 'site', 'platform', 'owner'] as const)
      for (const file of catalogRouteFiles(catalog)) expect(existsSync(file), file).toBe(true);
  });

  it('hand the app what the root route loads for each of them, by route id', () => {
    expect(pageLoadsByRouteId()).toEqual(__PAGE_LOADS__);
    expect(__PAGE_LOADS__['/blog/post/$slug']).toEqual({ catalogs: ['platform'] });
  });
});

describe('the text a page needs before it renders', () => {
  it('is the landing and platform catalogs on the landing page, the landing catalog on its way there', () => {
    for (const path of ['/home', '/home/', '/search']) expect(catalogsAt(path), path).toEqual(['landing', 'platform']);
    expect(catalogsAt('/')).toEqual(['landing']);
  });

  it('is the platform catalog on the blog, the coaches list and the static pages', () => {
    for (const path of [
      '/blog',
      '/blog/carreira',
      '/blog/post/um-post',
      '/coaches_list',
      '/not_found',
      '/permission',
      '/already_exist',
      '/confirm-session/abc',
    ]) {
      expect(catalogsAt(path), path).toEqual(['platform']);
    }
  });

  it("is the platform catalog and the manual's on the help page, and only there", () => {
    expect(catalogsAt('/help')).toEqual(['platform', 'manual']);
    for (const path of ['/home', '/blog', '/coaches_list', '/ana-souza'])
      expect(catalogsAt(path), path).not.toContain('manual');
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
});
