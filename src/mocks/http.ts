/**
 * What every demo handler shares: base paths, the operation wrapper (which applies the fault
 * switch and records which operationIds are served), error answers in the contracts' shape,
 * bearer-token checks and request readers that turn zod failures into 400s.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import * as aiSchemas from '@/api/gen/ai/zod/index.zod';
import * as v1Schemas from '@/api/gen/api-v1/zod/index.zod';
import * as v2Schemas from '@/api/gen/api-v2/zod/index.zod';
import * as authSchemas from '@/api/gen/auth/zod/index.zod';
import { db, type Account } from './db.ts';
import { faultFor } from './fault-switch.ts';
import { currentSandbox } from './sandbox.ts';

/** Origin-independent paths: the same handlers serve the browser, jsdom and Node. */
export const BASE = {
  v1: '*/__demo/api/v1',
  v2: '*/__demo/api/v2',
  blog: '*/__demo/blog/api/v2',
  auth: '*/__demo/auth',
  youtube: '*/__demo/youtube',
  vimeo: '*/__demo/vimeo',
  media: '*/__demo/media',
  control: '*/__demo/control',
} as const;

export type Params = Record<string, string | readonly string[] | undefined>;
export type Resolver = (info: { request: Request; params: Params }) => Response | Promise<Response>;

/** How long a `timeout` fault holds a request whose client never gives up. */
export const TIMEOUT_FAULT_HOLD_MS = 5 * 60_000;

/** Resolves when the client abandons the request (its signal aborts), or after `ms`. */
function abandoned(request: Request, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (request.signal.aborted) done();
    else request.signal.addEventListener('abort', done, { once: true });
  });
}

/** operationIds of openapi/*.yaml that have a stateful handler. */
export const servedOperations = new Set<string>();

/** The generated zod schemas of every contract, by name (`SaveMyProfileBody`, ...). */
const SCHEMAS: Readonly<Record<string, unknown>> = { ...v1Schemas, ...v2Schemas, ...authSchemas, ...aiSchemas };

/** The generated schema of an operation's JSON body, if the contract gives it one. */
function bodySchema(operationId: string): z.ZodType | undefined {
  const schema = SCHEMAS[`${operationId[0]?.toUpperCase() ?? ''}${operationId.slice(1)}Body`];
  return schema && typeof schema === 'object' && 'safeParse' in schema ? (schema as z.ZodType) : undefined;
}

/**
 * A JSON body the contract refuses gets its 400 before any handler reads it, whatever the
 * handler itself checks: nothing of it is stored.
 */
async function refusedBody(operationId: string, request: Request): Promise<Response | null> {
  const schema = bodySchema(operationId);
  if (!schema || !(request.headers.get('Content-Type') ?? '').includes('json')) return null;
  const checked = validate(schema, await jsonBody(request.clone()));
  return checked instanceof Response ? checked : null;
}

/** How often a visitor may call the operations that send messages or make accounts. */
export const RATE_LIMITS: Readonly<Record<string, { max: number; windowMs: number }>> = {
  sendCoachContact: { max: 20, windowMs: 10 * 60_000 },
  sendProfileContact: { max: 20, windowMs: 10 * 60_000 },
  requestExperimentalSession: { max: 20, windowMs: 10 * 60_000 },
  exchangeToken: { max: 60, windowMs: 10 * 60_000 },
  createCoachAccount: { max: 10, windowMs: 10 * 60_000 },
};

/**
 * Counts a call of a rate-limited operation in the visitor's sandbox; the 429 to answer once the
 * window's calls are used up. Calls outside a sandbox (tests) are not counted.
 */
export function rateLimited(name: string): Response | null {
  const limit = RATE_LIMITS[name];
  const sandbox = currentSandbox();
  if (!limit || !sandbox) return null;
  const now = Date.now();
  let counter = sandbox.counters.get(name);
  if (!counter || counter.resetAt <= now) {
    counter = { count: 0, resetAt: now + limit.windowMs };
    sandbox.counters.set(name, counter);
  }
  counter.count += 1;
  if (counter.count <= limit.max) return null;
  const seconds = Math.ceil((counter.resetAt - now) / 1000);
  return fail(429, 'too_many_requests', 'Muitas requisições. Tente de novo em alguns minutos.', {
    headers: { 'Retry-After': String(seconds) },
  });
}

/** A handler for one operation of the contracts; the fault switch applies to it. */
export function operation(
  operationId: string,
  method: 'get' | 'post' | 'put',
  path: string,
  resolver: Resolver,
): HttpHandler {
  servedOperations.add(operationId);
  return http[method](path, async ({ request, params }) => {
    const fault = faultFor(operationId);
    if (fault) {
      if (fault.delayMs) await delay(fault.delayMs);
      if (fault.network) return HttpResponse.error();
      if (fault.timeout) {
        // The operation is never performed: a retry after the client gave up writes once.
        await abandoned(request, TIMEOUT_FAULT_HOLD_MS);
        return fail(504, 'demo_fault', 'Tempo esgotado simulado pela demonstração; nada foi feito.');
      }
      if (fault.status !== undefined) {
        return HttpResponse.json(
          fault.bare
            ? { error: 'demo_fault' }
            : { error: 'demo_fault', error_description: `Falha simulada pela demonstração (HTTP ${fault.status}).` },
          { status: fault.status },
        );
      }
    }
    const refused = (await refusedBody(operationId, request)) ?? rateLimited(operationId);
    if (refused) return refused;
    return resolver({ request, params });
  });
}

