// Shapes of the demo backend's seed data. They mirror the API contracts field by field so the
// stateful handlers can serve seed records as-is; tests compare them with the generated schemas.

import type { CoachTextTranslations } from '../../api/gen/api-v1/model/coachTextTranslations.ts';
import { Theme as ContractTheme } from '../../api/gen/api-v1/model/theme.ts';

export type Lang = 'pt' | 'en' | 'es';

/** The site templates, as the contract's `Theme` enum lists them. */
export const THEMES = Object.values(ContractTheme);
export type Theme = ContractTheme;

export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const TURNS = ['MORNING', 'AFTERNOON', 'NIGHT'] as const;
export type Turn = (typeof TURNS)[number];

export type ServiceMode = 'PRESENTIAL' | 'ONLINE';
export type SessionType = 'BOTH' | ServiceMode;
export type SocialNetwork = 'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'youtube' | 'whatsapp';
export type VideoHost = 'youtube' | 'vimeo';
export type StatisticType = 'horas' | 'sessoes' | 'coachees';
export type CountryModel = 'states-cities' | 'cities';
export type SearchCategory = 'coach' | 'select' | 'trainer';

export interface BackgroundImg {
  desktop: string;
  mobile: string;
}

export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export interface GalleryPicture {
  url: string;
  caption: string;
}

export interface Video {
  id: string;
  host: VideoHost;
  thumbnail: string;
  caption: string;
}

export interface Testimony {
  id: number;
  text: string;
  author: string;
  occupation: string;
}

export interface Schedule {
  weekday: Weekday;
  turn: Turn;
}

export interface CoachDetails {
  sessionType: SessionType;
  schedules_hours: Schedule[];
}

/** A complete coach profile. The seed always fills every field; the API may omit some. */
export interface Profile {
  id: string;
  username: string;
  firstName: string;
  secondName: string;
  fullName: string;
  email: string;
  tel: string;
  photoUrl: string;
  coachUrl: string;
  /** City name, e.g. "São Paulo". */
  city: string;
  /** State abbreviation ("SP") for states-cities countries, '' for cities-only countries. */
  state: string;
  /** Country id (ISO alpha-2, e.g. "BR"), as in Country.id. */
  country: string;
  /** Human-readable place shown on the site, e.g. "São Paulo, SP - Brasil". */
  location: string;
  aboutMe: string;
  mainPhrase: string;
  mainPhraseAuthor: string;
  resumeFeed: string;
  bannerImg: string;
  backgroundImg: BackgroundImg;
  theme: Theme;
  themeColor: string;
  expertises: string[];
  coachingHours: number;
  coursesCoachly: number;
  lecturesHours: number;
  socialLinks: SocialLinks;
  gallery: GalleryPicture[];
  videos: Video[];
  testimonies: Testimony[];
  published: boolean;
  enableCoachingHours: boolean;
  enableCoursesCoachly: boolean;
  enableLecturesHours: boolean;
  enableBiography: boolean;
  enableResume: boolean;
  enableResumeFooter: boolean;
  enableGallery: boolean;
  enableVideos: boolean;
  enableTestimonies: boolean;
  enableSiteExperimentalSession: boolean;
  select: boolean;
  trainer: boolean;
  rating: number;
  coachDetails: CoachDetails;
  /** When the profile was last saved (ISO 8601); the seed's coaches have none. */
  updatedAt?: string;
  /** The language of the coach's own texts; absent means pt. */
  textLanguage?: Lang;
  /** Versions of the coach's own texts in other languages (the contract's CoachTextTranslations). */
  translations?: CoachTextTranslations;
}

export interface CoachCard {
  id: string;
  firstName: string;
  secondName: string;
  photoUrl: string;
  rating: number;
  username: string;
  /** Comma-separated expertise names. */
  expertises: string;
  enableSiteExperimentalSession: boolean;
  updatedAt?: string;
}

export interface SearchResponse {
  profiles: CoachCard[];
  totalProfiles: number;
  nextPage: number;
}

export interface Expertise {
  id: number;
  name: string;
}

export interface City {
  name: string;
}

export interface State {
  name: string;
  abbrev: string;
  cities: City[];
}

export interface Country {
  /** ISO alpha-2 code. */
  id: string;
  name: string;
  model: CountryModel;
  /** Path of the locations call for this country and language. */
  url: string;
}

export interface CountryLocations {
  states?: State[];
  cities?: City[];
}

export interface BackgroundImage {
  'url-mobile': string;
  'url-desktop': string;
}

export interface BackgroundImageCategory {
  name: string;
  images: BackgroundImage[];
}

export interface BlogCategory {
  id: number;
  /** The pt name (Wagtail's field). */
  name: string;
  slug: string;
  /** The name in each product language (our extension of the blog API). */
  names: Record<Lang, string>;
}

export interface BlogPostMeta {
  slug: string;
  type: 'blog.BlogPage';
  first_published_at?: string;
}

export interface BlogPost {
  id: number;
  title: string;
  author: string;
  /** The author's site, when the author is a coach on the platform. */
  author_username?: string;
  description: string;
  thumbnail: string;
  last_published_at: string;
  categories: BlogCategory[];
  body: string;
  meta: BlogPostMeta;
}

/** What the demo YouTube / Vimeo info services answer for a known video. */
export interface VideoInfo {
  id: string;
  host: VideoHost;
  title: string;
  thumbnail: string;
}

/** A sign-in the demo login provider accepts. */
export interface DemoAccount {
  username: string;
  password: string;
  displayName: string;
  email: string;
  /** Whether the coach has already been through the first-time customisation. */
  alreadySiteAccess: boolean;
}
