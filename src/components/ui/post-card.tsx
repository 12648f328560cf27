/**
 * A blog post teaser: thumbnail, categories, title (the link to the post), author, date and
 * description. Shared by the blog list, its slider, the post suggestions and the home carousel.
 * The whole card is clickable through the title link, so screen readers hear one link per card.
 */
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@/lib/format';
import { pictureUrl } from '@/lib/picture-url';
import shimmer from '@/components/ui/shimmer.module.css';
import styles from './post-card.module.css';
import { useLocale } from '@/lib/use-locale';
import { categoryName, type BlogCategory } from '@machines/lib/blog';

/** What a card shows; the blog API's Post satisfies it. */
export interface PostCardPost {
  title: string;
  author?: string;
  description?: string;
  thumbnail?: string;
  last_published_at?: string;
  categories?: ReadonlyArray<BlogCategory>;
  meta: { slug: string };
}

export interface PostCardProps {
  post: PostCardPost;
  /** 'row' puts the picture beside the text from the desktop width on; 'column' always stacks. */
  layout?: 'row' | 'column';
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Loads the picture eagerly (a card shown above the fold). */
  priority?: boolean;
  className?: string;
}

export function PostCard({ post, layout = 'column', headingLevel = 3, priority = false, className }: PostCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = post.last_published_at ? formatLongDate(post.last_published_at, locale) : '';
  const categories = post.categories ?? [];
  return (
    <article
      className={[styles.card, layout === 'row' ? styles.row : styles.column, className].filter(Boolean).join(' ')}
    >
      <PostThumbnail thumbnail={post.thumbnail} width={640} height={360} priority={priority} className={styles.media} />
      <div className={styles.body}>
        {categories.length > 0 ? (
          <ul className={styles.categories} aria-label={t`Categorias`}>
            {categories.map((category) => (
              <li key={category.id} className={styles.category}>
                {categoryName(category, locale)}
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.categories} />
        )}
        <Heading className={styles.title}>
          <Link to="/blog/post/$slug" params={{ slug: post.meta.slug }} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        {/* Empty parts keep their place: every card has the same height. */}
        <p className={styles.meta}>
          {post.author ? <span>{t`Por ${post.author}`}</span> : null}
          {post.author && date ? <span aria-hidden="true"> · </span> : null}
          {date ? <time dateTime={post.last_published_at}>{date}</time> : null}
        </p>
        <p className={styles.description}>{post.description}</p>
      </div>
    </article>
  );
}

/**
 * A post's thumbnail in its frame (the frame's class sets its shape); nothing but the frame for a
 * post without one. A picture shown above the fold (`priority`) loads eagerly and first.
 */
export function PostThumbnail({
  thumbnail,
  width,
  height,
  priority,
  className,
}: {
  thumbnail?: string;
  width: number;
  height: number;
  priority: boolean;
  className?: string;
}) {
  const src = pictureUrl(thumbnail);
  return (
    <div className={className}>
      {src ? (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : null}
    </div>
  );
}

/**
 * The card's shape while its post loads, so nothing moves when it arrives. A light sweeps over it
 * while the post is on its way (`loading`); a card that only holds a coming post's place stays
 * still, so a long list of them costs the page no frames.
 */
export function PostCardSkeleton({
  layout = 'column',
  loading = true,
}: {
  layout?: 'row' | 'column';
  loading?: boolean;
}) {
  return (
    <div
      className={[
        styles.card,
        styles.skeleton,
        layout === 'row' ? styles.row : styles.column,
        loading ? '' : shimmer.still,
      ].join(' ')}
      aria-hidden="true"
    >
      <div className={`${styles.media} ${shimmer.shimmer}`} />
      <div className={styles.body}>
        <div className={styles.categories}>
          <span className={styles.line} style={{ width: '30%' }} />
        </div>
        <div className={styles.title}>
          <span className={styles.lineTitle} />
          <span className={styles.lineTitle} style={{ width: '60%' }} />
        </div>
        <div className={styles.meta}>
          <span className={styles.line} style={{ width: '45%' }} />
        </div>
        <div className={styles.description}>
          <span className={styles.line} />
          <span className={styles.line} />
          <span className={styles.line} style={{ width: '80%' }} />
        </div>
      </div>
    </div>
  );
}
