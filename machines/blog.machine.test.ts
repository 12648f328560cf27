import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { blogMachine, type BlogInput, type BlogQuery, type FetchPostsInput } from './blog.machine';
import { BLOG_PAGE_SIZE, type BlogCategory, type BlogPage, type BlogPost } from './lib/blog';

const categories: BlogCategory[] = [
  { id: 1, name: 'Carreira', slug: 'carreira' },
  { id: 2, name: 'Saúde', slug: 'saude' },
];

function post(id: number): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    author: 'Ana',
    description: 'Resumo',
    thumbnail: '/t.svg',
    last_published_at: '2026-01-01T10:00:00Z',
    categories: [categories[0]!],
    body: '<p>x</p>',
    meta: { slug: `post-${id}` },
  };
}

function range(from: number, count: number): BlogPost[] {
  return Array.from({ length: count }, (_, i) => post(from + i));
}

/** A fake blog API over `total` posts that records every request. */
function fakeApi(total = 25, options: { failPosts?: boolean; failCategories?: boolean } = {}) {
  const calls: FetchPostsInput[] = [];
  const all = range(1, total);
  const fetchPosts = vi.fn((input: FetchPostsInput): Promise<BlogPage> => {
    calls.push(input);
    if (options.failPosts) return Promise.reject(new Error('boom'));
    const items = all.slice(input.offset, input.offset + input.limit);
    return Promise.resolve({ items, total });
  });
  const fetchCategories = vi.fn(() =>
    options.failCategories ? Promise.reject(new Error('no categories')) : Promise.resolve(categories),
  );
  return { calls, fetchPosts, fetchCategories };
}

function start(api: ReturnType<typeof fakeApi>, input?: BlogInput) {
  const navigations: BlogQuery[] = [];
  const errors: unknown[] = [];
  const actor = createActor(
    blogMachine.provide({
      actors: {
        fetchPosts: fromPromise<BlogPage, FetchPostsInput>(({ input }) => api.fetchPosts(input)),
        fetchCategories: fromPromise<BlogCategory[]>(() => api.fetchCategories()),
      },
      actions: {
        navigate: (_, params: BlogQuery) => {
          navigations.push(params);
        },
        reportError: (_, params: { error: unknown }) => {
          errors.push(params.error);
        },
      },
    }),
    { input },
  ).start();
  return { actor, navigations, errors };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ posts: 'ready' }) || s.matches({ posts: 'failure' }));

