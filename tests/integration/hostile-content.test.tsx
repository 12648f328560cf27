/**
 * What coaches type that the page must not pass on as it is: pictures on other hosts (a
 * tracking pixel on every visit), characters that reorder a name, names of any length.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { stubBrowser } from '../utils/browser-stubs';
import { db } from '@/mocks/db';
import { coaches } from '@/mocks/seed/coaches';

const V2 = 'http://localhost:3000/__demo/api/v2';
const PIXEL = 'https://evil.example/pixel.gif';

const ana = coaches.find((coach) => coach.username === 'ana-souza')!;

/** Every address the app asked MSW for. */
let requested: string[] = [];

beforeEach(async () => {
  stubBrowser();
  vi.stubGlobal('scrollTo', vi.fn());
  await db.reset();
  requested = [];
  server.events.on('request:start', ({ request }) => requested.push(request.url));
});

afterEach(() => {
  resetIntersectionMocking();
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

describe('content a coach typed', () => {
  it('a site whose pictures point at another host draws none of them and names that host nowhere in the page', async () => {
    expect(ana.gallery?.length).toBeGreaterThan(1);
    db.putProfile({
      ...db.profileByUsername('ana-souza')!,
      photoUrl: PIXEL,
      bannerImg: PIXEL,
      backgroundImg: { desktop: PIXEL, mobile: '/\\evil.example/pixel.gif' },
      gallery: [{ url: PIXEL, caption: 'Pixel' }, ...(ana.gallery ?? []).slice(1)],
      videos: (ana.videos ?? []).map((video) => ({ ...video, thumbnail: PIXEL })),
    });
    await renderApp('/ana-souza');
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    const gallery = await waitFor(() => {
      const section = document.getElementById('gallery');
      expect(section).not.toBeNull();
      return section!;
    });
    await waitFor(() => expect(document.getElementById('videos')).not.toBeNull());
    // The other pictures of the gallery are drawn; the one on another host is left out.
    // (The pictures are their buttons' content: the buttons name them.)
    const drawn = [...gallery.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).toEqual((ana.gallery ?? []).slice(1, drawn.length + 1).map((picture) => picture.url));
    await waitFor(() => expect(document.title).toContain('Ana Souza'));
    expect(document.documentElement.outerHTML).not.toContain('evil.example');
    expect(requested.filter((url) => url.includes('evil.example'))).toEqual([]);
  });

  it('a search card shows a name without its reordering characters, cut to a length, the whole of it as a tooltip', async () => {
    const long = `Souza ${'a'.repeat(10_000)}`;
    server.use(
      http.get(`${V2}/coaches/public/profiles/v2`, () =>
        HttpResponse.json({
          profiles: [
            {
              id: ana.id,
              username: ana.username,
              firstName: 'Ana \u202Egnp.exe',
              secondName: long,
              photoUrl: PIXEL,
              rating: 5,
              expertises: '',
              enableSiteExperimentalSession: false,
            },
          ],
          totalProfiles: 1,
          nextPage: 1,
        }),
      ),
    );
    await renderApp('/coaches_list');
    const link = await screen.findByRole('link', { name: /^Ana gnp\.exe Souza a+…$/ });
    expect(link.textContent.length).toBeLessThanOrEqual(60);
    expect(link.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
    expect(link).toHaveAttribute('title', `Ana gnp.exe ${long}`);
    expect(document.documentElement.outerHTML).not.toContain('evil.example');
  });

  it("a coach's or a client's very long name is cut where it is shown, the title too, without reordering characters", async () => {
    const current = db.profileByUsername('ana-souza')!;
    const [first, ...others] = current.testimonies ?? [];
    db.putProfile({
      ...current,
      firstName: 'Ana\u202E',
      secondName: 'S'.repeat(10_000),
      testimonies: [{ ...first!, author: `Bia \u202Egnp.exe ${'B'.repeat(10_000)}` }, ...others],
    });
    server.use(http.get(`${V2}/coaches/public/coach/ana-souza`, () => HttpResponse.json({}, { status: 404 })));
    await renderApp('/ana-souza');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent.length).toBeLessThanOrEqual(60);
    expect(heading).toHaveAttribute('title', `Ana ${'S'.repeat(10_000)}`);
    await waitFor(() => expect(document.title).toMatch(/^Ana S+… · Coachly$/));
    expect(document.title.length).toBeLessThanOrEqual(80);
    const author = await screen.findByText(/^Bia gnp\.exe B+…$/);
    expect(author.textContent.length).toBeLessThanOrEqual(60);
    expect(author).toHaveAttribute('title', `Bia gnp.exe ${'B'.repeat(10_000)}`);
  });
});
