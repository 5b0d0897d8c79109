/**
 * Records the admin edits. Field names follow the Supabase tables (CONTRACTS.md), so the
 * Supabase repositories of the backend issue can return their rows unchanged.
 */
import type { CompatibilityTool as ToolRow } from '../../lib/supabase/repositories/compatibility-tools';

export type Role = 'admin' | 'editor' | 'user';

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** From user_profiles; null when no profile exists (DECISIONS.md 1: no access). */
  role: Role | null;
}

export type ArticleStatus = 'draft' | 'scheduled' | 'published';

export interface Article {
  id: string;
  title: string;
  slug: string;
  /** The body as HTML (rendered from the editor's Markdown, then sanitised): what is published. */
  content: string;
  /**
   * The Markdown the editor wrote, reopened in the editor. Optional: absent or null for rows
   * written before it was kept, or by code that only produces HTML; those open their HTML.
   */
  content_markdown?: string | null;
  excerpt: string;
  cover_image_url: string | null;
  cover_image_alt: string | null;
  category_id: string | null;
  tags: string[];
  seo_title: string;
  seo_description: string;
  keywords: string[];
  status: ArticleStatus;
  published_at: string | null;
  author_name: string | null;
  reading_time: number;
  word_count: number;
  created_at: string;
  updated_at: string;
}

export type ArticleInput = Omit<Article, 'id' | 'created_at' | 'updated_at'>;

/** One row of the articles list: what the table shows, without the body. */
export type ArticleSummary = Pick<
  Article,
  'id' | 'title' | 'slug' | 'status' | 'category_id' | 'tags' | 'published_at' | 'created_at' | 'updated_at'
>;

export type ArticleSort = 'updated' | 'published' | 'title';

/** A page of the articles list, filtered and sorted where the data lives. */
export interface ArticleQuery {
  /** Matches title or slug (any part, any case), or a tag exactly. */
  search?: string;
  status?: ArticleStatus | '';
  categoryId?: string;
  sort?: ArticleSort;
  /** Zero-based. */
  page: number;
  pageSize: number;
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
  url: string;
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

/** The document 2 §7 stats of the compatibility_tools table. */
export type { ToolStats } from '../../lib/supabase/repositories/compatibility-tools';

export interface ToolsExport {
  exportDate: string;
  version: '1.0';
  toolsCount: number;
  tools: CompatibilityTool[];
}

export interface BatchResult {
  successes: { id: string }[];
  failures: { id: string; error: string }[];
}

/** Settings the content team may change (no secret is ever among them). */
export interface SiteSettings {
  figures: Record<string, string>;
  portal: Record<string, string>;
}

export interface ActivityEntry {
  at: string;
  text: string;
}
