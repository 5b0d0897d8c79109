import type { APIRoute } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import type { ToolDefaults } from '@/lib/calculators/tool-content';
import { sanitizeHtml } from '@/lib/content/sanitize';

/**
 * Each calculator page's built-in content for the admin's tool editor
 * (docs/calculators.md#content-records), written at build time: what the page shows while its
 * compatibility_tools record is empty. Outside /admin/ for the reason given in
 * repository-articles.json.ts.
 */
export const GET: APIRoute = async () => {
  const records = await getCollection('calculatorPages');
  const pages: ToolDefaults[] = records.map((record: CollectionEntry<'calculatorPages'>) => ({
    key: record.id,
    headline: record.data.headline,
    subheadline: record.data.subheadline,
    cover_photo: record.data.cover.src,
    // As the editor would store it: the sanitiser drops only what the site's own HTML adds (heading ids).
    seo_content: sanitizeHtml(record.rendered?.html ?? ''),
    keywords: record.data.keywords.join(', '),
    filePath: record.filePath ?? `content/calculators/pages/${record.id}.md`,
  }));
  return new Response(JSON.stringify({ builtAt: new Date().toISOString(), pages }), {
    headers: { 'content-type': 'application/json' },
  });
};
