/**
 * #videos: thumbnails of the coach's videos (as many as the template shows). A click opens
 * the player modal, loaded on first use.
 */
import { useWrittenIn } from '../site-context';
import { Trans, useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { Suspense } from 'react';
import type { Video } from '@/api/gen/api-v1/model';
import { pictureUrl } from '@/lib/picture-url';
import { SECTION_LABELS } from '../labels';
import { SectionShell } from './section-shell';
import { useMediaSection } from './use-media-section';
import tiles from './media-tiles.module.css';
import styles from './videos-section.module.css';
import { lazyRetry } from '@/lib/retry-import';

const VideoModal = lazyRetry(() => import('./video-modal'));

export type VideosVariant = 'grid' | 'feature' | 'row';

export function VideosSection({ variant = 'grid' }: { variant?: VideosVariant }) {
  const { i18n, t } = useLingui();
  const { profile, canEdit, slots, state, limit, viewer: player } = useMediaSection<Video>('videos');
  const written = useWrittenIn();
  if (!state.render) return null;
  const videos = (profile.videos ?? []).slice(0, limit);
  return (
    <SectionShell id="videos" title={i18n._(SECTION_LABELS.videos)} eyebrow={t`Assista`} state={state}>
      {videos.length === 0 && canEdit ? <p className={styles.empty}>{t`Não há vídeos adicionados.`}</p> : null}
      <ul className={`${tiles.grid} ${styles.grid} ${styles[variant]}`} data-count={videos.length}>
        {videos.map((video, index) => {
          const thumbnail = pictureUrl(video.thumbnail, 'video-thumbnail');
          return (
            <li key={`${video.host}-${video.id}-${index}`} className={tiles.item}>
              <button type="button" className={`${tiles.tile} ${styles.thumb}`} onClick={() => player.open(video)}>
                {thumbnail ? (
                  <img src={thumbnail} alt="" loading="lazy" decoding="async" width={640} height={360} />
                ) : null}
                <span className={styles.play} aria-hidden="true">
                  <Play size={26} fill="currentColor" />
                </span>
                <span className="visually-hidden">
                  {video.caption ? (
                    <Trans>
                      Assistir ao vídeo {index + 1} de {videos.length}:{' '}
                      <span {...written('videos', video.id)}>{video.caption}</span>
                    </Trans>
                  ) : (
                    t`Assistir ao vídeo ${index + 1} de ${videos.length}`
                  )}
                </span>
              </button>
              {video.caption ? (
                <p className={styles.caption} {...written('videos', video.id)}>
                  {video.caption}
                </p>
              ) : null}
              {canEdit && slots.videoItem ? slots.videoItem(index) : null}
            </li>
          );
        })}
        {canEdit && slots.videoAdd ? <li className={tiles.item}>{slots.videoAdd}</li> : null}
      </ul>
      {player.loaded ? (
        <Suspense fallback={null}>
          <VideoModal video={player.opened} onClose={player.close} />
        </Suspense>
      ) : null}
    </SectionShell>
  );
}
