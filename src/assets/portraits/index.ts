import type { ImageMetadata } from 'astro';
import type { VeiledPortraitKey } from '@/lib/quiz/portrait';
import cast from './cast.json';

/**
 * The funnel's pencil-sketch portraits (scripts/make-portraits.mjs draws them from cast.json),
 * as images for astro:assets with the alt text that describes each drawing.
 */
export interface Portrait {
  image: ImageMetadata;
  alt: string;
}

const files = import.meta.glob<ImageMetadata>('./*.webp', { eager: true, import: 'default' });

function portrait({ id, alt }: { id: string; alt: string }): Portrait {
  const image = files[`./${id}.webp`];
  if (!image) throw new Error(`src/assets/portraits/${id}.webp is missing: run scripts/make-portraits.mjs`);
  return { image, alt };
}

/** The offer page's customers' sketches, in the order of content/offer's captions. */
export const galleryPortraits: readonly Portrait[] = cast.gallery.map(portrait);

/** The landing page's sketch teaser. */
export const teaserPortrait: Portrait = portrait(cast.teaser);

/** Veiled portraits by the key the quiz chooses (src/lib/quiz/portrait.ts). */
export const veiledPortraits = Object.fromEntries(
  cast.veiled.map((entry) => [`${entry.gender}-${entry.age}`, portrait(entry)]),
) as Record<VeiledPortraitKey, Portrait>;
