// @vitest-environment node
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backgroundImageCategories } from '@/mocks/seed/backgrounds';
import { blogCategories, blogPosts, HOSTILE_MARKERS, HOSTILE_POST_SLUGS } from '@/mocks/seed/blog';
import {
  coaches,
  demoAccounts,
  FULL_COACH_USERNAME,
  publishedCoaches,
  SPARSE_COACH_USERNAME,
  toCoachCard,
} from '@/mocks/seed/coaches';
import {
  expertisesByLang,
  MASTER_TRAINER_EXPERTISE_ID,
  PREDEFINED_EXPERTISES_PT,
  SELECT_EXPERTISE_ID,
} from '@/mocks/seed/expertises';
import { countriesByLang, locationsByCountry, locationsPath } from '@/mocks/seed/locations';
import { videoCatalog } from '@/mocks/seed/media';
import { statistics } from '@/mocks/seed/statistics';
import { THEMES, TURNS, WEEKDAYS, type Lang } from '@/mocks/seed/types';

// Vitest runs from the project root.
const publicDir = join(process.cwd(), 'public');
const LANGS: Lang[] = ['pt', 'en', 'es'];

function allImageUrls(): string[] {
  const urls: string[] = [];
  for (const c of coaches) {
    urls.push(c.photoUrl, c.bannerImg, c.backgroundImg.desktop, c.backgroundImg.mobile);
    urls.push(...c.gallery.map((g) => g.url), ...c.videos.map((v) => v.thumbnail));
  }
  urls.push(...videoCatalog.map((v) => v.thumbnail));
  for (const category of backgroundImageCategories)
    for (const image of category.images) urls.push(image['url-desktop'], image['url-mobile']);
  for (const post of blogPosts) {
    urls.push(post.thumbnail);
    for (const match of post.body.matchAll(/src="(\/demo\/[^"]+)"/g)) urls.push(match[1] ?? '');
  }
  return urls.filter((u) => u !== '');
}

function dirSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(path) : statSync(path).size);
  }, 0);
}

