import { publicRoutes } from '@/config/routes';
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

// byKind throws above for a built page no file of src/pages builds (or two could).
test('the build has public pages, every route of the route table among them', () => {
  expect(PUBLIC_PAGES.length).toBeGreaterThan(20);
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
