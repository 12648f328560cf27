// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  canStep,
  hasDirtyDraft,
  hasUnsavedWork,
  previewProfile,
  profileEditorMachine,
  type StoredDraft,
} from './profile-editor.machine';
import type { Profile, ProfileUpdate } from '@/api/gen/api-v1/model';
import { draftFromProfile } from './lib/profile-rules';

const KNOWN = ['Life', 'Família', 'Carreira', 'Saúde', 'Finanças', 'Business'];
const PROFILE: Profile = {
  id: 'c-001',
  username: 'ana-souza',
  firstName: 'Ana',
  secondName: 'Souza',
  email: 'ana@example.com',
  aboutMe: 'Sobre mim',
  expertises: ['Carreira', 'Saúde'],
  gallery: [{ url: '/a.jpg', caption: 'A' }],
  enableGallery: true,
};

interface Options {
  profile?: Profile | null;
  load?: () => Promise<Profile | null>;
  /** Resolves to the fields the server saved (the helper adds the profile's id). */
  save?: (update: ProfileUpdate) => Promise<ProfileUpdate>;
  stored?: StoredDraft | null;
  username?: (name: string) => Promise<{ username: string } | null>;
}

function start(options: Options = {}) {
  const persisted: Array<{ profileId: string; draft: unknown }> = [];
  const cleared: string[] = [];
  const save = vi.fn(options.save ?? ((update: ProfileUpdate) => Promise.resolve(update)));
  // The profile as the server holds it: what a save stores, what another tab may change.
  let server: Profile | null = options.profile === undefined ? PROFILE : options.profile;
  const machine = profileEditorMachine.provide({
    actors: {
      loadProfile: fromPromise(
        options.load ?? (() => Promise.resolve(options.profile === undefined ? PROFILE : options.profile)),
      ),
      readStoredDraft: fromPromise(() => Promise.resolve(options.stored ?? null)),
      readServerProfile: fromPromise(() => Promise.resolve(server)),
      saveProfile: fromPromise(({ input }) =>
        save(input.update).then((saved) => {
          server = { ...server, ...saved, id: PROFILE.id };
          return server;
        }),
      ),
      saveUsername: fromPromise(({ input }) =>
        (options.username ?? ((u: string) => Promise.resolve({ username: u })))(input.username),
      ),
    },
    actions: {
      persistDraft: (_, params) => persisted.push(params),
      clearStoredDraft: (_, params) => cleared.push(params.profileId),
    },
  });
  const actor = createActor(machine, { input: { profileKey: 'ana-souza', knownExpertises: KNOWN } }).start();
  const ready = () => waitFor(actor, (s) => s.matches('ready'));
  const idle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  const conflict = () => waitFor(actor, (s) => s.hasTag('conflict'));
  /** Another tab saves: the server changes, this editor is not told. */
  const savedElsewhere = (changes: ProfileUpdate) => {
    server = { ...(server ?? PROFILE), ...changes };
    return server;
  };
  return { actor, save, persisted, cleared, ready, idle, conflict, savedElsewhere };
}