describe('demo seed: coaches', () => {
  it('has at least 60 published and 3 unpublished coaches', () => {
    expect(publishedCoaches.length).toBeGreaterThanOrEqual(60);
    expect(coaches.filter((c) => !c.published).length).toBeGreaterThanOrEqual(3);
  });

  it('uses unique ids and unique, well-formed usernames', () => {
    expect(new Set(coaches.map((c) => c.id)).size).toBe(coaches.length);
    expect(new Set(coaches.map((c) => c.username)).size).toBe(coaches.length);
    for (const c of coaches) expect(c.username).toMatch(/^[a-z0-9_-]+$/);
  });

  it('represents every template well and varied theme colours', () => {
    for (const theme of THEMES) expect(coaches.filter((c) => c.theme === theme).length).toBeGreaterThanOrEqual(5);
    const colours = new Set(coaches.map((c) => c.themeColor));
    expect(colours.size).toBeGreaterThanOrEqual(8);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-fA-F]{6}$/);
  });

  it('lists at most 3 expertises, all from the predefined pt list', () => {
    for (const c of coaches) {
      expect(c.expertises.length).toBeLessThanOrEqual(3);
      for (const e of c.expertises) expect(PREDEFINED_EXPERTISES_PT).toContain(e);
    }
  });

  it('keeps lists within their limits and covers the edges', () => {
    for (const c of coaches) {
      expect(c.gallery.length).toBeLessThanOrEqual(24);
      expect(c.videos.length).toBeLessThanOrEqual(16);
      expect(c.testimonies.length).toBeLessThanOrEqual(6);
    }
    const galleries = coaches.map((c) => c.gallery.length);
    expect(galleries).toContain(24);
    expect(galleries).toContain(23);
    expect(galleries.filter((n) => n === 0).length).toBeGreaterThanOrEqual(3);
    const full = coaches.find((c) => c.username === FULL_COACH_USERNAME);
    expect([full?.gallery.length, full?.videos.length, full?.testimonies.length]).toEqual([24, 16, 6]);
  });

  it('keeps text fields within the field lengths', () => {
    for (const c of coaches) {
      expect(c.firstName.length).toBeLessThanOrEqual(25);
      expect(c.secondName.length).toBeLessThanOrEqual(25);
      expect(c.aboutMe.length).toBeLessThanOrEqual(475);
      expect(c.mainPhrase.length).toBeLessThanOrEqual(107);
      expect(c.mainPhraseAuthor.length).toBeLessThanOrEqual(35);
      expect(c.resumeFeed.length).toBeLessThanOrEqual(1090);
      expect(c.tel.length).toBeLessThanOrEqual(20);
      expect(c.tel).toMatch(/^[0-9()+\- ]*$/);
      for (const g of c.gallery) expect(g.caption.length).toBeLessThanOrEqual(100);
      for (const v of c.videos) expect(v.caption.length).toBeLessThanOrEqual(100);
      for (const t of c.testimonies) {
        expect(t.text.length).toBeLessThanOrEqual(300);
        expect(t.author.length).toBeLessThanOrEqual(100);
        expect(t.occupation.length).toBeLessThanOrEqual(100);
        expect(Number.isInteger(t.id)).toBe(true);
      }
    }
  });

  it('has ratings with one decimal between 3.5 and 5 and non-negative counters', () => {
    for (const c of coaches) {
      expect(c.rating).toBeGreaterThanOrEqual(3.5);
      expect(c.rating).toBeLessThanOrEqual(5);
      expect(Math.round(c.rating * 10) / 10).toBe(c.rating);
      for (const n of [c.coachingHours, c.coursesCoachly, c.lecturesHours]) expect(n).toBeGreaterThanOrEqual(0);
    }
  });

  it('mixes categories, session types, schedules and section toggles', () => {
    expect(coaches.some((c) => c.select)).toBe(true);
    expect(coaches.some((c) => c.trainer)).toBe(true);
    expect(coaches.filter((c) => !c.enableSiteExperimentalSession).length).toBeGreaterThanOrEqual(10);
    expect(coaches.some((c) => !c.enableGallery || !c.enableVideos || !c.enableTestimonies)).toBe(true);
    expect(new Set(coaches.map((c) => c.coachDetails.sessionType))).toEqual(new Set(['ONLINE', 'PRESENTIAL', 'BOTH']));
    for (const c of coaches) {
      for (const s of c.coachDetails.schedules_hours) {
        expect(WEEKDAYS).toContain(s.weekday);
        expect(TURNS).toContain(s.turn);
      }
    }
  });

  it('uses videos from both hosts with valid ids', () => {
    const hosts = new Set(coaches.flatMap((c) => c.videos.map((v) => v.host)));
    expect(hosts).toEqual(new Set(['youtube', 'vimeo']));
    for (const v of videoCatalog) expect(v.id).toMatch(v.host === 'youtube' ? /^[A-Za-z0-9_-]{11}$/ : /^\d+$/);
    expect(new Set(videoCatalog.map((v) => `${v.host}:${v.id}`)).size).toBe(videoCatalog.length);
  });

  it('places coaches in known countries, states and cities', () => {
    for (const c of coaches.filter((x) => x.country !== '')) {
      const locations = locationsByCountry[c.country];
      expect(locations, c.username).toBeDefined();
      const cities = locations?.states ? locations.states.find((s) => s.abbrev === c.state)?.cities : locations?.cities;
      expect(
        cities?.map((x) => x.name),
        c.username,
      ).toContain(c.city);
    }
    expect(new Set(coaches.map((c) => c.country))).toEqual(new Set(['BR', 'US', 'PT', 'ES', '']));
  });

  it('mostly links social networks by full https address, with a few messy values', () => {
    const values = coaches.flatMap((c) => Object.values(c.socialLinks));
    const full = values.filter((v) =>
      /^https:\/\/(www\.)?(instagram\.com|facebook\.com|linkedin\.com|youtube\.com|twitter\.com|wa\.me)\//.test(v),
    );
    expect(full.length / values.length).toBeGreaterThan(0.9);
    expect(values.length - full.length).toBeGreaterThanOrEqual(3);
  });

  it('includes a sparse coach and a coach with a very long name', () => {
    const sparse = coaches.find((c) => c.username === SPARSE_COACH_USERNAME);
    expect(sparse?.aboutMe).toBe('');
    expect(sparse?.gallery).toEqual([]);
    expect(sparse?.photoUrl).toBe('');
    expect(coaches.some((c) => c.fullName.length > 50 && /\S{40,}/.test(c.aboutMe))).toBe(true);
  });

  it('projects a profile into a search card', () => {
    const card = toCoachCard(coaches[0]!);
    expect(card).toEqual({
      id: 'c-001',
      firstName: 'Ana',
      secondName: 'Souza',
      photoUrl: '/demo/avatars/c-001.svg',
      rating: 4.9,
      username: 'ana-souza',
      expertises: 'Carreira,Liderança,Emocional',
      enableSiteExperimentalSession: true,
    });
  });
});

