/**
 * The gallery's zoom: a looping carousel of the pictures in a modal, opened on the one
 * clicked. Arrow keys and swipe move it; narrow screens show two pictures per page.
 */
import { useWrittenIn } from '../site-context';
import { useLingui } from '@lingui/react/macro';
import { Images } from 'lucide-react';
import { useRef } from 'react';
import type { GalleryPicture } from '@/api/gen/api-v1/model';
import { Carousel } from '@/components/ui/carousel';
import { Modal } from '@/components/ui/modal';
import { pictureUrl } from '@/lib/picture-url';
import styles from './gallery-zoom.module.css';

/** One picture per page from the desktop width on, two below it. */
export const ZOOM_SLIDES: ReadonlyArray<readonly [number, number]> = [
  [768, 1],
  [0, 2],
];

export default function GalleryZoom({
  pictures,
  index,
  onClose,
}: {
  pictures: GalleryPicture[];
  index: number | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const written = useWrittenIn();
  // The pictures take the focus as the zoom opens, so the arrow keys move them at once.
  const region = useRef<HTMLElement>(null);
  return (
    <Modal
      initialFocus={region}
      open={index !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Galeria`}
      icon={<Images size={20} />}
      size="xl"
    >
      {index !== null ? (
        <Carousel
          regionRef={region}
          label={t`Fotos ampliadas`}
          breakpoints={ZOOM_SLIDES}
          startIndex={index}
          className={styles.zoom}
          slides={pictures.map((picture, i) => (
            <figure key={`${picture.url}-${i}`} className={styles.figure}>
              {pictureUrl(picture.url) ? (
                <img
                  src={pictureUrl(picture.url)}
                  alt={picture.caption || t`Foto ${i + 1} da galeria`}
                  {...(picture.caption ? written('gallery', picture.url) : {})}
                  decoding="async"
                />
              ) : null}
              {picture.caption ? <figcaption {...written('gallery', picture.url)}>{picture.caption}</figcaption> : null}
            </figure>
          ))}
        />
      ) : null}
    </Modal>
  );
}
