import { useQuery } from '@tanstack/react-query';
import { useAdmin } from '../context';
import { adminQueries, loadError } from '../data/queries';
import type { MediaItem } from '../data/types';
import { Link } from '../router';

/** The media library as a chooser for the cover image. */
export function MediaPicker({ onPick }: { onPick: (item: MediaItem) => void }) {
  const { data } = useAdmin();
  const media = useQuery(adminQueries.media(data));
  if (media.error) return <p role="alert">{loadError(media.error)}</p>;
  if (!media.data) return <p>Loading the media library…</p>;
  if (media.data.length === 0)
    return (
      <p className="text-sm text-star-200">
        The library is empty. <Link href="/admin/media">Upload images</Link> first.
      </p>
    );
  return (
    <ul className="grid grid-cols-3 gap-2">
      {media.data.map((item) => (
        <li key={item.path}>
          <button
            type="button"
            className="block w-full overflow-hidden rounded-lg border border-night-600 focus-visible:border-gold-400"
            onClick={() => onPick(item)}
          >
            <img src={item.url} alt={item.alt || item.path} className="aspect-square w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
