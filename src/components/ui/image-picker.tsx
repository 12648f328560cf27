/**
 * The image file picker: accepts image files only and hands back the file read as a data URL
 * (for previews and cropping) and as binary (for upload); where several may be picked, more
 * than one are handed back as files.
 */
import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './image-picker.module.css';

export interface PickedImage {
  file: File;
  dataUrl: string;
  bytes: ArrayBuffer;
}

/** Reads a file as a data URL and as bytes. */
export async function readImageFile(file: File): Promise<PickedImage> {
  const bytes = await file.arrayBuffer();
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
  return { file, dataUrl, bytes };
}

export function ImagePicker({
  onPick,
  onPickMany,
  label,
  disabled,
}: {
  onPick: (image: PickedImage) => void;
  /** Given, several files may be picked at once: more than one come here, unread and unchecked. */
  onPickMany?: (files: File[]) => void;
  label?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const onChange = async (files: FileList | null) => {
    if (onPickMany && files && files.length > 1) {
      setError(null);
      onPickMany([...files]);
      if (input.current) input.current.value = '';
      return;
    }
    const file = files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(t`Escolha um arquivo de imagem.`);
      return;
    }
    setError(null);
    onPick(await readImageFile(file));
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        <ImagePlus aria-hidden="true" size={28} />
        <span>{label ?? t`Escolher imagem`}</span>
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="file"
        accept="image/*"
        multiple={Boolean(onPickMany)}
        disabled={disabled}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => void onChange(e.currentTarget.files)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
