import { describe, expect, it } from 'vitest';
import { cspPaths, hashesFor, MAX_PATH_RULES, pagePath, rewritesOf } from '@/lib/security/csp-paths';
import { headersFile } from '@/lib/security/csp';

// Hashes stand for inline scripts: L the stylesheet loader, S the speculation rules (every page),
// T the horoscope's local times, I an island's loader, A the admin's.
const SITE = new Map<string, string[]>([
  ['/', ['L', 'S']],
  ['/privacy-policy', ['S', 'L']],
  ['/404', ['L', 'S']],
  ['/blog/404', ['L', 'S']],
  ['/blog/a-post', ['L', 'S']],
  ['/horoscope/leo', ['L', 'S', 'T']],
  ['/horoscope/leo/2026-12-06', ['L', 'S', 'T']],
  // More pages run the horoscope's set than any other; the site-wide rule still follows /404.
  ['/horoscope/leo/2026-12-07', ['L', 'S', 'T']],
  ['/horoscope/leo/2026-12-08', ['L', 'S', 'T']],
  ['/horoscope/leo/2026-12-09', ['L', 'S', 'T']],
  ['/horoscope/leo/2026-12-10', ['L', 'S', 'T']],
  ['/horoscope/leo/2026-12-11', ['L', 'S', 'T']],
  ['/compatibility/signs', ['L', 'S']],
  ['/compatibility/love-calculator', ['I', 'L', 'S']],
  ['/admin', ['A', 'I']],
]);

describe('each page gets a CSP with the inline scripts it runs', () => {
  it('names pages by the address Pages serves them at', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('privacy-policy.html')).toBe('/privacy-policy');
    expect(pagePath('blog/index.html')).toBe('/blog/');
    expect(pagePath('horoscope/leo/2026-12-06.html')).toBe('/horoscope/leo/2026-12-06');
  });

  it("gives the not-found page's set site-wide, a folder whose pages agree one rule, and the rest a rule each", () => {
    const rules = cspPaths(
      SITE,
      rewritesOf('/404  /_not-found  200\n# note\n/admin/*  /admin  200\n/old /new 301'),
    );
    expect(rules.sitewide).toEqual(['L', 'S']);
    expect(rules.paths).toEqual([
      { pattern: '/horoscope/*', hashes: ['L', 'S', 'T'] },
      { pattern: '/admin', hashes: ['A', 'I'] },
      { pattern: '/compatibility/love-calculator', hashes: ['I', 'L', 'S'] },
      // The admin app answers at every admin address.
      { pattern: '/admin/*', hashes: ['A', 'I'] },
    ]);
  });

  it('covers every script of every page, at every address a rewrite serves it at', () => {
    const rules = cspPaths(SITE, [{ from: '/admin/*', to: '/admin' }]);
    for (const [path, hashes] of SITE) expect(hashesFor(rules, path)).toEqual(expect.arrayContaining(hashes));
    expect(hashesFor(rules, '/admin/articles/new')).toEqual(['A', 'I']);
    // An address no page is built at gets the not-found page, which every rule's set covers.
    expect(hashesFor(rules, '/no-such-page')).toEqual(['L', 'S']);
    expect(hashesFor(rules, '/horoscope/no-such-sign')).toEqual(expect.arrayContaining(['L', 'S']));
  });

  it("adds the not-found page's set to a folder's rule, whose unbuilt addresses it answers", () => {
    const site = new Map([
      ['/404', ['L', 'S']],
      ['/', ['L', 'S']],
      ['/tools/a', ['I']],
      ['/tools/b', ['I']],
    ]);
    expect(cspPaths(site).paths).toEqual([{ pattern: '/tools/*', hashes: ['I', 'L', 'S'] }]);
  });

  it('puts every hash site-wide when a not-found page runs a script the site-wide rule lacks', () => {
    const site = new Map(SITE).set('/blog/404', ['L', 'S', 'X']);
    expect(cspPaths(site)).toEqual({ sitewide: ['A', 'I', 'L', 'S', 'T', 'X'], paths: [] });
  });

  it('puts every hash site-wide rather than write more rules than Pages reads', () => {
    const site = new Map(SITE);
    for (let page = 0; page <= MAX_PATH_RULES; page += 1) site.set(`/page-${page}`, ['L', 'S', `P${page}`]);
    const rules = cspPaths(site);
    expect(rules.paths).toEqual([]);
    expect(rules.sitewide).toContain('P0');
    expect(rules.sitewide).toContain('A');
  });

  it('writes a path rule that detaches the site-wide CSP before setting its own', () => {
    const file = headersFile("script-src 'self' L", [{ pattern: '/admin/*', csp: "script-src 'self' A" }]);
    expect(file).toContain(
      "/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self' A\n",
    );
    expect(file.indexOf('/admin/*')).toBeGreaterThan(file.indexOf('/*\n'));
  });
});
