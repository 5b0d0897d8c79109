/**
 * The local preview's image files (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production). The records stay in localStorage with the
 * rest of the preview, but the bytes go to IndexedDB: localStorage holds about 5 million characters
 * per site, so a 4.5 MB image written there as a data: address (6 million characters) could never
 * fit, whatever the library held. IndexedDB keeps the file as it is, within the browser's disk
 * quota, so the stated limit (5 MB, the bucket's) is the one that works here too.
 */
const DATABASE = 'astrelle-admin-preview-images';
const STORE = 'images';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('This browser keeps no image storage for the preview (IndexedDB is off).'));
      return;
    }
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The browser refused its image storage.'));
  });
  opened.catch(() => (opened = null));
  return opened;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onabort = transaction.onerror = () =>
          reject(
            transaction.error?.name === 'QuotaExceededError'
              ? new Error(
                  'This browser has no room left for preview images. Delete some media and try again.',
                )
              : new Error('The browser could not store the image.'),
          );
      }),
  );
}

/** The object URLs made this page load, one per image (they last as long as the page). */
const urls = new Map<string, string>();

export async function putImage(path: string, file: Blob): Promise<void> {
  await run('readwrite', (store) => store.put(file, path));
}

/** An address the admin can show the image from, or '' when the browser no longer has it. */
export async function imageUrl(path: string): Promise<string> {
  const known = urls.get(path);
  if (known) return known;
  const file = await run<unknown>('readonly', (store) => store.get(path));
  if (!(file instanceof Blob)) return '';
  const url = URL.createObjectURL(file);
  urls.set(path, url);
  return url;
}

export async function deleteImage(path: string): Promise<void> {
  await run('readwrite', (store) => store.delete(path));
  const url = urls.get(path);
  if (url) URL.revokeObjectURL(url);
  urls.delete(path);
}
