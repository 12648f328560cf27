/**
 * Plays one video in a modal. The player address is rebuilt from the stored id on the host's
 * privacy-friendly domain; the frame is sandboxed and sends only the origin as referrer.
 */
import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { Video } from '@/api/gen/api-v1/model';
import { Modal } from '@/components/ui/modal';
import { videoEmbedUrl } from '@machines/lib/video-url';
import { useWrittenIn } from '../site-context';
import styles from './video-modal.module.css';

export default function VideoModal({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const { t } = useLingui();
  const writtenIn = useWrittenIn();
  const src = video ? videoEmbedUrl(video.host, video.id) : null;
  const caption = video?.caption;
  const written = video ? writtenIn('videos', video.id) : {};
  const title = caption || t`Vídeo`;
  return (
    <Modal
      open={video !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={caption ? <span {...written}>{caption}</span> : title}
      size="xl"
    >
      {src ? (
        <div className={styles.frame}>
          <iframe
            src={src}
            title={title}
            {...(caption ? written : {})}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : (
        <p className={styles.error} role="alert">
          <TriangleAlert size={20} aria-hidden="true" />
          {t`Problemas ao carregar o Video!`}
        </p>
      )}
    </Modal>
  );
}
