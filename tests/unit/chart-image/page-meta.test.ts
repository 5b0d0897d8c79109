import { describe, expect, it } from 'vitest';
import { onRequest } from '../../../functions/birth-chart';
import {
  choiceFieldRules,
  serveSharedChartPage,
  sharedPreviewMeta,
  visitorProblem,
  type ChartDrawing,
  type Rewriter,
} from '@/lib/chart-image/page-meta';

/** The head the page is built with (src/layouts/BaseLayout.astro), as far as the rewrite goes. */
const HEAD = [
  '<meta property="og:image" content="https://astrelle.app/og/default.png">',
  '<meta property="og:image:alt" content="Astrelle: astrology computed from the real sky">',
  '<meta name="twitter:card" content="summary_large_image">',
  '<meta name="twitter:image" content="https://astrelle.app/og/default.png">',
  '<meta name="twitter:image:alt" content="Astrelle: astrology computed from the real sky">',
].join('\n');
const PAGE = `<!doctype html><html><head><title>Birth chart</title>\n${HEAD}\n</head><body>x</body></html>`;

/**
 * HTMLRewriter as far as the page function uses it (the Workers runtime has the real one, which
 * the end-to-end test runs): `meta[attr="value"]` replaced, the `[data-shared-chart]` slot's
 * content set, and `input[name="…"]` given a value attribute.
 */
class FakeRewriter implements Rewriter {
  private readonly rules: [pattern: RegExp, replacement: (match: string) => string][] = [];

  on(selector: string, handlers: Parameters<Rewriter['on']>[1]): Rewriter {
    let replacement = '';
    let inner = '';
    const attributes: [string, string][] = [];
    handlers.element({
      replace: (html) => void (replacement = html),
      setInnerContent: (html) => void (inner = html),
      setAttribute: (name, value) => void attributes.push([name, value]),
      removeAttribute: () => undefined,
    });
    const meta = /^meta\[(\w+)="([^"]+)"\]$/.exec(selector);
    const input = /^input\[name="([^"]+)"\]$/.exec(selector);
    if (meta) this.rules.push([new RegExp(`<meta ${meta[1]}="${meta[2]}"[^>]*>`, 'g'), () => replacement]);
    else if (selector === '[data-shared-chart]')
      this.rules.push([/<div data-shared-chart><\/div>/g, () => `<div data-shared-chart>${inner}</div>`]);
    else if (input)
      this.rules.push([
        new RegExp(`<input name="${input[1]}">`, 'g'),
        () =>
          `<input name="${input[1]}"${attributes.map(([name, value]) => ` ${name}="${value}"`).join('')}>`,
      ]);
    // The choice fields' rules (choiceFieldRules, tested below); the page here has no such fields.
    else if (!/ option\[|\[name="pts"\]/.test(selector))
      throw new Error(`FakeRewriter: no rule for ${selector}`);
    return this;
  }

  transform(response: Response): Response {
    const body = response
      .text()
      .then((html) =>
        this.rules.reduce(
          (text, [pattern, replacement]) => text.replace(pattern, (match) => replacement(match)),
          html,
        ),
      );
    return new Response(
      new ReadableStream({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(await body));
          controller.close();
        },
      }),
      response,
    );
  }
}

const page = () => new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } });
const serve = (url: string, method = 'GET') =>
  serveSharedChartPage(
    { request: new Request(url, { method }), next: async () => page() },
    () => new FakeRewriter(),
  );
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

const SHARED = '?a_n=Ann+%3Cb%3E%22%26&a_d=1990-03-25&a_t=14%3A30';

