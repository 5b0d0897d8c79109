import {
  isSkipped,
  mapArticleRow,
  mapCategoryRow,
  type CategoryData,
  type MappedPost,
  type Skipped,
} from './map-rows';
import type { SupabaseSource } from '../supabase/server-client';
import { fetchCategories, fetchPublishedArticles } from './supabase-fetch';

export interface SupabaseBlog {
  posts: MappedPost[];
  categories: { id: string; data: CategoryData }[];
  skipped: Skipped[];
}

/**
 * Reads the published articles and all categories from Supabase and turns them into blog
 * entries. A post whose category row is missing keeps its category only if the category
 * reply named it; every row left out is listed with its reason.
 */
export async function loadSupabaseBlog(source: SupabaseSource, now = new Date()): Promise<SupabaseBlog> {
  const [articleRows, categoryRows] = await Promise.all([
    fetchPublishedArticles(source),
    fetchCategories(source),
  ]);
  const skipped: Skipped[] = [];

  const categories: SupabaseBlog['categories'] = [];
  for (const row of categoryRows) {
    const mapped = mapCategoryRow(row);
    if (isSkipped(mapped)) skipped.push({ id: `category ${mapped.id}`, reason: mapped.reason });
    else categories.push(mapped);
  }

  const posts: MappedPost[] = [];
  const seen = new Set<string>();
  for (const row of articleRows) {
    const mapped = mapArticleRow(row, now);
    if (isSkipped(mapped)) {
      skipped.push({ id: `article ${mapped.id}`, reason: mapped.reason });
    } else if (seen.has(mapped.id)) {
      // Rows come newest first, so the newest article keeps a slug two rows share.
      skipped.push({ id: `article ${row.id}`, reason: `slug ${mapped.id} already used by a newer article` });
    } else {
      seen.add(mapped.id);
      posts.push(mapped);
    }
  }
  return { posts, categories, skipped };
}
