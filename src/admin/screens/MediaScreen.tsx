import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useAdmin, messageOf } from '../context';
import { useSave } from '../ui/useSave';
import { adminKeys, adminQueries, loadError, useInvalidate } from '../data/queries';
import { Spinner } from '../ui/Spinner';
import { ProgressBar } from '../ui/ProgressBar';
import { ActionButton } from '../ui/ActionButton';
import { showToast } from '@/lib/toast/store';
import { IMAGE_TYPES } from '@/lib/media/image-file';
import { IMAGE_BUCKET } from '@/lib/supabase/constants';
import type { MediaItem } from '../data/types';

interface Upload {
  /** One row per file chosen, even when two share a name. */
  id: number;
  name: string;
  progress: number;
  done: boolean;
  error?: string;
}

const NO_PUBLIC_ADDRESS_ID = 'media-no-public-address';

/** The blog-images library: drag-and-drop upload with progress, alt text, copy URL, delete. */
export function MediaScreen() {
  const { data } = useAdmin();
  const media = useQuery(adminQueries.media(data));
  const invalidate = useInvalidate();
  const changed = () => invalidate(adminKeys.media, adminKeys.activity);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);

  const uploadAll = async (files: File[]) => {
    for (const file of files) {
      const id = (nextId.current += 1);
      setUploads((list) => [...list, { id, name: file.name, progress: 0, done: false }]);
      const track = (change: Partial<Upload>) =>
        setUploads((list) => list.map((row) => (row.id === id ? { ...row, ...change } : row)));
      try {
        // Both data layers check the type, the size and the bytes (src/lib/media/image-file.ts).
        await data.media.upload(file, '', (fraction) => track({ progress: fraction }));
        track({ progress: 1, done: true });
        await data.activity.record(`Uploaded ${file.name}`);
      } catch (error) {
        track({ error: messageOf(error, 'The upload failed.') });
      }
    }
    await changed();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploadAll([...event.dataTransfer.files]);
  };

  return (
    <div className="grid gap-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid place-items-center gap-3 rounded-2xl border-2 border-dashed p-8 text-center ${dragging ? 'border-gold-400 bg-night-800' : 'border-night-600'}`}
      >
        <p>Drop images here to add them to {IMAGE_BUCKET}, or</p>
        <button type="button" className="btn btn-primary" onClick={() => input.current?.click()}>
          Choose images
        </button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          className="sr-only"
          aria-label="Images to upload"
          onChange={(event) => {
            void uploadAll([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <p className="text-xs text-star-300">
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each. Each file keeps its name, with a unique ending added,
          so none overwrites another.
        </p>
      </div>

      {uploads.length > 0 && (
        <div className="grid gap-2">
          <ul aria-label="Uploads" aria-live="polite" className="grid gap-2">
            {uploads.map((upload) => (
              <li key={upload.id} className="card grid gap-2 p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="break-all font-semibold text-star-50">{upload.name}</span>
                  <span
                    className={
                      upload.error ? 'text-rose-400' : upload.done ? 'text-success-500' : 'text-star-300'
                    }
                  >
                    {upload.error ? 'Not uploaded' : upload.done ? 'Uploaded' : 'Uploading…'}
                  </span>
                </div>
                {upload.error ? (
                  <p className="text-rose-400">{upload.error}</p>
                ) : (
                  <ProgressBar label={`${upload.name} upload progress`} value={upload.progress} />
                )}
              </li>
            ))}
          </ul>
          {uploads.every((upload) => upload.done || upload.error) && (
            <button
              type="button"
              className="btn btn-ghost justify-self-start text-sm"
              onClick={() => setUploads([])}
            >
              Clear this list
            </button>
          )}
        </div>
      )}

      {media.error && <p role="alert">{loadError(media.error)}</p>}
      {!media.data ? (
        <Spinner label="Loading the media library…" />
      ) : media.data.length === 0 ? (
        <p className="card p-6 text-star-200">
          No images yet. Uploaded images appear here, ready to use as cover images.
        </p>
      ) : (
        <>
          {media.data.some((item) => item.publicUrl === null) && (
            <p id={NO_PUBLIC_ADDRESS_ID} className="text-sm text-star-300">
              Local preview: these images stay in this browser, so they have no public address to copy yet.
              With Supabase connected, Copy URL gives each image's full address on the web.
            </p>
          )}
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {media.data.map((item) => (
              <MediaCard key={item.path} item={item} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function MediaCard({ item }: { item: MediaItem }) {
  const { data } = useAdmin();
  const [alt, setAlt] = useState(item.alt);
  const copy = async () => {
    if (!item.publicUrl) return;
    try {
      await navigator.clipboard.writeText(item.publicUrl);
      showToast({ title: 'Address copied', description: item.publicUrl });
    } catch {
      showToast({
        title: 'Copying is blocked in this browser',
        description: item.publicUrl,
        variant: 'destructive',
      });
    }
  };
  const removing = useSave({
    save: () => data.media.remove(item.path),
    invalidates: [adminKeys.media, adminKeys.activity],
    saved: 'Image deleted',
    failed: 'The image was not deleted',
  });
  const altSaving = useSave({
    save: (text: string) => data.media.updateAlt(item.path, text),
    invalidates: [adminKeys.media],
    saved: 'Alt text saved',
    failed: 'The alt text was not saved',
  });
  const remove = () => {
    if (window.confirm(`Delete ${item.path}? Articles that use it will lose their image.`))
      void removing.run();
  };
  return (
    <li className="card grid gap-2 p-2">
      <img src={item.url} alt={item.alt} className="aspect-square w-full rounded-lg object-cover" />
      <p className="truncate text-xs text-star-300">{item.path}</p>
      <label className="grid gap-1 text-sm">
        <span>Alt text</span>
        <input
          className="field"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={() => alt !== item.alt && void altSaving.run(alt)}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          className="btn btn-ghost grow whitespace-nowrap px-2 text-sm"
          blockedBy={item.publicUrl ? null : NO_PUBLIC_ADDRESS_ID}
          onClick={() => void copy()}
        >
          Copy URL<span className="sr-only"> of {item.path}</span>
        </ActionButton>
        <button
          type="button"
          className="btn btn-ghost px-2 text-sm"
          disabled={removing.busy}
          onClick={remove}
          aria-label={`Delete ${item.path}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