describe('/birth-chart with a shared chart', () => {
  it('points og:image and twitter:image at that chart’s image, absolute, with the same parameters, escaped', async () => {
    const html = await (await serve(`https://astrelle.app/birth-chart${SHARED}&fbclid=1`)).text();
    const image = metaContent(html, 'og:image');
    expect(image).toBe(
      'https://astrelle.app/api/chart-image?a_n=Ann+%3Cb%3E%22%26&amp;a_d=1990-03-25&amp;a_t=14%3A30&amp;v=2',
    );
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // The name is HTML-escaped in the alt text.
    expect(metaContent(html, 'og:image:alt')).toBe('Ann &lt;b&gt;&quot;&amp;&#39;s birth chart wheel');
    expect(metaContent(html, 'twitter:image:alt')).toBe(metaContent(html, 'og:image:alt'));
    expect(html).not.toContain('og/default.png');
  });

  it('writes the configured site URL, never the Host the page was asked with', async () => {
    expect(
      sharedPreviewMeta(new URL(`http://127.0.0.1:9400/birth-chart${SHARED}`), 'http://127.0.0.1:9400')
        ?.image,
    ).toMatch(/^http:\/\/127\.0\.0\.1:9400\/api\/chart-image\?a_n=/);
    const forged = await serveSharedChartPage(
      {
        request: new Request(`http://evil.example/birth-chart${SHARED}`),
        env: { SITE_URL: 'https://astrelle.app' },
        next: async () => page(),
      },
      () => new FakeRewriter(),
    );
    const html = await forged.text();
    expect(metaContent(html, 'og:image')).toMatch(/^https:\/\/astrelle\.app\/api\/chart-image\?/);
    expect(html).not.toContain('evil.example');
  });

  it.each([
    '',
    '?a_n=Ann',
    '?a_d=1990-02-30',
    '?a_d=1990-01-01&a_t=99:99',
    `?a_d=1990-01-01&x=${'y'.repeat(2000)}`,
  ])('passes the page through unchanged for %j', async (search) => {
    expect(await (await serve(`https://astrelle.app/birth-chart${search}`)).text()).toBe(PAGE);
  });

  it('passes through a HEAD request, a non-HTML answer and a missing page', async () => {
    const head = await serveSharedChartPage(
      {
        request: new Request(`https://astrelle.app/birth-chart${SHARED}`, { method: 'HEAD' }),
        next: async () => page(),
      },
      () => new FakeRewriter(),
    );
    expect(await head.text()).toBe(PAGE);
    const missing = await serveSharedChartPage(
      {
        request: new Request(`https://astrelle.app/birth-chart${SHARED}`),
        next: async () => new Response('gone', { status: 404 }),
      },
      () => new FakeRewriter(),
    );
    expect(missing.status).toBe(404);
  });

  it('is the page function of /birth-chart, and leaves the page as it is where there is no HTMLRewriter', async () => {
    const reply = await onRequest({
      request: new Request(`https://astrelle.app/birth-chart${SHARED}`),
      next: async () => page(),
    });
    expect(await reply.text()).toBe(PAGE);
  });
});

describe('/birth-chart draws a shared chart without JavaScript (docs/birth-chart.md#without-javascript)', () => {
  const FORM =
    '<div data-shared-chart></div><form><input name="a_n"><input name="a_d"><input name="a_t"><input name="a_c"></form>';
  const withForm = () =>
    new Response(PAGE.replace('<body>x</body>', `<body>${FORM}</body>`), {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  const drawing: ChartDrawing = {
    chart: (shared) => `<p>chart of ${shared.person.birthDate}</p>`,
    problem: (message) => `<p role="alert">${message}</p>`,
  };
  const draw = async (search: string) =>
    (
      await serveSharedChartPage(
        { request: new Request(`https://astrelle.app/birth-chart${search}`), next: async () => withForm() },
        () => new FakeRewriter(),
        drawing,
      )
    ).text();

  it('draws the chart into its slot and fills the form with the values it was drawn from', async () => {
    const html = await draw('?a_n=Ann+%22x&a_d=1990-03-25&a_t=14%3A30&a_c=Leeds');
    expect(html).toContain('<div data-shared-chart><p>chart of 1990-03-25</p></div>');
    expect(html).toContain('<input name="a_d" value="1990-03-25">');
    expect(html).toContain('<input name="a_t" value="14:30">');
    // A character that could close the attribute is left out, never trusted to an escaper.
    expect(html).toContain('<input name="a_n" value="Ann x">');
    expect(metaContent(html, 'og:image')).toMatch(/\/api\/chart-image\?/);
  });

  it('says, in the form’s words, why a sent form draws no chart', async () => {
    const html = await draw('?a_n=Ann&a_d=&a_t=2%3A30+PM');
    expect(html).toMatch(/<p role="alert">This address names no birth chart[^<]*<\/p>/);
    expect(await draw('?a_d=1990-03-25&a_t=2%3A30+PM')).toContain(
      '<p role="alert">Birth time must be a time written HH:MM (24-hour clock).</p>',
    );
    expect(visitorProblem('a_o (UTC offset) must be a UTC offset such as +01:00.')).toBe(
      'UTC offset must be a UTC offset such as +01:00.',
    );
  });

  it('sets the form’s house system, zodiac and points to the ones the chart was drawn with', () => {
    expect(
      choiceFieldRules({ houseSystem: 'koch', zodiac: 'sidereal', ayanamsa: 'lahiri', points: ['vesta'] }),
    ).toEqual([
      ['select[name="hs"] option[selected]', 'remove', 'selected'],
      ['select[name="hs"] option[value="koch"]', 'set', 'selected'],
      ['select[name="z"] option[selected]', 'remove', 'selected'],
      ['select[name="z"] option[value="sidereal"]', 'set', 'selected'],
      ['input[name="pts"][type="checkbox"][checked]', 'remove', 'checked'],
      ['input[name="pts"][value="vesta"]', 'set', 'checked'],
    ]);
  });

  it('leaves an address with no chart parameters alone', async () => {
    expect(await draw('?utm_source=x')).toBe(await withForm().text());
  });
});
