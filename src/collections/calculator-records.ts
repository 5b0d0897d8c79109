/**
 * The ONE place a calculator page's content record is loaded: content/ first, then, when a
 * backend is configured at build time, the Supabase `compatibility_tools` row of the same
 * content key overrides headline, subheadline, cover photo, SEO text and keywords
 * (docs/decisions.md#pages-are-built-not-fetched). Admin-written SEO HTML goes through the one sanitiser.
 */
import { getEntry, render, type CollectionEntry } from 'astro:content';
import { publicSupabase } from '../config/env';
import { sanitizeHtml } from '../lib/content/sanitize';
import {
  applyToolOverride,
  fetchToolOverrides,
  type PageContentFields,
  type ToolOverrideRow,
} from '../lib/supabase/tool-overrides';

export type CalculatorRecord = CollectionEntry<'calculatorPages'>;

/** What a calculator page shows, after any backend override. */
export interface CalculatorContent {
  record: CalculatorRecord;
  headline: string;
  subheadline: string;
  keywords: string[];
  /** An override cover (absolute URL or site path); the content cover image is used otherwise. */
  coverUrl?: string;
  /** Sanitised override SEO HTML; the content record's Markdown body is used otherwise. */
  seoHtml?: string;
}

/** Fetched once per build, shared by every page. */
let overrides: Promise<Map<string, ToolOverrideRow>> | undefined;
function toolOverrides(): Promise<Map<string, ToolOverrideRow>> {
  overrides ??= fetchToolOverrides(publicSupabase());
  return overrides;
}

export async function loadCalculatorRecord(key: string): Promise<CalculatorRecord> {
  const entry = await getEntry('calculatorPages', key);
  if (!entry) throw new Error(`content/calculators/pages/${key}.md is missing`);
  return entry;
}

export async function loadCalculatorContent(key: string): Promise<CalculatorContent> {
  const record = await loadCalculatorRecord(key);
  const defaults: PageContentFields = {
    headline: record.data.headline,
    subheadline: record.data.subheadline,
    keywords: record.data.keywords.join(', '),
  };
  const fields = applyToolOverride(defaults, (await toolOverrides()).get(key), sanitizeHtml);
  return {
    record,
    headline: fields.headline,
    subheadline: fields.subheadline,
    keywords: (fields.keywords ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    ...(fields.coverPhoto ? { coverUrl: fields.coverPhoto } : {}),
    ...(fields.seoContent ? { seoHtml: fields.seoContent } : {}),
  };
}

export async function loadHubRecord(): Promise<CollectionEntry<'compatibilityHub'>> {
  const entry = await getEntry('compatibilityHub', 'compatibility');
  if (!entry) throw new Error('content/calculators/hub/compatibility.md is missing');
  return entry;
}

export { render };
