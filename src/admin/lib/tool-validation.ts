import { sanitizeHtml } from '@/lib/content/sanitize';
import { imageAddressProblem } from './image-address';
import type { ToolUpdate } from '../data/types';
import type { ToolContentField, ToolDefaults } from '@/lib/calculators/tool-content';

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
/** An address with a scheme (https:, data:, javascript: …) or another host (//host): the CSP decides. */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
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
  // An address the page could not show (another host, a script or data address) is refused with why.
  const coverProblem = own('cover_photo') && ABSOLUTE.test(cover) ? imageAddressProblem(cover) : null;
  if (coverProblem) errors.push(`Cover photo: ${coverProblem}`);
  else if (own('cover_photo') && cover !== '' && !IMAGE_START.test(cover) && !IMAGE_END.test(cover))
    warnings.push(TOOL_MESSAGES.coverPhoto);
  return { errors, warnings };
}

/**
 * What is stored (docs/calculators.md#content-records): the text fields as typed, trimmed (the
 * pages escape them when shown, so "Enter the <name> and birthday" reads as written); the SEO
 * content through the one sanitiser (docs/decisions.md#one-real-sanitiser), whose removals the editor shows before
 * saving. A cover address the page could not show never gets here: validateTool refuses it.
 */
export function storedToolUpdate(fields: ToolUpdate): ToolUpdate {
  const clean: ToolUpdate = { ...fields };
  for (const key of ['headline', 'subheadline', 'keywords', 'cover_photo'] as const) {
    const value = fields[key];
    if (typeof value === 'string') clean[key] = value.trim();
  }
  if (fields.seo_content !== undefined && fields.seo_content !== null)
    clean.seo_content = sanitizeHtml(fields.seo_content);
  return clean;
}
