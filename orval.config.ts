/**
 * Code generation from the hand-written contracts in openapi/.
 *
 * Every service gets two projects:
 * - `<service>`: TanStack Query hooks, plain request functions, query keys, TypeScript models and
 *   MSW handlers, written to src/api/gen/<service>/ (one folder per tag).
 * - `<service>Zod`: zod 4 schemas of params, bodies and responses, written to
 *   src/api/gen/<service>/zod/ (one folder per tag).
 *
 * Requests go through the service's mutator in src/api/http.ts, which prefixes the base URL chosen
 * at run time, so generated paths carry no host. The MSW handlers match the demo base URLs so they
 * can answer as fallbacks behind the demo backend's own handlers.
 *
 * Output is deterministic (no timestamps) and not committed: `npm run generate` rebuilds it.
 */
import { defineConfig, type Options } from 'orval';

type ServiceConfig = {
  /** Folder under src/api/gen/. */
  folder: string;
  /** Contract file under openapi/. */
  spec: string;
  /**
   * Mutator exported by src/api/http.ts, named `<service>Fetch` after the service it sends to:
   * scripts/generate.mjs files the contract's operations under that service for the HTTP layer.
   */
  mutator: string;
  /** Same-origin base URL of the demo backend for this service. */
  demoBaseUrl: string;
  /** Per-operation overrides of the query generator. */
  operations?: Record<string, { query: Record<string, unknown> }>;
};

/** Browser navigations: only the plain function and its URL builder are useful, not a query hook. */
const navigationOnly = { query: { useQuery: false, useSuspenseQuery: false } };

/** The part of a search answer that says which page comes next (SearchResponse in the contracts). */
interface SearchPage {
  profiles: unknown[];
  totalProfiles: number;
  nextPage: number;
}

/**
 * Coach searches load page after page: page 0 first, then each answer's `nextPage` until every
 * result (`totalProfiles`) has come. The page rule is written into the generated options (orval
 * copies the function's source), so every user of the search pages the same way; the infinite
 * query is its only query (orval would give a plain one the infinite one's `initialPageParam`).
 */
const pagedSearch = {
  query: {
    useQuery: false,
    useSuspenseQuery: false,
    useInfinite: true,
    useInfiniteQueryParam: 'page',
    options: {
      initialPageParam: 0,
      getNextPageParam: (lastPage: SearchPage, pages: SearchPage[]) =>
        lastPage.profiles.length > 0 &&
        pages.reduce((count, page) => count + page.profiles.length, 0) < lastPage.totalProfiles
          ? lastPage.nextPage
          : undefined,
    },
  },
};

const services: Record<string, ServiceConfig> = {
  apiV1: {
    folder: 'api-v1',
    spec: 'api-v1.yaml',
    mutator: 'v1Fetch',
    demoBaseUrl: '/__demo/api/v1',
    operations: { searchProfiles: pagedSearch },
  },
  apiV2: {
    folder: 'api-v2',
    spec: 'api-v2.yaml',
    mutator: 'v2Fetch',
    demoBaseUrl: '/__demo/api/v2',
    operations: { searchPublicProfiles: pagedSearch },
  },
  blog: {
    folder: 'blog',
    spec: 'blog.yaml',
    mutator: 'blogFetch',
    demoBaseUrl: '/__demo/blog/api/v2',
    // The blog list loads page after page by `offset` (the other lists of posts stay plain queries).
    operations: { listBlogPages: { query: { useInfinite: true, useInfiniteQueryParam: 'offset' } } },
  },
  auth: {
    folder: 'auth',
    spec: 'auth.yaml',
    mutator: 'authFetch',
    demoBaseUrl: '/__demo/auth',
    operations: { authorize: navigationOnly, logout: navigationOnly },
  },
  // The AI service is served by the API v1 host.
  ai: { folder: 'ai', spec: 'ai.yaml', mutator: 'v1Fetch', demoBaseUrl: '/__demo/api/v1' },
  youtube: {
    folder: 'youtube-info',
    spec: 'youtube-info.yaml',
    mutator: 'youtubeFetch',
    demoBaseUrl: '/__demo/youtube',
  },
  vimeo: { folder: 'vimeo-info', spec: 'vimeo-info.yaml', mutator: 'vimeoFetch', demoBaseUrl: '/__demo/vimeo' },
};

function clientProject(service: ServiceConfig): Options {
  const dir = `src/api/gen/${service.folder}`;
  return {
    input: { target: `./openapi/${service.spec}` },
    output: {
      mode: 'tags-split',
      target: `${dir}/${service.folder}.ts`,
      schemas: `${dir}/model`,
      client: 'react-query',
      httpClient: 'fetch',
      // The zod project writes into zod/ below this folder; keep it when cleaning.
      clean: ['!zod/**'],
      // Header parameters (X-Filename, If-None-Match) become typed arguments.
      headers: true,
      urlEncodeParameters: true,
      mock: {
        indexMockFiles: true,
        generators: [
          // Answers are built from the contracts' examples, so they are deterministic and need no
          // faker: give every response field an example (a missing one makes orval import faker).
          {
            type: 'msw',
            baseUrl: service.demoBaseUrl,
            useExamples: true,
            delay: false,
            locale: 'pt_BR',
          },
        ],
      },
      override: {
        mutator: { path: './src/api/http.ts', name: service.mutator },
        // The mutators resolve to the response body and throw ApiError otherwise.
        fetch: { includeHttpResponseReturnType: false },
        // GET operations become queries (plus suspense variants), the others mutations; setting
        // useQuery or useMutation globally would force every verb into one kind.
        query: {
          version: 5,
          useSuspenseQuery: true,
          usePrefetch: true,
          signal: true,
          shouldExportKeys: true,
        },
        // Mock every property, so fallback answers look like full records.
        mock: { required: true, arrayMin: 1, arrayMax: 4 },
        operations: service.operations ?? {},
      },
    },
  };
}

function zodProject(service: ServiceConfig): Options {
  const dir = `src/api/gen/${service.folder}/zod`;
  return {
    input: { target: `./openapi/${service.spec}` },
    output: {
      mode: 'tags-split',
      target: `${dir}/${service.folder}.ts`,
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          version: 4,
          generate: { param: true, query: true, header: true, body: true, response: true },
          // CMS dates carry an offset ("+00:00") as often as a "Z".
          dateTimeOptions: { offset: true },
        },
      },
    },
  };
}

const projects: Record<string, Options> = {};
for (const [name, service] of Object.entries(services)) {
  projects[name] = clientProject(service);
  projects[`${name}Zod`] = zodProject(service);
}

export default defineConfig(projects);
