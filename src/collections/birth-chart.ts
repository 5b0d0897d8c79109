/**
 * The free birth chart page (/birth-chart): one Markdown record with the page's copy in its
 * frontmatter and its guide in the body. The interpretation texts themselves are the natal
 * library (content/astrology/natal.json, src/lib/astrology/natal-library.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const sentence = z.string().min(20);

const birthChartPage = defineCollection({
  loader: glob({ base: './content/birth-chart', pattern: '*.md' }),
  schema: z.object({
    name: z.string().min(3),
    headline: z.string().min(1).max(200),
    subheadline: z.string().max(500),
    keywords: z.array(z.string().min(2)).min(3),
    labels: z.object({ submit: z.string().min(3), busy: z.string().min(3), another: z.string().min(3) }),
    /** Under the form: what happens without a birth time. */
    timeHint: sentence,
    features: z.array(z.string()).min(2).max(6),
    /**
     * One sentence per element and modality for a single leader; a phrase for each, and the
     * sentences for a shared lead ({names}, {qualities}) and an even balance
     * (src/lib/chart-view/balance-view.ts).
     */
    balance: z.strictObject({
      fire: sentence,
      earth: sentence,
      air: sentence,
      water: sentence,
      cardinal: sentence,
      fixed: sentence,
      mutable: sentence,
      fireQuality: z.string().min(5),
      earthQuality: z.string().min(5),
      airQuality: z.string().min(5),
      waterQuality: z.string().min(5),
      cardinalQuality: z.string().min(5),
      fixedQuality: z.string().min(5),
      mutableQuality: z.string().min(5),
      elementsTie: sentence.includes('{names}').includes('{qualities}'),
      allElements: sentence,
      modalitiesTie: sentence.includes('{names}').includes('{qualities}'),
      allModalities: sentence,
    }),
    /** The example wheel in the guide: a moment and place everyone can check. */
    example: z.object({
      /** The wheel's accessible name. */
      title: sentence,
      caption: sentence,
      birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      birthTime: z.string().regex(/^\d{2}:\d{2}$/),
      place: z.object({
        name: z.string().min(2),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        timezone: z.string().min(3),
      }),
    }),
    /** The card that leads here from the compatibility hub. */
    promo: z.object({ heading: z.string().min(5), text: sentence, link: z.string().min(3) }),
    faq: z.array(z.object({ question: z.string().min(5), answer: z.string().min(10) })).min(3),
  }),
});

export const birthChartCollections = { birthChartPage };