describe('demo seed: accounts', () => {
  it('offers returning coaches and a new coach without a profile', () => {
    const byName = (u: string) => coaches.find((c) => c.username === u);
    expect(byName('ana-souza')?.theme).toBe('template-5');
    expect(byName('joao-pereira')?.theme).toBe('template-1');
    const fresh = demoAccounts.find((a) => a.username === 'novo-coach');
    expect(fresh?.alreadySiteAccess).toBe(false);
    expect(byName('novo-coach')).toBeUndefined();
    for (const account of demoAccounts) {
      expect(account.password.length).toBeGreaterThan(0);
      if (account.alreadySiteAccess) expect(byName(account.username)).toBeDefined();
    }
  });
});

describe('demo seed: blog', () => {
  it('has at least 40 posts in at least 6 categories, each category used', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(40);
    expect(blogCategories.length).toBeGreaterThanOrEqual(6);
    for (const category of blogCategories)
      expect(blogPosts.some((p) => p.categories.some((c) => c.id === category.id))).toBe(true);
  });

  it('uses unique ids and slugs, ISO dates in 2025-2026 and full post fields', () => {
    expect(new Set(blogPosts.map((p) => p.id)).size).toBe(blogPosts.length);
    expect(new Set(blogPosts.map((p) => p.meta.slug)).size).toBe(blogPosts.length);
    expect(new Set(blogCategories.map((c) => c.slug)).size).toBe(blogCategories.length);
    for (const p of blogPosts) {
      expect(p.meta.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.meta.type).toBe('blog.BlogPage');
      expect(new Date(p.last_published_at).toISOString()).toBe(p.last_published_at);
      expect(p.last_published_at.slice(0, 4)).toMatch(/^202[56]$/);
      expect(p.title && p.author && p.description && p.thumbnail).toBeTruthy();
      expect(p.body).toMatch(/<h2>/);
      expect(p.body).toMatch(/<(ul|ol)>/);
      expect(p.body).toMatch(/<img /);
      expect(p.body).toMatch(/href="\/blog\/post\//);
      expect(p.body).toMatch(/href="https:\/\//);
    }
  });

  it('carries hostile markup in at least 3 posts, and only in those', () => {
    expect(HOSTILE_POST_SLUGS.length).toBeGreaterThanOrEqual(3);
    const hostile = blogPosts.filter((p) =>
      HOSTILE_MARKERS.some((m) => p.body.toLowerCase().includes(m.toLowerCase())),
    );
    expect(hostile.map((p) => p.meta.slug).sort()).toEqual([...HOSTILE_POST_SLUGS].sort());
    const all = hostile.map((p) => p.body).join('\n');
    for (const needle of [
      '<script>window.__xss=1</script>',
      'onerror="window.__xss=1"',
      'href="javascript:window.__xss=1"',
      '<svg onload=',
      '<iframe srcdoc=',
    ]) {
      expect(all).toContain(needle);
    }
  });
});

describe('demo seed: reference lists', () => {
  it('shares expertise ids across languages and includes the two category ids', () => {
    for (const lang of LANGS) {
      const list = expertisesByLang[lang];
      expect(list.map((e) => e.id)).toEqual(expertisesByLang.pt.map((e) => e.id));
      expect(list.map((e) => e.id)).toEqual(expect.arrayContaining([SELECT_EXPERTISE_ID, MASTER_TRAINER_EXPERTISE_ID]));
    }
    expect(expertisesByLang.pt.filter((e) => e.id < 100).map((e) => e.name)).toEqual(PREDEFINED_EXPERTISES_PT);
  });

  it('describes countries with their model and locations url', () => {
    for (const lang of LANGS) {
      for (const country of countriesByLang[lang]) {
        expect(country.url).toBe(locationsPath(country.id, lang));
        const locations = locationsByCountry[country.id];
        if (country.model === 'states-cities') {
          expect(locations?.states?.length).toBeGreaterThan(0);
          for (const s of locations?.states ?? []) expect(s.cities.length).toBeGreaterThan(0);
        } else {
          expect(locations?.cities?.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has background categories, statistics and local images that exist', () => {
    expect(backgroundImageCategories.length).toBeGreaterThanOrEqual(3);
    for (const c of backgroundImageCategories) expect(c.images.length).toBeGreaterThan(0);
    for (const value of Object.values(statistics)) expect(value).toBeGreaterThan(0);
    const missing = [...new Set(allImageUrls())].filter(
      (u) => !u.startsWith('/demo/') || !existsSync(join(publicDir, u)),
    );
    expect(missing).toEqual([]);
    expect(dirSize(join(publicDir, 'demo'))).toBeLessThan(1.5 * 1024 * 1024);
  });
});
