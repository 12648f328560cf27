/**
 * Gallery management in edit mode: the add-picture placeholder and dialog (which states the
 * 24-picture limit), caption or picture replacement, delete with confirmation, and a manager
 * listing every picture (templates show only some of them). Pictures are downscaled in the
 * browser to at most 1280x720 and uploaded as JPEG before they are added.
 */
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ImagePlus, Pencil } from 'lucide-react';
import { ImagePicker } from '@/components/ui/image-picker';
import type { GalleryPicture } from '@/api/gen/api-v1/model';
import { MAX_GALLERY } from '@machines/lib/profile-rules';
import { uploadJpeg } from './api/owner-api';
import { DeleteItemDialog, ListAddTile, ListItemActions, ListManagerDialog, useListItems } from './edit-lists';
import { useEditSession } from './edit-session';
import { GalleryBatchDialog } from './gallery-batch';
import { prepareGalleryImage } from './image/downscale';
import { jpegFileName } from './image/image-file';
import { DELETE_IMAGE_MESSAGE, GALLERY_LIMIT } from './messages';
import { CaptionField } from './ui/caption-field';
import { usePickedPicture } from './use-picked-picture';
import { UploadDialog } from './ui/upload-dialog';
import styles from './gallery.module.css';
import { useCoachTextLang } from '@/lib/coach-text-lang';
import { pictureUrl } from '@/lib/picture-url';

async function uploadPicture(file: File, onStage?: (stage: 'preparing' | 'uploading') => void): Promise<string> {
  onStage?.('preparing');
  const jpeg = await prepareGalleryImage(file);
  onStage?.('uploading');
  return uploadJpeg(jpeg, jpegFileName(file.name, 'galeria'));
}

const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * Files dragged over the site's gallery (the section `#gallery`) mark it as a place to drop; files
 * dropped there open the add dialog with them.
 */
function useGalleryDrop(): void {
  const { openDialog } = useEditSession();
  useEffect(() => {
    const gallery = document.getElementById('gallery');
    if (!gallery) return undefined;
    let depth = 0;
    const mark = (on: boolean) => gallery.toggleAttribute('data-dropping', on);
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth += 1;
      mark(true);
    };
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      // Without this the browser opens the file instead of handing it to the page.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) mark(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      mark(false);
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length > 0) openDialog({ kind: 'gallery.add', files });
    };
    gallery.addEventListener('dragenter', enter);
    gallery.addEventListener('dragover', over);
    gallery.addEventListener('dragleave', leave);
    gallery.addEventListener('drop', drop);
    return () => {
      mark(false);
      gallery.removeEventListener('dragenter', enter);
      gallery.removeEventListener('dragover', over);
      gallery.removeEventListener('dragleave', leave);
      gallery.removeEventListener('drop', drop);
    };
  }, [openDialog]);
}

/**
 * The placeholder tile of the site's gallery (shown only in edit mode, only under 24); while it is
 * there, pictures may also be dropped onto the gallery.
 */
export function GalleryAddTile() {
  useGalleryDrop();
  return <ListAddTile list="gallery" />;
}

/** Edit and delete buttons under one picture of the site's gallery (the manager's shown `picture`). */
export function GalleryItemActions({ index, picture }: { index: number; picture?: GalleryPicture }) {
  return <ListItemActions list="gallery" index={index} item={picture} />;
}

/**
 * Adds pictures to the gallery: one with its caption, or several at once (`files` dropped onto the
 * gallery, or picked together), each with its own progress.
 */
export function GalleryAddDialog({ files, onClose }: { files?: File[]; onClose: () => void }) {
  const [batch, setBatch] = useState<File[] | null>(files && files.length > 1 ? files : null);
  if (batch) return <GalleryBatchDialog files={batch} upload={uploadPicture} onClose={onClose} />;
  return <SinglePictureDialog dropped={files?.[0]} onPickMany={setBatch} onClose={onClose} />;
}

