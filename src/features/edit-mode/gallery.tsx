/**
 * Gallery management in edit mode: the add-picture placeholder and dialog (which states the
 * 24-picture limit), caption or picture replacement, delete with confirmation, and a manager
 * listing every picture (templates show only some of them). Pictures are downscaled in the
 * browser to at most 1280x720 and uploaded as JPEG before they are added.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ImagePlus, Images, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ImagePicker } from '@/components/ui/image-picker';
import { Modal } from '@/components/ui/modal';
import { FIELD_LIMITS, MAX_GALLERY } from '@machines/lib/profile-rules';
import { isTaskPending } from '@machines/profile-editor.machine';
import { uploadJpeg } from './api/owner-api';
import { useEditSession, useEditorState } from './edit-session';
import { prepareGalleryImage } from './image/downscale';
import { jpegFileName } from './image/image-file';
import { DELETE_IMAGE_MESSAGE, EMPTY_GALLERY, GALLERY_LIMIT } from './messages';
import { ConfirmDialog } from './ui/confirm-dialog';
import { LimitedField } from './ui/limited-field';
import { usePickedPicture } from './use-picked-picture';
import { UploadActions } from './ui/upload-actions';
import footer from './ui/dialog-footer.module.css';
import styles from './gallery.module.css';
import { pictureUrl } from '@/lib/picture-url';

function useGallery() {
  return useEditorState((s) => s.context.profile?.gallery ?? []);
}

function useGalleryPending() {
  return useEditorState((s) =>
    isTaskPending(s.context, (task) => task.type === 'operation' && task.op.type.startsWith('gallery.')),
  );
}

async function uploadPicture(file: File): Promise<string> {
  const jpeg = await prepareGalleryImage(file);
  return uploadJpeg(jpeg, jpegFileName(file.name, 'galeria'));
}

/** The placeholder tile of the site's gallery (shown only in edit mode, only under 24). */
export function GalleryAddTile() {
  const { t } = useLingui();
  const { openDialog } = useEditSession();
  const count = useGallery().length;
  if (count >= MAX_GALLERY) return null;
  return (
    <button type="button" className={styles.addTile} onClick={() => openDialog({ kind: 'gallery.add' })}>
      <ImagePlus size={32} aria-hidden="true" />
      <span>{t`Adicionar imagem`}</span>
      <small>{t`${count} de ${MAX_GALLERY}`}</small>
    </button>
  );
}

/** Edit and delete buttons under one picture of the site's gallery. */
export function GalleryItemActions({ index }: { index: number }) {
  const { t } = useLingui();
  const { openDialog } = useEditSession();
  const picture = useGallery()[index];
  if (!picture) return null;
  const n = index + 1;
  return (
    <div className={styles.itemActions}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => openDialog({ kind: 'gallery.caption', url: picture.url })}
        aria-label={t`Editar imagem ${n}`}
      >
        <Pencil size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => openDialog({ kind: 'gallery.delete', url: picture.url })}
        aria-label={t`Excluir imagem ${n}`}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

export function GalleryAddDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const count = useGallery().length;
  const picked = usePickedPicture();
  const [caption, setCaption] = useState('');
  const { busy } = picked;
  const full = count >= MAX_GALLERY;

  const save = () =>
    picked.save(async () => {
      if (!picked.file || full) return;
      const url = await uploadPicture(picked.file);
      editor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url, caption: caption.trim() } } });
      onClose();
    });

  return (
    <Modal
      open
      onOpenChange={(next) => (next || busy ? undefined : onClose())}
      title={t`Adicionar imagem`}
      icon={<ImagePlus size={20} />}
      unsaved={Boolean(picked.file) || caption.trim() !== ''}
      description={t`A galeria comporta até ${MAX_GALLERY} imagens. Você tem ${count}.`}
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
          <LimitedField label={t`Legenda`} value={caption} onChange={setCaption} maxLength={FIELD_LIMITS.caption} />
          <p className={styles.hint}>{t`A imagem é reduzida para no máximo 1280x720 e enviada em JPEG.`}</p>
        </>
      )}
      <UploadActions
        picked={picked}
        sending={t`Enviando imagem…`}
        saveLabel={t`Adicionar`}
        canSave={Boolean(picked.file) && !full}
        onSave={() => void save()}
        onCancel={onClose}
      />
    </Modal>
  );
}

