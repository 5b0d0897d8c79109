import { describe, expect, it } from 'vitest';
import {
  isBuiltIn,
  missingToolContent,
  recordFromContent,
  toolContent,
  toolStats,
} from '@/lib/calculators/tool-content';
import { validateTool } from '@/admin/lib/tool-validation';
import { builtInPage } from './fixtures/build-files';

const empty = { headline: null, subheadline: null, cover_photo: null, seo_content: null, keywords: null };
const page = builtInPage('birthday-compatibility', 'Birthday Compatibility');

describe('a calculator page is its record over its built-in content', () => {
  it('shows the file where the record is empty or blank, and the record where it is filled in', () => {
    expect(toolContent(empty, page)).toEqual({
      headline: page.headline,
      subheadline: page.subheadline,
      cover_photo: page.cover_photo,
      seo_content: page.seo_content,
      keywords: page.keywords,
    });
    const own = toolContent({ ...empty, headline: 'Our own headline', subheadline: '  ' }, page);
    expect(own.headline).toBe('Our own headline');
    expect(own.subheadline).toBe(page.subheadline);
    expect(toolContent(empty, undefined).headline).toBe('');
  });

  it('needs attention only when neither the record nor the file has a headline, cover or SEO text', () => {
    expect(missingToolContent(empty, page)).toEqual([]);
    expect(missingToolContent(empty, undefined)).toEqual(['headline', 'cover_photo', 'seo_content']);
    expect(missingToolContent(empty, { ...page, cover_photo: '' })).toEqual(['cover_photo']);
    expect(
      missingToolContent({ ...empty, cover_photo: '/images/x.jpg' }, { ...page, cover_photo: '' }),
    ).toEqual([]);
  });

  it('counts the statistics over what the pages show', () => {
    const records = [
      { id: 'birthday-compatibility', ...empty },
      { id: 'no-file-yet', ...empty, headline: 'Only a headline' },
      { id: 'nothing-at-all', ...empty },
    ];
    expect(toolStats(records, new Map([[page.key, page]]))).toEqual({
      total: 3,
      configured: 2,
      withImages: 1,
      withContent: 1,
      pending: 1,
    });
  });

  it('stores a field left as the file has it as empty, so the page keeps following the file', () => {
    const shown = toolContent(empty, page);
    expect(recordFromContent(shown, page)).toEqual(empty);
    expect(recordFromContent({ ...shown, headline: 'A new headline' }, page)).toEqual({
      ...empty,
      headline: 'A new headline',
    });
    // Without built-in content, everything filled in is the record's own.
    expect(recordFromContent(shown, undefined).headline).toBe(page.headline);
    expect(isBuiltIn(shown, page, 'seo_content')).toBe(true);
    expect(isBuiltIn({ ...shown, seo_content: '<p>Mine</p>' }, page, 'seo_content')).toBe(false);
  });

  it('gives no length warning for the built-in text, which is not stored', () => {
    const long = { ...page, seo_content: `<p>${'word '.repeat(600)}</p>` };
    const shown = toolContent(empty, long);
    expect(validateTool(shown, long)).toEqual({ errors: [], warnings: [] });
    expect(validateTool({ ...shown, seo_content: `${long.seo_content} more` }, long).warnings).toEqual([
      'SEO content is longer than 2000 characters.',
    ]);
  });
});
