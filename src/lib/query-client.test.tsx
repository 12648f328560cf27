import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one client for the app: each test starts from a fresh copy of it, of the
// query library it provides the client through (a fresh context the test's components must
// read), and of the renderer and Testing Library, so that every hook runs in the renderer that
// renders it.
let source: typeof import('./query-client');
let query: typeof import('@tanstack/react-query');
let react: typeof import('react');
let testing: typeof import('@testing-library/react');
beforeEach(async () => {
  vi.resetModules();
  [source, query, react, testing] = await Promise.all([
    import('./query-client'),
    import('@tanstack/react-query'),
    import('react'),
    import('@testing-library/react'),
  ]);
});
afterEach(() => testing.cleanup());

describe('the lazily loaded query client', () => {
  it('lets the page render before the client exists, then provides it without remounting anything', async () => {
    let mounts = 0;
    function Probe() {
      const client = react.useContext(query.QueryClientContext);
      react.useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{client ? 'client ready' : 'no client yet'}</p>;
    }
    testing.render(
      <source.AppQueryProvider>
        <Probe />
      </source.AppQueryProvider>,
    );
    expect(testing.screen.getByText('no client yet')).toBeInTheDocument();

    await testing.act(() => source.loadQueryClient());
    expect(testing.screen.getByText('client ready')).toBeInTheDocument();
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
      seen.push(query.useQueryClient());
      return <p>part ready</p>;
    }
    const Part = react.lazy(() => source.withQueryClient(Promise.resolve(UsesQueries)));
    testing.render(
      <react.Suspense fallback={<p>loading</p>}>
        <Part />
      </react.Suspense>,
    );
    expect(testing.screen.getByText('loading')).toBeInTheDocument();
    const client = await source.loadQueryClient();
    expect(await testing.screen.findByText('part ready')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((used) => used === client)).toBe(true);
  });

  it('follows a client provided later, as each test of the app provides its own', async () => {
    const { createQueryClient } = await import('./create-query-client');
    function UsesQueries() {
      const client = query.useQueryClient();
      return <p>{client === replacement ? 'replacement' : 'first'}</p>;
    }
    const Part = react.lazy(() => source.withQueryClient(Promise.resolve(UsesQueries)));
    await source.loadQueryClient();
    const replacement = createQueryClient();
    testing.render(
      <react.Suspense fallback={null}>
        <Part />
      </react.Suspense>,
    );
    expect(await testing.screen.findByText('first')).toBeInTheDocument();
    testing.act(() => {
      source.provideQueryClient(replacement);
    });
    expect(await testing.screen.findByText('replacement')).toBeInTheDocument();
  });
});
