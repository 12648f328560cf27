/**
 * Several pictures added to the gallery at once, picked together or dropped onto the gallery:
 * each file is checked as it comes (type, size, dimensions) and shows its own progress and its
 * own error; those over the gallery's 24 are left out, and the list says how many. Each picture is
 * downscaled and uploaded in turn, then added through the editor's queue like a single one.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AlertCircle, Check, ImagePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { MAX_GALLERY } from '@machines/lib/profile-rules';
import { useEditSession } from './edit-session';
import { useListItems } from './edit-lists';
import { checkImageFile } from './image/image-file';
import { imageErrorText } from './image-errors';
import styles from './gallery.module.css';

type Stage = 'checking' | 'ready' | 'preparing' | 'uploading' | 'done' | 'failed';

interface BatchItem {
  file: File;
  stage: Stage;
  error?: string;
}

/** How far each stage is, of the three steps a picture goes through. */
const PROGRESS: Record<Stage, number> = { checking: 0, ready: 0, failed: 0, preparing: 1, uploading: 2, done: 3 };

export function GalleryBatchDialog({
  files,
  upload,
  onClose,
}: {
  files: File[];
  /** Downscales and uploads one picture; answers its address. */
  upload: (file: File, onStage: (stage: 'preparing' | 'uploading') => void) => Promise<string>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const count = useListItems('gallery').length;
  // The room there was when the files came: those beyond it are left out.
  const [room] = useState(() => Math.max(0, MAX_GALLERY - count));
  const leftOut = Math.max(0, files.length - room);
  const [items, setItems] = useState<BatchItem[]>(() =>
    files.slice(0, room).map((file) => ({ file, stage: 'checking' })),
  );
  const [running, setRunning] = useState(false);
  const [started, setStarted] = useState(false);

  const update = (index: number, change: Partial<BatchItem>) =>
    setItems((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  useEffect(() => {
    files.slice(0, room).forEach((file, index) => {
      checkImageFile(file).then(
        () => update(index, { stage: 'ready' }),
        (error: unknown) => update(index, { stage: 'failed', error: imageErrorText(i18n, error) }),
      );
    });
  }, [files, room, i18n]);

  const ready = items.filter((item) => item.stage === 'ready').length;
  const checking = items.some((item) => item.stage === 'checking');
  const added = items.filter((item) => item.stage === 'done').length;
  const failed = items.filter((item) => item.stage === 'failed').length;
  const finished = started && !running;

  const addAll = async () => {
    setStarted(true);
    setRunning(true);
    for (const [index, item] of items.entries()) {
      if (item.stage !== 'ready') continue;
      try {
        const url = await upload(item.file, (stage) => update(index, { stage }));
        editor.send({ type: 'operation', op: { type: 'gallery.add', picture: { url, caption: '' } } });
        update(index, { stage: 'done' });
      } catch (error) {
        update(index, { stage: 'failed', error: imageErrorText(i18n, error) });
      }
    }
    setRunning(false);
  };

  // Every picture in: nothing left to see here.
  useEffect(() => {
    if (finished && failed === 0 && added > 0) onClose();
  }, [finished, failed, added, onClose]);

  const stageText = (item: BatchItem) =>
    item.stage === 'checking'
      ? t`Verificando…`
      : item.stage === 'ready'
        ? t`Pronta para enviar`
        : item.stage === 'preparing'
          ? t`Reduzindo…`
          : item.stage === 'uploading'
            ? t`Enviando…`
            : item.stage === 'done'
              ? t`Adicionada`
              : (item.error ?? '');

  return (
    <Modal
      open
      onOpenChange={(next) => (next || running ? undefined : onClose())}
      title={t`Adicionar imagens`}
      icon={<ImagePlus size={20} />}
      description={t`A galeria comporta até ${MAX_GALLERY} imagens. Você tem ${count}.`}
      unsaved={!finished && ready > 0}
    >
      {leftOut > 0 ? (
        <p className={styles.error} role="alert">
          {leftOut === 1
            ? t`1 imagem ficou de fora: a galeria comporta até ${MAX_GALLERY} imagens.`
            : t`${leftOut} imagens ficaram de fora: a galeria comporta até ${MAX_GALLERY} imagens.`}
        </p>
      ) : null}
      <ul className={styles.batch} aria-label={t`Imagens escolhidas`}>
        {items.map((item, index) => (
          <li key={`${index}-${item.file.name}`} className={styles.batchItem} data-stage={item.stage}>
            <span className={styles.batchIcon} aria-hidden="true">
              {item.stage === 'done' ? <Check size={16} /> : item.stage === 'failed' ? <AlertCircle size={16} /> : null}
            </span>
            <span className={styles.batchName}>{item.file.name}</span>
            <progress
              className={styles.batchProgress}
              max={3}
              value={PROGRESS[item.stage]}
              aria-label={t`Progresso de ${item.file.name}`}
            />
            <span className={styles.batchStage} role={item.stage === 'failed' ? 'alert' : undefined}>
              {stageText(item)}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>
        {t`Cada imagem é reduzida para no máximo 1280x720 e enviada em JPEG. Adicione as legendas depois, no lápis de cada imagem.`}
      </p>
      <div className={styles.batchActions}>
        <Button variant="ghost" onClick={onClose} disabled={running}>
          {finished ? t`Concluir` : t`Cancelar`}
        </Button>
        {finished ? null : (
          <Button onClick={() => void addAll()} disabled={running || checking || ready === 0}>
            {running ? t`Enviando imagens…` : ready === 1 ? t`Adicionar 1 imagem` : t`Adicionar ${ready} imagens`}
          </Button>
        )}
      </div>
    </Modal>
  );
}
