import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useAdmin } from '../context';
import { adminQueries, loadError } from '../data/queries';
import { Link } from '../router';
import { ActionButton } from './ActionButton';

/** What an article takes from the library: the image's public address and its alt text. */
export interface PickedImage {
  address: string;
  alt: string;
}

/**
 * The media library as a chooser of an image for an article, the same for its cover and for an
 * image in its body (docs/admin.md#images-in-articles). An article is published, so only an image
 * with a public address can go in. The local preview's images have none (they stay in this
 * browser): the picker says so above them, and they cannot be chosen (buttons that cannot work).
 */
export function MediaPicker({ onPick }: { onPick: (image: PickedImage) => void }) {
  const { data } = useAdmin();
  const media = useQuery(adminQueries.media(data));
  const noteId = useId();
  if (media.error) return <p role="alert">{loadError(media.error)}</p>;
  if (!media.data) return <p>Loading the media library…</p>;
  if (media.data.length === 0)
    return (
      <p className="text-sm text-star-200">
        The library is empty. <Link href="/admin/media">Upload images</Link> first.
      </p>
    );
  const withoutAddress = media.data.some((item) => !item.publicUrl);
  return (
    <div className="grid gap-2">
      {withoutAddress && (
        <p id={noteId} className="text-sm text-gold-300">
          {data.kind === 'local-preview'
            ? 'Local preview: these images stay in this browser and have no address on the web, so none of them can go into an article (as its cover or in its text). With Supabase connected, every library image can.'
            : 'The images marked “no address” have no public address yet, so they cannot go into an article.'}
        </p>
      )}
      <ul className="grid grid-cols-3 gap-2">
        {media.data.map((item) => (
          <li key={item.path}>
            <ActionButton
              className="block w-full overflow-hidden rounded-lg border border-night-600 focus-visible:border-gold-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              blockedBy={item.publicUrl ? null : noteId}
              onClick={() => item.publicUrl && onPick({ address: item.publicUrl, alt: item.alt })}
            >
              <img src={item.url} alt={item.alt || item.path} className="aspect-square w-full object-cover" />
            </ActionButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
