/**
 * The demo backend's database: the seed plus everything changed since, kept in memory (each
 * visitor's in their own sandbox, src/mocks/sandbox.ts), and written through a StateStore after
 * every change when one is attached. Besides profiles it holds the login provider's accounts, tokens and
 * authorization codes, the outbox of contact messages and experimental-session requests, and
 * the index of uploaded images (their bytes live in a BlobStore).
 */
import { ALL_SECTIONS_ON, coaches, demoAccounts, noContent } from './seed/coaches.ts';
import { countryName } from './seed/locations.ts';
import { hashSeed } from './seed/random.ts';
import type { Profile, ServiceMode, Turn, Weekday } from './seed/types.ts';
import { currentSandbox, type Sandbox } from './sandbox.ts';
import { memoryBlobStore, type BlobStore, type StateStore } from './storage.ts';

export interface Account {
  id: string;
  /** Sign-in name on the password form (the demo account's original username). */
  login: string;
  password: string;
  email: string;
  displayName: string;
  /** The coach's username (site address); follows username changes. */
  username: string;
  /** Id of the coach's profile, which may not exist yet (a new coach). */
  profileId: string;
  alreadySiteAccess: boolean;
}

export interface TokenRecord {
  token: string;
  kind: 'access' | 'refresh';
  accountId: string;
  issuedAt: number;
  expiresAt: number;
}

export interface CodeRecord {
  code: string;
  accountId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  expiresAt: number;
  usedAt?: number;
}

export interface ContactRecord {
  id: string;
  /** `site`: PUT /profiles/{username}/contact; `public`: POST /coaches/public/profiles/contact/{id}. */
  channel: 'site' | 'public';
  coachId: string;
  coachName: string;
  coachEmail: string;
  name: string;
  email: string;
  tel?: string;
  city?: string;
  subject: string;
  message: string;
  createdAt: number;
}

export interface SessionRequestRecord {
  id: string;
  coachId: string;
  coachName: string;
  coachEmail: string;
  name: string;
  email: string;
  phone?: string;
  day: Weekday;
  turn: Turn;
  sessionType: ServiceMode;
  createdAt: number;
  confirmedAt?: number;
}

export interface UploadRecord {
  name: string;
  uri: string;
  accountId: string;
  size: number;
  createdAt: number;
}

export interface ConsentRecord {
  consent: boolean;
  at: number;
}

interface State {
  /** Profiles changed or created since the seed, by id; the others come from the seed. */
  profiles: Record<string, Profile>;
  accounts: Account[];
  tokens: Record<string, TokenRecord>;
  codes: Record<string, CodeRecord>;
  contacts: ContactRecord[];
  sessionRequests: SessionRequestRecord[];
  uploads: Record<string, UploadRecord>;
  consents: ConsentRecord[];
  /** Counter for new coach accounts. */
  newCoaches: number;
}

interface Persisted {
  version: number;
  seed: string;
  state: State;
}

/** Bump when the persisted shape changes: older saved states are then dropped for the seed. */
export const STATE_VERSION = 1;

/** Paths the product's own routes use; no coach may take them as a username. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'home',
  'search',
  'coaches_list',
  'blog',
  'help',
  'permission',
  'login',
  'logout',
  'not_found',
  'already_exist',
  'customize',
  'confirm-session',
  'demo',
  '__demo',
  'admin',
  'api',
]);

export interface DemoConfig {
  /** Lifetime of access tokens: minutes, so the refresh path is exercised. */
  accessTtlMs: number;
  refreshTtlMs: number;
  codeTtlMs: number;
}

export const DEFAULT_CONFIG: DemoConfig = {
  accessTtlMs: 5 * 60_000,
  refreshTtlMs: 30 * 24 * 60 * 60_000,
  codeTtlMs: 10 * 60_000,
};

const seedProfiles = new Map(coaches.map((p) => [p.id, p]));

