import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { toolPageSchema } from './tarot';

/** The fixed list of fortunes (docs/constants.md#fortune-cookie: twenty plain messages). */
export const FORTUNE_COUNT = 20;

export const fortuneSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  message: z.string().min(15).max(160),
});

/** Content collections of the fortune area (merged into src/content.config.ts). */
export const fortuneCollections = {
  fortunes: defineCollection({ loader: file('content/fortune/fortunes.json'), schema: fortuneSchema }),
  fortunePages: defineCollection({
    loader: glob({ pattern: '*.md', base: 'content/fortune/pages' }),
    schema: toolPageSchema.omit({ questionLabel: true, questionPlaceholder: true }),
  }),
};
