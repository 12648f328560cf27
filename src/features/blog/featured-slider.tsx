/**
 * The slider of the first posts shown above the list when there is no search: one large slide
 * at a time, looping, autoplaying (paused on hover, focus, or by the visitor).
 */
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Carousel } from '@/components/ui/carousel';
import { formatLongDate } from '@/lib/format';
import { PostThumbnail } from '@/components/ui/post-card';
import { categoryName, type BlogPost } from '@machines/lib/blog';
import styles from './featured-slider.module.css';
import { useLocale } from '@/lib/use-locale';

const ONE_SLIDE: ReadonlyArray<readonly [number, number]> = [[0, 1]];

function FeaturedSlide({ post, first }: { post: BlogPost; first: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const category = post.categories?.[0];
  return (
    <article className={styles.slide}>
      <PostThumbnail thumbnail={post.thumbnail} width={960} height={540} priority={first} className={styles.media} />
      <div className={styles.text}>
        {category ? <span className={styles.category}>{categoryName(category, locale)}</span> : null}
        <h3 className={styles.title}>
          <Link to="/blog/post/$slug" params={{ slug: post.meta.slug }} className={styles.link}>
            {post.title}
          </Link>
        </h3>
        {post.description ? <p className={styles.description}>{post.description}</p> : null}
        <p className={styles.meta}>
          {post.author ? <span>{t`Por ${post.author}`}</span> : null}
          {post.author && post.last_published_at ? <span aria-hidden="true"> · </span> : null}
          {post.last_published_at ? (
            <time dateTime={post.last_published_at}>{formatLongDate(post.last_published_at, locale)}</time>
          ) : null}
        </p>
        <span className={styles.more} aria-hidden="true">
          {t`Ler postagem`} <ArrowRight size={18} />
        </span>
      </div>
    </article>
  );
}

export function FeaturedSlider({ posts }: { posts: BlogPost[] }) {
  const { t } = useLingui();
  if (posts.length === 0) return null;
  return (
    <Carousel
      label={t`Postagens em destaque`}
      slides={posts.map((post, index) => (
        <FeaturedSlide key={post.id} post={post} first={index === 0} />
      ))}
      breakpoints={ONE_SLIDE}
      autoplay
      delay={7000}
      className={styles.slider}
    />
  );
}
