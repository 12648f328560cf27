/**
 * Changing the avatar: pick a photo, crop it (the crop starts as a centred square, aspect 1;
 * drag, arrow keys or the zoom slider move it), and save. The crop is cut and re-encoded in
 * the browser as a JPEG of at most 600x600, uploaded, then set as the profile photo.
 */
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { ImagePicker } from '@/components/ui/image-picker';
import { uploadJpeg } from './api/owner-api';
import { useEditSession } from './edit-session';
import { prepareAvatarImage, type PixelArea } from './image/downscale';
import { jpegFileName } from './image/image-file';
import { usePickedPicture } from './use-picked-picture';
import { UploadDialog } from './ui/upload-dialog';
import styles from './avatar-dialog.module.css';

export function AvatarDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { editor } = useEditSession();
  const hintId = useId();
  const zoomId = useId();
  const picked = usePickedPicture();
  const { file, preview: source } = picked;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const { busy } = picked;

  // A new photo starts with the centred crop again.
  const pick = async (photo: File) => {
    if (!(await picked.pick(photo))) return;
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  };

  const upload = async () => {
    if (!file) return;
    const jpeg = await prepareAvatarImage(file, area);
    const uri = await uploadJpeg(jpeg, jpegFileName(file.name, 'avatar'));
    editor.send({ type: 'operation', op: { type: 'patch', patch: { photoUrl: uri } } });
  };

  return (
    <UploadDialog
      picked={picked}
      title={t`Trocar foto`}
      icon={<Camera size={20} />}
      size="md"
      unsaved={Boolean(file)}
      sending={t`Enviando foto…`}
      saveLabel={t`Salvar foto`}
      canSave={Boolean(file)}
      upload={upload}
      onClose={onClose}
    >
      <div className={styles.body}>
        {source ? (
          <>
            <div className={styles.stage}>
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="rect"
                showGrid={false}
                keyboardStep={8}
                disableAutomaticStylesInjection
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels: Area) => setArea(pixels)}
                cropperProps={{ role: 'group', 'aria-label': t`Área de recorte da foto`, 'aria-describedby': hintId }}
              />
            </div>
            <p id={hintId} className={styles.hint}>
              {t`Arraste a foto ou use as setas do teclado para posicionar o recorte.`}
            </p>
            <label htmlFor={zoomId} className={styles.zoomLabel}>
              {t`Zoom`}
            </label>
            <input
              id={zoomId}
              className={styles.zoom}
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.currentTarget.value))}
            />
          </>
        ) : (
          <p
            className={styles.intro}
          >{t`Escolha uma foto sua, de rosto, bem iluminada. Você poderá recortá-la em seguida.`}</p>
        )}
        <ImagePicker
          label={source ? t`Escolher outra foto` : t`Escolher foto`}
          disabled={busy}
          onPick={({ file: photo }) => void pick(photo)}
        />
      </div>
    </UploadDialog>
  );
}
