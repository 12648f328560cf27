/** The latest 4 blog posts in a carousel (the page adds 'see more posts' below it). */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { LoadFailure } from '@/components/ui/load-failure';
import { Carousel } from '@/components/ui/carousel';
import { PostCard, PostCardSkeleton } from '@/components/ui/post-card';
import { useSlidesPerView } from '@/components/ui/use-slides-per-view';
import { BLOG_SLIDES } from '@/lib/breakpoints';
import type { CSSProperties } from 'react';
import { latestPostsOptions } from './api';
import styles from './latest-posts.module.css';

export function LatestPosts() {
  const { t } = useLingui();
  const posts = useQuery(latestPostsOptions);
  const perView = useSlidesPerView(BLOG_SLIDES);
  const items = posts.data?.items ?? [];
  return (
    <div className={styles.posts}>
      {posts.isPending ? (
        <div className={styles.skeletons} style={{ '--slides': perView } as CSSProperties} aria-hidden="true">
          {Array.from({ length: perView }, (_, index) => (
            <PostCardSkeleton key={index} />
          ))}
        </div>
      ) : posts.isError && !posts.data ? (
        // A failed request is not an empty blog: it says so and offers to ask again.
        <LoadFailure
          message={t`Não foi possível carregar as postagens.`}
          retryLabel={t`Tentar novamente`}
          onRetry={() => void posts.refetch()}
        />
      ) : items.length > 0 ? (
        <Carousel
          label={t`Artigos recentes`}
          breakpoints={BLOG_SLIDES}
          slides={items.map((post) => (
            <PostCard key={post.id} post={post} className={styles.card} />
          ))}
        />
      ) : (
        <p className={styles.empty}>{t`Nenhuma postagem encontrada`}</p>
      )}
    </div>
  );
}