let fingerprint: string | null = null;
/** Changes whenever the seed changes, so a saved state never mixes with a newer seed. */
function seedFingerprint(): string {
  fingerprint ??= hashSeed(JSON.stringify([coaches, demoAccounts])).toString(36);
  return fingerprint;
}

function seedAccounts(): Account[] {
  let fresh = 0;
  return demoAccounts.map((a) => {
    const profile = coaches.find((c) => c.username === a.username);
    return {
      id: `acc-${a.username}`,
      login: a.username,
      password: a.password,
      email: a.email,
      displayName: a.displayName,
      username: a.username,
      profileId: profile?.id ?? `n-${String(++fresh).padStart(3, '0')}`,
      alreadySiteAccess: a.alreadySiteAccess,
    };
  });
}

function initialState(): State {
  const accounts = seedAccounts();
  return {
    profiles: {},
    accounts,
    tokens: {},
    codes: {},
    contacts: [],
    sessionRequests: [],
    uploads: {},
    consents: [],
    newCoaches: accounts.filter((a) => a.profileId.startsWith('n-')).length,
  };
}

function randomToken(bytes = 24): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The place shown on a site, e.g. "São Paulo, SP - Brasil". */
export function locationLabel(city: string, state: string, country: string): string {
  if (!country) return city;
  const place = [city, state].filter(Boolean).join(', ');
  return place ? `${place} - ${countryName(country)}` : countryName(country);
}

/** A just-created profile of a new coach, before the first save fills it. */
function emptyProfile(account: Account): Profile {
  const [firstName = '', ...rest] = account.displayName.split(' ');
  const secondName = rest.join(' ');
  return {
    id: account.profileId,
    username: account.username,
    firstName: firstName.slice(0, 25),
    secondName: secondName.slice(0, 25),
    fullName: account.displayName,
    email: account.email,
    tel: '',
    photoUrl: '',
    coachUrl: `/${account.username}`,
    city: '',
    state: '',
    country: '',
    location: '',
    ...noContent(),
    theme: 'template-1',
    themeColor: '#ecc22e',
    published: false,
    ...ALL_SECTIONS_ON,
    select: false,
    trainer: false,
    rating: 0,
    coachDetails: { sessionType: 'BOTH', schedules_hours: [] },
  };
}

export type AccessCheck = { ok: true; account: Account } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export type CodeCheck =
  | { ok: true; record: CodeRecord }
  | {
      ok: false;
      reason: 'unknown' | 'used' | 'expired' | 'redirect_mismatch' | 'client_mismatch' | 'verifier_mismatch';
    };

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

const jwtPart = (value: object) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

/**
 * An access token shaped as the provider's: a JWT whose claims say who signed in (`sub`, and the
 * standard `name` and `email`), which the wizard reads to prefill the coach's name and e-mail.
 * Its signature part is random: the demo looks tokens up, it never verifies them.
 */
function accessToken(account: Account | undefined, issuedAt: number, expiresAt: number): string {
  const claims = {
    sub: account?.id,
    name: account?.displayName,
    email: account?.email,
    scope: 'coach',
    iat: Math.floor(issuedAt / 1000),
    exp: Math.floor(expiresAt / 1000),
  };
  return `${jwtPart({ alg: 'HS256', typ: 'at+jwt' })}.${jwtPart(claims)}.${randomToken()}`;
}

const normalizeName = (value: string) => value.trim().toLowerCase();

