import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeHtmlReport, sanitizeText } from '@/lib/content/sanitize';
import { htmlWithProse, keepsProse, proseAboutTags } from './fixtures/prose-about-tags';

/** Prose that mentions tags keeps every word; what is removed is said. */
describe('sanitizeHtml keeps prose about tags', () => {
  for (const prose of proseAboutTags) {
    it(`keeps every word of: ${prose}`, () => {
      const clean = sanitizeHtml(htmlWithProse(prose));
      expect(keepsProse(clean, prose)).toBe(true);
      expect(sanitizeHtml(clean)).toBe(clean);
      expect(sanitizeHtmlReport(htmlWithProse(prose)).removed).toEqual([]);
    });
  }

  it('shows a disallowed tag as text with its attributes, as written', () => {
    expect(sanitizeHtml('<p>Add <meta name="description"> to the head.</p>')).toBe(
      '<p>Add &lt;meta name="description"&gt; to the head.</p>',
    );
  });

  it('shows a complete <title> or <textarea> element as text instead of dropping its words', () => {
    expect(sanitizeHtml('<p>Type <title>Astrelle</title> at the top.</p>')).toBe(
      '<p>Type &lt;title&gt;Astrelle&lt;/title&gt; at the top.</p>',
    );
  });

  it('still unwraps layout wrappers and keeps their words', () => {
    expect(sanitizeHtml('<section><div><p>words</p></div></section>')).toBe('<p>words</p>');
  });
});

describe('sanitizeHtmlReport says what it removed', () => {
  it('removes a complete script or style with its contents and names it', () => {
    const report = sanitizeHtmlReport('<p>a</p><script>steal()</script><style>p{color:red}</style><p>b</p>');
    expect(report.html).toBe('<p>a</p><p>b</p>');
    expect(report.removed).toEqual([
      'A <script> element with everything inside it: “<script>steal()</script>”.',
      'A <style> element with everything inside it: “<style>p{color:red}</style>”.',
    ]);
  });

  it('counts repeated removals, comments, unsafe addresses and unused attributes', () => {
    const report = sanitizeHtmlReport(
      '<p class="x" onclick="go()">a</p><svg><circle/></svg><svg></svg><!-- note -->' +
        '<a href="javascript:alert(1)">link</a><img src="data:image/png;base64,AAAA" alt="">',
    );
    expect(report.removed).toEqual([
      '2 <svg> elements with everything inside them, such as “<svg><circle/></svg>”.',
      'A comment: “<!-- note -->”.',
      '2 unsafe link or image addresses, such as “javascript:alert(1)”.',
      'Attributes the site does not use: class, onclick.',
    ]);
    expect(report.html).toBe('<p>a</p><a>link</a><img alt="" />');
  });

  it('reports nothing for clean article markup', () => {
    expect(sanitizeHtmlReport('<h2>Venus</h2><p><a href="/blog">Blog</a></p>').removed).toEqual([]);
  });
});

describe('sanitizeText keeps the words after a tag', () => {
  it('drops the tags but not what follows an unclosed <title> or <style>', () => {
    expect(sanitizeText('Is a <title> important? Yes, and a <style> too.')).toBe(
      'Is a  important? Yes, and a  too.',
    );
  });

  it('still removes a complete script with its contents', () => {
    expect(sanitizeText('Hello <script>steal()</script>world')).toBe('Hello world');
  });
});
