// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Profile } from '@/api/gen/api-v1/model';
import {
  COUNTER_FIELDS,
  COUNTER_LIMITS,
  FIELD_LIMITS,
  MAX_GALLERY,
  MAX_TESTIMONIES,
  MAX_VIDEOS,
  canSaveDraft,
  draftFromProfile,
  draftUpdate,
  newTestimonyId,
  resolveOperation,
  testimonyErrors,
  validateDraft,
} from './profile-rules';

const KNOWN = ['Life', 'Família', 'Carreira', 'Saúde', 'Finanças', 'Business'];
const profile: Profile = {
  id: 'c-001',
  firstName: 'Ana',
  secondName: 'Souza',
  email: 'ana@example.com',
  tel: '+55 (11) 98765-4321',
  aboutMe: 'Sobre mim',
  expertises: ['Carreira'],
  gallery: [{ url: '/a.jpg', caption: 'A' }],
  videos: [{ id: 'dQw4w9WgXcQ', host: 'youtube', caption: 'V' }],
  testimonies: [{ id: 7, text: 'Ótimo', author: 'Bia', occupation: 'Gerente' }],
};

describe('draft rules', () => {
  it('a loaded profile makes a valid draft with flags on by default', () => {
    const draft = draftFromProfile(profile);
    expect(draft.enableCoachingHours).toBe(true);
    expect(canSaveDraft(draft)).toBe(true);
  });

  it('names must be filled: both get the names message', () => {
    const draft = { ...draftFromProfile(profile), firstName: '  ' };
    expect(validateDraft(draft)).toMatchObject({ firstName: 'namesEmpty' });
    expect(validateDraft({ ...draft, firstName: 'Ana', secondName: '' })).toMatchObject({ secondName: 'namesEmpty' });
    expect(canSaveDraft(draft)).toBe(false);
  });

  it('save needs a valid e-mail', () => {
    const draft = { ...draftFromProfile(profile), email: 'ana@' };
    expect(validateDraft(draft)).toEqual({ email: 'emailInvalid' });
  });

  it('save needs an e-mail the contract accepts too, not only the spec pattern', () => {
    // The spec's pattern takes an IP literal; the contract's e-mail format, which the server checks, does not.
    const draft = { ...draftFromProfile(profile), email: 'ana@[192.168.0.1]' };
    expect(validateDraft(draft)).toEqual({ email: 'emailInvalid' });
  });

  it('counters are whole numbers of at least 0', () => {
    const base = draftFromProfile(profile);
    expect(validateDraft({ ...base, coachingHours: 0 })).toEqual({});
    expect(validateDraft({ ...base, coachingHours: -1 })).toEqual({ coachingHours: 'counterInvalid' });
    expect(validateDraft({ ...base, lecturesHours: 1.5 })).toEqual({ lecturesHours: 'counterInvalid' });
  });

  it('each counter may be exactly at the contract maximum but not above it', () => {
    const base = draftFromProfile(profile);
    for (const field of COUNTER_FIELDS) {
      const limit = COUNTER_LIMITS[field];
      expect(validateDraft({ ...base, [field]: limit })[field]).toBeUndefined();
      expect(validateDraft({ ...base, [field]: limit + 1 })[field]).toBe('counterTooBig');
      expect(validateDraft({ ...base, [field]: 1e308 })[field]).toBe('counterTooBig');
    }
  });

  it('each text may be exactly at its limit but not one past it', () => {
    const base = draftFromProfile(profile);
    for (const field of [
      'firstName',
      'secondName',
      'aboutMe',
      'mainPhrase',
      'mainPhraseAuthor',
      'resumeFeed',
    ] as const) {
      const limit = FIELD_LIMITS[field];
      expect(validateDraft({ ...base, [field]: 'x'.repeat(limit) })[field]).toBeUndefined();
      expect(validateDraft({ ...base, [field]: 'x'.repeat(limit + 1) })[field]).toBe('tooLong');
    }
    expect(validateDraft({ ...base, tel: '+55 (11)  98765-4321' }).tel).toBeUndefined();
    expect(validateDraft({ ...base, tel: '+55 (11)   98765-4321' }).tel).toBe('tooLong');
    expect(validateDraft({ ...base, tel: '11 9x' }).tel).toBe('phoneInvalid');
  });

  it('refuses a phone that is no number of its country, and lets the phone stay empty', () => {
    const base = draftFromProfile(profile);
    expect(validateDraft({ ...base, tel: '123' }).tel).toBe('phoneNumber');
    expect(validateDraft({ ...base, tel: '+55 123' }).tel).toBe('phoneNumber');
    expect(validateDraft({ ...base, tel: '(11) 98765-4321' }).tel).toBeUndefined();
    expect(validateDraft({ ...base, tel: '+351 912 345 678' }).tel).toBeUndefined();
    expect(validateDraft({ ...base, tel: '' }).tel).toBeUndefined();
    expect(canSaveDraft({ ...base, tel: '123' })).toBe(false);
  });

  it('sends only what changed, trimmed, with the full name when a name changes', () => {
    const draft = { ...draftFromProfile(profile), firstName: ' Ana Maria ', aboutMe: 'Novo texto ' };
    expect(draftUpdate(draft, profile, KNOWN)).toEqual({
      firstName: 'Ana Maria',
      secondName: 'Souza',
      fullName: 'Ana Maria Souza',
      aboutMe: 'Novo texto',
    });
  });

  it('drops a custom expertise on save', () => {
    const withCustom = { ...profile, expertises: ['Carreira', 'Coaching quântico'] };
    const draft = draftFromProfile(withCustom);
    expect(draftUpdate(draft, withCustom, KNOWN)).toEqual({ expertises: ['Carreira'] });
  });
});

