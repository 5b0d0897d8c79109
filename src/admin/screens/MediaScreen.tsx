import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useAdmin, messageOf } from '../context';
import { adminKeys, adminQueries, loadError, useInvalidate } from '../data/queries';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../../lib/toast/store';
import { checkUpload } from '../lib/upload-rules';
import { IMAGE_TYPES } from '../../lib/supabase/upload';
import { IMAGE_BUCKET } from '../../lib/supabase/constants';
import type { MediaItem } from '../data/types';

interface Upload {
  name: string;
  progress: number;
  error?: string;
}

/** The blog-images library: drag-and-drop upload with progress, alt text, copy URL, delete. */
export function MediaScreen() {
  const { data } = useAdmin();
  const media = useQuery(adminQueries.media(data));
  const invalidate = useInvalidate();
  const changed = () => invalidate(adminKeys.media, adminKeys.activity);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const uploadAll = async (files: File[]) => {
    for (const file of files) {
      const problem = checkUpload(file);
      if (problem) {
        setUploads((list) => [...list, { name: file.name, progress: 0, error: problem }]);
        continue;
      }
      setUploads((list) => [...list, { name: file.name, progress: 0 }]);
      const track = (progress: number, error?: string) =>
        setUploads((list) =>
          list.map((row) =>
            row.name === file.name ? { ...row, progress, ...(error ? { error } : {}) } : row,
          ),
        );
      try {
        await data.media.upload(file, '', (fraction) => track(fraction));
        track(1);
        await data.activity.record(`Uploaded ${file.name}`);
      } catch (error) {
        track(0, messageOf(error, 'The upload failed.'));
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
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each. Files are renamed and never overwrite one another.
        </p>
      </div>

      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="grid gap-2">
          {uploads.map((upload) => (
            <li key={upload.name} className="grid gap-1 text-sm">
              <span>
                {upload.name}
                {upload.error ? `: ${upload.error}` : upload.progress >= 1 ? ': uploaded' : ''}
              </span>
              {!upload.error && (
                <progress
                  max={1}
                  value={upload.progress}
                  aria-label={`${upload.name} upload progress`}
                  className="w-full"
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {media.error && <p role="alert">{loadError(media.error)}</p>}
      {!media.data ? (
        <Spinner label="Loading the media library…" />
      ) : media.data.length === 0 ? (
        <p className="card p-6 text-star-200">
          No images yet. Uploaded images appear here, ready to use as cover images.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {media.data.map((item) => (
            <MediaCard key={item.path} item={item} onChanged={() => void changed()} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MediaCard({ item, onChanged }: { item: MediaItem; onChanged: () => void }) {
  const { data } = useAdmin();
  const [alt, setAlt] = useState(item.alt);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.url.startsWith('data:') ? item.path : item.url);
      showToast({ title: 'Address copied' });
    } catch {
      showToast({
        title: 'Copying is blocked in this browser',
        description: item.url.startsWith('data:') ? item.path : item.url,
        variant: 'destructive',
      });
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete ${item.path}? Articles that use it will lose their image.`)) return;
    try {
      await data.media.remove(item.path);
      showToast({ title: 'Image deleted' });
      onChanged();
    } catch (error) {
      showToast({
        title: 'The image was not deleted',
        description: messageOf(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  };
  const saveAlt = async () => {
    if (alt === item.alt) return;
    try {
      await data.media.updateAlt(item.path, alt);
      showToast({ title: 'Alt text saved' });
      onChanged();
    } catch (error) {
      showToast({
        title: 'The alt text was not saved',
        description: messageOf(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
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
          onBlur={() => void saveAlt()}
        />
      </label>
      <div className="flex gap-2">
        <button type="button" className="btn btn-ghost grow px-2 text-sm" onClick={() => void copy()}>
          Copy URL
        </button>
        <button
          type="button"
          className="btn btn-ghost px-2 text-sm"
          onClick={() => void remove()}
          aria-label={`Delete ${item.path}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
