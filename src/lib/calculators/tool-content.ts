import { z } from 'zod';

/**
 * What a calculator page shows, from its record in the compatibility_tools table and its built-in
 * content file (content/calculators/pages/, docs/calculators.md#content-records): a filled-in field
 * of the record wins, an empty one falls back to the file. "Needs attention" and the statistics
 * count what the page shows, so a record left empty is not missing anything the file has.
 */
export const CALCULATOR_PAGES_PATH = '/admin-data/calculator-pages.json';

/** A page's built-in content, in the record's field names and forms (keywords comma-separated). */
export const toolDefaultsSchema = z.object({
  key: z.string().min(1),
  headline: z.string(),
  subheadline: z.string(),
  /** The built cover image's address. */
  cover_photo: z.string(),
  /** The content file's Markdown body, rendered to HTML as the page shows it. */
  seo_content: z.string(),
  keywords: z.string(),
  /** The content file, from the repository's root. */
  filePath: z.string().min(1),
});
export type ToolDefaults = z.infer<typeof toolDefaultsSchema>;

export const calculatorPagesFileSchema = z.object({
  builtAt: z.string(),
  pages: z.array(toolDefaultsSchema),
});

/** The fields a record may fill in over its page's file. */
export const TOOL_CONTENT_FIELDS = [
  'headline',
  'subheadline',
  'cover_photo',
  'seo_content',
  'keywords',
] as const;
export type ToolContentField = (typeof TOOL_CONTENT_FIELDS)[number];
export type ToolContent = Record<ToolContentField, string>;
type ToolRecord = Record<ToolContentField, string | null>;

/** The fields without which a page is incomplete (the tools screen's "Needs attention"). */
const REQUIRED: readonly ToolContentField[] = ['headline', 'cover_photo', 'seo_content'];

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** What the page shows for each field: the record's, when filled in, else the file's ('' when neither). */
export function toolContent(record: ToolRecord, defaults: ToolDefaults | undefined): ToolContent {
  const pick = (field: ToolContentField) => {
    const value = record[field];
    return present(value) ? value : (defaults?.[field] ?? '');
  };
  return {
    headline: pick('headline'),
    subheadline: pick('subheadline'),
    cover_photo: pick('cover_photo'),
    seo_content: pick('seo_content'),
    keywords: pick('keywords'),
  };
}

/** The required fields the page has neither from the record nor from its file. */
export function missingToolContent(
  record: ToolRecord,
  defaults: ToolDefaults | undefined,
): ToolContentField[] {
  const shown = toolContent(record, defaults);
  return REQUIRED.filter((field) => !present(shown[field]));
}

export interface ToolStats {
  total: number;
  configured: number;
  withImages: number;
  withContent: number;
  pending: number;
}

/** The statistics of the Tools screen and the dashboard, over what the pages show. */
export function toolStats(
  records: readonly (ToolRecord & { id: string })[],
  defaults: ReadonlyMap<string, ToolDefaults>,
): ToolStats {
  const shown = records.map((record) => toolContent(record, defaults.get(record.id)));
  const configured = shown.filter((content) => present(content.headline)).length;
  return {
    total: records.length,
    configured,
    withImages: shown.filter((content) => present(content.cover_photo)).length,
    withContent: shown.filter((content) => present(content.seo_content)).length,
    pending: records.length - configured,
  };
}

/**
 * What to store from the editor's fields: a field still equal to its file's content is stored
 * empty (null), so the page keeps following the file when the file changes.
 */
export function recordFromContent(content: ToolContent, defaults: ToolDefaults | undefined): ToolRecord {
  const keep = (field: ToolContentField) => {
    const value = content[field];
    if (!present(value)) return null;
    return defaults && value.trim() === defaults[field].trim() ? null : value;
  };
  return {
    headline: keep('headline'),
    subheadline: keep('subheadline'),
    cover_photo: keep('cover_photo'),
    seo_content: keep('seo_content'),
    keywords: keep('keywords'),
  };
}

/** Whether a field shows its file's content (rather than the record's own). */
export function isBuiltIn(
  content: ToolContent,
  defaults: ToolDefaults | undefined,
  field: ToolContentField,
): boolean {
  return !!defaults && present(defaults[field]) && content[field].trim() === defaults[field].trim();
}
