/**
 * A `serialize` hook for @astrojs/sitemap: blog posts get the <lastmod> their built HTML
 * declares (article:modified_time), read from the output directory when the sitemap is
 * written. `blogLastmodOutDir` (an integration) tells it where that directory is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SitemapItem } from '@astrojs/sitemap';
import { builtFileOf, declaredLastmod } from '../lib/blog/lastmod';

let outDir = 'dist';

/** Records the build's output directory (it can be changed with --outDir). */
export function blogLastmodOutDir(): AstroIntegration {
  return {
    name: 'astrelle:blog-lastmod',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
    },
  };
}

export function blogLastmod(item: SitemapItem): SitemapItem {
  if (!new URL(item.url).pathname.startsWith('/blog/post/')) return item;
  try {
    const lastmod = declaredLastmod(readFileSync(join(outDir, builtFileOf(item.url)), 'utf8'));
    return lastmod ? { ...item, lastmod } : item;
  } catch {
    return item;
  }
}
