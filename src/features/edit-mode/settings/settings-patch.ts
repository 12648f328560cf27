/**
 * What Save in the settings dialog sends: only the profile fields whose values differ from the
 * profile's, so an untouched dialog saves nothing. The location goes with its label, as the
 * site shows it; social links go all together, each normalised.
 */
import type { ThemeName } from '@machines/lib/profile-rules';
import { SOCIAL_NETWORKS, normaliseSocialLink } from '@machines/lib/social-links';
import type { CountryOption, LocationSelection } from '@machines/lib/location';
import type { Profile } from '../api/owner-api';
import { locationLabel } from './location-fields';
import type { ProfileOptionValues } from './profile-options';
import type { SocialLinks } from './social-links-tab';

export interface SettingsValues {
  selection: LocationSelection;
  /** The countries the stored place line names its country from (pt's). */
  countries: CountryOption[];
  theme: ThemeName;
  color: string;
  options: ProfileOptionValues;
  social: SocialLinks;
}

export function settingsPatch(profile: Profile | null, values: SettingsValues): Partial<Profile> {
  const { selection, countries, theme, color, options, social } = values;
  const patch: Partial<Profile> = {};
  const country = selection.country ?? '';
  const state = selection.state ?? '';
  const city = selection.city ?? '';
  if (country !== (profile?.country ?? '') || state !== (profile?.state ?? '') || city !== (profile?.city ?? '')) {
    Object.assign(patch, { country, state, city, location: locationLabel(selection, countries) });
  }
  if (theme !== profile?.theme) patch.theme = theme;
  if (color.toLowerCase() !== (profile?.themeColor ?? '').toLowerCase()) patch.themeColor = color.toLowerCase();
  if (options.experimental !== (profile?.enableSiteExperimentalSession !== false))
    patch.enableSiteExperimentalSession = options.experimental;
  if (options.select !== (profile?.select === true)) patch.select = options.select;
  if (options.trainer !== (profile?.trainer === true)) patch.trainer = options.trainer;
  const links = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, normaliseSocialLink(n, social[n])])) as SocialLinks;
  if (SOCIAL_NETWORKS.some((n) => links[n] !== (profile?.socialLinks?.[n] ?? ''))) patch.socialLinks = links;
  return patch;
}
