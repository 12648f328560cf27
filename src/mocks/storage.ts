/**
 * Where the demo backend can keep what visitors and coaches change: a JSON document (state) and
 * uploaded images (blobs). The server keeps both in memory, in each visitor's sandbox; tests
 * use a state store to simulate a restart with a second database.
 */

/** Keeps the serialised demo state between page loads. */
export interface StateStore {
  load(): string | null;
  save(serialised: string): void;
  clear(): void;
  /** Calls back when another tab saved a newer state. */
  subscribe?(listener: () => void): () => void;
}

/** Keeps uploaded images (their bytes) by name. */
export interface BlobStore {
  put(name: string, bytes: ArrayBuffer): Promise<void>;
  get(name: string): Promise<ArrayBuffer | undefined>;
  clear(): Promise<void>;
}

/** A state store in memory, for tests that simulate a reload with a second database. */
export function memoryStateStore(): StateStore & { value: string | null } {
  const store = {
    value: null as string | null,
    load: () => store.value,
    save: (serialised: string) => {
      store.value = serialised;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, ArrayBuffer>();
  return {
    put: (name, bytes) => {
      blobs.set(name, bytes);
      return Promise.resolve();
    },
    get: (name) => Promise.resolve(blobs.get(name)),
    clear: () => {
      blobs.clear();
      return Promise.resolve();
    },
  };
}
