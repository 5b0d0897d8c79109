import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '@/config/routes';

describe('breadcrumbTrail', () => {
  it('leads from Home through every route above the address to the page, which has no link', () => {
    expect(breadcrumbTrail('/compatibility/signs/aries-and-leo', 'Aries and Leo')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Compatibility Tools', href: '/compatibility' },
      { label: 'Sign Pairings', href: '/compatibility/signs' },
      { label: 'Aries and Leo' },
    ]);
  });

  it("names a route page by its route's label, and skips addresses above it that are not routes", () => {
    expect(breadcrumbTrail('/fortune-cookie')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Fortune Cookie' },
    ]);
    expect(breadcrumbTrail('/compare/astra', 'Astrelle vs Astra')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Astrelle vs Astra' },
    ]);
  });

  it('refuses a page that is not a route and was given no label', () => {
    expect(() => breadcrumbTrail('/no-such-page')).toThrow(/missing from src\/config\/routes\.ts/);
  });
});
