import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Stands in for the browser's Worker, keeping what each one was started with. */
function fakeWorkers() {
  const started: { url: unknown; options: WorkerOptions | undefined }[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: unknown, options?: WorkerOptions) {
        started.push({ url, options });
      }
    },
  );
  return started;
}

describe('locale data off the main thread', () => {
  it('starts one module worker, named with the page language, at the build’s worker address', async () => {
    const started = fakeWorkers();
    const { loadLocaleData } = await import('./locale-data');
    loadLocaleData('es-ES');
    expect(started).toHaveLength(1);
    expect(String(started[0]!.url)).toMatch(/locale-data\.worker/);
    expect(started[0]!.options).toEqual({ type: 'module', name: 'es-ES' });
  });

  it('hands the worker’s address through the app’s Trusted Types policy where the browser has one', async () => {
    const started = fakeWorkers();
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL: (input: string) => string }) => ({
      createHTML: (input: string) => input,
      createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }),
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    const { loadLocaleData } = await import('./locale-data');
    loadLocaleData('pt-BR');
    expect(createPolicy.mock.calls.map(([name]) => name)).toEqual(['coachly']);
    const { trusted } = started[0]!.url as { trusted: string };
    expect(trusted).toMatch(/locale-data\.worker/);
  });

  it('leaves the page alone where the browser has no workers or refuses this one', async () => {
    vi.stubGlobal('Worker', undefined);
    const { loadLocaleData } = await import('./locale-data');
    expect(() => loadLocaleData('pt-BR')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => loadLocaleData('pt-BR')).not.toThrow();
  });

  it('has the worker make every formatter the views use, in its language, and end', async () => {
    // The worker's module and this test share one copy of the formatters.
    const { FORMATTERS } = await import('./formatters');
    const byKind: Record<string, (tag: string) => unknown> = FORMATTERS;
    const made: string[] = [];
    for (const [kind, make] of Object.entries(byKind)) {
      vi.spyOn(byKind, kind).mockImplementation((tag: string) => {
        made.push(`${kind} ${tag}`);
        return make(tag);
      });
    }
    const close = vi.fn();
    vi.stubGlobal('self', { name: 'en-US', close });
    await import('./locale-data.worker');
    expect(made).toEqual(Object.keys(FORMATTERS).map((kind) => `${kind} en-US`));
    expect(close).toHaveBeenCalledOnce();
  });
});
