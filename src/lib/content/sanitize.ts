/**
 * The one HTML sanitiser of the site (docs/decisions.md#one-real-sanitiser). HTML from admin records and AI replies
 * passes through an allow-list (sanitize-html, which runs in Node, Workers and the browser).
 * What happens to everything else (docs/admin.md, "What the sanitiser keeps"):
 *
 * - complete scripts, styles, frames, embedded objects, SVG/MathML and comments are removed with
 *   their contents (markup-blocks.ts);
 * - layout wrappers (div, section, …) are unwrapped: their words stay;
 * - any other tag the allow-list does not know (<title>, <textarea>, <your-name>, an unclosed
 *   <svg>) is shown as text, so prose about HTML keeps every word;
 * - on-event attributes, styles, ids and every URL scheme other than http(s), mailto and tel are
 *   removed from the tags that stay.
 *
 * `sanitizeHtmlReport` also says what was removed, for the editors' previews.
 */
import sanitize from 'sanitize-html';
import { separateBlocks } from './markup-blocks';
import { describeRemovals, RemovalLog } from './removals';

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

/** Tags that only arrange other content: dropped, their contents kept. */
const UNWRAPPED = new Set([
  'html',
  'body',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'hgroup',
  'address',
  'center',
  'font',
  'big',
  'tt',
  'strike',
  'ins',
  'del',
  'kbd',
  'samp',
  'var',
  'dfn',
  'time',
  'data',
  'bdi',
  'bdo',
  'label',
  'details',
  'summary',
  'picture',
  'marquee',
  'blink',
  'nobr',
  'wbr',
  'ruby',
  'rt',
  'rp',
]);

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  abbr: ['title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https'];
const SCRIPT_SCHEME = /(javascript|vbscript|livescript):/i;
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** A URL as browsers read its scheme: control characters and spaces inside it are ignored. */
const squashed = (value: string) => value.replace(/[\p{Cc} ]/gu, '');

/** Why the allow-list will drop this address, or null when it keeps it. */
function unsafeAddress(tag: string, value: string): boolean {
  const url = squashed(value);
  if (SCRIPT_SCHEME.test(url) || url.startsWith('//')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme !== undefined && !(tag === 'img' ? IMAGE_SCHEMES : ALLOWED_SCHEMES).includes(scheme);
}

function optionsFor(log: RemovalLog | null): sanitize.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ALLOWED_SCHEMES,
    allowedSchemesByTag: { img: IMAGE_SCHEMES },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    // Disallowed tags are shown as text; the few that only arrange content are unwrapped below.
    disallowedTagsMode: 'escape',
    preserveEscapedAttributes: true,
    // Only the allowed empty elements are written as <br />; an escaped <input> reads as it was typed.
    selfClosing: ['br', 'hr', 'img'],
    nonTextTags: [],
    parseStyleAttributes: false,
    exclusiveFilter: (frame) => (UNWRAPPED.has(frame.tag) ? 'excludeTag' : false),
    transformTags: {
      // A document's only h1 is the page title: headings inside a body start at h2.
      h1: 'h2',
      '*': (tagName, attribs) => {
        if (!ALLOWED_TAGS.includes(tagName)) return { tagName, attribs }; // shown as text, as written
        const attributes = { ...attribs };
        const allowed = ALLOWED_ATTRIBUTES[tagName] ?? [];
        for (const [name, value] of Object.entries(attribs)) {
          if (!allowed.includes(name)) log?.attribute(name);
          else if (URL_ATTRIBUTES.has(name) && unsafeAddress(tagName, value)) {
            // Belt and braces for legacy parsers: a script scheme anywhere (say after a back-tick) loses the attribute.
            delete attributes[name];
            log?.address(value);
          }
        }
        // A link that opens a new tab must not hand the opener to the page it opens.
        if (tagName === 'a') {
          if (attributes.target && attributes.target !== '_blank') delete attributes.target;
          if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
        }
        return { tagName, attribs: attributes };
      },
    },
  };
}

const CLEAN_OPTIONS = optionsFor(null);

/** What the sanitiser removed, in words an editor understands (empty when nothing was). */
export interface SanitizeReport {
  html: string;
  removed: string[];
}

/** Cleans untrusted HTML down to the article allow-list and says what it removed. */
export function sanitizeHtmlReport(html: string): SanitizeReport {
  const log = new RemovalLog();
  const { html: prepared, removed } = separateBlocks(typeof html === 'string' ? html : '', {
    escapeLoneTags: true,
  });
  for (const block of removed) log.block(block);
  return { html: sanitize(prepared, optionsFor(log)), removed: describeRemovals(log) };
}

/** Cleans untrusted HTML down to the article allow-list. */
export function sanitizeHtml(html: string): string {
  const { html: prepared } = separateBlocks(typeof html === 'string' ? html : '', { escapeLoneTags: true });
  return sanitize(prepared, CLEAN_OPTIONS);
}

const TEXT_OPTIONS: sanitize.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // Complete scripts and styles are cut before (markup-blocks.ts); any other tag goes, its words stay.
  nonTextTags: [],
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
    const { html: prepared } = separateBlocks(text.replace(/<br\s*\/?>/gi, ' '), { escapeLoneTags: false });
    const next = decodeEscapes(sanitize(prepared, TEXT_OPTIONS));
    if (next === text) return text.trim();
    text = next;
  }
  // Still changing after several passes (deeply nested encodings): no angle bracket, raw or encoded, survives.
  return text.replace(/[<>]|&(?:amp;)*(?:lt|gt);/gi, '').trim();
}
