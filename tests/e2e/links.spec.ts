import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { site } from '@/config/site';
import { builtPages, checkSite } from './support/site-links';

/**
 * The link checker: every internal link, form action and #anchor on every built page resolves.
 * It reads dist/ directly, so every page a later issue adds is checked without touching this file.
 */
const DIST = 'dist';
const options = { origin: site.url, functionsDir: 'functions' };

test.describe('link checker over the built site', () => {
  test('a build exists to check', () => {
    expect(existsSync(DIST), 'run `npm run build` first').toBe(true);
    expect(builtPages(DIST).length).toBeGreaterThan(10);
  });

  const pages = existsSync(DIST) ? builtPages(DIST) : [];
  for (const page of pages) {
    test(`every link on ${page.route} resolves`, () => {
      const problems = checkSite(DIST, options, [page.route]);
      expect(problems.map((problem) => `${problem.link}: ${problem.reason}`)).toEqual([]);
    });
  }

  test('the pages of the legal, support and comparison areas are all checked', () => {
    const routes = new Set(pages.map((page) => page.route));
    for (const path of [
      '/privacy-policy',
      '/contact-us',
      '/terms-of-service',
      '/refund-policy',
      '/help-center',
      '/cancel-subscription',
      '/compare/astra',
      '/compare/starla',
      '/compare/astro-ai',
      '/compare/astroclub',
    ]) {
      expect(routes.has(path), path).toBe(true);
    }
  });
});
