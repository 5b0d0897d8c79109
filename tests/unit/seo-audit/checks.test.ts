// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageProblems } from '@/lib/seo/audit';
import { readPageFacts } from '@/lib/seo/page-facts';
import { checkPage, filterReports, summarise, warningKind } from '@/lib/seo-audit/page-check';
import { readSitemap, sameOriginPath } from '@/lib/seo-audit/sitemap';
import { scanSite } from '@/lib/seo-audit/scan';

const TITLE = 'Birth Chart Calculator: Free Natal Chart Reading | Astrelle'; // 59
const DESCRIPTION =
  'Enter your birth date, time and place to see where the Sun, Moon and planets stood when you were born, with a clear reading of every placement in your chart.'; // 157

function page({
  title = TITLE,
  description = DESCRIPTION,
  canonical = 'https://astrelle.app/birth-chart',
  robots = '',
  h1 = 1,
  jsonLd = '[{"@context":"https://schema.org","@type":"WebSite","name":"Astrelle","url":"https://astrelle.app/"}]',
} = {}) {
  return `<!doctype html><html><head><title>${title}</title><meta name="description" content="${description}">${canonical ? `<link rel="canonical" href="${canonical}">` : ''}${robots ? `<meta name="robots" content="${robots}">` : ''}<script type="application/ld+json">${jsonLd}</script></head><body>${'<h1>Heading</h1>'.repeat(h1)}</body></html>`;
}

const parse = (html: string, type: DOMParserSupportedType = 'text/html') =>
  new DOMParser().parseFromString(html, type);

describe('page checks from parsed HTML', () => {
  it('passes a tool without a rating: a rating is published only once it has a source', () => {
    const app =
      '[{"@context":"https://schema.org","@type":"WebApplication","name":"Love Meter","url":"https://astrelle.app/x","applicationCategory":"LifestyleApplication","offers":{"@type":"Offer","price":"0"}}]';
    expect(pageProblems(readPageFacts(page({ jsonLd: app })))).toEqual([]);
  });

  it("knows the sky pages' Event and asks it for a name, a start and a place", () => {
    const event = (fields: string) =>
      readPageFacts(page({ jsonLd: `[{"@context":"https://schema.org","@type":"Event",${fields}}]` }));
    const full =
      '"name":"Full Moon in Cancer","startDate":"2026-12-24T01:28:10Z","location":{"@type":"Place","name":"The sky"}';
    expect(pageProblems(event(full))).toEqual([]);
    expect(pageProblems(event('"name":"Full Moon in Cancer"'))).toEqual([
      'Event: missing startDate',
      'Event: missing location',
    ]);
  });

  it('reads a page as a crawler does: the head’s title, entities decoded, rel lists, unparsable JSON-LD', () => {
    const facts = readPageFacts(
      `<!doctype html><html><head><title> Tom &amp; Jerry </title><meta name="Description" content="Love &amp; stars"><link rel="alternate canonical" href="https://astrelle.app/x"><meta name="robots" content="noindex"><script type="application/ld+json">{oops</script></head><body><svg><title>Icon</title></svg><h1>One</h1><h1>Two</h1></body></html>`,
    );
    expect(facts).toMatchObject({
      title: 'Tom & Jerry',
      description: 'Love & stars',
      canonical: 'https://astrelle.app/x',
      robots: 'noindex',
      indexable: false,
      h1Count: 2,
      jsonLd: [],
    });
    expect(facts.jsonLdErrors).toHaveLength(1);
    expect(facts.jsonLdErrors[0]).toMatch(/^JSON-LD does not parse: /);
  });

  it('reads the facts the admin and the site audit judge, and finds no warning on a page that passes it', () => {
    const html = page();
    expect(TITLE.length).toBe(59);
    expect(DESCRIPTION.length).toBe(157);
    const facts = readPageFacts(html);
    expect(facts).toMatchObject({
      title: TITLE,
      description: DESCRIPTION,
      canonical: 'https://astrelle.app/birth-chart',
      robots: '',
      h1Count: 1,
      jsonLdErrors: [],
      indexable: true,
    });
    const report = checkPage('/birth-chart', facts);
    expect(report.warnings).toEqual([]);
    expect(report.jsonLdTypes).toEqual(['WebSite']);
    expect(report.indexable).toBe(true);
    expect(report.h1Count).toBe(1);
  });

  it('sorts each audit problem into its kind, with the audit’s own message', () => {
    const html = page({
      title: 'Too short',
      description: 'Also short',
      canonical: '',
      h1: 2,
      jsonLd: '[{"@context":"https://schema.org","@type":"Article","headline":"x"}]',
    });
    const facts = readPageFacts(html);
    const report = checkPage('/x', facts);
    expect(report.warnings.map((warning) => warning.message)).toEqual(pageProblems(facts));
    expect(new Set(report.warnings.map((warning) => warning.kind))).toEqual(
      new Set(['title', 'description', 'canonical', 'h1', 'json-ld']),
    );
    expect(warningKind('JSON-LD does not parse: Unexpected token')).toBe('json-ld');
  });

  it('does not hold a noindex page to the snippet lengths, and marks it not indexable', () => {
    const report = checkPage('/admin', readPageFacts(page({ title: 'Admin', robots: 'noindex, nofollow' })));
    expect(report.indexable).toBe(false);
    expect(report.warnings).toEqual([]);
  });

  it('summarises and filters the reports (warnings only, or one kind)', () => {
    const good = checkPage('/a', readPageFacts(page()));
    const short = checkPage('/b', readPageFacts(page({ title: 'Short' })));
    const noCanonical = checkPage('/c', readPageFacts(page({ canonical: '' })));
    const reports = [good, short, noCanonical];
    expect(summarise(reports)).toEqual({
      pages: 3,
      indexable: 3,
      withWarnings: 2,
      byKind: { title: 1, description: 0, canonical: 1, 'json-ld': 0, h1: 0, fetch: 0 },
    });
    expect(filterReports(reports, { warningsOnly: false, kind: '' })).toHaveLength(3);
    expect(filterReports(reports, { warningsOnly: true, kind: '' }).map((report) => report.path)).toEqual([
      '/b',
      '/c',
    ]);
    expect(
      filterReports(reports, { warningsOnly: false, kind: 'canonical' }).map((report) => report.path),
    ).toEqual(['/c']);
  });
});

