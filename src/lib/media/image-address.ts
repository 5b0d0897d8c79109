import { escapeHtml } from '@/lib/content/text';

/**
 * Whether the site can show an image from this address (docs/admin.md#images-in-articles). The
 * site's content security policy (src/lib/security/csp.ts, img-src) lets its pages load images
 * from the site itself and from its Supabase project (the media library) only; an image from any
 * other host would show as broken on the page, so the admin refuses it before it is saved.
 */
export interface ImageOrigins {
  /** The site's own address (site.url). */
  siteUrl: string;
  /** The Supabase project's address, '' without one. */
  supabaseUrl: string;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Why the site cannot show an image from `address`, in words for the editor; null when it can. */
export function imageAddressProblem(address: string, origins: ImageOrigins): string | null {
  const value = address.trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return null; // a path on the site
  if (/^(data|blob):/i.test(value))
    return "This is the browser's own copy of an image (a data: or blob: address), not an address on the web. Upload the image to the media library and choose it there.";
  let url: URL;
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value);
  } catch {
    return 'This is not an image address. Use a path on the site (such as /images/cover.jpg) or choose an image from the media library.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'This is not an image address. Use a path on the site (such as /images/cover.jpg) or choose an image from the media library.';
  const allowed = [originOf(origins.siteUrl), originOf(origins.supabaseUrl)].filter(Boolean);
  if (allowed.includes(url.origin)) return null;
  const library = origins.supabaseUrl ? ' and from its media library' : '';
  return `The site cannot show images from ${url.host}: its security policy lets pages load images only from the site itself${library}. Upload the image to the media library and choose it there.`;
}

/** The image addresses of an article body's HTML (as the sanitiser writes it) the site cannot show, with why. */
export function blockedBodyImages(
  html: string,
  origins: ImageOrigins,
): { address: string; problem: string }[] {
  const found: { address: string; problem: string }[] = [];
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)) {
    const address = decodeAttribute(match[1] ?? '');
    const problem = imageAddressProblem(address, origins);
    if (problem && !found.some((entry) => entry.address === address)) found.push({ address, problem });
  }
  return found;
}

/**
 * An article body's HTML for the editor's preview: each image the site could not show is replaced
 * by a line that says so, naming its address, instead of the broken picture the page would show.
 * Why it is refused stands under the text field (blockedBodyImages).
 */
export function previewWithoutBlockedImages(html: string, origins: ImageOrigins): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const source = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    if (source === undefined) return tag;
    const address = decodeAttribute(source);
    if (imageAddressProblem(address, origins) === null) return tag;
    return `<em data-blocked-image>[Image not shown: the site cannot load ${escapeHtml(address)}]</em>`;
  });
}

/** The entities an HTML serialiser writes into an attribute value, back to their characters. */
function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
}
