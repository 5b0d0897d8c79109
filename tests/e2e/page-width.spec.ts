import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { signSlug } from '@/lib/sign-pairs/pairs';
import { builtPages, type BuiltPage } from './support/site-links';
import { expect, test } from './support/worker-page';

/**
 * No public page is wider than a 360 px phone (docs/site.md, "Page width"). The routes come
 * from the build itself, so every new page is covered without touching this file. Top-level
 * pages are all checked; a family of more than a dozen similar pages under one path (blog posts,
 * sign pairs, celebrities, card meanings) is sampled: the first, the last and the two largest,
 * since the longest content is the likeliest to overflow. The twelve signs' horoscope pages are one
 * family per kind of page (`/horoscope/:sign/…`): each sign's pages are the same template.
 */
const PHONE = { width: 360, height: 740 };
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

test('the build has public pages to check, and every family is represented', () => {
  expect(pages.length).toBeGreaterThan(20);
  expect(new Set(checked.map((page) => family(page.route)))).toEqual(new Set(families.keys()));
});

for (const { route } of checked) {
  test(`${route} fits a 360 px screen`, async ({ visitorPage: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(route, { waitUntil: 'load' });
    const { width, culprits } = await page.evaluate(() => {
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
    expect(width, `too wide because of ${culprits.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
  });
}
