/**
 * /blog/post/{slug}: one post (title, description, author, first category, last publication
 * date, sanitised body) and a 'Veja também' slider of two other posts. An unknown slug shows a
 * not-found state with a way back to the blog.
 */
import { Suspense, useEffect } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PostCard, PostCardSkeleton } from '@/components/ui/post-card';
import { SafeHtml } from '@/components/ui/safe-html';
import { showErrorToast } from '@/components/ui/toast';
import { formatLongDate } from '@/lib/format';
import { pictureUrl } from '@/lib/picture-url';
import { categoryKey, categoryName, pickSuggestions, SUGGESTIONS_SHOWN, type BlogPost } from '@machines/lib/blog';
import { postBySlugOptions, postOfSlug, suggestionsOptions } from './api/blog-queries';
import styles from './post-page.module.css';
import { useLocale } from '@/lib/use-locale';
import { lazyRetry } from '@/lib/retry-import';

/** The suggestions sit below the post: their carousel's code loads after the post has painted. */
const Carousel = lazyRetry(() => import('@/components/ui/carousel').then((module) => ({ default: module.Carousel })));

const SUGGESTION_SLIDES: ReadonlyArray<readonly [number, number]> = [
  [768, SUGGESTIONS_SHOWN],
  [0, 1],
];

function BackToBlog() {
  const { t } = useLingui();
  return (
    <Link to="/blog" className={styles.back}>
      <ArrowLeft aria-hidden="true" size={18} />
      {t`Voltar para o blog`}
    </Link>
  );
}

function Suggestions({ slug }: { slug: string }) {
  const { t } = useLingui();
  const query = useQuery(suggestionsOptions());
  const suggestions = pickSuggestions(query.data?.items ?? [], slug, SUGGESTIONS_SHOWN);
  if (query.isError || (query.isSuccess && suggestions.length === 0)) return null;
  const skeletons = (
    <div className={styles.suggestionSkeletons} aria-hidden="true">
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  );
  return (
    <section className={styles.suggestions} aria-labelledby="post-see-also">
      <h2 id="post-see-also" className={styles.suggestionsTitle}>
        {t`Veja também`}
      </h2>
      {query.isPending ? (
        skeletons
      ) : (
        <Suspense fallback={skeletons}>
          <Carousel
            label={t`Sugestões de leitura`}
            slides={suggestions.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
            breakpoints={SUGGESTION_SLIDES}
          />
        </Suspense>
      )}
    </section>
  );
}

function PostSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t`Carregando postagem…`}</span>
      <div className={styles.header} aria-hidden="true">
        <div className={styles.headerInner}>
          <span className={styles.skelLine} style={{ width: '20%' }} />
          <span className={styles.skelTitle} />
          <span className={styles.skelTitle} style={{ width: '60%' }} />
          <span className={styles.skelLine} style={{ width: '70%' }} />
        </div>
      </div>
      <div className={styles.skelCover} aria-hidden="true" />
    </div>
  );
}

function PostArticle({ post }: { post: BlogPost }) {
  const locale = useLocale();
  const category = post.categories?.[0];
  const date = post.last_published_at ? formatLongDate(post.last_published_at, locale) : '';

  return (
    <article className={styles.article} aria-labelledby="post-title">
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <BackToBlog />
          {category ? (
            <Link to="/blog/$category" params={{ category: categoryKey(category) }} className={styles.category}>
              {categoryName(category, locale)}
            </Link>
          ) : null}
          <h1 id="post-title" className={styles.title}>
            {post.title}
          </h1>
          {post.description ? <p className={styles.description}>{post.description}</p> : null}
          <p className={styles.meta}>
            {post.author ? (
              <span>
                <Trans>
                  Por <strong className={styles.author}>{post.author}</strong>
                </Trans>
              </span>
            ) : null}
            {post.author && date ? <span aria-hidden="true"> · </span> : null}
            {date ? (
              <span>
                <Trans>
                  Publicado em <time dateTime={post.last_published_at}>{date}</time>
                </Trans>
              </span>
            ) : null}
          </p>
        </div>
      </header>
      {pictureUrl(post.thumbnail) ? (
        <div className={styles.cover}>
          <img
            src={pictureUrl(post.thumbnail)}
            alt=""
            width={1280}
            height={720}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        </div>
      ) : null}
      <SafeHtml html={post.body ?? ''} className={styles.body} />
    </article>
  );
}

export function PostPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const query = useQuery(postBySlugOptions(slug));
  const post = query.data ? postOfSlug(query.data.items, slug) : undefined;

  useEffect(() => {
    if (query.isError) showErrorToast(query.error);
  }, [query.isError, query.error]);

  // Once the post is here the route loads again, as its head() reads what the loader found.
  const retry = () => void query.refetch().then((result) => (result.isSuccess ? router.invalidate() : undefined));

  if (query.isPending) return <PostSkeleton />;

  if (query.isError) {
    return (
      <div className={styles.state}>
        <div className={styles.failure} role="alert">
          <p>{t`Não foi possível carregar a postagem.`}</p>
          <Button variant="secondary" onClick={retry}>
            {t`Tentar novamente`}
          </Button>
        </div>
        <BackToBlog />
      </div>
    );
  }

  if (!post) {
    return (
      <div className={styles.state}>
        <h1 className={styles.stateTitle}>{t`Postagem não encontrada`}</h1>
        <EmptyState
          icon={<FileQuestion size={40} />}
          message={t`Esta postagem não existe ou foi removida.`}
          action={
            <Link to="/blog" className={buttonClass('primary')}>
              {t`Ver todas as postagens`}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PostArticle post={post} />
      <Suggestions slug={post.meta.slug} />
    </div>
  );
}