function SinglePictureDialog({
  dropped,
  onPickMany,
  onClose,
}: {
  dropped?: File;
  onPickMany: (files: File[]) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const count = useListItems('gallery').length;
  const picked = usePickedPicture();
  const [caption, setCaption] = useState('');
  const { busy, pick } = picked;
  const full = count >= MAX_GALLERY;
  // A file dropped onto the gallery is the one picked, once.
  const droppedFile = useRef(dropped);
  useEffect(() => {
    const file = droppedFile.current;
    droppedFile.current = undefined;
    if (file) void pick(file);
  }, [pick]);

  const upload = async () => {
    if (!picked.file || full) return;
    const url = await uploadPicture(picked.file);
    editor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url, caption: caption.trim() } } });
  };

  return (
    <UploadDialog
      picked={picked}
      title={t`Adicionar imagem`}
      icon={<ImagePlus size={20} />}
      unsaved={Boolean(picked.file) || caption.trim() !== ''}
      description={t`A galeria comporta até ${MAX_GALLERY} imagens. Você tem ${count}.`}
      sending={t`Enviando imagem…`}
      saveLabel={t`Adicionar`}
      canSave={Boolean(picked.file) && !full}
      upload={upload}
      onClose={onClose}
    >
      {full ? (
        <p className={styles.error} role="alert">
          {i18n._(GALLERY_LIMIT)}
        </p>
      ) : (
        <>
          {picked.preview ? (
            <img className={styles.preview} src={picked.preview} alt={t`Prévia da imagem escolhida`} />
          ) : null}
          <ImagePicker
            label={picked.preview ? t`Escolher outra imagem` : t`Escolher imagens`}
            disabled={busy}
            onPick={({ file }) => void picked.pick(file)}
            onPickMany={onPickMany}
          />
          <CaptionField of="picture" value={caption} onChange={setCaption} />
          <p className={styles.hint}>{t`A imagem é reduzida para no máximo 1280x720 e enviada em JPEG.`}</p>
        </>
      )}
    </UploadDialog>
  );
}

export function GalleryCaptionDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useLingui();
  const { editor } = useEditSession();
  const picture = useListItems('gallery').find((p) => p.url === url);
  const [caption, setCaption] = useState(picture?.caption ?? '');
  const picked = usePickedPicture();
  const { busy } = picked;
  if (!picture) return null;

  const upload = async () => {
    const newUrl = picked.file ? await uploadPicture(picked.file) : undefined;
    editor.send({
      type: 'operation',
      op: { type: 'gallery.update', url, caption: caption.trim(), ...(newUrl ? { newUrl } : {}) },
    });
  };

  return (
    <UploadDialog
      picked={picked}
      title={t`Editar imagem`}
      icon={<Pencil size={20} />}
      unsaved={Boolean(picked.file) || caption !== (picture.caption ?? '')}
      sending={t`Enviando imagem…`}
      saveLabel={t`Salvar`}
      canSave
      upload={upload}
      onClose={onClose}
    >
      <img
        className={styles.preview}
        src={picked.preview ?? picture.url}
        alt={picture.caption || t`Imagem da galeria`}
      />
      <ImagePicker label={t`Trocar imagem`} disabled={busy} onPick={({ file }) => void picked.pick(file)} />
      <CaptionField of="picture" value={caption} onChange={setCaption} autoFocus />
    </UploadDialog>
  );
}

export function GalleryDeleteDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const picture = useListItems('gallery').find((p) => p.url === url);
  return (
    <DeleteItemDialog
      title={t`Excluir imagem`}
      message={i18n._(DELETE_IMAGE_MESSAGE)}
      remove={{ type: 'gallery.remove', url }}
      onClose={onClose}
    >
      {picture && pictureUrl(picture.url) ? (
        <img className={styles.thumb} src={pictureUrl(picture.url)} alt={picture.caption || t`Imagem a excluir`} />
      ) : null}
    </DeleteItemDialog>
  );
}

export function GalleryManagerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const written = useCoachTextLang();
  return (
    <ListManagerDialog list="gallery" withAddTile onClose={onClose}>
      {(picture, index) => (
        <>
          {pictureUrl(picture.url) ? (
            <img
              src={pictureUrl(picture.url)}
              alt={picture.caption || t`Imagem ${index + 1}`}
              {...(picture.caption ? written : {})}
              loading="lazy"
            />
          ) : (
            <span className={styles.refused}>{t`Imagem de um endereço não permitido`}</span>
          )}
          {picture.caption ? (
            <p className={styles.managerCaption} {...written}>
              {picture.caption}
            </p>
          ) : (
            <p className={styles.managerCaption}>
              <span className={styles.noCaption}>{t`Sem legenda`}</span>
            </p>
          )}
          <GalleryItemActions index={index} picture={picture} />
        </>
      )}
    </ListManagerDialog>
  );
}
