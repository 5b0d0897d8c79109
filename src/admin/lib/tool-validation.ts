import { sanitizeHtml, sanitizeText } from '../../lib/content/sanitize';
import type { ToolUpdate } from '../data/types';
import type { ToolContentField, ToolDefaults } from '../../lib/calculators/tool-content';

/** Tool content limits (docs/constants.md#tool-records). */
export const TOOL_LIMITS = { headline: 200, subheadline: 500, seoContent: 2000 } as const;

export const TOOL_MESSAGES = {
  headlineRequired: 'Headline is required.',
  headlineLong: `Headline is longer than ${TOOL_LIMITS.headline} characters; it may be cut off on small screens.`,
  subheadlineLong: `Subheadline is longer than ${TOOL_LIMITS.subheadline} characters.`,
  seoContentLong: `SEO content is longer than ${TOOL_LIMITS.seoContent} characters.`,
  coverPhoto: 'Cover photo should be a valid image URL or filename',
} as const;

export interface ToolValidation {
  errors: string[];
  warnings: string[];
}

const IMAGE_START = /^(https?:\/\/|\/)/i;
const IMAGE_END = /\.(jpe?g|png|webp|gif)$/i;

/**
 * Errors block saving; warnings are shown and the save goes ahead. A field still showing its page's
 * built-in content (`defaults`) gets no warning: it is not stored, and the file is the site's own.
 */
export function validateTool(fields: ToolUpdate, defaults?: ToolDefaults): ToolValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  const own = (field: ToolContentField) =>
    !defaults || (fields[field] ?? '').trim() !== defaults[field].trim();
  const headline = (fields.headline ?? '').trim();
  if (headline === '') errors.push(TOOL_MESSAGES.headlineRequired);
  if (own('headline') && headline.length > TOOL_LIMITS.headline) warnings.push(TOOL_MESSAGES.headlineLong);
  if (own('subheadline') && (fields.subheadline ?? '').length > TOOL_LIMITS.subheadline)
    warnings.push(TOOL_MESSAGES.subheadlineLong);
  if (own('seo_content') && (fields.seo_content ?? '').length > TOOL_LIMITS.seoContent)
    warnings.push(TOOL_MESSAGES.seoContentLong);
  const cover = (fields.cover_photo ?? '').trim();
  if (own('cover_photo') && cover !== '' && !IMAGE_START.test(cover) && !IMAGE_END.test(cover))
    warnings.push(TOOL_MESSAGES.coverPhoto);
  return { errors, warnings };
}

/**
 * What is stored: the SEO content through the one sanitiser (docs/decisions.md 4), text fields as
 * plain text (no tag even after decoding), so script tags, on-event attributes and script URLs never reach the table.
 */
export function sanitizeToolUpdate(fields: ToolUpdate): ToolUpdate {
  const clean: ToolUpdate = { ...fields };
  if (fields.headline !== undefined)
    clean.headline = fields.headline === null ? null : sanitizeText(fields.headline);
  if (fields.subheadline !== undefined && fields.subheadline !== null)
    clean.subheadline = sanitizeText(fields.subheadline);
  if (fields.keywords !== undefined && fields.keywords !== null)
    clean.keywords = sanitizeText(fields.keywords);
  if (fields.cover_photo !== undefined && fields.cover_photo !== null) {
    const cover = fields.cover_photo.trim();
    clean.cover_photo = /^\s*(javascript|vbscript|data):/i.test(cover.replace(/[\p{Cc} ]/gu, ''))
      ? ''
      : cover;
  }
  if (fields.seo_content !== undefined && fields.seo_content !== null)
    clean.seo_content = sanitizeHtml(fields.seo_content);
  return clean;
}
