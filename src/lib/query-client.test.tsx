import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientContext, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one client for the app: each test starts from a fresh copy of it.
let source: typeof import('./query-client');
beforeEach(async () => {
  vi.resetModules();
  source = await import('./query-client');
});
afterEach(() => cleanup());

describe('the lazily loaded query client', () => {
  it('lets the page render before the client exists, then provides it without remounting anything', async () => {
    let mounts = 0;
    function Probe() {
      const client = useContext(QueryClientContext);
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{client ? 'client ready' : 'no client yet'}</p>;
    }
    render(
      <source.AppQueryProvider>
        <Probe />
      </source.AppQueryProvider>,
    );
    expect(screen.getByText('no client yet')).toBeInTheDocument();

    await act(() => source.loadQueryClient());
    expect(screen.getByText('client ready')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('loads one client, whoever asks first and however many ask', async () => {
    const [first, second] = await Promise.all([source.loadQueryClient(), source.loadQueryClient()]);
    expect(first).toBe(second);
    expect(await source.loadQueryClient()).toBe(first);
    // The app's defaults: fresh for a minute, no refetch on focus.
    expect(first.getDefaultOptions().queries?.staleTime).toBe(60_000);
    expect(first.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  it('renders a lazily loaded part only once the client is there, inside it', async () => {
    const seen: unknown[] = [];
    function UsesQueries() {
      seen.push(useQueryClient());
      return <p>part ready</p>;
    }
    const Part = lazy(() => source.withQueryClient(Promise.resolve(UsesQueries)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const client = await source.loadQueryClient();
    expect(await screen.findByText('part ready')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((used) => used === client)).toBe(true);
  });

  it('follows a client provided later, as each test of the app provides its own', async () => {
    const { createQueryClient } = await import('./create-query-client');
    function UsesQueries() {
      const client = useQueryClient();
      return <p>{client === replacement ? 'replacement' : 'first'}</p>;
    }
    const Part = lazy(() => source.withQueryClient(Promise.resolve(UsesQueries)));
    await source.loadQueryClient();
    const replacement = createQueryClient();
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('first')).toBeInTheDocument();
    act(() => {
      source.provideQueryClient(replacement);
    });
    expect(await screen.findByText('replacement')).toBeInTheDocument();
  });
});
