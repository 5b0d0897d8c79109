import { z } from 'zod';
import { articleRowSchema, categoryRowSchema, type ArticleRow, type CategoryRow } from './supabase-rows';

/** Rows asked for per request; PostgREST on Supabase caps a reply at 1,000 rows by default. */
export const PAGE_SIZE = 500;

export const ARTICLES_QUERY =
  'select=*,category:categories(slug,name)&status=eq.published&order=published_at.desc';
export const CATEGORIES_QUERY = 'select=*&order=sort_order.asc.nullslast,name.asc';

export interface SupabaseSource {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
}

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

const errorBodySchema = z.object({
  message: z.string(),
  hint: z.string().nullable().optional(),
  code: z.string().nullable().optional(),
});

async function readError(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = errorBodySchema.parse(JSON.parse(text));
    return [body.code, body.message, body.hint].filter(Boolean).join(' · ');
  } catch {
    return text.slice(0, 200) || response.statusText || 'no reason given';
  }
}

/** Every row of one table query, page by page, each row checked against its schema. */
async function readAll<T>(
  source: SupabaseSource,
  table: string,
  query: string,
  schema: z.ZodType<T>,
): Promise<T[]> {
  const doFetch = source.fetch ?? fetch;
  const base = source.url.replace(/\/+$/, '');
  const rows: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const response = await doFetch(`${base}/rest/v1/${table}?${query}&limit=${PAGE_SIZE}&offset=${offset}`, {
      headers: {
        apikey: source.anonKey,
        Authorization: `Bearer ${source.anonKey}`,
        Accept: 'application/json',
      },
    });
    if (!response.ok) throw new SupabaseReadError(table, response.status, await readError(response));
    const parsed = z.array(schema).safeParse(await response.json());
    if (!parsed.success)
      throw new SupabaseReadError(
        table,
        response.status,
        `unexpected reply: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? ''}`,
      );
    rows.push(...parsed.data);
    if (parsed.data.length < PAGE_SIZE) return rows;
  }
}

/** The published articles (newest first) with their category embedded. */
export function fetchPublishedArticles(source: SupabaseSource): Promise<ArticleRow[]> {
  return readAll(source, 'articles', ARTICLES_QUERY, articleRowSchema);
}

/** Every category, in the editors' order. */
export function fetchCategories(source: SupabaseSource): Promise<CategoryRow[]> {
  return readAll(source, 'categories', CATEGORIES_QUERY, categoryRowSchema);
}
