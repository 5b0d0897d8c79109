import { useState } from 'react';
import { cardImageCandidates } from '@/lib/tarot/deck';

interface Props {
  name: string;
  alt: string;
  className?: string;
}

/** A card face that walks the fallback chain (own file, alternative name, face-down default) on error. */
export default function CardImage({ name, alt, className }: Props) {
  const candidates = cardImageCandidates(name);
  // Failures count for the card they happened to: a new card starts again at its own file.
  const [failed, setFailed] = useState({ name, count: 0 });
  const index = failed.name === name ? Math.min(failed.count, candidates.length - 1) : 0;
  return (
    <img
      src={candidates[index]}
      alt={alt}
      width={240}
      height={400}
      className={className}
      onError={() => setFailed({ name, count: index + 1 })}
    />
  );
}
