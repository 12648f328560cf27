/**
 * The picture the owner picks in a dialog (the avatar, a gallery picture): checked before the
 * browser decodes it, shown from a preview address that is released when it changes or the
 * dialog closes, uploaded by the dialog's save, and the reason in words when it cannot be used or
 * uploaded.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { checkImageFile } from './image/image-file';
import { imageErrorText } from './image-errors';

export interface PickedPicture {
  file: File | null;
  preview: string | null;
  error: string | null;
  /** Checks and shows a picked file; false when it was refused (`error` says why). */
  pick: (file: File) => Promise<boolean>;
  /** True while the dialog's save runs. */
  busy: boolean;
  /**
   * Runs the dialog's save (prepare, upload, send, close). On failure the reason shows and the
   * dialog stays open with what was picked and typed.
   */
  save: (task: () => Promise<void>) => Promise<void>;
}

export function usePickedPicture(): PickedPicture {
  const { i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const pick = async (picked: File) => {
    setError(null);
    try {
      await checkImageFile(picked);
    } catch (e) {
      setError(imageErrorText(i18n, e));
      return false;
    }
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
    return true;
  };
  return {
    file,
    preview,
    error,
    pick,
    busy,
    save: async (task) => {
      setBusy(true);
      setError(null);
      try {
        await task();
      } catch (e) {
        setError(imageErrorText(i18n, e));
        setBusy(false);
      }
    },
  };
}
