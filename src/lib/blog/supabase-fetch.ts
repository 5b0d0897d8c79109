import { z } from 'zod';
import { anonClient, type SupabaseSource } from '../supabase/server-client';
import { articleRowSchema, categoryRowSchema, type ArticleRow, type CategoryRow } from './supabase-rows';

/** Rows asked for per request; PostgREST on Supabase caps a reply at 1,000 rows by default. */
export const PAGE_SIZE = 500;

/** A failed PostgREST call, with the reason PostgREST (or the Supabase gateway) gave. */
export class SupabaseReadError extends Error {
  constructor(
    readonly table: string,
    readonly status: number,
    reason: string,
  ) {
    super(`Supabase ${table}: HTTP ${status}: ${reason}`);
    this.name = 'SupabaseReadError';
  }
}

interface PageReply {
  data: unknown;
  error: { code?: string; message: string; hint?: string | null } | null;
  status: number;
  statusText: string;
}

/** Every row of one table query, page by page, each row checked against its schema. */
async function readAll<T>(
  table: string,
  page: (from: number, to: number) => PromiseLike<PageReply>,
  schema: z.ZodType<T>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { data, error, status, statusText } = await page(offset, offset + PAGE_SIZE - 1);
    if (error) {
      const reason = [error.code, error.message, error.hint].filter(Boolean).join(' · ');
      throw new SupabaseReadError(table, status, reason || statusText || 'no reason given');
    }
    const parsed = z.array(schema).safeParse(data);
    if (!parsed.success)
      throw new SupabaseReadError(
        table,
        status,
        `unexpected reply: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? ''}`,
      );
    rows.push(...parsed.data);
    if (parsed.data.length < PAGE_SIZE) return rows;
  }
}

/**
 * The published articles (newest first) with their category embedded. Visitors' key reads them
 * from the `published_articles` view: published, due rows with the columns the blog renders and
 * nothing else (no AI usage, model or generation settings; docs/admin.md, "Permissions").
 */
export function fetchPublishedArticles(source: SupabaseSource): Promise<ArticleRow[]> {
  const db = anonClient(source);
  return readAll(
    'published_articles',
    (from, to) =>
      db
        .from('published_articles')
        .select('*,category:categories(slug,name)')
        .order('published_at', { ascending: false })
        .range(from, to),
    articleRowSchema,
  );
}

/** Every category, in the editors' order. */
export function fetchCategories(source: SupabaseSource): Promise<CategoryRow[]> {
  const db = anonClient(source);
  return readAll(
    'categories',
    (from, to) =>
      db
        .from('categories')
        .select('*')
        .order('sort_order', { ascending: true, nullsFirst: false })
        .order('name', { ascending: true })
        .range(from, to),
    categoryRowSchema,
  );
}
