/**
 * /birth-chart with a shared chart's parameters: the static page, its preview image pointed at
 * that chart's wheel (docs/birth-chart.md#preview-image). Without parameters, or with ones the
 * image would refuse, the page passes through unchanged.
 */
import { escapeHtml } from '../content/text';
import { siteOrigin, type SiteOriginEnv } from '../http/site-origin';
import { readSharedChart } from './query';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './render';
import { chartImageUrl } from './reply';
import { imageAlt } from './texts';

/** The preview tags of a shared chart's page, or undefined for an address that shares none. */
export interface PreviewMeta {
  image: string;
  alt: string;
}

/** `origin`: the configured site's (http/site-origin.ts), never the request's Host. */
export function sharedPreviewMeta(url: URL, origin: string): PreviewMeta | undefined {
  if (!url.search) return undefined;
  const shared = readSharedChart(url.search);
  if (!shared.ok) return undefined;
  return { image: chartImageUrl(origin, shared.search), alt: imageAlt(shared.person.name ?? '') };
}

type Attribute = 'property' | 'name';

const tag = (attribute: Attribute, key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * What the page's head gets (src/layouts/BaseLayout.astro): each selector's element is replaced
 * by the HTML beside it, already escaped.
 */
export function previewTagRewrites(meta: PreviewMeta): [selector: string, html: string][] {
  return [
    [
      'meta[property="og:image"]',
      [
        tag('property', 'og:image', meta.image),
        tag('property', 'og:image:type', 'image/png'),
        tag('property', 'og:image:width', String(IMAGE_WIDTH)),
        tag('property', 'og:image:height', String(IMAGE_HEIGHT)),
      ].join(''),
    ],
    ['meta[property="og:image:alt"]', tag('property', 'og:image:alt', meta.alt)],
    ['meta[name="twitter:card"]', tag('name', 'twitter:card', 'summary_large_image')],
    ['meta[name="twitter:image"]', tag('name', 'twitter:image', meta.image)],
    ['meta[name="twitter:image:alt"]', tag('name', 'twitter:image:alt', meta.alt)],
  ];
}

/** The part of the Workers runtime's HTMLRewriter this uses. */
export interface Rewriter {
  on(
    selector: string,
    handlers: { element(element: { replace(html: string, options: { html: boolean }): unknown }): void },
  ): Rewriter;
  transform(response: Response): Response;
}

export interface PageContext {
  request: Request;
  env?: SiteOriginEnv;
  next: () => Promise<Response>;
}

/** The Workers runtime's HTMLRewriter, where there is one. */
function workersRewriter(): Rewriter | undefined {
  const Constructor = (globalThis as { HTMLRewriter?: new () => Rewriter }).HTMLRewriter;
  return Constructor ? new Constructor() : undefined;
}

/** The page function of /birth-chart: the static page, its preview tags rewritten for a shared chart. */
export async function serveSharedChartPage(
  { request, env, next }: PageContext,
  makeRewriter: () => Rewriter | undefined = workersRewriter,
): Promise<Response> {
  const page = await next();
  if (request.method !== 'GET' || page.status !== 200) return page;
  if (!(page.headers.get('content-type') ?? '').includes('text/html')) return page;
  const meta = sharedPreviewMeta(new URL(request.url), siteOrigin(env));
  if (!meta) return page;
  let rewriter = makeRewriter();
  if (!rewriter) return page;
  for (const [selector, html] of previewTagRewrites(meta))
    rewriter = rewriter.on(selector, { element: (element) => void element.replace(html, { html: true }) });
  return rewriter.transform(page);
}
