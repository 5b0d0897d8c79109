/**
 * The one HTML sanitiser of the site (DECISIONS.md 4). HTML from admin records and AI replies
 * passes through an allow-list (sanitize-html, which runs in Node, Workers and the browser):
 * anything not listed here is dropped. Scripts, frames, embedded objects, forms, styles,
 * on-event attributes and every URL scheme other than http(s), mailto and tel are removed.
 */
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'span',
  'figure', 'figcaption', 'img',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

const SCRIPT_SCHEME = /(javascript|vbscript|livescript):/i;

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
  // Dropped together with their contents, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title'],
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
  if (value !== undefined && SCRIPT_SCHEME.test(value.replace(/[\u0000-\u0020]/g, ''))) delete attributes[name];
  return attributes;
}

/** Cleans untrusted HTML down to the article allow-list. */
export function sanitizeHtml(html: string): string {
  return sanitize(typeof html === 'string' ? html : '', OPTIONS);
}
