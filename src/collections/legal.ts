import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** One question of a page's FAQ. Answers are trusted HTML and may carry site tokens ({supportEmail}…). */
export const faqEntrySchema = z.object({
  question: z.string().min(5),
  answer: z.string().min(10),
});

/**
 * Legal and support pages (docs/constants.md#legal-and-help): one MDX file per route in
 * content/legal/, named like its path. Company, mailbox and brand are never typed in the text:
 * the body uses the site components (<Company />, <SupportEmail />…), frontmatter uses tokens.
 */
export const legalPageSchema = z
  .object({
    /** Search title and breadcrumb label (without the brand). */
    title: z.string().min(3),
    /** Search title when the short title would not fill a search snippet (the lengths of docs/constants.md#article-generator). */
    seoTitle: z.string().min(3).optional(),
    description: z.string().min(30).max(170),
    /** The visible h1, when it differs from the title. */
    heading: z.string().optional(),
    /** Short introduction under the h1. */
    lede: z.string().optional(),
    effective: z.coerce.date().optional(),
    updated: z.coerce.date().optional(),
    /** Show a table of contents built from the page's section headings. */
    toc: z.boolean().default(false),
    faqHeading: z.string().default('Frequently asked questions'),
    faq: z.array(faqEntrySchema).default([]),
  })
  .refine((page) => !page.effective || !page.updated || page.updated >= page.effective, {
    message: 'updated must not be earlier than effective',
    path: ['updated'],
  });

export type LegalPageData = z.infer<typeof legalPageSchema>;

export const legalCollections = {
  legal: defineCollection({
    loader: glob({ pattern: '*.{md,mdx}', base: './content/legal' }),
    schema: legalPageSchema,
  }),
};