describe('blogMachine', () => {
  it('starts from the categories and first page the app already holds, asking for neither again', async () => {
    const api = fakeApi();
    const { actor } = start(api, {
      category: null,
      search: '',
      categories,
      firstPage: { items: range(1, BLOG_PAGE_SIZE), total: 25 },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ posts: 'ready', categories: 'ready' })).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.posts).toHaveLength(10);
    expect(snapshot.context.categories).toEqual(categories);
    // The route's own open for the same query changes nothing; the next page still loads.
    actor.send({ type: 'blog.open', category: null, search: '' });
    expect(actor.getSnapshot().matches({ posts: 'ready' })).toBe(true);
    actor.send({ type: 'posts.more' });
    await waitFor(actor, (s) => s.context.posts.length === 20);
    expect(api.fetchCategories).not.toHaveBeenCalled();
    expect(api.calls).toEqual([{ categoryId: null, search: '', offset: 10, limit: BLOG_PAGE_SIZE }]);
  });

  it('given only the query, it loads as usual once the route opens it', async () => {
    const api = fakeApi();
    const { actor } = start(api, { category: 'saude', search: '' });
    expect(actor.getSnapshot().matches({ posts: 'idle' })).toBe(true);
    actor.send({ type: 'blog.open', category: 'saude', search: '' });
    await settled(actor);
    expect(api.fetchCategories).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([{ categoryId: 2, search: '', offset: 0, limit: BLOG_PAGE_SIZE }]);
  });

  it('loads the first page of every category when the visitor opens /blog', async () => {
    const api = fakeApi();
    const { actor } = start(api);
    actor.send({ type: 'blog.open', category: null, search: '' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(api.calls).toEqual([{ categoryId: null, search: '', offset: 0, limit: BLOG_PAGE_SIZE }]);
    expect(context.posts).toHaveLength(10);
    expect(context.total).toBe(25);
    expect(context.categories).toEqual(categories);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('appends the next page on fetch-more until every post is shown, then stops asking', async () => {
    const api = fakeApi(25);
    const { actor } = start(api);
    actor.send({ type: 'blog.open', category: null, search: '' });
    await settled(actor);
    actor.send({ type: 'posts.more' });
    expect(actor.getSnapshot().matches({ posts: 'loadingMore' })).toBe(true);
    await settled(actor);
    actor.send({ type: 'posts.more' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context.posts.map((p) => p.id)).toEqual(range(1, 25).map((p) => p.id));
    expect(api.calls.map((c) => c.offset)).toEqual([0, 10, 20]);
    expect(actor.getSnapshot().can({ type: 'posts.more' })).toBe(false);
    actor.send({ type: 'posts.more' });
    expect(api.calls).toHaveLength(3);
  });

  it('stops scrolling when a page comes back short even if the total says otherwise', async () => {
    const api = fakeApi(5);
    api.fetchPosts.mockImplementation((input) => {
      api.calls.push(input);
      return Promise.resolve({ items: range(1, 5), total: 40 });
    });
    const { actor } = start(api);
    actor.send({ type: 'blog.open', category: null, search: '' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'posts.more' })).toBe(false);
  });

  it('filters by the category id once the category slug from the URL is known', async () => {
    const api = fakeApi();
    const { actor, navigations } = start(api);
    actor.send({ type: 'blog.open', category: 'saude', search: '' });
    await settled(actor);
    expect(api.calls).toEqual([{ categoryId: 2, search: '', offset: 0, limit: BLOG_PAGE_SIZE }]);
    expect(actor.getSnapshot().context.category).toBe('saude');
    expect(navigations).toEqual([]);
  });

  it('shows no posts, without asking the server, for a category that does not exist', async () => {
    const api = fakeApi();
    const { actor } = start(api);
    actor.send({ type: 'blog.open', category: 'nao-existe', search: '' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ posts: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.posts).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('a submitted changed term is trimmed, clears the category and navigates to /blog', async () => {
    const api = fakeApi();
    const { actor, navigations } = start(api);
    actor.send({ type: 'blog.open', category: 'carreira', search: '' });
    await settled(actor);
    actor.send({ type: 'search.submit', term: '  liderança  ' });
    expect(navigations).toEqual([{ category: null, search: 'liderança' }]);
    await settled(actor);
    expect(api.calls.at(-1)).toEqual({ categoryId: null, search: 'liderança', offset: 0, limit: BLOG_PAGE_SIZE });
    expect(actor.getSnapshot().context).toMatchObject({ category: null, search: 'liderança' });
  });

  it('ignores a resubmitted unchanged term: no request and no navigation', async () => {
    const api = fakeApi();
    const { actor, navigations } = start(api);
    actor.send({ type: 'blog.open', category: null, search: 'foco' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'search.submit', term: ' foco ' })).toBe(false);
    actor.send({ type: 'search.submit', term: ' foco ' });
    actor.send({ type: 'search.submit', term: 'foco' });
    expect(api.calls).toHaveLength(1);
    expect(navigations).toEqual([]);
    expect(actor.getSnapshot().matches({ posts: 'ready' })).toBe(true);
  });

  it('ignores an empty submit when no search is active', async () => {
    const api = fakeApi();
    const { actor, navigations } = start(api);
    actor.send({ type: 'blog.open', category: null, search: '' });
    await settled(actor);
    actor.send({ type: 'search.submit', term: '   ' });
    expect(api.calls).toHaveLength(1);
    expect(navigations).toEqual([]);
  });

  it('refuses a search while the first page is loading (the input is disabled then)', async () => {
    const api = fakeApi();
    const { actor, navigations } = start(api);
    actor.send({ type: 'blog.open', category: null, search: '' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'search.submit', term: 'novo' })).toBe(false);
    actor.send({ type: 'search.submit', term: 'novo' });
    await settled(actor);
    expect(navigations).toEqual([]);
    expect(actor.getSnapshot().context.search).toBe('');
  });

  it('choosing a category clears the search and navigates to the category', async () => {
    const api = fakeApi();
    const { actor, navigations } = start(api);
    actor.send({ type: 'blog.open', category: null, search: 'foco' });
    await settled(actor);
    actor.send({ type: 'category.select', category: 'carreira' });
    expect(navigations).toEqual([{ category: 'carreira', search: '' }]);
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ category: 'carreira', search: '' });
    expect(api.calls.at(-1)).toMatchObject({ categoryId: 1, search: '', offset: 0 });
  });

  it('choosing "Todos" during a search clears the search; choosing the active category again does nothing', async () => {
    const api = fakeApi();
    const { actor, navigations } = start(api);
    actor.send({ type: 'blog.open', category: null, search: 'foco' });
    await settled(actor);
    actor.send({ type: 'category.select', category: null });
    await settled(actor);
    expect(navigations).toEqual([{ category: null, search: '' }]);
    actor.send({ type: 'category.select', category: null });
    expect(navigations).toHaveLength(1);
    expect(api.calls).toHaveLength(2);
  });

  it('ignores the route echo of its own navigation but follows a different route (back button)', async () => {
    const api = fakeApi();
    const { actor } = start(api);
    actor.send({ type: 'blog.open', category: null, search: '' });
    await settled(actor);
    actor.send({ type: 'category.select', category: 'saude' });
    actor.send({ type: 'blog.open', category: 'saude', search: '' });
    await settled(actor);
    expect(api.calls).toHaveLength(2);
    actor.send({ type: 'blog.open', category: null, search: '' });
    await settled(actor);
    expect(api.calls).toHaveLength(3);
    expect(actor.getSnapshot().context.category).toBeNull();
  });

  it('a newer query replaces an older one still in flight', async () => {
    const api = fakeApi();
    let release: (() => void) | undefined;
    api.fetchPosts.mockImplementationOnce((input) => {
      api.calls.push(input);
      return new Promise<BlogPage>((resolve) => {
        release = () => resolve({ items: [post(999)], total: 1 });
      });
    });
    const { actor } = start(api);
    actor.send({ type: 'blog.open', category: null, search: 'velho' });
    await waitFor(actor, () => release !== undefined);
    actor.send({ type: 'blog.open', category: null, search: 'novo' });
    await settled(actor);
    release?.();
    await Promise.resolve();
    expect(actor.getSnapshot().context.posts.some((p) => p.id === 999)).toBe(false);
    expect(actor.getSnapshot().context.search).toBe('novo');
  });

  it('reports a failed first load and can retry', async () => {
    const api = fakeApi(25, { failPosts: true });
    const { actor, errors } = start(api);
    actor.send({ type: 'blog.open', category: null, search: '' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ posts: 'failure' })).toBe(true);
    expect(errors).toHaveLength(1);
    api.fetchPosts.mockImplementation((input) => Promise.resolve({ items: range(input.offset + 1, 3), total: 3 }));
    actor.send({ type: 'retry' });
    await settled(actor);
    expect(actor.getSnapshot().context.posts).toHaveLength(3);
  });

  it('keeps the shown posts when fetch-more fails, and reports it', async () => {
    const api = fakeApi(25);
    const { actor, errors } = start(api);
    actor.send({ type: 'blog.open', category: null, search: '' });
    await settled(actor);
    api.fetchPosts.mockImplementation(() => Promise.reject(new Error('down')));
    actor.send({ type: 'posts.more' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ posts: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.posts).toHaveLength(10);
    expect(errors).toHaveLength(1);
  });

  it('lists every category when the category list fails, but cannot resolve a category slug', async () => {
    const api = fakeApi(25, { failCategories: true });
    const first = start(api);
    first.actor.send({ type: 'blog.open', category: null, search: '' });
    await settled(first.actor);
    expect(first.actor.getSnapshot().context.posts).toHaveLength(10);
    expect(first.errors).toHaveLength(1);

    const second = start(fakeApi(25, { failCategories: true }));
    second.actor.send({ type: 'blog.open', category: 'saude', search: '' });
    await settled(second.actor);
    expect(second.actor.getSnapshot().matches({ posts: 'failure' })).toBe(true);
  });
});