/** A demo-only endpoint (not in the contracts): the authorization page, outbox, reset. */
export function control(method: 'get' | 'post' | 'put', path: string, resolver: Resolver): HttpHandler {
  return http[method](`${BASE.control}${path}`, ({ request, params }) => resolver({ request, params }));
}

/** The error body of every contract: `{error, error_description}`. */
export function fail(status: number, error: string, description?: string, init: ResponseInit = {}): Response {
  return HttpResponse.json(description ? { error, error_description: description } : { error }, { ...init, status });
}

export const notFound = (description = 'Recurso não encontrado.') => fail(404, 'not_found', description);

/** One path parameter as a string. */
export function param(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? decodeURIComponent(value) : '';
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() ?? null;
}

/**
 * The signed-in coach of an owner call, or the 401 to answer: no token, an unknown token and
 * an expired one all get 401 (the client then refreshes once and retries).
 */
export function owner(request: Request): Account | Response {
  const check = db.checkAccess(bearerToken(request));
  if (check.ok) return check.account;
  const description =
    check.reason === 'expired' ? 'Token expirado.' : check.reason === 'missing' ? 'Token ausente.' : 'Token inválido.';
  return fail(401, 'invalid_token', description, { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
}

/** The signed-in coach when a valid token came along; anonymous otherwise. */
export function optionalOwner(request: Request): Account | undefined {
  const check = db.checkAccess(bearerToken(request));
  return check.ok ? check.account : undefined;
}

const FIELD_LABELS: Record<string, string> = {
  firstName: 'O nome',
  secondName: 'O sobrenome',
  email: 'O e-mail',
  tel: 'O telefone',
  phone: 'O telefone',
  aboutMe: 'O texto "Sobre mim"',
  mainPhrase: 'A frase principal',
  mainPhraseAuthor: 'O autor da frase',
  resumeFeed: 'O currículo',
  expertises: 'A lista de especialidades',
  gallery: 'A galeria',
  videos: 'A lista de vídeos',
  testimonies: 'A lista de depoimentos',
  name: 'O nome',
  subject: 'O assunto',
  message: 'A mensagem',
  city: 'A cidade',
  username: 'O nome de usuário',
};

function label(path: readonly PropertyKey[]): string {
  const [head, index, field] = path;
  const key = String(head ?? '');
  if (typeof index === 'number' && field !== undefined) return `O campo ${key}[${index}].${String(field)}`;
  return FIELD_LABELS[key] ?? (key ? `O campo ${path.map(String).join('.')}` : 'O corpo da requisição');
}

/** A readable Portuguese message for the first problem zod found. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const what = label(issue.path);
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `${what} deve ter no máximo ${String(issue.maximum)} caracteres.`;
      if (issue.origin === 'array') return `${what} aceita no máximo ${String(issue.maximum)} itens.`;
      return `${what} deve ser no máximo ${String(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string') return `${what} é obrigatório.`;
      if (issue.origin === 'array') return `${what} precisa de pelo menos ${String(issue.minimum)} itens.`;
      return `${what} deve ser no mínimo ${String(issue.minimum)}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'O campo deve ser preenchido com um e-mail válido';
      return `${what} está em um formato inválido.`;
    case 'invalid_value':
      return `${what} tem um valor não permitido.`;
    case 'invalid_type':
      return issue.input === undefined ? `${what} é obrigatório.` : `${what} tem um tipo inválido.`;
    default:
      return `${what} é inválido.`;
  }
}

/** Validates with a generated zod schema: the parsed data, or the 400 to answer. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | Response {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return fail(400, 'invalid_request', issue ? describeIssue(issue) : 'Requisição inválida.');
}

/** The JSON body, or undefined when it is missing or not JSON (the schema then says what is wrong). */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Query parameters as the contract types them: repeated keys as arrays, numbers, booleans. */
export function queryObject(
  url: URL,
  types: { arrays?: readonly string[]; ints?: readonly string[]; bools?: readonly string[] } = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    if (types.arrays?.includes(key)) {
      out[key] = url.searchParams.getAll(key).filter((v) => v !== '');
      continue;
    }
    const value = url.searchParams.get(key) ?? '';
    if (types.ints?.includes(key)) out[key] = /^-?\d+$/.test(value) ? Number(value) : value;
    else if (types.bools?.includes(key)) out[key] = value === 'true' ? true : value === 'false' ? false : value;
    else out[key] = value;
  }
  return out;
}

/** A weak-enough, stable ETag of a JSON body. */
export function etagOf(body: unknown): string {
  const text = JSON.stringify(body);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `"${(h >>> 0).toString(16)}-${text.length.toString(16)}"`;
}

/** A JSON list answered with an ETag, or 304 when the client's If-None-Match still matches. */
export function withEtag(request: Request, body: unknown): Response {
  const etag = etagOf(body);
  const sent = request.headers.get('If-None-Match');
  const matches = sent?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  if (matches) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
  return HttpResponse.json(body as object, { headers: { ETag: etag, 'Cache-Control': 'no-cache' } });
}
