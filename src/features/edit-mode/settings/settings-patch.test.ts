import { describe, expect, it } from 'vitest';
import type { CountryOption } from '@machines/lib/location';
import type { Profile } from '../api/owner-api';
import { settingsPatch, type SettingsValues } from './settings-patch';

const BRAZIL: CountryOption = { id: 'BR', name: 'Brasil', model: 'states-cities', url: '' };

const profile: Profile = {
  id: 'c-1',
  username: 'ana-souza',
  country: 'BR',
  state: 'SP',
  city: 'São Paulo',
  theme: 'template-2',
  themeColor: '#1f6feb',
  enableSiteExperimentalSession: true,
  select: false,
  trainer: true,
  socialLinks: { instagram: 'https://www.instagram.com/ana.souza' },
};

/** What the dialog shows for `profile` when the owner has changed nothing. */
const untouched = (): SettingsValues => ({
  selection: { country: 'BR', state: 'SP', city: 'São Paulo', stateEnabled: true },
  countries: [BRAZIL],
  theme: 'template-2',
  color: '#1F6FEB',
  options: { experimental: true, select: false, trainer: true },
  social: {
    facebook: '',
    instagram: 'https://www.instagram.com/ana.souza',
    youtube: '',
    twitter: '',
    linkedin: '',
    whatsapp: '',
  },
});

describe('the settings dialog saves', () => {
  it('nothing when the owner changed nothing (the colour compares without case)', () => {
    expect(settingsPatch(profile, untouched())).toEqual({});
  });

  it('a new place with the label the site shows', () => {
    const values = { ...untouched(), selection: { country: 'BR', state: 'RJ', city: 'Niterói', stateEnabled: true } };
    expect(settingsPatch(profile, values)).toEqual({
      country: 'BR',
      state: 'RJ',
      city: 'Niterói',
      location: 'Niterói, RJ - Brasil',
    });
  });

  it('only the switches and colour that changed, the colour in lower case', () => {
    const values = { ...untouched(), color: '#ABCDEF', options: { experimental: false, select: true, trainer: true } };
    expect(settingsPatch(profile, values)).toEqual({
      themeColor: '#abcdef',
      enableSiteExperimentalSession: false,
      select: true,
    });
  });

  it('every social link together once one changed, each as the network addresses it', () => {
    const values = untouched();
    values.social.facebook = 'ana.souza.coach';
    const patch = settingsPatch(profile, values);
    expect(patch.socialLinks?.facebook).toMatch(/^https:\/\/(www\.)?facebook\.com\/ana\.souza\.coach$/);
    expect(patch.socialLinks?.instagram).toBe('https://www.instagram.com/ana.souza');
    expect(Object.keys(patch)).toEqual(['socialLinks']);
  });
});
