import type { Page } from '@playwright/test';
import { publicRoutes } from '@/config/routes';

/** A small phone (docs/site.md, "Page width"): no public page may be wider. */
export const PHONE = { width: 360, height: 740 };

/**
 * The pages a11y.spec.ts opens, each checked there for axe and for the phone's width in one visit;
 * page-width.spec.ts checks the rest of the build. A missing page, and a page showing a newsletter
 * answer beside the footer form, join the routes.
 */
export const CHECKED_PAGES = [
  ...publicRoutes.map((route) => route.path),
  '/no-such-page',
  '/help-center#newsletter-unavailable',
];

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
