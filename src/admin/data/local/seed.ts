import type { Article, Category, CompatibilityTool, SiteSettings } from '../types';
import { figureSources, figures, portal, socialProfiles } from '@/config/site';
import { SOCIAL_NETWORKS } from '@/config/social';

/** Starting data for the local preview: enough to try every screen, clearly not live data. */
const stamp = '2026-01-05T09:00:00.000Z';

export function seedCategories(): Category[] {
  return [
    { name: 'Compatibility', slug: 'compatibility', description: 'How two charts meet.' },
    { name: 'Tarot', slug: 'tarot', description: 'Card meanings and spreads.' },
    { name: 'Zodiac signs', slug: 'zodiac-signs', description: 'The twelve signs up close.' },
  ].map((category, index) => ({
    ...category,
    id: `preview-category-${index + 1}`,
    sort_order: index,
    created_at: stamp,
    updated_at: stamp,
  }));
}

export function seedArticles(): Article[] {
  return [
    {
      id: 'preview-article-1',
      title: 'What your Venus sign says about how you love',
      slug: 'venus-sign-love-style',
      content:
        '<h2>Venus, the planet of attraction</h2><p>Your Venus sign shows what draws you in and how you show affection.</p>',
      excerpt: 'Venus shows what draws you in and how you show affection.',
      cover_image_url: null,
      cover_image_alt: null,
      category_id: 'preview-category-1',
      tags: ['venus', 'love'],
      seo_title: 'Venus sign meaning: how you love, by zodiac sign',
      seo_description: '',
      keywords: ['venus sign'],
      status: 'draft',
      published_at: null,
      author_name: 'Preview editor',
      reading_time: 1,
      word_count: 20,
      created_at: stamp,
      updated_at: stamp,
    },
  ];
}

/** The content keys of the calculator pages (docs/calculators.md#pages), with readable names. */
const TOOLS: [string, string][] = [
  ['romantic-compatibility-by-birth-date', 'Romantic Compatibility by Birth Date'],
  ['birthday-compatibility', 'Birthday Compatibility'],
  ['love-compatibility', 'Love Compatibility'],
  ['relationship-compatibility', 'Relationship Compatibility'],
  ['zodiac-compatibility', 'Zodiac Compatibility'],
  ['star-chart-compatibility', 'Star Chart Compatibility'],
  ['true-love-calculator-soulmate', 'True Love Calculator'],
  ['marriage-calculator', 'Marriage Calculator'],
  ['love-meter-marriage', 'Love Meter for Marriage'],
  ['soulmate-compatibility-dob', 'Soulmate Compatibility by Date of Birth'],
  ['soulmate-compatibility-name', 'Soulmate Compatibility by Name'],
  ['when-will-i-get-married', 'When Will I Get Married'],
  ['free-psychic-soulmate-reading', 'Free Psychic Soulmate Reading'],
  ['love-calculator-by-name', 'Love Calculator by Name'],
];

/**
 * The records as the migration creates them (supabase/migrations/…_calculator_pages.sql): names
 * only, every content field empty, so each page shows its built-in content until someone edits it.
 */
export function seedTools(): CompatibilityTool[] {
  return TOOLS.map(([id, name]) => ({
    id,
    name,
    headline: null,
    subheadline: null,
    cover_photo: null,
    seo_content: null,
    keywords: null,
    is_active: true,
    updated_at: stamp,
  }));
}

export function seedSettings(): SiteSettings {
  return {
    figures: Object.fromEntries(
      Object.entries(figures).flatMap(([key, value]) => [
        [key, String(value)],
        [`${key}Source`, figureSources[key as keyof typeof figureSources]],
      ]),
    ),
    portal: { ...portal },
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialProfiles[network] ?? ''])),
  };
}
