// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { xssPayloads } from './fixtures/xss-payloads';

const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'body',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'details',
  'marquee',
];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'background',
  'dynsrc',
  'lowsrc',
  'data',
  'xlink:href',
];

/** Parses sanitised output the way a browser would and lists everything dangerous left in it. */
function dangersIn(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`tag <${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`handler ${name} on <${tag}>`);
      if (name === 'style') found.push(`style on <${tag}>`);
      if (name === 'id' || name === 'name') found.push(`${name} on <${tag}>`);
      if (URL_ATTRIBUTES.includes(name)) {
        // Browsers ignore ASCII whitespace and control characters inside a scheme.
        const squashed = attribute.value.replace(/[\p{Cc} ]/gu, '').toLowerCase();
        if (/^(javascript|vbscript|data|livescript):/.test(squashed))
          found.push(`${name}=${attribute.value} on <${tag}>`);
        if (squashed.startsWith('//')) found.push(`protocol-relative ${name} on <${tag}>`);
      }
    }
  }
  return found;
}

/**
 * The tags of sanitised output, without its text: a disallowed tag is shown as text
 * ("&lt;input src=&quot;javascript:…&quot;&gt;"), and words about a script scheme are not one.
 */
function tagsOf(html: string): string {
  return (html.match(/<[^>]*>/g) ?? []).join('');
}

describe('sanitizeHtml against a corpus of XSS payloads', () => {
  it('has a corpus large enough to mean something', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(80);
  });

  for (const [index, payload] of xssPayloads.entries()) {
    it(`neutralises payload ${index + 1}: ${payload.slice(0, 60)}`, () => {
      const clean = sanitizeHtml(payload);
      expect(dangersIn(clean)).toEqual([]);
      expect(tagsOf(clean).toLowerCase()).not.toMatch(/<script|<iframe|javascript:|vbscript:/);
    });

    it(`stays clean when payload ${index + 1} is wrapped in article markup`, () => {
      const clean = sanitizeHtml(`<h2>Title</h2><p>Before ${payload} after</p>`);
      expect(dangersIn(clean)).toEqual([]);
      expect(clean).toContain('<h2>Title</h2>');
    });
  }

  it('is idempotent on its own output', () => {
    for (const payload of xssPayloads) {
      const once = sanitizeHtml(payload);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe('sanitizeHtml keeps article markup', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes and tables', () => {
    const html =
      '<h2>Venus</h2><p>Love <strong>and</strong> <em>value</em>.</p><ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<blockquote><p>quote</p></blockquote><table><thead><tr><th scope="col">Sign</th></tr></thead><tbody><tr><td>Aries</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and images', () => {
    expect(sanitizeHtml('<a href="/compatibility" title="Tools">tools</a>')).toBe(
      '<a href="/compatibility" title="Tools">tools</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.org">mail</a>')).toBe(
      '<a href="mailto:help@example.org">mail</a>',
    );
    expect(
      sanitizeHtml(
        '<img src="https://cdn.example.org/a.jpg" alt="A moon" width="600" height="400" loading="lazy" />',
      ),
    ).toBe(
      '<img src="https://cdn.example.org/a.jpg" alt="A moon" width="600" height="400" loading="lazy" />',
    );
  });

  it('forces rel="noopener noreferrer" on links that open a new tab and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.org" target="_top">x</a>')).toBe(
      '<a href="https://example.org">x</a>',
    );
  });

  it('demotes h1 to h2 so the page keeps one h1', () => {
    expect(sanitizeHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('unwraps unknown layout tags but keeps their text', () => {
    expect(sanitizeHtml('<div class="x"><section><p>text</p></section></div>')).toBe('<p>text</p>');
  });

  it('drops scripts together with their contents', () => {
    expect(sanitizeHtml('<p>a</p><script>steal()</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('escapes stray angle brackets and returns an empty string for non-strings', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml(undefined as unknown as string)).toBe('');
  });
});