describe('sitemaps', () => {
  const index = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://astrelle.app/sitemap-0.xml</loc></sitemap></sitemapindex>`;
  const urlset = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://astrelle.app/</loc></url><url><loc>https://astrelle.app/birth-chart</loc></url><url><loc>https://astrelle.app/broken</loc></url><url><loc>https://astrelle.app/birth-chart</loc></url></urlset>`;

  it('reads sitemap indexes and url sets, and maps their addresses to this origin', () => {
    expect(readSitemap(parse(index, 'application/xml'))).toEqual({
      kind: 'index',
      locations: ['https://astrelle.app/sitemap-0.xml'],
    });
    expect(readSitemap(parse(urlset, 'application/xml')).locations).toHaveLength(4);
    expect(readSitemap(parse('<html><body>nope</body></html>', 'application/xml')).kind).toBe('unknown');
    expect(sameOriginPath('https://astrelle.app/compare/astra?x=1')).toBe('/compare/astra?x=1');
    expect(sameOriginPath('javascript:alert(1)')).toBeNull();
    expect(sameOriginPath('//evil.example/x')).toBeNull();
  });

  it('scans every page once with progress, and lists a page that does not load with the reason', async () => {
    const files: Record<string, string> = {
      '/sitemap-index.xml': index,
      '/sitemap-0.xml': urlset,
      '/': page(),
      '/birth-chart': page({ title: 'Short' }),
    };
    const progress: Array<[number, number]> = [];
    const fetched: string[] = [];
    const reports = await scanSite({
      fetchText: async (path) => {
        fetched.push(path);
        return files[path] ?? null;
      },
      parse: (text, type) => parse(text, type),
      onProgress: (done, total) => progress.push([done, total]),
      concurrency: 2,
    });
    expect(reports.map((report) => report.path)).toEqual(['/', '/birth-chart', '/broken']);
    expect(reports[0]!.warnings).toEqual([]);
    expect(reports[1]!.warnings.map((warning) => warning.kind)).toEqual(['title']);
    expect(reports[2]!.warnings).toEqual([{ kind: 'fetch', message: 'The page did not load.' }]);
    expect(progress[0]).toEqual([0, 3]);
    expect(progress.at(-1)).toEqual([3, 3]);
    expect(fetched.filter((path) => path === '/birth-chart')).toHaveLength(1);
  });

  it('says plainly when there is no sitemap', async () => {
    await expect(scanSite({ fetchText: async () => null, parse })).rejects.toThrow(
      'The sitemap index (/sitemap-index.xml) could not be loaded.',
    );
  });
});
