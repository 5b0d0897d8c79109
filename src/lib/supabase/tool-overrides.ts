import { isSupabaseConfigured } from './configured';
import type { Tables } from './database.types';
import { anonClient } from './server-client';

/** The part of a compatibility_tools row that can override a calculator page record. */
export type ToolOverrideRow = Pick<
  Tables<'compatibility_tools'>,
  'id' | 'name' | 'headline' | 'subheadline' | 'cover_photo' | 'seo_content' | 'keywords' | 'updated_at'
>;

/** The page record fields an override may replace (docs/calculators.md#content-records). */
export interface PageContentFields {
  headline: string;
  subheadline: string;
  coverPhoto?: string | undefined;
  seoContent?: string | undefined;
  keywords?: string | undefined;
}

export interface ToolOverrideSettings {
  url: string | undefined;
  anonKey: string | undefined;
  fetch?: typeof fetch;
  /** Warnings go here (the build log); defaults to console.warn. */
  warn?: (message: string) => void;
}

const COLUMNS = 'id,name,headline,subheadline,cover_photo,seo_content,keywords,updated_at';

/**
 * docs/decisions.md#pages-are-built-not-fetched: at build time, the active compatibility_tools rows keyed by content key —
 * only when Supabase is configured (nothing is fetched otherwise). A failing backend must not
 * break the build: the pages keep their content/ defaults and the build log says why.
 */
export async function fetchToolOverrides(
  settings: ToolOverrideSettings,
): Promise<Map<string, ToolOverrideRow>> {
  const overrides = new Map<string, ToolOverrideRow>();
  const { url, anonKey } = settings;
  if (!url || !anonKey || !isSupabaseConfigured(url, anonKey)) return overrides;
  const warn = settings.warn ?? ((message: string) => console.warn(message));
  const { data, error, status } = await anonClient({
    url,
    anonKey,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  })
    .from('compatibility_tools')
    .select(COLUMNS)
    .eq('is_active', true)
    .order('name', { ascending: true })
    // One try: the pages have their content/ defaults, and the build goes on.
    .retry(false);
  if (error) {
    // supabase-js reports a network failure as status 0.
    const reason = status === 0 ? error.message : `Supabase answered ${status}`;
    warn(`compatibility_tools overrides skipped: ${reason}; pages use their content/ defaults.`);
    return overrides;
  }
  if (!Array.isArray(data)) {
    warn('compatibility_tools overrides skipped: the reply was not a list.');
    return overrides;
  }
  for (const row of data as unknown[]) {
    if (row && typeof row === 'object' && typeof (row as ToolOverrideRow).id === 'string')
      overrides.set((row as ToolOverrideRow).id, row as ToolOverrideRow);
  }
  return overrides;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/**
 * A page record with the filled-in fields of its row. Empty fields keep the default. SEO content
 * is HTML written in the admin, so the one sanitiser (src/lib/content/sanitize.ts) is required.
 */
export function applyToolOverride<T extends PageContentFields>(
  record: T,
  row: ToolOverrideRow | undefined,
  sanitize: (html: string) => string,
): T {
  if (!row) return record;
  return {
    ...record,
    ...(present(row.headline) ? { headline: row.headline.trim() } : {}),
    ...(present(row.subheadline) ? { subheadline: row.subheadline.trim() } : {}),
    ...(present(row.cover_photo) ? { coverPhoto: row.cover_photo.trim() } : {}),
    ...(present(row.seo_content) ? { seoContent: sanitize(row.seo_content) } : {}),
    ...(present(row.keywords) ? { keywords: row.keywords.trim() } : {}),
  };
}
