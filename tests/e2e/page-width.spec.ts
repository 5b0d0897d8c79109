import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { signSlug } from '@/lib/sign-pairs/pairs';
import { builtPages, type BuiltPage } from './support/site-links';
import { CHECKED_PAGES, PHONE, phoneWidth } from './support/phone-width';
import { expect, test } from './support/worker-page';

/**
 * No public page is wider than a 360 px phone (docs/site.md, "Page width"). The routes come
 * from the build itself, so every new page is covered without touching this file. Top-level
 * pages are all checked; a family of more than a dozen similar pages under one path (blog posts,
 * sign pairs, celebrities, card meanings) is sampled: the first, the last and the two largest,
 * since the longest content is the likeliest to overflow. The twelve signs' horoscope pages are one
 * family per kind of page (`/horoscope/:sign/…`): each sign's pages are the same template.
 * The pages a11y.spec.ts opens are measured there, in the same visit as their axe check.
 */
const SAMPLE_ABOVE = 12;

const pages = builtPages(join(process.cwd(), 'dist')).filter(
  (page) => page.route !== '/admin' && !page.route.startsWith('/admin/'),
);

const SIGN_SEGMENTS = new Set(ZODIAC_SIGNS.map(signSlug));

function family(route: string): string {
  const parent = route.split('/').slice(0, -1);
  return parent.map((segment) => (SIGN_SEGMENTS.has(segment) ? ':sign' : segment)).join('/') || '/';
}

function sample(name: string, members: BuiltPage[]): BuiltPage[] {
  if (name === '/' || members.length <= SAMPLE_ABOVE) return members;
  const largest = [...members].sort((a, b) => statSync(b.file).size - statSync(a.file).size).slice(0, 2);
  const picked = new Set([members[0]!, members.at(-1)!, ...largest]);
  return members.filter((page) => picked.has(page));
}

const families = new Map<string, BuiltPage[]>();
for (const page of pages)
  families.set(family(page.route), [...(families.get(family(page.route)) ?? []), page]);

const checked = [...families].flatMap(([name, members]) => sample(name, members));
const measuredInA11y = new Set(CHECKED_PAGES.map((path) => path.split('#')[0]));

test('the build has public pages to check, and every family is represented', () => {
  expect(pages.length).toBeGreaterThan(20);
  expect(new Set(checked.map((page) => family(page.route)))).toEqual(new Set(families.keys()));
});

for (const { route } of checked.filter((page) => !measuredInA11y.has(page.route))) {
  test(`${route} fits a 360 px screen`, async ({ visitorPage: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(route, { waitUntil: 'load' });
    const { width, culprits } = await phoneWidth(page);
    expect(width, `too wide because of ${culprits.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
  });
}
