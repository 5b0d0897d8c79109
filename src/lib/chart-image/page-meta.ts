/**
 * /birth-chart with a shared chart's parameters: the static page, its preview image pointed at
 * that chart's wheel (docs/birth-chart.md#preview-image), the chart itself drawn into the page and
 * the form filled in, its chart choices included (docs/birth-chart.md#without-javascript). Without parameters the page passes
 * through unchanged; with ones the chart cannot be drawn from, the page says why.
 */
import { escapeHtml } from '../content/text';
import type { ChartChoices } from '../astrology/chart-options';
import { CHOICE_PARAMETERS } from '../calculators/chart-choices-link';
import { FIRST_PERSON_FIELDS } from '../calculators/share-link';
import { siteOrigin, type SiteOriginEnv } from '../http/site-origin';
import { readSharedChart, type SharedChart } from './query';
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

/** The part of the Workers runtime's HTMLRewriter element this uses. */
export interface RewrittenElement {
  replace(html: string, options: { html: boolean }): unknown;
  setInnerContent(html: string, options: { html: boolean }): unknown;
  setAttribute(name: string, value: string): unknown;
  removeAttribute(name: string): unknown;
}

/** The part of the Workers runtime's HTMLRewriter this uses. */
export interface Rewriter {
  on(selector: string, handlers: { element(element: RewrittenElement): void }): Rewriter;
  transform(response: Response): Response;
}

/**
 * What the page function draws for a shared chart (src/components/chart/shared-chart-html.tsx):
 * the chart's HTML, or the reason there is none. Handed in, because src/lib draws no UI.
 */
export interface ChartDrawing {
  chart(shared: Extract<SharedChart, { ok: true }>): string;
  problem(message: string): string;
}

/** The page's slot for the drawn chart (src/pages/birth-chart.astro). */
export const SHARED_CHART_SLOT = '[data-shared-chart]';

/** Whether an address means to share a chart: any of the first person's parameters. */
const meansToShare = (url: URL) =>
  Object.values(FIRST_PERSON_FIELDS).some((key) => url.searchParams.has(key));

/**
 * The refusal, for a visitor rather than a link previewer: "a_t (birth time) must be …" becomes
 * "Birth time must be …", "hs (house system) must be …" "House system must be …".
 */
export function visitorProblem(message: string): string {
  return message.replace(
    /^\w+ \(([^)]+)\)/,
    (_all, field: string) => field[0]!.toUpperCase() + field.slice(1),
  );
}

/**
 * How the form's choice fields are set to a drawn chart's choices (the island renders them with
 * the defaults chosen): each selector, and whether its elements lose or gain the attribute.
 * Values are from the choices' own lists, never from the address.
 */
export function choiceFieldRules(
  choices: ChartChoices,
): [selector: string, change: 'remove' | 'set', attribute: 'selected' | 'checked'][] {
  const { houseSystem, zodiac, points } = CHOICE_PARAMETERS;
  return [
    [`select[name="${houseSystem}"] option[selected]`, 'remove', 'selected'],
    [`select[name="${houseSystem}"] option[value="${choices.houseSystem}"]`, 'set', 'selected'],
    [`select[name="${zodiac}"] option[selected]`, 'remove', 'selected'],
    [`select[name="${zodiac}"] option[value="${choices.zodiac}"]`, 'set', 'selected'],
    [`input[name="${points}"][type="checkbox"][checked]`, 'remove', 'checked'],
    ...choices.points.map(
      (point) =>
        [`input[name="${points}"][value="${point}"]`, 'set', 'checked'] as [string, 'set', 'checked'],
    ),
  ];
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

/**
 * The page function of /birth-chart: the static page; for a shared chart, its preview tags
 * rewritten, the chart drawn into its slot and the form's fields filled with the link's values;
 * for parameters no chart can be drawn from, the reason in the slot.
 */
export async function serveSharedChartPage(
  { request, env, next }: PageContext,
  makeRewriter: () => Rewriter | undefined = workersRewriter,
  drawing?: ChartDrawing,
): Promise<Response> {
  const page = await next();
  if (request.method !== 'GET' || page.status !== 200) return page;
  if (!(page.headers.get('content-type') ?? '').includes('text/html')) return page;
  const url = new URL(request.url);
  if (!url.search || !meansToShare(url)) return page;
  const shared = readSharedChart(url.search);
  let rewriter = makeRewriter();
  if (!rewriter) return page;
  if (shared.ok) {
    // The configured site's origin, never the request's Host (http/site-origin.ts).
    const meta: PreviewMeta = {
      image: chartImageUrl(siteOrigin(env), shared.search),
      alt: imageAlt(shared.person.name ?? ''),
    };
    for (const [selector, html] of previewTagRewrites(meta))
      rewriter = rewriter.on(selector, { element: (element) => void element.replace(html, { html: true }) });
  }
  if (drawing) {
    const html = shared.ok ? drawing.chart(shared) : drawing.problem(visitorProblem(shared.message));
    rewriter = rewriter.on(SHARED_CHART_SLOT, {
      element: (element) => void element.setInnerContent(html, { html: true }),
    });
    // The form shows what the chart was drawn from, ready to change (no script fills it).
    for (const key of Object.values(FIRST_PERSON_FIELDS)) {
      const value = url.searchParams.get(key);
      if (value)
        rewriter = rewriter.on(`input[name="${key}"]`, {
          // Characters that could close the attribute are left out rather than trusted to an escaper.
          element: (element) =>
            void element.setAttribute('value', value.slice(0, 120).replace(/["<>&]/g, '')),
        });
    }
    if (shared.ok)
      for (const [selector, change, attribute] of choiceFieldRules(shared.choices))
        rewriter = rewriter.on(selector, {
          element: (element) =>
            void (change === 'set'
              ? element.setAttribute(attribute, '')
              : element.removeAttribute(attribute)),
        });
  }
  return rewriter.transform(page);
}