describe('operations', () => {
  it('adds, captions and removes gallery pictures by address', () => {
    const added = resolveOperation(profile, { type: 'gallery.add', picture: { url: '/b.jpg', caption: 'B' } });
    expect(added).toEqual({
      ok: true,
      update: {
        gallery: [
          { url: '/a.jpg', caption: 'A' },
          { url: '/b.jpg', caption: 'B' },
        ],
      },
    });
    expect(resolveOperation(profile, { type: 'gallery.update', url: '/a.jpg', caption: 'x'.repeat(150) })).toEqual({
      ok: true,
      update: { gallery: [{ url: '/a.jpg', caption: 'x'.repeat(100) }] },
    });
    expect(resolveOperation(profile, { type: 'gallery.remove', url: '/a.jpg' })).toEqual({
      ok: true,
      update: { gallery: [] },
    });
    expect(resolveOperation(profile, { type: 'gallery.remove', url: '/zzz.jpg' })).toEqual({
      ok: false,
      reason: 'notFound',
    });
  });

  it('refuses a 25th picture, a 17th video and a 7th testimony', () => {
    const full: Pick<Profile, 'gallery' | 'videos' | 'testimonies'> = {
      gallery: Array.from({ length: MAX_GALLERY }, (_, i) => ({ url: `/${i}.jpg` })),
      videos: Array.from({ length: MAX_VIDEOS }, (_, i) => ({ id: String(i + 1), host: 'vimeo' as const })),
      testimonies: Array.from({ length: MAX_TESTIMONIES }, (_, i) => ({
        id: i + 1,
        text: 't',
        author: 'a',
        occupation: 'o',
      })),
    };
    expect(resolveOperation(full, { type: 'gallery.add', picture: { url: '/x.jpg' } })).toEqual({
      ok: false,
      reason: 'galleryFull',
    });
    expect(resolveOperation(full, { type: 'videos.add', video: { id: '99', host: 'vimeo' } })).toEqual({
      ok: false,
      reason: 'videosFull',
    });
    expect(
      resolveOperation(full, {
        type: 'testimonies.add',
        testimony: { id: 99, text: 't', author: 'a', occupation: 'o' },
      }),
    ).toEqual({ ok: false, reason: 'testimoniesFull' });
  });

  it('a testimony needs author, occupation and text, text at most 300', () => {
    expect(testimonyErrors({ text: '', author: ' ', occupation: '' })).toEqual(['author', 'occupation', 'text']);
    expect(testimonyErrors({ text: 'x'.repeat(300), author: 'a', occupation: 'o' })).toEqual([]);
    expect(testimonyErrors({ text: 'x'.repeat(301), author: 'a', occupation: 'o' })).toEqual(['text']);
    expect(
      resolveOperation(profile, {
        type: 'testimonies.add',
        testimony: { id: 9, text: '', author: 'a', occupation: 'o' },
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
  });

  it('edits and deletes a testimony by id', () => {
    const t = { id: 7, text: ' Mudou ', author: 'Bia', occupation: 'Diretora' };
    expect(resolveOperation(profile, { type: 'testimonies.update', testimony: t })).toEqual({
      ok: true,
      update: { testimonies: [{ id: 7, text: 'Mudou', author: 'Bia', occupation: 'Diretora' }] },
    });
    expect(resolveOperation(profile, { type: 'testimonies.remove', id: 7 })).toEqual({
      ok: true,
      update: { testimonies: [] },
    });
  });

  it('edits and removes a video caption by id', () => {
    expect(resolveOperation(profile, { type: 'videos.update', id: 'dQw4w9WgXcQ', caption: 'Nova' })).toEqual({
      ok: true,
      update: { videos: [{ id: 'dQw4w9WgXcQ', host: 'youtube', caption: 'Nova' }] },
    });
    expect(resolveOperation(profile, { type: 'videos.remove', id: 'dQw4w9WgXcQ' })).toEqual({
      ok: true,
      update: { videos: [] },
    });
  });

  it('moves a picture, a video and a testimony to another position, keeping the rest in order', () => {
    const gallery = ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'].map((url) => ({ url, caption: '' }));
    const urls = (result: ReturnType<typeof resolveOperation>) =>
      result.ok ? result.update.gallery?.map((p) => p.url) : result.reason;
    expect(urls(resolveOperation({ gallery }, { type: 'gallery.move', url: '/a.jpg', to: 2 }))).toEqual([
      '/b.jpg',
      '/c.jpg',
      '/a.jpg',
      '/d.jpg',
    ]);
    expect(urls(resolveOperation({ gallery }, { type: 'gallery.move', url: '/d.jpg', to: 0 }))).toEqual([
      '/d.jpg',
      '/a.jpg',
      '/b.jpg',
      '/c.jpg',
    ]);
    // A position past the end (the list shrank meanwhile) puts it last.
    expect(urls(resolveOperation({ gallery }, { type: 'gallery.move', url: '/b.jpg', to: 9 }))).toEqual([
      '/a.jpg',
      '/c.jpg',
      '/d.jpg',
      '/b.jpg',
    ]);
    expect(urls(resolveOperation({ gallery }, { type: 'gallery.move', url: '/zzz.jpg', to: 0 }))).toBe('notFound');
    expect(urls(resolveOperation({ gallery }, { type: 'gallery.move', url: '/a.jpg', to: 1.5 }))).toBe('invalid');

    const videos = [
      { id: 'v1', host: 'youtube' as const, caption: '1' },
      { id: 'v2', host: 'vimeo' as const, caption: '2' },
    ];
    expect(resolveOperation({ videos }, { type: 'videos.move', id: 'v2', to: 0 })).toEqual({
      ok: true,
      update: { videos: [videos[1], videos[0]] },
    });
    const testimonies = [1, 2, 3].map((id) => ({ id, text: 't', author: 'a', occupation: 'o' }));
    const moved = resolveOperation({ testimonies }, { type: 'testimonies.move', id: 1, to: 2 });
    expect(moved.ok && moved.update.testimonies?.map((t) => t.id)).toEqual([2, 3, 1]);
  });

  it('property: a move keeps every entry once and puts the moved one where asked', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: MAX_GALLERY })
          .chain((n) =>
            fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: -3, max: n + 3 })),
          ),
        ([n, from, to]) => {
          const gallery = Array.from({ length: n }, (_, i) => ({ url: `/${i}.jpg`, caption: '' }));
          const result = resolveOperation({ gallery }, { type: 'gallery.move', url: `/${from}.jpg`, to });
          expect(result.ok).toBe(true);
          const saved = result.ok ? (result.update.gallery ?? []) : [];
          expect(saved.map((p) => p.url).sort()).toEqual(gallery.map((p) => p.url).sort());
          expect(saved.findIndex((p) => p.url === `/${from}.jpg`)).toBe(Math.min(Math.max(to, 0), n - 1));
        },
      ),
    );
  });

  it('property: new testimony ids are positive integers not already used', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }), (ids) => {
        const existing = ids.map((id) => ({ id, text: 't', author: 'a', occupation: 'o' }));
        const id = newTestimonyId(existing);
        expect(Number.isInteger(id) && id > 0).toBe(true);
        expect(ids).not.toContain(id);
      }),
    );
  });

  it('property: list operations never grow a list past its limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (n) => {
        const p: Pick<Profile, 'gallery'> = { gallery: Array.from({ length: n }, (_, i) => ({ url: `/${i}.jpg` })) };
        const result = resolveOperation(p, { type: 'gallery.add', picture: { url: '/new.jpg' } });
        if (result.ok) expect(result.update.gallery!.length).toBeLessThanOrEqual(MAX_GALLERY);
        else expect(n).toBeGreaterThanOrEqual(MAX_GALLERY);
      }),
    );
  });
});