describe('profile editor machine', () => {
  it('loads the profile into a clean draft', async () => {
    const { actor, ready } = start();
    await ready();
    const { context } = actor.getSnapshot();
    expect(context.draft.firstName).toBe('Ana');
    expect(hasDirtyDraft(context)).toBe(false);
    expect(hasUnsavedWork(context)).toBe(false);
  });

  it('a 404 (no profile yet) starts an empty editor', async () => {
    const { actor, ready } = start({ profile: null });
    await ready();
    expect(actor.getSnapshot().context.empty).toBe(true);
    expect(actor.getSnapshot().context.draft.firstName).toBe('');
  });

  it('a failed load waits for a retry', async () => {
    let fail = true;
    const { actor } = start({ load: () => (fail ? Promise.reject(new Error('500')) : Promise.resolve(PROFILE)) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('an edit makes the draft dirty, is shown in the preview and is kept as a local draft', async () => {
    const { actor, ready, persisted } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Texto novo' });
    const { context } = actor.getSnapshot();
    expect(hasUnsavedWork(context)).toBe(true);
    expect(previewProfile(context).aboutMe).toBe('Texto novo');
    expect(persisted.at(-1)).toMatchObject({ profileId: 'c-001', draft: { aboutMe: 'Texto novo' } });
  });

  it('saves only the changed fields and clears the local draft afterwards', async () => {
    const { actor, ready, idle, save, cleared } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'mainPhrase', value: 'Uma frase' });
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await idle();
    expect(save).toHaveBeenCalledWith({ mainPhrase: 'Uma frase' });
    const { context } = actor.getSnapshot();
    expect(context.profile?.mainPhrase).toBe('Uma frase');
    expect(hasUnsavedWork(context)).toBe(false);
    expect(context.last).toMatchObject({ ok: true, task: { type: 'draft' } });
    expect(cleared).toContain('c-001');
  });

  it('refuses to save with an empty name or an invalid e-mail and shows why', async () => {
    const { actor, ready, save } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'secondName', value: '' });
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(actor.getSnapshot().context.last).toMatchObject({ ok: false, refusal: 'draftInvalid' });
    actor.send({ type: 'field.change', field: 'secondName', value: 'Souza' });
    actor.send({ type: 'field.change', field: 'email', value: 'nope' });
    actor.send({ type: 'draft.save' });
    expect(save).not.toHaveBeenCalled();
  });

  it('a failed save keeps the draft so nothing is lost', async () => {
    const { actor, ready, idle } = start({ save: () => Promise.reject(new Error('500')) });
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Importante' });
    actor.send({ type: 'draft.save' });
    await idle();
    const { context } = actor.getSnapshot();
    expect(context.last).toMatchObject({ ok: false, task: { type: 'draft' } });
    expect(context.draft.aboutMe).toBe('Importante');
    expect(hasDirtyDraft(context)).toBe(true);
  });

  it('edits made while a save runs stay unsaved; the sent ones take the saved value', async () => {
    let release!: () => void;
    const { actor, ready, idle } = start({
      save: (update) => new Promise((r) => (release = () => r({ ...update, aboutMe: 'trimmed by server' }))),
    });
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'first  ' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'field.change', field: 'mainPhrase', value: 'typed while saving' });
    await waitFor(actor, (s) => s.matches({ ready: 'saving' }));
    release();
    await idle();
    const { context } = actor.getSnapshot();
    expect(context.draft.aboutMe).toBe('trimmed by server');
    expect(context.draft.mainPhrase).toBe('typed while saving');
    expect(hasDirtyDraft(context)).toBe(true);
  });

  it('saving again while the same draft is being saved sends nothing more; a newer edit is saved after', async () => {
    const releases: Array<() => void> = [];
    const { actor, ready, idle, save } = start({
      save: (update) => new Promise((r) => releases.push(() => r(update))),
    });
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Uma vez' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().context.queue).toHaveLength(0);
    actor.send({ type: 'field.change', field: 'mainPhrase', value: 'Depois' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    await waitFor(actor, () => releases.length === 1);
    releases[0]!();
    await waitFor(actor, () => releases.length === 2);
    releases[1]!();
    await idle();
    expect(save.mock.calls).toEqual([[{ aboutMe: 'Uma vez' }], [{ mainPhrase: 'Depois' }]]);
  });

  it('a failed save is not retried behind the owner’s back; saving again sends it once', async () => {
    let fail = true;
    const { actor, ready, idle, save } = start({
      save: (update) => (fail ? Promise.reject(new Error('timeout')) : Promise.resolve(update)),
    });
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Importante' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.save' });
    await idle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(hasDirtyDraft(actor.getSnapshot().context)).toBe(true);
    fail = false;
    actor.send({ type: 'draft.save' });
    await idle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ aboutMe: 'Importante' });
    expect(hasDirtyDraft(actor.getSnapshot().context)).toBe(false);
  });

  it('ticking a fourth expertise is refused and flagged', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'expertise.toggle', name: 'Life' });
    actor.send({ type: 'expertise.toggle', name: 'Business' });
    expect(actor.getSnapshot().context.draft.expertises).toEqual(['Carreira', 'Saúde', 'Life']);
    expect(actor.getSnapshot().context.expertiseRefused).toBe(true);
    actor.send({ type: 'expertise.toggle', name: 'Saúde' });
    expect(actor.getSnapshot().context.expertiseRefused).toBe(false);
  });

  it('a custom expertise is dropped when the draft is saved', async () => {
    const { actor, ready, idle, save } = start({
      profile: { ...PROFILE, expertises: ['Carreira', 'Coaching quântico'] },
    });
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'x' });
    actor.send({ type: 'draft.save' });
    await idle();
    expect(save).toHaveBeenCalledWith({ aboutMe: 'x', expertises: ['Carreira'] });
    expect(hasDirtyDraft(actor.getSnapshot().context)).toBe(false);
  });

  it('a visibility toggle flips only after the save succeeds', async () => {
    let release!: () => void;
    const { actor, ready, idle } = start({
      save: (update) => new Promise((r) => (release = () => r(update))),
    });
    await ready();
    actor.send({ type: 'operation', op: { type: 'visibility', flag: 'enableGallery', value: false } });
    expect(actor.getSnapshot().context.profile?.enableGallery).toBe(true);
    expect(hasUnsavedWork(actor.getSnapshot().context)).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'saving' }));
    expect(actor.getSnapshot().context.profile?.enableGallery).toBe(true);
    release();
    await idle();
    expect(actor.getSnapshot().context.profile?.enableGallery).toBe(false);
  });

  it('a failed visibility save leaves the section as it was', async () => {
    const { actor, ready, idle } = start({ save: () => Promise.reject(new Error('500')) });
    await ready();
    actor.send({ type: 'operation', op: { type: 'visibility', flag: 'enableGallery', value: false } });
    await idle();
    expect(actor.getSnapshot().context.profile?.enableGallery).toBe(true);
    expect(actor.getSnapshot().context.last).toMatchObject({ ok: false });
  });

  it('queued gallery operations are applied in order without overwriting each other', async () => {
    const { actor, ready, save } = start();
    await ready();
    actor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url: '/b.jpg', caption: '' } } });
    actor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url: '/c.jpg', caption: '' } } });
    actor.send({ type: 'operation', op: { type: 'gallery.remove', url: '/a.jpg' } });
    await waitFor(
      actor,
      (s) => s.matches({ ready: 'idle' }) && s.context.queue.length === 0 && s.context.active === null,
    );
    expect(save).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.profile?.gallery?.map((p) => p.url)).toEqual(['/b.jpg', '/c.jpg']);
  });

  it('a reorder saves the whole list in its new order, after the changes queued before it', async () => {
    const { actor, ready, save } = start();
    await ready();
    actor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url: '/b.jpg', caption: 'B' } } });
    actor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url: '/c.jpg', caption: 'C' } } });
    actor.send({ type: 'operation', op: { type: 'gallery.move', url: '/c.jpg', to: 0 } });
    actor.send({ type: 'operation', op: { type: 'gallery.move', url: '/a.jpg', to: 1 } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.queue.length === 0 && !s.context.active);
    expect(save).toHaveBeenCalledTimes(4);
    expect(save.mock.calls[2]![0]).toEqual({
      gallery: [
        { url: '/c.jpg', caption: 'C' },
        { url: '/a.jpg', caption: 'A' },
        { url: '/b.jpg', caption: 'B' },
      ],
    });
    expect(actor.getSnapshot().context.profile?.gallery?.map((p) => p.url)).toEqual(['/c.jpg', '/a.jpg', '/b.jpg']);
    expect(actor.getSnapshot().context.last).toMatchObject({ ok: true, task: { op: { type: 'gallery.move' } } });
  });

  it('a reorder of an item deleted meanwhile is reported and not sent', async () => {
    const { actor, ready, idle, save } = start();
    await ready();
    actor.send({ type: 'operation', op: { type: 'videos.move', id: 'gone', to: 0 } });
    await idle();
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.last).toMatchObject({ ok: false, refusal: 'notFound' });
  });

  it('an operation the limits refuse is reported and not sent', async () => {
    const gallery = Array.from({ length: 24 }, (_, i) => ({ url: `/${i}.jpg` }));
    const { actor, ready, save } = start({ profile: { ...PROFILE, gallery } });
    await ready();
    actor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url: '/x.jpg' } } });
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.last).toMatchObject({ ok: false, refusal: 'galleryFull' });
  });

  it('offers back a stored draft of this profile and restores it', async () => {
    const stored: StoredDraft = {
      profileId: 'c-001',
      savedAt: 1,
      draft: { ...draftFromProfile(PROFILE), aboutMe: 'Rascunho perdido' },
    };
    const { actor, ready } = start({ stored });
    await ready();
    expect(actor.getSnapshot().context.recoverable?.draft.aboutMe).toBe('Rascunho perdido');
    expect(hasDirtyDraft(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'draft.restore' });
    expect(actor.getSnapshot().context.draft.aboutMe).toBe('Rascunho perdido');
    expect(actor.getSnapshot().context.recoverable).toBeNull();
    expect(hasDirtyDraft(actor.getSnapshot().context)).toBe(true);
  });

  it('dismissing the offered draft forgets it', async () => {
    const stored: StoredDraft = {
      profileId: 'c-001',
      savedAt: 1,
      draft: { ...draftFromProfile(PROFILE), aboutMe: 'velho' },
    };
    const { actor, ready, cleared } = start({ stored });
    await ready();
    actor.send({ type: 'draft.dismiss' });
    expect(actor.getSnapshot().context.recoverable).toBeNull();
    expect(actor.getSnapshot().context.draft.aboutMe).toBe('Sobre mim');
    expect(cleared).toEqual(['c-001']);
  });

  it('does not offer a draft of another profile or one equal to the saved profile', async () => {
    const other = start({
      stored: { profileId: 'c-999', savedAt: 1, draft: { ...draftFromProfile(PROFILE), aboutMe: 'x' } },
    });
    await other.ready();
    expect(other.actor.getSnapshot().context.recoverable).toBeNull();
    const same = start({ stored: { profileId: 'c-001', savedAt: 1, draft: draftFromProfile(PROFILE) } });
    await same.ready();
    expect(same.actor.getSnapshot().context.recoverable).toBeNull();
  });

  it('revert drops every unsaved edit', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'firstName', value: 'Outra' });
    actor.send({ type: 'draft.revert' });
    expect(hasDirtyDraft(actor.getSnapshot().context)).toBe(false);
  });

  it('saves a new username through its own call', async () => {
    const { actor, ready, idle, save } = start();
    await ready();
    actor.send({ type: 'username.save', username: 'ana-nova' });
    await idle();
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.profile?.username).toBe('ana-nova');
  });

  it('reports a username change the server declined as refused, not saved, and keeps the old name', async () => {
    const { actor, ready, idle } = start({ username: () => Promise.resolve(null) });
    await ready();
    actor.send({ type: 'username.save', username: 'ana-nova' });
    await idle();
    const { last, profile } = actor.getSnapshot().context;
    expect(last).toMatchObject({ ok: false, refusal: 'usernameRefused', task: { type: 'username' } });
    expect(profile?.username).toBe('ana-souza');
  });
});

