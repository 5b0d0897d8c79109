/**
 * The one HTML sanitiser of the site (docs/decisions.md 4). HTML from admin records and AI replies
 * passes through an allow-list (sanitize-html, which runs in Node, Workers and the browser):
 * anything not listed here is dropped. Scripts, frames, embedded objects, forms, styles,
 * on-event attributes and every URL scheme other than http(s), mailto and tel are removed.
 */
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'span',
  'figure',
  'figcaption',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const SCRIPT_SCHEME = /(javascript|vbscript|livescript):/i;

// Dropped together with their contents, not just unwrapped.
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'title',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the page it opens.
    a: (tagName, attribs) => {
      const attributes = withoutScriptUrl(attribs, 'href');
      if (attributes.target && attributes.target !== '_blank') delete attributes.target;
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withoutScriptUrl(attribs, 'src') }),
    // A document's only h1 is the page title: headings inside a body start at h2.
    h1: 'h2',
  },
};

/**
 * Belt and braces for legacy parsers: a URL that still names a script scheme anywhere (for
 * example after a back-tick, which old browsers read as a quote) loses the attribute.
 */
function withoutScriptUrl(attribs: sanitize.Attributes, name: string): sanitize.Attributes {
  const attributes = { ...attribs };
  const value = attributes[name];
  if (value !== undefined && SCRIPT_SCHEME.test(value.replace(/[\p{Cc} ]/gu, ''))) delete attributes[name];
  return attributes;
}

/** Cleans untrusted HTML down to the article allow-list. */
export function sanitizeHtml(html: string): string {
  return sanitize(typeof html === 'string' ? html : '', OPTIONS);
}

const TEXT_OPTIONS: sanitize.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: 'discard',
};
const MAX_TEXT_PASSES = 5;

/** The entities sanitize-html writes into text, decoded back to the characters they stand for. */
function decodeEscapes(text: string): string {
  return text.replace(
    /&(lt|gt|quot|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '',
  );
}

/**
 * Plain text of untrusted input, with no tag in it even after decoding: "&lt;script&gt;" decodes
 * to a tag, so the text is stripped again until a pass changes nothing (a line break becomes a space).
 */
export function sanitizeText(input: string): string {
  let text = typeof input === 'string' ? input : '';
  for (let pass = 0; pass < MAX_TEXT_PASSES; pass += 1) {
    const next = decodeEscapes(sanitize(text.replace(/<br\s*\/?>/gi, ' '), TEXT_OPTIONS));
    if (next === text) return text.trim();
    text = next;
  }
  // Still changing after several passes (deeply nested encodings): no angle bracket, raw or encoded, survives.
  return text.replace(/[<>]|&(?:amp;)*(?:lt|gt);/gi, '').trim();
}
