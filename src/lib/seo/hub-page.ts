/**
 * The structured data of a hub (the famous charts, the sign pairings, the card meanings): a
 * CollectionPage under its route's title and description, listing its pages in order.
 */
import { routeByPath } from '@/config/routes';
import { site } from '@/config/site';
import { canonicalUrl } from './canonical';
import { collectionPage, type JsonLdThing } from './json-ld';

export function hubPageJsonLd(
  path: string,
  pages: ReadonlyArray<{ name: string; path: string }>,
): JsonLdThing[] {
  const route = routeByPath(path);
  if (!route) throw new Error(`${path} is missing from src/config/routes.ts`);
  return [
    collectionPage({
      name: route.title,
      url: canonicalUrl(site.url, path),
      description: route.description,
      items: pages.map((page) => ({ name: page.name, url: canonicalUrl(site.url, page.path) })),
    }),
  ];
}
