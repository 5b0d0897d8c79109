import { describe, expect, it } from 'vitest';
import { sanitizeToolUpdate, TOOL_MESSAGES, validateTool } from '../../../src/admin/lib/tool-validation';

describe('tool content validation', () => {
  it('requires a headline with the exact message', () => {
    expect(validateTool({ headline: '   ' }).errors).toEqual(['Headline is required.']);
    expect(validateTool({}).errors).toEqual(['Headline is required.']);
    expect(validateTool({ headline: 'Fine' })).toEqual({ errors: [], warnings: [] });
  });

  it('warns past 200, 500 and 2000 characters but does not block', () => {
    const result = validateTool({
      headline: 'h'.repeat(201),
      subheadline: 's'.repeat(501),
      seo_content: 'c'.repeat(2001),
    });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      TOOL_MESSAGES.headlineLong,
      TOOL_MESSAGES.subheadlineLong,
      TOOL_MESSAGES.seoContentLong,
    ]);
    expect(
      validateTool({ headline: 'h'.repeat(200), subheadline: 's'.repeat(500), seo_content: 'c'.repeat(2000) })
        .warnings,
    ).toEqual([]);
  });

  it('warns about a cover photo that is neither an address nor an image file name', () => {
    const warn = (cover: string) => validateTool({ headline: 'x', cover_photo: cover }).warnings;
    expect(warn('cover-art')).toEqual(['Cover photo should be a valid image URL or filename']);
    expect(warn('photo.bmp')).toEqual(['Cover photo should be a valid image URL or filename']);
    for (const ok of [
      'https://cdn.example.org/a',
      '/images/a',
      'a.jpg',
      'a.JPEG',
      'a.png',
      'a.webp',
      'a.gif',
      '',
    ])
      expect(warn(ok)).toEqual([]);
  });

  it('strips scripts, on-event attributes and script URLs before saving', () => {
    const clean = sanitizeToolUpdate({
      headline: 'Safe <script>alert(1)</script>headline',
      subheadline: '<b onmouseover="x()">Bold</b> words',
      seo_content:
        '<p onclick="alert(1)">Read <a href="javascript:alert(1)">this</a> and <a href="vbscript:msgbox(1)">that</a></p><script>alert(2)</script><img src="x" onerror="alert(3)">',
      cover_photo: 'javascript:alert(1)',
      keywords: 'love, <i>stars</i>',
    });
    expect(clean.headline).toBe('Safe headline');
    expect(clean.subheadline).toBe('Bold words');
    expect(clean.keywords).toBe('love, stars');
    expect(clean.cover_photo).toBe('');
    expect(clean.seo_content).toContain('Read');
    expect(clean.seo_content).not.toMatch(/script|onclick|onerror|vbscript|javascript/i);
  });

  it('keeps encoded tags out of plain-text fields: no tag survives decoding', () => {
    const clean = sanitizeToolUpdate({
      headline: 'Safe &lt;script&gt;alert(1)&lt;/script&gt;headline',
      subheadline: '&amp;lt;img src=x onerror=alert(1)&amp;gt;Stars &#60;b&#62;aligned&#60;/b&#62;',
      keywords: 'love, &lt;iframe src=javascript:alert(1)&gt;&lt;/iframe&gt;stars',
    });
    expect(clean.headline).toBe('Safe headline');
    expect(clean.subheadline).toBe('Stars aligned');
    expect(clean.keywords).toBe('love, stars');
    const nested = sanitizeToolUpdate({
      headline: `x ${'&amp;'.repeat(8)}lt;script${'&amp;'.repeat(8)}gt;y`,
    }).headline!;
    for (const value of [clean.headline!, clean.subheadline!, clean.keywords!, nested])
      expect(value).not.toMatch(/<|>|&(amp;)*(lt|gt);/i);
  });

  it('keeps ordinary text with its symbols', () => {
    const clean = sanitizeToolUpdate({
      headline: 'Tom &amp; Jerry: a < b, "quoted", it\'s <3',
      subheadline: 'line<br>break',
    });
    expect(clean.headline).toBe('Tom & Jerry: a < b, "quoted", it\'s <3');
    expect(clean.subheadline).toBe('line break');
  });

  it('leaves fields it was not given alone', () => {
    expect(sanitizeToolUpdate({ is_active: false })).toEqual({ is_active: false });
  });
});
