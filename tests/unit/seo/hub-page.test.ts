import { describe, expect, it } from 'vitest';
import { routeByPath } from '@/config/routes';
import { site } from '@/config/site';
import { hubPageJsonLd } from '@/lib/seo/hub-page';

describe('hubPageJsonLd', () => {
  const origin = site.url.replace(/\/$/, '');

  it("lists a hub's pages, in order, under its route's title and description", () => {
    const route = routeByPath('/celebrities')!;
    expect(
      hubPageJsonLd('/celebrities', [
        { name: 'Adele birth chart', path: '/celebrities/adele' },
        { name: 'Bob Dylan birth chart', path: '/celebrities/bob-dylan' },
      ]),
    ).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: route.title,
        url: `${origin}/celebrities`,
        description: route.description,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: 2,
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: 'Adele birth chart',
              url: `${origin}/celebrities/adele`,
            },
            {
              '@type': 'ListItem',
              position: 2,
              name: 'Bob Dylan birth chart',
              url: `${origin}/celebrities/bob-dylan`,
            },
          ],
        },
      },
    ]);
  });

  it('refuses an address that is not a route', () => {
    expect(() => hubPageJsonLd('/nowhere', [])).toThrow(/missing from src\/config\/routes\.ts/);
  });
});
