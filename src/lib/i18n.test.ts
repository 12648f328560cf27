import { describe, expect, it } from 'vitest';
import { catalogsForPath } from './i18n';

describe('the text a page needs before it renders', () => {
  it('is the landing catalog on the landing page', () => {
    for (const path of ['/', '/home', '/home/', '/search']) expect(catalogsForPath(path)).toEqual(['landing']);
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
      expect(catalogsForPath(path), path).toEqual(['platform']);
    }
  });

  it("is the site catalog on a coach's site, also when an edit-access token is in the address", () => {
    expect(catalogsForPath('/ana-souza')).toEqual(['site']);
    expect(catalogsForPath('/ana-souza/')).toEqual(['site']);
    expect(catalogsForPath('/ana-souza/eyJ0b2tlbiI')).toEqual(['site']);
  });

  it("is every catalog on the signed-in coach's pages and the demo pages", () => {
    for (const path of ['/ana-souza/edit', '/customize', '/customize/form', '/login', '/logout', '/demo/authorize']) {
      expect(catalogsForPath(path), path).toEqual(['site', 'platform', 'owner']);
    }
  });
});
