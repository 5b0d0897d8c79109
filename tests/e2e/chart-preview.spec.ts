import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * A shared birth chart's link pasted in a chat: the page's preview tags point at the image of
 * that chart, which is a 1200 × 630 PNG (docs/birth-chart.md#preview-image). Through the local
 * server, so the page function, HTMLRewriter and the image function run as on the host.
 */
const SHARED =
  '/birth-chart?a_n=Ann+%26+Bo&a_d=1990-03-25&a_t=14%3A30&a_c=Paris&a_pl=48.8566%7C2.3522%7CEurope%2FParis%7CParis%2C+France';

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const unescape = (value: string) => value.replaceAll('&amp;', '&');

test.describe('a shared chart’s preview', () => {
  test('the page’s og:image and twitter:image are the chart’s own PNG, 1200 × 630', async ({
    request,
    baseURL,
  }) => {
    const page = await request.get(SHARED);
    expect(page.status()).toBe(200);
    const html = await page.text();
    const image = meta(html, 'og:image');
    expect(image).toBeDefined();
    expect(unescape(image!)).toBe(
      `${baseURL}/api/chart-image?a_n=Ann+%26+Bo&a_d=1990-03-25&a_t=14%3A30&a_c=Paris&a_pl=48.8566%7C2.3522%7CEurope%2FParis%7CParis%2C+France&v=2`,
    );
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('Ann &amp; Bo&#39;s birth chart wheel');
    // The rest of the page is the static page.
    expect(html).toContain('Your Free Birth Chart');

    const png = await request.get(unescape(image!));
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(png.headers()['cache-control']).toContain('max-age=31536000');
    const decoded = PNG.sync.read(await png.body());
    expect([decoded.width, decoded.height]).toEqual([1200, 630]);
  });

  test('the bare page and a malformed link keep the site’s default preview', async ({ request }) => {
    for (const path of ['/birth-chart', '/birth-chart?a_d=1990-02-31', '/birth-chart?utm_source=chat']) {
      const html = await (await request.get(path)).text();
      expect(meta(html, 'og:image'), path).toMatch(/\/og\/default\.png$/);
      expect(meta(html, 'og:image:width'), path).toBeUndefined();
    }
  });

  test('the image refuses a hostile query with 400 and a message', async ({ request }) => {
    for (const query of [
      '',
      '?a_d=1990-13-01',
      `?a_d=1990-01-01&a_n=${'x'.repeat(3000)}`,
      '?a_d=1990-01-01&a_t=99:99',
    ]) {
      const reply = await request.get(`/api/chart-image${query}`);
      expect(reply.status(), query).toBe(400);
      expect((await reply.json()).error, query).toEqual(expect.any(String));
    }
  });
});
