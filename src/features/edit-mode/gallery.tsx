/**
 * Gallery management in edit mode: the add-picture placeholder and dialog (which states the
 * 24-picture limit), caption or picture replacement, delete with confirmation, and a manager
 * listing every picture (templates show only some of them). Pictures are downscaled in the
 * browser to at most 1280x720 and uploaded as JPEG before they are added.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ImagePlus, Pencil } from 'lucide-react';
import { ImagePicker } from '@/components/ui/image-picker';
import { MAX_GALLERY } from '@machines/lib/profile-rules';
import { uploadJpeg } from './api/owner-api';
import { DeleteItemDialog, ListAddTile, ListItemActions, ListManagerDialog, useListItems } from './edit-lists';
import { useEditSession } from './edit-session';
import { prepareGalleryImage } from './image/downscale';
import { jpegFileName } from './image/image-file';
import { DELETE_IMAGE_MESSAGE, GALLERY_LIMIT } from './messages';
import { CaptionField } from './ui/caption-field';
import { usePickedPicture } from './use-picked-picture';
import { UploadDialog } from './ui/upload-dialog';
import styles from './gallery.module.css';
import { useCoachTextLang } from '@/lib/coach-text-lang';
import { pictureUrl } from '@/lib/picture-url';

async function uploadPicture(file: File): Promise<string> {
  const jpeg = await prepareGalleryImage(file);
  return uploadJpeg(jpeg, jpegFileName(file.name, 'galeria'));
}

/** The placeholder tile of the site's gallery (shown only in edit mode, only under 24). */
export function GalleryAddTile() {
  return <ListAddTile list="gallery" />;
}

/** Edit and delete buttons under one picture of the site's gallery. */
export function GalleryItemActions({ index }: { index: number }) {
  return <ListItemActions list="gallery" index={index} />;
}

export function GalleryAddDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const count = useListItems('gallery').length;
  const picked = usePickedPicture();
  const [caption, setCaption] = useState('');
  const { busy } = picked;
  const full = count >= MAX_GALLERY;

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
            label={picked.preview ? t`Escolher outra imagem` : t`Escolher imagem`}
            disabled={busy}
            onPick={({ file }) => void picked.pick(file)}
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
          <GalleryItemActions index={index} />
        </>
      )}
    </ListManagerDialog>
  );
}
