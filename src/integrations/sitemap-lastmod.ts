/**
 * A `serialize` hook for @astrojs/sitemap: blog pages get the <lastmod> their built HTML
 * declares (posts carry article:modified_time), read from dist/ when the sitemap is written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SitemapItem } from '@astrojs/sitemap';
import { builtFileOf, declaredLastmod } from '../lib/blog/lastmod';

export function blogLastmod(distDir: string) {
  return (item: SitemapItem): SitemapItem => {
    if (!new URL(item.url).pathname.startsWith('/blog/post/')) return item;
    try {
      const lastmod = declaredLastmod(readFileSync(join(distDir, builtFileOf(item.url)), 'utf8'));
      return lastmod ? { ...item, lastmod } : item;
    } catch {
      return item;
    }
  };
}
