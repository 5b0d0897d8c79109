import { publicRoutes } from '@/config/routes';
import { pageFamily } from './support/page-families';
import { byKind, CHECKED_KINDS, largest, PHONE, phoneWidth, PUBLIC_PAGES } from './support/phone-width';
import { expect, test } from './support/worker-page';

/**
 * No public page is wider than a 360 px phone (docs/site.md, "Page width"). The pages come from
 * the build itself, so every new page is covered without touching this file. Pages built by one
 * page file of src/pages are one template with other content (tests/e2e/support/page-families.ts),
 * so one of each family is opened: its largest page, the likeliest to overflow. The kinds of page
 * a11y.spec.ts opens are measured there, in the same visit as their axe check.
 */
const kinds = byKind(PUBLIC_PAGES);

test('every built public page comes from a page file, and every route of the route table was built', () => {
  expect(PUBLIC_PAGES.length).toBeGreaterThan(20);
  // pageFamily throws for a page no file of src/pages builds (or two could).
  expect(PUBLIC_PAGES.filter((page) => !pageFamily(page.route))).toEqual([]);
  const built = new Set(PUBLIC_PAGES.map((page) => page.route));
  expect(publicRoutes.map((route) => route.path).filter((path) => !built.has(path))).toEqual([]);
});

for (const [kind, members] of kinds) {
  if (CHECKED_KINDS.has(kind)) continue;
  const { route } = largest(members);
  test(`${route} fits a 360 px screen (${kind}, ${members.length} page${members.length === 1 ? '' : 's'})`, async ({
    visitorPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(route, { waitUntil: 'load' });
    const { width, culprits } = await phoneWidth(page);
    expect(width, `too wide because of ${culprits.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
  });
}
