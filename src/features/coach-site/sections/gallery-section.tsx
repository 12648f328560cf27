/**
 * #gallery: the coach's pictures (as many as the template shows). A click opens the zoom
 * carousel on that picture; when more pictures exist than the grid shows, the last tile says
 * how many more and opens the carousel with all of them.
 */
import { useWrittenIn } from '../site-context';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { pictureUrl } from '@/lib/picture-url';
import { SECTION_LABELS } from '../labels';
import { SectionShell } from './section-shell';
import { useMediaSection } from './use-media-section';
import tiles from './media-tiles.module.css';
import styles from './gallery-section.module.css';
import { lazyRetry } from '@/lib/retry-import';

// The zoom opens with the carousel library (which loads on demand) already downloaded, so embla
// places the clicked picture before the first frame; without it the carousel still shows, from
// the first picture. The same two modules as `preloadEmbla` (use-embla.ts), named here: a static
// import of that loader would put it in the coach site's shared chunk (decision 0013), and a
// dynamic one would cost a round trip before these downloads start.
const GalleryZoom = lazyRetry(() =>
  Promise.all([
    import('./gallery-zoom'),
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).catch(() => undefined),
  ]).then(([zoom]) => zoom),
);

export type GalleryVariant = 'grid' | 'mosaic' | 'strip';

export function GallerySection({ variant = 'grid' }: { variant?: GalleryVariant }) {
  const { i18n, t } = useLingui();
  const { profile, canEdit, slots, state, limit, viewer: zoom } = useMediaSection<number>('gallery');
  const written = useWrittenIn();
  if (!state.render) return null;
  // Visitors see only the pictures the page may draw; the owner sees every entry, to edit it.
  const pictures = (profile.gallery ?? []).filter((picture) => canEdit || pictureUrl(picture.url));
  const shown = pictures.slice(0, limit);
  const more = pictures.length - shown.length;
  return (
    <SectionShell id="gallery" title={i18n._(SECTION_LABELS.gallery)} eyebrow={t`Momentos`} state={state}>
      {pictures.length === 0 && canEdit ? <p>{t`Não há imagens adicionadas.`}</p> : null}
      <ul className={`${tiles.grid} ${styles.grid} ${styles[variant]}`} data-count={shown.length}>
        {shown.map((picture, index) => (
          <li key={`${picture.url}-${index}`} className={tiles.item}>
            <button type="button" className={`${tiles.tile} ${styles.tile}`} onClick={() => zoom.open(index)}>
              {pictureUrl(picture.url) ? (
                // The button's label names the picture.
                <img src={pictureUrl(picture.url)} alt="" loading="lazy" decoding="async" />
              ) : null}
              {more > 0 && index === shown.length - 1 ? (
                <span className={styles.more} aria-hidden="true">
                  +{more}
                </span>
              ) : null}
              <span className="visually-hidden">
                {picture.caption ? (
                  <Trans>
                    Ampliar foto {index + 1} de {pictures.length}:{' '}
                    <span {...written('gallery', picture.url)}>{picture.caption}</span>
                  </Trans>
                ) : (
                  t`Ampliar foto ${index + 1} de ${pictures.length}`
                )}
              </span>
            </button>
            {picture.caption && variant !== 'mosaic' ? (
              <p className={styles.caption} {...written('gallery', picture.url)}>
                {picture.caption}
              </p>
            ) : null}
            {canEdit && slots.galleryItem ? slots.galleryItem(index) : null}
          </li>
        ))}
        {canEdit && slots.galleryAdd && pictures.length < 24 ? (
          <li className={tiles.item}>{slots.galleryAdd}</li>
        ) : null}
      </ul>
      {zoom.loaded ? (
        <Suspense fallback={null}>
          <GalleryZoom pictures={pictures} index={zoom.opened} onClose={zoom.close} />
        </Suspense>
      ) : null}
    </SectionShell>
  );
}
