/**
 * The HTTP layer follows the contracts (openapi/*.yaml, read here on their own): a signed-in
 * coach's token goes with every operation whose `security` names the bearer scheme and with no
 * public one, and the lists whose contract takes If-None-Match send back their last ETag.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { request } from '@/api/http';
import { serviceBase, type ServiceName } from '@/lib/env';
import { setTokens } from '@/lib/tokens';

const SERVICES: readonly ServiceName[] = ['v1', 'v2', 'blog', 'auth', 'youtube', 'vimeo'];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
}

type Security = Record<string, string[]>[];

interface Contract {
  servers: { url: string }[];
  security?: Security;
  paths: Record<string, Record<string, { operationId: string; security?: Security; parameters?: Parameter[] }>>;
  components?: { parameters?: Record<string, Parameter> };
}

interface Operation {
  id: string;
  service: ServiceName;
  method: string;
  /** The path with every parameter filled in. */
  path: string;
  secured: boolean;
  etag: boolean;
}

/** Every operation of the contracts, sent to the service whose demo base is the contract's server. */
function contractOperations(): Operation[] {
  const dir = join(process.cwd(), 'openapi');
  const operations: Operation[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
    const doc = parse(readFileSync(join(dir, file), 'utf8')) as Contract;
    const service = SERVICES.find((name) => new URL(serviceBase(name)).pathname === doc.servers[0]?.url);
    if (!service) throw new Error(`${file}: no service answers at ${doc.servers[0]?.url}`);
    const resolve = (p: Parameter) => (p.$ref ? doc.components?.parameters?.[p.$ref.split('/').at(-1) ?? ''] : p);
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        operations.push({
          id: operation.operationId,
          service,
          method: method.toUpperCase(),
          path: template.replace(/\{[^}]+\}/g, 'ana-souza'),
          secured: (operation.security ?? doc.security ?? []).some((req) => Object.keys(req).length > 0),
          etag: (operation.parameters ?? [])
            .map(resolve)
            .some((p) => p?.in === 'header' && p.name?.toLowerCase() === 'if-none-match'),
        });
      }
    }
  }
  return operations;
}

const operations = contractOperations();
const secured = operations.filter((operation) => operation.secured);
const open = operations.filter((operation) => !operation.secured);

const json = (headers: Record<string, string> = {}) =>
  new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

/** The headers of each request the operation's call sends. */
async function sentHeaders(operation: Operation, answer = () => json()): Promise<Headers> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(answer()));
  await request(operation.service, operation.path, { method: operation.method });
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const init = fetchSpy.mock.calls[0]![1];
  fetchSpy.mockRestore();
  return new Headers(init?.headers);
}

beforeEach(() => setTokens({ access_token: 'owner-access', refresh_token: 'owner-refresh' }));

describe('a signed-in coach’s token', () => {
  it('has operations of both kinds to go by', () => {
    expect(secured.map((operation) => operation.id)).toContain('getMyProfile');
    expect(open.map((operation) => operation.id)).toContain('getPublicProfile');
  });

  it.each(secured)('goes with $id ($method $path), whose contract asks for it', async (operation) => {
    expect((await sentHeaders(operation)).get('Authorization')).toBe('Bearer owner-access');
  });

  it.each(open)('stays off $id ($method $path), which its contract makes public', async (operation) => {
    expect((await sentHeaders(operation)).get('Authorization')).toBeNull();
  });
});

describe('a list revalidated by its ETag', () => {
  const gets = operations.filter((operation) => operation.method === 'GET');

  it('is each country list, as the contracts have it', () => {
    expect(gets.filter((operation) => operation.etag).map((operation) => operation.id)).toEqual([
      'listCountries',
      'getCountryLocations',
    ]);
  });

  it.each(gets)('$id sends back its last ETag only when its contract takes If-None-Match', async (operation) => {
    const answer = () => json({ ETag: '"c0ffee42"' });
    expect((await sentHeaders(operation, answer)).get('If-None-Match')).toBeNull();
    expect((await sentHeaders(operation, answer)).get('If-None-Match')).toBe(operation.etag ? '"c0ffee42"' : null);
  });
});
