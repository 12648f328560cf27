/**
 * /blog and /blog/{category}: search bar, category bar, a slider of the first posts when there
 * is no search, and the infinite list of post cards, with its empty and failure states. The URL
 * holds the category and the search term; a new search is a navigation (`onSearch`).
 *
 * On a cold load the list below the slider shows its placeholders until the page has first
 * painted (decision 0011): the slider's picture, the largest element, does not wait for ten
 * cards, their count's plural rules and their layout.
 */
import { useEffect } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useInView } from 'react-intersection-observer';
import { SearchX } from 'lucide-react';
import { useAfterFirstPaint } from '@/components/ui/after-first-paint';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { PostCard, PostCardSkeleton } from '@/components/ui/post-card';
import { useLocale } from '@/lib/use-locale';
import { BLOG_SLIDER_COUNT, categoryName } from '@machines/lib/blog';
import { comingItems } from '@/lib/coming-items';
import { BlogSearch } from './blog-search';
import { CategoryCarousel } from './category-carousel';
import { FeaturedSlider } from './featured-slider';
import { useBlogList } from './use-blog-list';
import styles from './blog-list-page.module.css';

export interface BlogListPageProps {
  /** Category key from the URL, or null on /blog. */
  category: string | null;
  /** Search term from the URL ('' for none). */
  search: string;
  /** Lists every category's posts for a new term, trimmed ('' for every post). */
  onSearch: (term: string) => void;
}

/** Above the viewport, far beyond any list: the first placeholder counts as reached once passed. */
const PASSED_MARGIN = 100_000;

export function BlogListPage({ category, search, onSearch }: BlogListPageProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const blog = useBlogList(category, search);
  const { active, posts } = blog;
  const filtered = search !== '' || category !== null;

  const heading = search
    ? t`Resultados para “${search}”`
    : active
      ? categoryName(active, locale)
      : category !== null && blog.categoriesReady
        ? t`Categoria não encontrada`
        : t`Todas as postagens`;

  // The coming posts have their placeholders at the end of the list (`comingItems`), so the
  // posts take their place as they come and nothing below them moves. It is asked for while the visitor is still 600 px
  // from the first placeholder, or has scrolled past it (a fast scroll to the footer), and again
  // each time the list grows while that holds (a quick page comes and goes between two renders,
  // so the count, not the fetching flag, tells it arrived). A page that failed is asked for again
  // only from the button, so a failing API is not called in a loop.
  const { ref: sentinel, inView } = useInView({ rootMargin: `${PASSED_MARGIN}px 0px 600px 0px` });
  const { hasMore, loadMore, loadingMore, moreFailed, refreshing } = blog;
  useEffect(() => {
    if (inView && hasMore && !refreshing && !moreFailed) loadMore();
  }, [inView, hasMore, refreshing, moreFailed, loadMore, posts.length]);

  const showSlider = search === '' && !blog.busy && posts.length > 0;
  const afterFirstPaint = useAfterFirstPaint();
  const listBusy = blog.busy || !afterFirstPaint;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.kicker}>{t`Blog Coachly`}</p>
          <h1 className={styles.title}>{t`Ideias para crescer, dentro e fora das sessões`}</h1>
          <p
            className={styles.lead}
          >{t`Artigos sobre carreira, liderança, relacionamentos e bem-estar escritos por coaches certificados.`}</p>
          <BlogSearch active={search} disabled={blog.busy} onSubmit={onSearch} />
        </div>
      </header>

      <div className={styles.content}>
        <CategoryCarousel categories={blog.categories} active={category} loading={!blog.categoriesReady} />

        {showSlider ? (
          <section className={styles.featured} aria-labelledby="blog-featured">
            <h2 id="blog-featured" className="visually-hidden">
              {t`Destaques`}
            </h2>
            <FeaturedSlider posts={posts.slice(0, BLOG_SLIDER_COUNT)} />
          </section>
        ) : blog.busy && search === '' ? (
          // Holds the slider's place while the posts load, so the list does not jump down.
          <div className={styles.sliderSkeleton} aria-hidden="true" />
        ) : null}

        <section className={styles.list} aria-labelledby="blog-list-heading" aria-busy={listBusy || loadingMore}>
          <div className={styles.listHeader}>
            <h2 id="blog-list-heading" className={styles.listTitle}>
              {heading}
            </h2>
            <p className={styles.count} role="status">
              {listBusy ? (
                t`Carregando postagens…`
              ) : !blog.failed && blog.total > 0 ? (
                <Plural value={blog.total} one="# postagem" other="# postagens" />
              ) : null}
            </p>
          </div>

          {listBusy ? (
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <PostCardSkeleton layout="row" />
                </li>
              ))}
            </ul>
          ) : blog.failed ? (
            <LoadFailure
              message={t`Não foi possível carregar as postagens.`}
              retryLabel={t`Tentar novamente`}
              onRetry={blog.retry}
            />
          ) : posts.length === 0 ? (
            <EmptyState
              icon={<SearchX size={40} />}
              message={t`Nenhuma postagem encontrada`}
              action={
                filtered ? (
                  <Button variant="primary" onClick={() => onSearch('')}>
                    {t`Voltar ao início`}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <ul className={styles.grid}>
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} layout="row" />
                  </li>
                ))}
                {hasMore && !moreFailed
                  ? Array.from({ length: comingItems(blog.total - posts.length) }, (_, index) => (
                      // Keyed by their place in the list: the posts that come take the places of the
                      // first ones, and the others stay where they are.
                      <li
                        key={`more-${posts.length + index}`}
                        ref={index === 0 ? sentinel : undefined}
                        aria-hidden="true"
                      >
                        <PostCardSkeleton layout="row" loading={loadingMore} />
                      </li>
                    ))
                  : null}
              </ul>
              {hasMore || loadingMore ? (
                <div className={styles.more}>
                  <Button variant="ghost" onClick={loadMore} disabled={loadingMore}>
                    {loadingMore ? t`Carregando mais postagens…` : t`Carregar mais postagens`}
                  </Button>
                </div>
              ) : posts.length > BLOG_SLIDER_COUNT ? (
                <p className={styles.end}>{t`Você chegou ao fim da lista.`}</p>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
