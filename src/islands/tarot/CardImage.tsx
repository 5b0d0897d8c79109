import { useEffect, useState } from 'react';
import { cardImageCandidates } from '../../lib/tarot/deck';

interface Props {
  name: string;
  alt: string;
  className?: string;
}

/** A card face that walks the fallback chain (own file, alternative name, face-down default) on error. */
export default function CardImage({ name, alt, className }: Props) {
  const candidates = cardImageCandidates(name);
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [name]);
  return (
    <img
      src={candidates[index]}
      alt={alt}
      width={240}
      height={400}
      className={className}
      onError={() => setIndex((current) => Math.min(current + 1, candidates.length - 1))}
    />
  );
}