export function GalleryCaptionDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useLingui();
  const { editor } = useEditSession();
  const picture = useGallery().find((p) => p.url === url);
  const [caption, setCaption] = useState(picture?.caption ?? '');
  const picked = usePickedPicture();
  const { busy } = picked;
  if (!picture) return null;

  const save = () =>
    picked.save(async () => {
      const newUrl = picked.file ? await uploadPicture(picked.file) : undefined;
      editor.send({
        type: 'operation',
        op: { type: 'gallery.update', url, caption: caption.trim(), ...(newUrl ? { newUrl } : {}) },
      });
      onClose();
    });

  return (
    <Modal
      open
      onOpenChange={(next) => (next || busy ? undefined : onClose())}
      title={t`Editar imagem`}
      icon={<Pencil size={20} />}
      unsaved={Boolean(picked.file) || caption !== (picture.caption ?? '')}
    >
      <img
        className={styles.preview}
        src={picked.preview ?? picture.url}
        alt={picture.caption || t`Imagem da galeria`}
      />
      <ImagePicker label={t`Trocar imagem`} disabled={busy} onPick={({ file }) => void picked.pick(file)} />
      <LimitedField
        label={t`Legenda`}
        value={caption}
        onChange={setCaption}
        maxLength={FIELD_LIMITS.caption}
        autoFocus
      />
      <UploadActions
        picked={picked}
        sending={t`Enviando imagem…`}
        saveLabel={t`Salvar`}
        canSave
        onSave={() => void save()}
        onCancel={onClose}
      />
    </Modal>
  );
}

export function GalleryDeleteDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const picture = useGallery().find((p) => p.url === url);
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Excluir imagem`}
      icon={<Trash2 size={20} />}
      message={i18n._(DELETE_IMAGE_MESSAGE)}
      confirmLabel={t`Excluir`}
      danger
      onConfirm={() => {
        editor.send({ type: 'operation', op: { type: 'gallery.remove', url } });
        onClose();
      }}
    >
      {picture && pictureUrl(picture.url) ? (
        <img className={styles.thumb} src={pictureUrl(picture.url)} alt={picture.caption || t`Imagem a excluir`} />
      ) : null}
    </ConfirmDialog>
  );
}

export function GalleryManagerDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { openDialog } = useEditSession();
  const gallery = useGallery();
  const pending = useGalleryPending();
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Galeria`}
      icon={<Images size={20} />}
      size="xl"
      description={t`${gallery.length} de ${MAX_GALLERY} imagens`}
    >
      {pending ? (
        <p className={styles.saving} role="status">
          {t`Salvando alterações da galeria…`}
        </p>
      ) : null}
      {gallery.length === 0 ? <EmptyState message={i18n._(EMPTY_GALLERY)} /> : null}
      <ul className={styles.managerGrid}>
        {gallery.map((picture, index) => (
          <li key={picture.url} className={styles.managerItem}>
            {pictureUrl(picture.url) ? (
              <img src={pictureUrl(picture.url)} alt={picture.caption || t`Imagem ${index + 1}`} loading="lazy" />
            ) : (
              <span className={styles.refused}>{t`Imagem de um endereço não permitido`}</span>
            )}
            <p className={styles.managerCaption}>
              {picture.caption || <span className={styles.noCaption}>{t`Sem legenda`}</span>}
            </p>
            <GalleryItemActions index={index} />
          </li>
        ))}
        {gallery.length < MAX_GALLERY ? (
          <li className={styles.managerItem}>
            <GalleryAddTile />
          </li>
        ) : null}
      </ul>
      {gallery.length >= MAX_GALLERY ? <p className={styles.hint}>{i18n._(GALLERY_LIMIT)}</p> : null}
      <div className={footer.footer}>
        <Button
          variant="ghost"
          onClick={() => openDialog({ kind: 'gallery.add' })}
          disabled={gallery.length >= MAX_GALLERY}
        >
          {t`Adicionar imagem`}
        </Button>
        <Button onClick={onClose}>{t`Concluir`}</Button>
      </div>
    </Modal>
  );
}
