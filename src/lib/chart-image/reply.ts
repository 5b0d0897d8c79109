/**
 * `GET /api/chart-image?<share parameters>`: the shared chart's preview image
 * (docs/birth-chart.md#preview-image). The same address always draws the same image, so it may
 * be kept for a year; a change of drawing bumps IMAGE_VERSION, which the page's og:image carries.
 */
import { site } from '../../config/site';
import type { CityResolver } from '../astrology/person';
import { computeBirthChart } from '../astrology/natal';
import { choicesForRequest } from '../astrology/chart-options';
import { errorReply } from '../http/reply';
import { readSharedChart } from './query';
import { chartImagePng } from './render';

/** Part of the image's address; raise it when the drawing changes, so chats fetch the new one. */
export const IMAGE_VERSION = '2';

export const IMAGE_PATH = '/api/chart-image';

/** The image's one query for a shared chart's parameters ("?a_n=…"): the page's order, then the version. */
function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.set('v', IMAGE_VERSION);
  return params.toString();
}

/** The image's address for a shared chart's parameters ("?a_n=…"), on an origin. */
export function chartImageUrl(origin: string, search: string): string {
  return `${origin}${IMAGE_PATH}?${canonicalQuery(search)}`;
}

/**
 * The image, from its one canonical address only (docs/birth-chart.md#preview-image): any other
 * spelling of the same chart (parameters reordered, unknown ones added, another version) is
 * redirected there, so a cache keeps one copy per chart instead of one per spelling.
 */
export function chartImageReply(url: URL, resolveCity: CityResolver | null): Response {
  const shared = readSharedChart(url.search);
  if (!shared.ok) return errorReply(400, shared.message);
  const canonical = canonicalQuery(shared.search);
  if (url.search.slice(1) !== canonical) {
    return new Response(null, {
      status: 301,
      headers: { location: `${IMAGE_PATH}?${canonical}`, 'cache-control': 'public, max-age=86400' },
    });
  }
  const result = computeBirthChart(shared.person, resolveCity, choicesForRequest(shared.choices));
  const png = chartImagePng({
    name: shared.person.name ?? '',
    chart: result.chart,
    aspects: result.aspects,
    ...(result.noTime ? { noTime: result.noTime } : {}),
    brand: site.brandName,
    host: new URL(site.url).host,
  });
  return new Response(png, {
    headers: {
      'content-type': 'image/png',
      'content-length': String(png.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
