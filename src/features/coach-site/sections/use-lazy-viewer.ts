import { useState } from 'react';

/**
 * A viewer a section opens on demand (the gallery's zoom, the video player): its code loads on
 * the first open, so the section renders it only once `loaded`; `opened` is the item it shows,
 * null when closed.
 */
export function useLazyViewer<T>() {
  const [opened, setOpened] = useState<T | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = (item: T) => {
    setLoaded(true);
    setOpened(item);
  };
  return { opened, loaded, open, close: () => setOpened(null) };
}
