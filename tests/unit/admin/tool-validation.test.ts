import { describe, expect, it } from 'vitest';
import { storedToolUpdate, TOOL_MESSAGES, validateTool } from '@/admin/lib/tool-validation';
import { htmlWithProse, keepsProse, proseAboutTags } from '../blog/fixtures/prose-about-tags';

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
      'https://astrelle.app/a',
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

  it('refuses, with the reason, a cover address the page could not show (the CSP, a script or data address)', () => {
    const refused = (cover: string) => validateTool({ headline: 'x', cover_photo: cover }).errors;
    expect(refused('https://cdn.example.org/a.jpg')).toEqual([
      'Cover photo: The site cannot show images from cdn.example.org: its security policy lets pages load images only from the site itself. Upload the image to the media library and choose it there.',
    ]);
    expect(refused('//cdn.example.org/a.jpg')[0]).toMatch(
      /^Cover photo: The site cannot show images from cdn/,
    );
    expect(refused('javascript:alert(1)')[0]).toMatch(/^Cover photo: This is not an image address/);
    expect(refused('data:image/png;base64,AAAA')[0]).toMatch(/browser's own copy of an image/);
    for (const ok of ['https://astrelle.app/images/a.jpg', '/images/a.jpg', 'a.jpg', ''])
      expect(refused(ok), ok).toEqual([]);
  });

  it('stores text fields as typed (trimmed), so a headline about <name> keeps every word', () => {
    const stored = storedToolUpdate({
      headline: '  Enter the <name> and birthday ',
      subheadline: 'Why the <title> matters & what to write',
      keywords: 'love, <i>stars</i>',
      cover_photo: ' /images/a.jpg ',
    });
    expect(stored).toEqual({
      headline: 'Enter the <name> and birthday',
      subheadline: 'Why the <title> matters & what to write',
      keywords: 'love, <i>stars</i>',
      cover_photo: '/images/a.jpg',
    });
  });

  it('cleans the SEO content with the one sanitiser: scripts, on-event attributes and script URLs go', () => {
    const clean = storedToolUpdate({
      seo_content:
        '<p onclick="alert(1)">Read <a href="javascript:alert(1)">this</a> and <a href="vbscript:msgbox(1)">that</a></p><script>alert(2)</script><img src="x" onerror="alert(3)">',
    });
    expect(clean.seo_content).toContain('Read');
    expect(clean.seo_content).not.toMatch(/script|onclick|onerror|vbscript|javascript/i);
  });

  it.each(proseAboutTags)('keeps every word of SEO prose that mentions a tag: %s', (prose) => {
    const clean = storedToolUpdate({ seo_content: htmlWithProse(prose) });
    expect(keepsProse(clean.seo_content!, prose)).toBe(true);
  });

  it('leaves fields it was not given alone', () => {
    expect(storedToolUpdate({ is_active: false })).toEqual({ is_active: false });
  });
});
