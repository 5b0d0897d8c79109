/** The sky calendar pages' copy (content/sky-calendar/page.md, docs/sky-calendar.md). */
import { defineCollection, getEntry, type CollectionEntry } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const skyCalendarPage = defineCollection({
  loader: glob({ base: './content/sky-calendar', pattern: '*.md' }),
  schema: z.strictObject({
    name: z.string().min(3),
    headline: z.string().min(3),
    intro: z.string().min(40),
    subscribe: z.strictObject({
      heading: z.string().min(3),
      text: z.string().min(20),
      webcal: z.string().min(3),
      download: z.string().min(3),
      note: z.string().min(10),
    }),
    sections: z.strictObject({
      highlights: z.string().min(3),
      retrogrades: z.string().min(3),
      days: z.string().min(3),
      nextMonth: z.string().min(3),
    }),
    noRetrogrades: z.string().min(10),
    faq: z.array(z.strictObject({ question: z.string().min(5), answer: z.string().min(20) })).min(2),
  }),
});

export const skyCalendarCollections = { skyCalendarPage };

export async function loadSkyCalendarPage(): Promise<CollectionEntry<'skyCalendarPage'>> {
  const entry = await getEntry('skyCalendarPage', 'page');
  if (!entry) throw new Error('content/sky-calendar/page.md is missing');
  return entry;
}