const TESTIMONIES = [1, 2, 3, 4, 5].map((id) => ({
  id,
  author: `Autor ${id}`,
  occupation: 'Cliente',
  text: `Texto ${id}`,
}));
const ADDED_ELSEWHERE = { id: 6, author: 'Carla Nunes', occupation: 'Empresária', text: 'Mudou minha carreira.' };
const ids = (list: Array<{ id: number }> | undefined) => list?.map((t) => t.id);

describe('profile editor machine: saves made elsewhere', () => {
  it('a list change over a stale list is not written; merging applies it on the saved list', async () => {
    const { actor, ready, idle, conflict, save, savedElsewhere } = start({
      profile: { ...PROFILE, testimonies: TESTIMONIES },
    });
    await ready();
    savedElsewhere({ testimonies: [...TESTIMONIES, ADDED_ELSEWHERE] });
    actor.send({ type: 'operation', op: { type: 'testimonies.remove', id: 2 } });
    await conflict();
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.conflict).toMatchObject({ fields: ['testimonies'], mergeable: true });
    expect(hasUnsavedWork(actor.getSnapshot().context)).toBe(true);

    actor.send({ type: 'conflict.resolve', choice: 'mine' });
    await idle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(ids(save.mock.calls[0]![0].testimonies)).toEqual([1, 3, 4, 5, 6]);
    expect(ids(actor.getSnapshot().context.profile?.testimonies)).toEqual([1, 3, 4, 5, 6]);
    expect(actor.getSnapshot().context.last).toMatchObject({ ok: true });
  });

  it('a reorder over a list changed elsewhere is not written; merging moves it within the saved list', async () => {
    const { actor, ready, idle, conflict, save, savedElsewhere } = start({
      profile: { ...PROFILE, testimonies: TESTIMONIES },
    });
    await ready();
    // Another tab deleted testimony 1 and added one at the end.
    savedElsewhere({ testimonies: [...TESTIMONIES.slice(1), ADDED_ELSEWHERE] });
    actor.send({ type: 'operation', op: { type: 'testimonies.move', id: 5, to: 0 } });
    await conflict();
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.conflict).toMatchObject({ fields: ['testimonies'], mergeable: true });

    actor.send({ type: 'conflict.resolve', choice: 'mine' });
    await idle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(ids(save.mock.calls[0]![0].testimonies)).toEqual([5, 2, 3, 4, 6]);
    expect(ids(actor.getSnapshot().context.profile?.testimonies)).toEqual([5, 2, 3, 4, 6]);
  });

  it('taking the saved list drops the reorder', async () => {
    const { actor, ready, idle, conflict, save, savedElsewhere } = start({
      profile: { ...PROFILE, testimonies: TESTIMONIES },
    });
    await ready();
    savedElsewhere({ testimonies: [...TESTIMONIES].reverse() });
    actor.send({ type: 'operation', op: { type: 'testimonies.move', id: 1, to: 4 } });
    await conflict();
    actor.send({ type: 'conflict.resolve', choice: 'saved' });
    await idle();
    expect(save).not.toHaveBeenCalled();
    expect(ids(actor.getSnapshot().context.profile?.testimonies)).toEqual([5, 4, 3, 2, 1]);
  });

  it('reloading drops the list change and shows the saved list', async () => {
    const { actor, ready, idle, conflict, save, savedElsewhere } = start({
      profile: { ...PROFILE, testimonies: TESTIMONIES },
    });
    await ready();
    savedElsewhere({ testimonies: [...TESTIMONIES, ADDED_ELSEWHERE] });
    actor.send({ type: 'operation', op: { type: 'testimonies.remove', id: 2 } });
    await conflict();
    actor.send({ type: 'conflict.resolve', choice: 'saved' });
    await idle();
    expect(save).not.toHaveBeenCalled();
    const { context } = actor.getSnapshot();
    expect(ids(context.profile?.testimonies)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(context.conflict).toBeNull();
    expect(hasUnsavedWork(context)).toBe(false);
  });

  it('a text changed on both sides is not written; keeping mine writes it', async () => {
    const { actor, ready, idle, conflict, save, savedElsewhere } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Minha versão' });
    savedElsewhere({ aboutMe: 'Versão da outra aba' });
    actor.send({ type: 'draft.save' });
    await conflict();
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.conflict).toMatchObject({ fields: ['aboutMe'], mergeable: false });
    actor.send({ type: 'conflict.resolve', choice: 'mine' });
    await idle();
    expect(save).toHaveBeenCalledWith({ aboutMe: 'Minha versão' });
    expect(hasDirtyDraft(actor.getSnapshot().context)).toBe(false);
  });

  it('taking the saved text drops mine and still saves the other edits', async () => {
    const { actor, ready, idle, conflict, save, savedElsewhere, cleared } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Minha versão' });
    actor.send({ type: 'field.change', field: 'mainPhrase', value: 'Frase nova' });
    savedElsewhere({ aboutMe: 'Versão da outra aba' });
    actor.send({ type: 'draft.save' });
    await conflict();
    actor.send({ type: 'conflict.resolve', choice: 'saved' });
    await idle();
    expect(save.mock.calls).toEqual([[{ mainPhrase: 'Frase nova' }]]);
    const { context } = actor.getSnapshot();
    expect(context.draft.aboutMe).toBe('Versão da outra aba');
    expect(hasDirtyDraft(context)).toBe(false);
    expect(cleared).toContain('c-001');
  });

  it('closing the conflict writes nothing and keeps the edit unsaved', async () => {
    const { actor, ready, idle, conflict, save, savedElsewhere } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Minha versão' });
    savedElsewhere({ aboutMe: 'Versão da outra aba', mainPhrase: 'Outra frase' });
    actor.send({ type: 'draft.save' });
    await conflict();
    actor.send({ type: 'conflict.dismiss' });
    await idle();
    expect(save).not.toHaveBeenCalled();
    const { context } = actor.getSnapshot();
    expect(context.draft).toMatchObject({ aboutMe: 'Minha versão', mainPhrase: 'Outra frase' });
    expect(hasDirtyDraft(context)).toBe(true);
    // Saving again still asks: the saved text was never seen as the base of this edit.
    actor.send({ type: 'draft.save' });
    await conflict();
    expect(save).not.toHaveBeenCalled();
  });

  it('a field changed elsewhere that this tab did not edit is neither a conflict nor overwritten', async () => {
    const { actor, ready, idle, save, savedElsewhere } = start();
    await ready();
    savedElsewhere({ mainPhrase: 'Frase da outra aba' });
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Minha versão' });
    actor.send({ type: 'draft.save' });
    await idle();
    expect(save.mock.calls).toEqual([[{ aboutMe: 'Minha versão' }]]);
    expect(actor.getSnapshot().context.draft.mainPhrase).toBe('Frase da outra aba');
  });

  it('follows a save announced by another tab, keeping what this tab is editing', async () => {
    const { actor, ready, idle, conflict, save, savedElsewhere, persisted } = start({
      profile: { ...PROFILE, testimonies: TESTIMONIES },
    });
    await ready();
    actor.send({
      type: 'profile.external',
      profile: savedElsewhere({ testimonies: [...TESTIMONIES, ADDED_ELSEWHERE], aboutMe: 'Nova' }),
    });
    let { context } = actor.getSnapshot();
    expect(ids(context.profile?.testimonies)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(previewProfile(context).aboutMe).toBe('Nova');
    expect(hasUnsavedWork(context)).toBe(false);
    expect(persisted).toHaveLength(0);

    // A list change made now starts from the followed list: no conflict.
    actor.send({ type: 'operation', op: { type: 'testimonies.remove', id: 2 } });
    await idle();
    expect(ids(save.mock.calls[0]![0].testimonies)).toEqual([1, 3, 4, 5, 6]);

    // A text being edited here stays, and its save still asks.
    actor.send({ type: 'field.change', field: 'mainPhrase', value: 'Minha frase' });
    actor.send({ type: 'profile.external', profile: savedElsewhere({ mainPhrase: 'Frase de lá' }) });
    ({ context } = actor.getSnapshot());
    expect(context.draft.mainPhrase).toBe('Minha frase');
    actor.send({ type: 'draft.save' });
    await conflict();
    expect(save).toHaveBeenCalledTimes(1);
    actor.send({ type: 'conflict.dismiss' });
    await idle();

    // Discarding the edit shows the text the other tab saved, not the one it started from.
    actor.send({ type: 'draft.revert' });
    ({ context } = actor.getSnapshot());
    expect(context.draft.mainPhrase).toBe('Frase de lá');
    expect(hasUnsavedWork(context)).toBe(false);
  });
});

