// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/api/gen/api-v1/model';
import { conflictingFields, isMergeableOperation, rebaseDraft } from './profile-conflict';
import { draftFromProfile } from './profile-rules';

const BASE: Profile = { id: 'c-1', firstName: 'Ana', secondName: 'Souza', aboutMe: 'Antes', enableGallery: true };

describe('conflictingFields', () => {
  it('flags a field the server changed to something else than what would be written', () => {
    expect(conflictingFields({ aboutMe: 'Minha' }, BASE, { ...BASE, aboutMe: 'Outra' })).toEqual(['aboutMe']);
  });

  it('ignores fields the server did not change, or already holds as they would be written', () => {
    expect(conflictingFields({ aboutMe: 'Minha' }, BASE, { ...BASE, mainPhrase: 'Nova' })).toEqual([]);
    expect(conflictingFields({ enableGallery: false }, BASE, { ...BASE, enableGallery: false })).toEqual([]);
  });

  it('reads an absent text as empty and never flags derived fields alone', () => {
    expect(conflictingFields({ tel: '1' }, BASE, { ...BASE, tel: '' })).toEqual([]);
    expect(conflictingFields({ fullName: 'Ana Lima' }, BASE, { ...BASE, fullName: 'Outra' })).toEqual([]);
  });
});

describe('rebaseDraft', () => {
  const server: Profile = { ...BASE, aboutMe: 'Salva', mainPhrase: 'Frase salva' };
  const draft = { ...draftFromProfile(BASE), aboutMe: 'Minha' };

  it('follow: untouched fields take the server value, an edited one keeps its text and old base', () => {
    const { profile, draft: next } = rebaseDraft(BASE, draft, server, 'follow');
    expect(next).toMatchObject({ aboutMe: 'Minha', mainPhrase: 'Frase salva' });
    expect(profile).toMatchObject({ aboutMe: 'Antes', mainPhrase: 'Frase salva' });
  });

  it('mine keeps the edit on the new base; saved takes the server value for the fields given', () => {
    expect(rebaseDraft(BASE, draft, server, 'mine')).toMatchObject({
      profile: { aboutMe: 'Salva' },
      draft: { aboutMe: 'Minha' },
    });
    expect(rebaseDraft(BASE, draft, server, 'saved', ['aboutMe']).draft.aboutMe).toBe('Salva');
  });
});

it('only list operations can be merged', () => {
  expect(isMergeableOperation({ type: 'testimonies.remove', id: 1 })).toBe(true);
  expect(isMergeableOperation({ type: 'visibility', flag: 'enableGallery', value: false })).toBe(false);
});
