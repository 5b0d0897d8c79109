import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { publicRoutes } from '@/config/routes';
import { pageKind } from './page-families';
import { builtPages, type BuiltPage } from './site-links';

/** A small phone (docs/site.md, "Page width"): no public page may be wider. */
export const PHONE = { width: 360, height: 740 };

/** The public pages of the build in dist/ (the admin left out). */
export const PUBLIC_PAGES = builtPages(join(process.cwd(), 'dist')).filter(
  (page) => page.route !== '/admin' && !page.route.startsWith('/admin/'),
);

/** The largest page of a family: the longest content is the likeliest to overflow or trip axe. */
export function largest(pages: readonly BuiltPage[]): BuiltPage {
  return [...pages].sort((a, b) => statSync(b.file).size - statSync(a.file).size)[0]!;
}

/** The built pages grouped by their kind (tests/e2e/support/page-families.ts). */
export function byKind(pages: readonly BuiltPage[]): Map<string, BuiltPage[]> {
  const kinds = new Map<string, BuiltPage[]>();
  for (const page of pages)
    kinds.set(pageKind(page.route), [...(kinds.get(pageKind(page.route)) ?? []), page]);
  return kinds;
}

const routeKinds = byKind(
  PUBLIC_PAGES.filter((page) => publicRoutes.some((route) => route.path === page.route)),
);

/**
 * The pages a11y.spec.ts opens, each checked there for axe and for the phone's width in one visit:
 * one route of the route table per kind of page (the largest; the other retrograde hubs, compare
 * pages, suit hubs and calculators with the same form are the same template), a missing page, and
 * a page showing a newsletter answer beside the footer form. page-width.spec.ts checks one page of
 * every other kind.
 */
export const CHECKED_PAGES = [
  ...[...routeKinds.values()].map((pages) => largest(pages).route),
  '/no-such-page',
  '/help-center#newsletter-unavailable',
];

/** The kinds of page a11y.spec.ts measures (a missing address shows the 404 page). */
export const CHECKED_KINDS = new Set([...routeKinds.keys(), pageKind('/404')]);

/** The page's width as laid out now, and the innermost elements that reach past the viewport. */
export function phoneWidth(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const overflowing = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > viewport + 1,
    );
    // The innermost ones say where to look: skip any element that contains another culprit.
    const innermost = overflowing.filter(
      (element) => !overflowing.some((other) => other !== element && element.contains(other)),
    );
    return {
      width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      culprits: innermost
        .slice(0, 4)
        .map(
          (element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
        ),
    };
  });
}
