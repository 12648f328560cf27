/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_V1_URL?: string;
  readonly VITE_API_V2_URL?: string;
  readonly VITE_BLOG_API_URL?: string;
  readonly VITE_AUTH_URL?: string;
  readonly VITE_YOUTUBE_INFO_URL?: string;
  readonly VITE_VIMEO_INFO_URL?: string;
  readonly VITE_CONTACT_US_URL?: string;
  /** Further origins pictures are served from, comma-separated (src/lib/picture-url.ts). */
  readonly VITE_PICTURE_HOSTS?: string;
  readonly VITE_XSTATE_INSPECT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the app was built (vite.config.ts), the year a prerendered page shows. */
declare const __BUILD_YEAR__: number;

/** What the root route loads before each page renders, by route id (src/routes/-pages.ts). */
declare const __PAGE_LOADS__: Readonly<Record<string, import('./routes/-pages').PageLoad | undefined>>;
