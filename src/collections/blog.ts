/**
 * Content collections of the blog area (merged into src/content.config.ts): posts are MDX in
 * content/blog/, categories YAML in content/categories/, and both gain the published Supabase
 * rows when a backend is configured at build time.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { site } from '../config/site';
import { SLUG_PATTERN } from '../lib/blog/slug';
import { withSupabase } from './supabase-loader';

const slug = z.string().regex(SLUG_PATTERN, 'lower-case words joined with hyphens');

const blog = defineCollection({
  loader: withSupabase(glob({ pattern: '**/*.mdx', base: './content/blog' }), 'posts'),
  schema: ({ image }) =>
    z
      .object({
        title: z.string().min(3).max(120),
        slug,
        excerpt: z.string().min(20).max(320),
        /** A local image next to the post (optimised by astro:assets) or an https URL (Supabase). */
        cover: image().optional(),
        coverAlt: z.string().min(3).optional(),
        category: slug.optional(),
        tags: z.array(z.string().min(1)).default([]),
        author: z.string().min(2).default(`${site.brandName} Editorial`),
        publishedAt: z.coerce.date(),
        updatedAt: z.coerce.date().optional(),
        draft: z.boolean().default(false),
        seoTitle: z.string().max(80).optional(),
        seoDescription: z.string().max(200).optional(),
        keywords: z.array(z.string()).default([]),
        source: z.enum(['mdx', 'supabase']).default('mdx'),
        /** Counted by the loader for HTML bodies; MDX posts are counted from their source. */
        wordCount: z.number().int().nonnegative().optional(),
      })
      .refine((post) => !post.cover || post.coverAlt, {
        message: 'a cover needs coverAlt',
        path: ['coverAlt'],
      }),
});

const categories = defineCollection({
  loader: withSupabase(glob({ pattern: '*.{yaml,yml}', base: './content/categories' }), 'categories'),
  schema: z.object({
    slug,
    name: z.string().min(2).max(60),
    description: z.string().default(''),
    /** Search title when the name alone is too short for a search snippet (the lengths of docs/constants.md#article-generator). */
    seoTitle: z.string().max(60).optional(),
    order: z.number().int().default(100),
  }),
});

export const blogCollections = { blog, categories };
