import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { pageProblems, type PageFacts } from '@/lib/seo/audit';
import { jsonLdTypes, readPageFacts } from '@/lib/seo/page-facts';
import { builtPages } from './support/site-links';

/**
 * Search readiness and HTML validity over every page of the built site in dist/. Each page's facts
 * are read once, by the same reader as the admin's SEO overview (src/lib/seo/page-facts.ts).
 */
const DIST = join(process.cwd(), 'dist');

const pages = builtPages(DIST);

/** Every page's facts, read once per worker, by the tests that judge them (html-validate reads the files). */
let facts: { route: string; facts: PageFacts }[] | undefined;
const pageFacts = () =>
  (facts ??= pages.map(({ file, route }) => ({ route, facts: readPageFacts(readFileSync(file, 'utf8')) })));

test('the audit reads the page families built from content, the 78 tarot cards and 4 suit hubs included', () => {
  const routes = pages.map((page) => page.route);
  expect(routes).toContain('/tarot-card-meanings');
  expect(routes).toContain('/three-card-tarot');
  expect(routes.filter((route) => route.startsWith('/tarot-card-meanings/'))).toHaveLength(78 + 4);
});

test('every page has one h1, a canonical URL, valid JSON-LD, and a title and description within the snippet lengths', () => {
  const problems = pageFacts().flatMap(({ route, facts }) =>
    pageProblems(facts).map((problem) => `${route}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

test('titles and descriptions are unique across indexable pages', () => {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const { route, facts } of pageFacts()) {
    // A copy (its canonical another address: a coming day's edition) shares its page's words.
    if (!facts.indexable || new URL(facts.canonical).pathname !== route) continue;
    for (const key of [`title:${facts.title}`, `description:${facts.description}`]) {
      const other = seen.get(key);
      if (other) duplicates.push(`${route} repeats the ${key.split(':')[0]} of ${other}`);
      seen.set(key, route);
    }
  }
  expect(duplicates).toEqual([]);
});

test('every indexable page is in the sitemap and no admin, noindex or copied page is', () => {
  const sitemapFiles = readdirSync(DIST).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const locs = new Set(
    sitemapFiles.flatMap((name) =>
      [...readFileSync(join(DIST, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!).pathname.replace(/\/$/, '') || '/',
      ),
    ),
  );
  for (const { route, facts } of pageFacts()) {
    // A page whose canonical is another address (a horoscope's edition for a coming day,
    // docs/horoscopes.md) is that page's copy: the sitemap lists the canonical one only.
    const elsewhere = new URL(facts.canonical).pathname !== route;
    if (facts.indexable && !elsewhere)
      expect(locs.has(route), `${route} missing from the sitemap`).toBe(true);
    else expect(locs.has(route), `${route} is noindex or a copy but listed in the sitemap`).toBe(false);
  }
  expect([...locs].filter((path) => path.startsWith('/admin'))).toEqual([]);
  // …and every address it lists is a built page (the admin's SEO overview fetches each one).
  const built = new Set(pages.map((page) => page.route));
  expect([...locs].filter((path) => !built.has(path))).toEqual([]);
});

// html-validate reads every built page (well over a hundred): in slices, so the two workers share
// the work and no single test runs into the per-test timeout on a busy machine.
const VALIDATE_SLICES = 6;
for (let slice = 0; slice < VALIDATE_SLICES; slice += 1) {
  test(`every built page is valid HTML (html-validate, zero errors), slice ${slice + 1} of ${VALIDATE_SLICES}`, async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const errors: string[] = [];
    for (const { file, route } of pages.filter((_, index) => index % VALIDATE_SLICES === slice)) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages)
          if (message.severity === 2)
            errors.push(`${route}:${message.line} ${message.ruleId} ${message.message}`);
      }
    }
    expect(errors).toEqual([]);
  });
}

test('the free birth chart is audited with its WebApplication and breadcrumb structured data', () => {
  const page = pageFacts().find(({ route }) => route === '/birth-chart');
  expect(page, '/birth-chart was not built').toBeDefined();
  expect(jsonLdTypes(page!.facts.jsonLd)).toEqual(
    expect.arrayContaining(['WebApplication', 'FAQPage', 'BreadcrumbList']),
  );
});
