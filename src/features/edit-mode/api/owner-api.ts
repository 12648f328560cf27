/**
 * What edit mode needs beyond the generated API v1 client (the HTTP layer adds the bearer
 * token and, on a 401, refreshes once and retries the same call): the profile (404 = none
 * yet; read afresh before each write), saves without the read-only fields, the username (409
 * only logged), uploads, a country's places and the option lists with their lifetimes. Calls
 * that need nothing more (publishing, availability, the country list) are the generated
 * functions themselves. Video titles come from each host's info service; a failed lookup is
 * silently ignored.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { getGetMyProfileQueryOptions, getMyProfile, saveMyProfile, setMyUsername } from '@/api/gen/api-v1/owner/owner';
import { uploadImage } from '@/api/gen/api-v1/uploads/uploads';
import {
  getCountryLocations,
  getListBackgroundImagesQueryOptions,
  getListExpertisesQueryOptions,
} from '@/api/gen/api-v1/options/options';
import { getYoutubeVideoInfo } from '@/api/gen/youtube-info/youtube/youtube';
import { getVimeoVideoInfo } from '@/api/gen/vimeo-info/vimeo/vimeo';
import type { Profile, ProfileUpdate } from '@/api/gen/api-v1/model';
import type { CountryLocations, CountryOption, LocationLang } from '@machines/lib/location';
import { videoWatchUrl, type VideoHostName } from '@machines/lib/video-url';

export type { Profile };

/** The ids of the two categories that share the expertise list (Select, Master Trainer). */
export const CATEGORY_EXPERTISE_IDS = new Set([101, 102]);

/** The owner's profile, or null when there is none yet (404). */
export async function loadOwnerProfile(): Promise<Profile | null> {
  try {
    return await getMyProfile();
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/**
 * The owner's profile as the server has it right now (null on a 404), read again just before a
 * write: never from the cache, and it refreshes the cached copy others read.
 */
export async function readCurrentProfile(queryClient: QueryClient): Promise<Profile | null> {
  try {
    return await queryClient.fetchQuery({ ...getGetMyProfileQueryOptions(), staleTime: 0, retry: false });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** Saves any subset of the profile; read-only fields are never sent. */
export function saveOwnerProfile(update: ProfileUpdate): Promise<Profile> {
  const {
    id: _id,
    published: _published,
    rating: _rating,
    ...body
  } = update as ProfileUpdate & Record<string, unknown>;
  return saveMyProfile(body);
}

/** Sets the username; a 409 (edit-access token already used) is only logged, as the spec says. */
export async function saveOwnerUsername(username: string): Promise<{ username: string } | null> {
  try {
    return await setMyUsername({ username });
  } catch (error) {
    if (isApiError(error, 409)) {
      console.warn('Username not changed: the access token was already used (409).');
      return null;
    }
    throw error;
  }
}

/** Uploads a prepared JPEG (binary body, name in X-Filename) and returns where it is stored. */
export async function uploadJpeg(image: Blob, filename: string): Promise<string> {
  const result = await uploadImage(image, { 'X-Filename': filename });
  if (!result.uri) throw new Error('Upload answered without an address');
  return result.uri;
}

export const backgroundImagesOptions = () =>
  getListBackgroundImagesQueryOptions({ query: { staleTime: 60 * 60 * 1000 } });

/** The expertise list of a language, without the two category entries. */
export const expertisesOptions = (lang: LocationLang) =>
  getListExpertisesQueryOptions(lang, {
    query: {
      staleTime: 60 * 60 * 1000,
      select: (list) => list.filter((item) => !CATEGORY_EXPERTISE_IDS.has(item.id)),
    },
  });

/** The states and cities (or the cities) of a country picked from the country list. */
export function loadLocations(country: CountryOption, lang: LocationLang): Promise<CountryLocations> {
  return getCountryLocations(country.id, lang);
}

export interface VideoInfo {
  title?: string;
  thumbnail?: string;
}

/** Title and thumbnail of a video from its host's info service; null when the lookup fails. */
export async function fetchVideoInfo(host: VideoHostName, id: string): Promise<VideoInfo | null> {
  try {
    if (host === 'youtube') {
      const url = videoWatchUrl(host, id);
      if (!url) return null;
      const info = await getYoutubeVideoInfo({ url, format: 'json' });
      return { title: info.title, thumbnail: info.thumbnail_url };
    }
    const [first] = await getVimeoVideoInfo(id);
    return first ? { title: first.title, thumbnail: first.thumbnail_large } : null;
  } catch {
    return null;
  }
}