describe('profile editor machine: undo and redo', () => {
  /** Waits until every queued save is done. */
  const settled = (actor: ReturnType<typeof start>['actor']) =>
    waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.queue.length === 0 && !s.context.active);

  it('undoes a saved text and redoes it, each as a save of its own, and the draft follows', async () => {
    const { actor, ready, save } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Texto novo' });
    actor.send({ type: 'draft.save' });
    await settled(actor);
    expect(canStep(actor.getSnapshot().context, 'undo')).toBe(true);
    expect(canStep(actor.getSnapshot().context, 'redo')).toBe(false);

    actor.send({ type: 'history.undo' });
    await settled(actor);
    expect(save).toHaveBeenLastCalledWith({ aboutMe: 'Sobre mim' });
    let { context } = actor.getSnapshot();
    expect(context.profile?.aboutMe).toBe('Sobre mim');
    expect(context.draft.aboutMe).toBe('Sobre mim');
    expect(hasUnsavedWork(context)).toBe(false);
    expect(context.last).toMatchObject({ ok: true, task: { type: 'history', direction: 'undo' } });
    expect(canStep(context, 'undo')).toBe(false);

    actor.send({ type: 'history.redo' });
    await settled(actor);
    expect(save).toHaveBeenLastCalledWith({ aboutMe: 'Texto novo' });
    ({ context } = actor.getSnapshot());
    expect(context.draft.aboutMe).toBe('Texto novo');
    expect(canStep(context, 'redo')).toBe(false);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('undoes a deleted testimony, a reorder and a hidden section, newest first', async () => {
    const { actor, ready, save } = start({ profile: { ...PROFILE, testimonies: TESTIMONIES } });
    await ready();
    actor.send({ type: 'operation', op: { type: 'testimonies.remove', id: 2 } });
    actor.send({ type: 'operation', op: { type: 'testimonies.move', id: 5, to: 0 } });
    actor.send({ type: 'operation', op: { type: 'visibility', flag: 'enableTestimonies', value: false } });
    await settled(actor);
    expect(ids(actor.getSnapshot().context.profile?.testimonies)).toEqual([5, 1, 3, 4]);

    actor.send({ type: 'history.undo' });
    await settled(actor);
    expect(actor.getSnapshot().context.profile?.enableTestimonies).toBe(true);
    actor.send({ type: 'history.undo' });
    await settled(actor);
    expect(ids(actor.getSnapshot().context.profile?.testimonies)).toEqual([1, 3, 4, 5]);
    actor.send({ type: 'history.undo' });
    await settled(actor);
    expect(ids(actor.getSnapshot().context.profile?.testimonies)).toEqual([1, 2, 3, 4, 5]);
    expect(save).toHaveBeenCalledTimes(6);
    expect(canStep(actor.getSnapshot().context, 'undo')).toBe(false);

    // Redo takes them again in the order they were made.
    actor.send({ type: 'history.redo' });
    await settled(actor);
    expect(ids(actor.getSnapshot().context.profile?.testimonies)).toEqual([1, 3, 4, 5]);
  });

  it('a new change after an undo cannot be followed by a redo of the undone one', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url: '/b.jpg', caption: '' } } });
    await settled(actor);
    actor.send({ type: 'history.undo' });
    await settled(actor);
    expect(canStep(actor.getSnapshot().context, 'redo')).toBe(true);
    actor.send({ type: 'operation', op: { type: 'visibility', flag: 'enableGallery', value: false } });
    await settled(actor);
    expect(canStep(actor.getSnapshot().context, 'redo')).toBe(false);
    actor.send({ type: 'history.redo' });
    expect(actor.getSnapshot().context.queue).toHaveLength(0);
  });

  it('waits while the draft holds unsaved edits or a save runs', async () => {
    let release!: () => void;
    let hold = false;
    const { actor, ready, save } = start({
      save: (update) => (hold ? new Promise((r) => (release = () => r(update))) : Promise.resolve(update)),
    });
    await ready();
    actor.send({ type: 'operation', op: { type: 'visibility', flag: 'enableGallery', value: false } });
    await settled(actor);

    actor.send({ type: 'field.change', field: 'mainPhrase', value: 'Ainda não salva' });
    actor.send({ type: 'history.undo' });
    expect(save).toHaveBeenCalledTimes(1);
    actor.send({ type: 'draft.revert' });

    hold = true;
    actor.send({ type: 'operation', op: { type: 'gallery.remove', url: '/a.jpg' } });
    await waitFor(actor, (s) => s.matches({ ready: 'saving' }));
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.queue).toHaveLength(0);
    hold = false;
    release();
    await settled(actor);
    // The newest change is the one undone.
    actor.send({ type: 'history.undo' });
    await settled(actor);
    expect(save).toHaveBeenLastCalledWith({ gallery: [{ url: '/a.jpg', caption: 'A' }] });
  });

  it('a failed undo keeps the change to undo, and trying again undoes it', async () => {
    let fail = false;
    const { actor, ready } = start({
      save: (update) => (fail ? Promise.reject(new Error('503')) : Promise.resolve(update)),
    });
    await ready();
    actor.send({ type: 'operation', op: { type: 'patch', patch: { theme: 'template-3' } } });
    await settled(actor);
    fail = true;
    actor.send({ type: 'history.undo' });
    await settled(actor);
    expect(actor.getSnapshot().context.last).toMatchObject({ ok: false, task: { type: 'history' } });
    expect(actor.getSnapshot().context.profile?.theme).toBe('template-3');
    fail = false;
    actor.send({ type: 'history.undo' });
    await settled(actor);
    // The profile had no theme: undoing writes the editor's default.
    expect(actor.getSnapshot().context.profile?.theme).toBe('template-1');
  });

  it('a save made in another tab over a changed field ends the history; one over other fields keeps it', async () => {
    const { actor, ready, savedElsewhere } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Texto novo' });
    actor.send({ type: 'draft.save' });
    await settled(actor);
    actor.send({ type: 'profile.external', profile: savedElsewhere({ mainPhrase: 'De outra aba' }) });
    expect(canStep(actor.getSnapshot().context, 'undo')).toBe(true);
    actor.send({ type: 'profile.external', profile: savedElsewhere({ aboutMe: 'Escrito em outra aba' }) });
    expect(canStep(actor.getSnapshot().context, 'undo')).toBe(false);
    expect(actor.getSnapshot().context.history.past).toHaveLength(0);
  });

  it('an undo over a text changed elsewhere meanwhile is held back as a conflict', async () => {
    const { actor, ready, conflict, save, savedElsewhere } = start();
    await ready();
    actor.send({ type: 'field.change', field: 'aboutMe', value: 'Texto novo' });
    actor.send({ type: 'draft.save' });
    await settled(actor);
    savedElsewhere({ aboutMe: 'Escrito em outra aba' });
    actor.send({ type: 'history.undo' });
    await conflict();
    expect(save).toHaveBeenCalledTimes(1);
    actor.send({ type: 'conflict.resolve', choice: 'saved' });
    await settled(actor);
    expect(actor.getSnapshot().context.draft.aboutMe).toBe('Escrito em outra aba');
    expect(canStep(actor.getSnapshot().context, 'undo')).toBe(false);
  });
});