/** Creates a database; the app uses the shared `db` below, tests may create their own. */
export function createDemoDb(options: { store?: StateStore; blobs?: BlobStore } = {}) {
  let store = options.store;
  let blobs = options.blobs ?? memoryBlobStore();
  let state = initialState();
  let profiles = new Map<string, Profile>();
  let unsubscribe: (() => void) | undefined;
  const config: DemoConfig = { ...DEFAULT_CONFIG };
  let clock = () => Date.now();

  function rebuildProfiles(): void {
    profiles = new Map(seedProfiles);
    for (const [id, profile] of Object.entries(state.profiles)) profiles.set(id, profile);
  }

  function load(): void {
    state = initialState();
    const raw = store?.load();
    if (raw) {
      try {
        const saved = JSON.parse(raw) as Persisted;
        if (saved.version === STATE_VERSION && saved.seed === seedFingerprint() && saved.state) {
          state = { ...initialState(), ...saved.state };
        }
      } catch {
        // A damaged saved state is replaced by the seed.
      }
    }
    rebuildProfiles();
  }

  function prune(): void {
    const now = clock();
    const grace = 24 * 60 * 60_000;
    for (const [key, t] of Object.entries(state.tokens)) if (t.expiresAt + grace < now) delete state.tokens[key];
    for (const [key, c] of Object.entries(state.codes)) if (c.expiresAt + grace < now) delete state.codes[key];
  }

  function save(): void {
    if (!store) return;
    prune();
    const persisted: Persisted = { version: STATE_VERSION, seed: seedFingerprint(), state };
    store.save(JSON.stringify(persisted));
  }

  function attach(nextStore: StateStore | undefined): void {
    unsubscribe?.();
    store = nextStore;
    load();
    unsubscribe = store?.subscribe?.(load);
  }

  /** Stores a new access token (a JWT) or refresh token (`demo-rt.`) with its lifetime. */
  function issueToken(kind: TokenRecord['kind'], accountId: string): TokenRecord {
    const now = clock();
    const expiresAt = now + (kind === 'access' ? config.accessTtlMs : config.refreshTtlMs);
    const account = state.accounts.find((a) => a.id === accountId);
    const record: TokenRecord = {
      token: kind === 'access' ? accessToken(account, now, expiresAt) : `demo-rt.${randomToken()}`,
      kind,
      accountId,
      issuedAt: now,
      expiresAt,
    };
    state.tokens[record.token] = record;
    save();
    return record;
  }

  /** Files a message in an outbox list, newest first, with its id and time. */
  function addToOutbox<R extends { id: string; createdAt: number }>(
    list: R[],
    input: Omit<R, 'id' | 'createdAt' | 'confirmedAt'>,
  ): R {
    const record = { ...input, id: randomToken(6), createdAt: clock() } as R;
    list.unshift(record);
    save();
    return record;
  }

  load();

  const db = {
    config,
    /** Replaces the clock (tests of token expiry). */
    setClock(next: () => number) {
      clock = next;
    },
    now: () => clock(),

    /** Switches persistence on (browser) and loads what was saved. */
    useStorage(nextStore: StateStore, nextBlobs?: BlobStore) {
      if (nextBlobs) blobs = nextBlobs;
      attach(nextStore);
    },

    /** Back to the seed: profiles, accounts, tokens, outbox and uploads. */
    async reset() {
      state = initialState();
      rebuildProfiles();
      store?.clear();
      await blobs.clear();
    },

    // ---- profiles --------------------------------------------------------------------------

    /** Whether a coach's profile differs from the seed's here (a save, a publication, a rename). */
    hasProfileChanges(): boolean {
      return Object.keys(state.profiles).length > 0;
    },
    allProfiles(): Profile[] {
      return [...profiles.values()];
    },
    profileById(id: string): Profile | undefined {
      return profiles.get(id);
    },
    profileByUsername(username: string): Profile | undefined {
      const wanted = normalizeName(username);
      for (const p of profiles.values()) if (normalizeName(p.username) === wanted) return p;
      return undefined;
    },
    putProfile(update: Profile): Profile {
      const profile = { ...update, updatedAt: new Date(clock()).toISOString() };
      state.profiles[profile.id] = profile;
      profiles.set(profile.id, profile);
      save();
      return profile;
    },
    /** The account's profile, created empty when `create` is set and it does not exist yet. */
    profileOf(account: Account, create = false): Profile | undefined {
      const existing = profiles.get(account.profileId);
      if (existing || !create) return existing;
      return emptyProfile(account);
    },

    // ---- usernames -------------------------------------------------------------------------

    /** Whether nobody else (profile, account or route) uses the name. */
    isUsernameFree(username: string, exceptAccount?: Account): boolean {
      const wanted = normalizeName(username);
      if (RESERVED_USERNAMES.has(wanted)) return false;
      for (const p of profiles.values()) {
        if (normalizeName(p.username) === wanted && p.id !== exceptAccount?.profileId) return false;
      }
      return !state.accounts.some((a) => normalizeName(a.username) === wanted && a.id !== exceptAccount?.id);
    },
    setUsername(account: Account, username: string): void {
      account.username = username;
      const profile = profiles.get(account.profileId);
      if (profile) {
        const next = { ...profile, username, coachUrl: `/${username}` };
        state.profiles[next.id] = next;
        profiles.set(next.id, next);
      }
      save();
    },

    // ---- accounts --------------------------------------------------------------------------

    accounts(): Account[] {
      return state.accounts;
    },
    accountById(id: string): Account | undefined {
      return state.accounts.find((a) => a.id === id);
    },
    /** Password sign-in accepts the account's login name, its current username or its e-mail. */
    accountByLogin(login: string): Account | undefined {
      const wanted = normalizeName(login);
      return state.accounts.find(
        (a) =>
          normalizeName(a.login) === wanted ||
          normalizeName(a.username) === wanted ||
          normalizeName(a.email) === wanted,
      );
    },
    /** A brand-new coach: no profile yet, first login pending. */
    createNewCoach(): Account {
      let n = state.newCoaches + 1;
      let username = `novo-coach-${n}`;
      while (!db.isUsernameFree(username)) username = `novo-coach-${++n}`;
      state.newCoaches = n;
      const account: Account = {
        id: `acc-${username}`,
        login: username,
        password: 'demo1234',
        email: `${username.replace(/-/g, '.')}@example.com`,
        displayName: `Novo Coach ${n}`,
        username,
        profileId: `n-${String(n).padStart(3, '0')}`,
        alreadySiteAccess: false,
      };
      state.accounts.push(account);
      save();
      return account;
    },
    setAlreadySiteAccess(account: Account, value: boolean): void {
      account.alreadySiteAccess = value;
      save();
    },

    // ---- tokens ----------------------------------------------------------------------------

    issueAccessToken(accountId: string): TokenRecord {
      return issueToken('access', accountId);
    },
    issueRefreshToken(accountId: string): TokenRecord {
      return issueToken('refresh', accountId);
    },
    /** Resolves a bearer token to its account. */
    checkAccess(token: string | null): AccessCheck {
      if (!token) return { ok: false, reason: 'missing' };
      const record = state.tokens[token];
      if (!record || record.kind !== 'access') return { ok: false, reason: 'invalid' };
      if (record.expiresAt <= clock()) return { ok: false, reason: 'expired' };
      const account = db.accountById(record.accountId);
      return account ? { ok: true, account } : { ok: false, reason: 'invalid' };
    },
    /** A refresh token still valid, or undefined. */
    refreshRecord(token: string): TokenRecord | undefined {
      const record = state.tokens[token];
      if (!record || record.kind !== 'refresh' || record.expiresAt <= clock()) return undefined;
      return record;
    },

    // ---- authorization codes ---------------------------------------------------------------

    mintCode(input: Omit<CodeRecord, 'code' | 'expiresAt' | 'usedAt'>): CodeRecord {
      const record: CodeRecord = { ...input, code: randomToken(16), expiresAt: clock() + config.codeTtlMs };
      state.codes[record.code] = record;
      save();
      return record;
    },
    /**
     * Exchanges a code once. It is marked used before the checks that follow, as OAuth asks:
     * a code presented twice (or with a wrong verifier) never works again.
     */
    async consumeCode(
      code: string,
      redirectUri: string | undefined,
      clientId: string,
      verifier: string | undefined,
    ): Promise<CodeCheck> {
      const record = state.codes[code];
      if (!record) return { ok: false, reason: 'unknown' };
      if (record.usedAt !== undefined) return { ok: false, reason: 'used' };
      record.usedAt = clock();
      save();
      if (record.expiresAt <= clock()) return { ok: false, reason: 'expired' };
      if (record.clientId !== clientId) return { ok: false, reason: 'client_mismatch' };
      if (record.redirectUri !== redirectUri) return { ok: false, reason: 'redirect_mismatch' };
      if (!verifier || (await s256(verifier)) !== record.codeChallenge)
        return { ok: false, reason: 'verifier_mismatch' };
      return { ok: true, record };
    },

    // ---- outbox ----------------------------------------------------------------------------

    addContact(input: Omit<ContactRecord, 'id' | 'createdAt'>): ContactRecord {
      return addToOutbox(state.contacts, input);
    },
    contacts(): ContactRecord[] {
      return state.contacts;
    },
    addSessionRequest(input: Omit<SessionRequestRecord, 'id' | 'createdAt' | 'confirmedAt'>): SessionRequestRecord {
      return addToOutbox(state.sessionRequests, input);
    },
    sessionRequests(): SessionRequestRecord[] {
      return state.sessionRequests;
    },
    /** 'confirmed' the first time, 'already' after, 'unknown' for an id never issued. */
    confirmSession(id: string): 'confirmed' | 'already' | 'unknown' {
      const record = state.sessionRequests.find((r) => r.id === id);
      if (!record) return 'unknown';
      if (record.confirmedAt !== undefined) return 'already';
      record.confirmedAt = clock();
      save();
      return 'confirmed';
    },
    addConsent(consent: boolean): void {
      state.consents.push({ consent, at: clock() });
      save();
    },

    // ---- uploads ---------------------------------------------------------------------------

    async saveUpload(account: Account, filename: string, bytes: ArrayBuffer): Promise<UploadRecord> {
      const stem =
        filename
          .replace(/\.[^.]*$/, '')
          .normalize('NFD')
          .replace(/[^A-Za-z0-9_-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 60) || 'imagem';
      const name = `${randomToken(6)}-${stem}.jpg`;
      const record: UploadRecord = {
        name,
        uri: `/__demo/media/uploads/${name}`,
        accountId: account.id,
        size: bytes.byteLength,
        createdAt: clock(),
      };
      await blobs.put(name, bytes);
      state.uploads[name] = record;
      save();
      return record;
    },
    /** Every stored upload, in the order they arrived. */
    uploads(): UploadRecord[] {
      return Object.values(state.uploads);
    },
    async upload(name: string): Promise<ArrayBuffer | undefined> {
      return state.uploads[name] ? blobs.get(name) : undefined;
    },
  };
  return db;
}

export type DemoDb = ReturnType<typeof createDemoDb>;

/** The database of calls made outside a visitor's sandbox (tests, the sitemap). */
const defaultDb: DemoDb = createDemoDb();

/**
 * The database the demo backend's handlers serve: the sandbox's of the call being answered
 * (src/mocks/sandbox.ts), else the default one.
 */
export const db: DemoDb = new Proxy({} as DemoDb, {
  get: (_target, key): unknown => Reflect.get(currentSandbox()?.db ?? defaultDb, key),
});

/** A visitor's sandbox: a database of its own on the seed, and an empty fault switch. */
export function createSandbox(id: string): Sandbox {
  return { id, db: createDemoDb(), faults: [], counters: new Map(), lastUsed: Date.now() };
}

/** Restores the seed: what the "reset demo data" control and the tests call. */
export function resetDemoData(): Promise<void> {
  return db.reset();
}
