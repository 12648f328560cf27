/**
 * Where the demo backend keeps what visitors and coaches change: a JSON document (state) in
 * localStorage and uploaded images (blobs) in IndexedDB, both namespaced under `coachly.demo`.
 * Node tests use the in-memory variants, so each test starts from the seed.
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

export const STATE_STORAGE_KEY = 'coachly.demo.state';

/** localStorage, one key; a full or blocked storage leaves the demo running in memory. */
export function localStateStore(storage: Storage = localStorage, key = STATE_STORAGE_KEY): StateStore {
  return {
    load: () => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    save: (serialised) => {
      try {
        storage.setItem(key, serialised);
      } catch {
        // Quota exceeded or storage disabled: changes last until the page is closed.
      }
    },
    clear: () => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
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

const DB_NAME = 'coachly.demo';
const BLOB_STORE = 'uploads';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** IndexedDB, one object store; falls back to memory when IndexedDB is unavailable. */
export function indexedDbBlobStore(): BlobStore {
  if (typeof indexedDB === 'undefined') return memoryBlobStore();
  const fallback = memoryBlobStore();
  let opened: Promise<IDBDatabase | null> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase | null>((resolve) => {
      try {
        const request = indexedDB.open(DB_NAME, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(BLOB_STORE);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
        request.onblocked = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) => {
    const db = await open();
    return db ? db.transaction(BLOB_STORE, mode).objectStore(BLOB_STORE) : null;
  };
  return {
    put: async (name, bytes) => {
      const s = await store('readwrite');
      if (s) await requestResult(s.put(bytes, name));
      else await fallback.put(name, bytes);
    },
    get: async (name) => {
      const s = await store('readonly');
      if (!s) return fallback.get(name);
      const value = (await requestResult(s.get(name))) as unknown;
      return value instanceof ArrayBuffer ? value : undefined;
    },
    clear: async () => {
      const s = await store('readwrite');
      if (s) await requestResult(s.clear());
      await fallback.clear();
    },
  };
}
