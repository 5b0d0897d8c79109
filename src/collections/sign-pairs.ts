/**
 * Content collections of the sign pairings (merged into src/content.config.ts): the prose of
 * each of the 78 pairs (content/sign-pairs/pairs.json, an array keyed by "pair") and the copy
 * every pairing page shares (content/sign-pairs/guide.yaml).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

const text = z.string().trim().min(10);
const record = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

const signPairs = defineCollection({
  // The file loader wants an id on each entry; the pair's slug is it.
  loader: file('content/sign-pairs/pairs.json', {
    parser: (source) =>
      (JSON.parse(source) as Array<{ pair: string }>).map((entry) => ({ id: entry.pair, ...entry })),
  }),
  schema: z.object({
    pair: z.string().regex(/^[a-z]+-and-[a-z]+$/, 'two lower-case signs joined by "-and-"'),
    headline: z.string().trim().min(10).max(120),
    overview: text,
    works: text,
    chafes: text,
    tip: text,
  }),
});

const ELEMENT_PAIRS = [
  'air-air',
  'air-earth',
  'air-fire',
  'air-water',
  'earth-earth',
  'earth-fire',
  'earth-water',
  'fire-fire',
  'fire-water',
  'water-water',
] as const;
const MODALITY_PAIRS = [
  'cardinal-cardinal',
  'cardinal-fixed',
  'cardinal-mutable',
  'fixed-fixed',
  'fixed-mutable',
  'mutable-mutable',
] as const;

const signPairGuide = defineCollection({
  loader: glob({ base: './content/sign-pairs', pattern: 'guide.yaml' }),
  schema: z.object({
    hub: record(['headline', 'intro', 'gridCaption', 'legend', 'overviewHeading', 'overview']),
    pair: z.object({
      titles: z.array(z.string().includes('{pair}')).min(1),
      descriptions: z.array(z.string().includes('{pair}')).min(1),
      statistics: record([
        'heading',
        'summary',
        'dimensions',
        'contacts',
        'sunSign',
        'chartTitle',
        'chartDescription',
        'chartCaption',
      ]),
      callToAction: record(['heading', 'text', 'button']),
    }),
    promo: record(['heading', 'text', 'link']),
    method: text,
    elements: record(ELEMENT_PAIRS),
    modalities: record(MODALITY_PAIRS),
  }),
});

export const signPairsCollections = { signPairs, signPairGuide };
