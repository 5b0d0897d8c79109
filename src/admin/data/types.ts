import type { Article, ArticleStatus } from '@/lib/blog/article-schema';

/**
 * Records the admin edits. Field names follow the Supabase tables (supabase/migrations/), so the
 * Supabase repositories (src/lib/supabase/repositories/) can return their rows unchanged.
 */
import type {
  CompatibilityTool as ToolRow,
  ToolsExport as RepositoryToolsExport,
} from '@/lib/supabase/repositories/compatibility-tools';

export type Role = 'admin' | 'editor' | 'user';

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** From user_profiles; null when no profile exists (docs/decisions.md#no-default-admin: no access). */
  role: Role | null;
}

/** The one article schema (src/lib/blog/article-schema.ts). */
export type { Article, ArticleInput, ArticleStatus } from '@/lib/blog/article-schema';

/** One row of the articles list: what the table shows, without the body. */
export type ArticleSummary = Pick<
  Article,
  'id' | 'title' | 'slug' | 'status' | 'category_id' | 'tags' | 'published_at' | 'created_at' | 'updated_at'
>;

export type ArticleSort = 'updated' | 'published' | 'title';

/** A stretch of the articles list, filtered and sorted where the data lives. */
export interface ArticleQuery {
  /** Matches title or slug (any part, any case), or a tag exactly. */
  search?: string;
  status?: ArticleStatus | '';
  categoryId?: string;
  sort?: ArticleSort;
  /** The rows wanted: `limit` of them from the zero-based `offset` (a page is offset = page × size). */
  offset: number;
  limit: number;
}

export interface ArticlePage {
  rows: ArticleSummary[];
  /** Every article matching the filters, across all pages. */
  total: number;
}

export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface MediaItem {
  /** Path inside the blog-images bucket. */
  path: string;
  /** Where the admin shows it from (in the local preview a data: URL kept in this browser). */
  url: string;
  /**
   * The full public address Copy URL hands out (Storage's public URL); null in the local
   * preview, where an image lives only in this browser.
   */
  publicUrl: string | null;
  alt: string;
  size: number;
  created_at: string;
}

/** A compatibility_tools row as the admin shows it: the one row type, without created_at. */
export type CompatibilityTool = Omit<ToolRow, 'created_at'>;

export type ToolUpdate = Partial<
  Pick<
    CompatibilityTool,
    'headline' | 'subheadline' | 'cover_photo' | 'seo_content' | 'keywords' | 'is_active'
  >
>;

/** The statistics of the compatibility_tools table (docs/calculators.md#content-records). */
export type { ToolStats } from '@/lib/supabase/repositories/compatibility-tools';

export type ToolsExport = RepositoryToolsExport<CompatibilityTool>;
export type { BatchResult } from '@/lib/supabase/repositories/compatibility-tools';

/** Settings the content team may change (no secret is ever among them). */
export interface SiteSettings {
  figures: Record<string, string>;
  portal: Record<string, string>;
  /** The brand's social profile addresses; an empty one hides that footer icon. */
  social: Record<string, string>;
}

export interface ActivityEntry {
  at: string;
  text: string;
}
