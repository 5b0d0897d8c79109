import { site } from '@/config/site';
import { expect, test } from './support/worker-page';

const BLOG_DEFAULT_TITLE = `${site.brandName} Blog - Soulmate Connections & Relationship Insights`;
const SITE_TITLE = `${site.brandName} - Find Your Soulmate`;
const POST = 'zodiac-compatibility-beyond-sun-signs';
const POST_TITLE = 'Zodiac Compatibility Beyond Sun Signs';

test.describe('blog home', () => {
  test('shows a featured post, the latest posts, categories and a next page', async ({
    visitorPage: page,
  }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(BLOG_DEFAULT_TITLE);
    await expect(page.locator('h1')).toHaveCount(1);
    const featured = page.locator('section[aria-labelledby="featured-title"] [data-post-card]');
    await expect(featured).toHaveCount(1);
    const cards = page.locator('[data-post-list] [data-post-card]');
    await expect(cards).toHaveCount(6);
    const categories = page.getByRole('navigation', { name: 'Blog categories' });
    for (const name of ['Compatibility', 'Zodiac Signs', 'Tarot', 'Relationships']) {
      await expect(categories.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    // The featured post is the newest one and is not repeated in the list.
    const featuredId = await featured.getAttribute('data-post-card');
    const listed = await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-post-card')),
    );
    expect(listed).not.toContain(featuredId);
  });

  test('paginates: page 2 lists the older posts and links back', async ({ visitorPage: page }) => {
    await page.goto('/blog');
    const firstPage = await page
      .locator('[data-post-list] [data-post-card]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-post-card')));
    await page
      .getByRole('navigation', { name: /pages$/ })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.locator('h1')).toHaveCount(1);
    const secondPage = await page
      .locator('[data-post-list] [data-post-card]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-post-card')));
    expect(secondPage.length).toBeGreaterThan(0);
    for (const id of secondPage) expect(firstPage).not.toContain(id);
    await expect(
      page.getByRole('navigation', { name: /pages$/ }).locator('[aria-current="page"]'),
    ).toHaveText('2');
    await page.getByRole('link', { name: '← Newer' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('a post', () => {
  test('renders the article with its title rule, reading time, table of contents, JSON-LD and no JavaScript', async ({
    visitorPage: page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto(`/blog/post/${POST}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${POST_TITLE} | ${site.brandName} Blog`);
    await expect(page.locator('h1')).toHaveText(
      'Zodiac Compatibility Beyond Sun Signs: How to Read Two Charts Together',
    );
    await expect(page.locator('[data-reading-time]')).toHaveText(/^\d+ min read$/);
    const toc = page.getByRole('navigation', { name: 'In this article' });
    await expect(toc).toBeVisible();
    await toc.getByRole('link', { name: 'Aspects: how the planets talk to each other' }).click();
    await expect(page).toHaveURL(/#aspects-how-the-planets-talk-to-each-other$/);

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const types = (JSON.parse(jsonLd!) as { '@type': string }[]).map((thing) => thing['@type']);
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^https?:\/\/.+\.jpg$/);
    const og = await page.request.get(new URL(ogImage!).pathname);
    expect(og.status()).toBe(200);
    expect(og.headers()['content-type']).toContain('image/jpeg');

    // Internal links to the matching tools, the promo card with its source, related posts, previous/next.
    await expect(page.locator('article a[href="/compatibility/zodiac-compatibility"]').first()).toBeVisible();
    const promo = page.getByRole('complementary', { name: 'Soulmate sketch offer' }).getByRole('link');
    // One quiz: our own, in the same tab.
    const promoUrl = new URL((await promo.getAttribute('href'))!, page.url());
    expect(promoUrl.pathname).toBe('/soulmate-quiz');
    expect(promoUrl.searchParams.get('source')).toBe('blog');
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'More articles' }).getByRole('link')).not.toHaveCount(
      0,
    );
    await expect(page.locator('main img').first()).toHaveAttribute('src', /\.webp$/);
    expect(scripts).toEqual([]);
  });

  test('on a phone, the last contents link brings its heading to the top of the screen', async ({
    visitorPage: page,
  }) => {
    // The paragraphs far down are laid out only near the screen (docs/performance.md#paragraphs-when-near):
    // a jump must still land on its heading, under the sticky header, and stay there.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/blog/post/${POST}`);
    const links = page.getByRole('navigation', { name: 'In this article' }).getByRole('link');
    const id = (await links.last().getAttribute('href'))!.slice(1);
    // Where the jump's scroll comes to rest, smooth or not, is what counts: a jump that aims at the
    // wrong place can pass the heading on its way. The click is dispatched where the link is, so
    // no scroll to bring it into view comes first.
    const settled = page.evaluate(
      (hash) =>
        new Promise((done) => {
          const onEnd = () => {
            if (location.hash !== hash) return;
            removeEventListener('scrollend', onEnd);
            done(undefined);
          };
          addEventListener('scrollend', onEnd);
        }),
      `#${id}`,
    );
    await links.last().dispatchEvent('click');
    await settled;
    const top = await page.locator(`[id="${id}"]`).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(60);
    expect(top).toBeLessThan(200);
  });

  test('the cover image loads', async ({ visitorPage: page }) => {
    await page.goto(`/blog/post/${POST}`);
    const cover = page.locator('figure img').first();
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  });
});

test.describe('a category', () => {
  test('lists only its own posts and links to its feed', async ({ visitorPage: page }) => {
    const response = await page.goto('/blog/category/tarot');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Tarot Card Meanings, Spreads and Questions | ${site.brandName} Blog`);
    await expect(page.locator('h1')).toHaveText('Tarot');
    const cards = page.locator('[data-post-list] [data-post-card]');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all())
      await expect(card.getByRole('link', { name: 'Tarot', exact: true })).toBeVisible();
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blog/category/tarot/rss.xml',
    );
    await expect(
      page.getByRole('navigation', { name: 'Blog categories' }).locator('[aria-current="page"]'),
    ).toHaveText(/Tarot/);
  });
});

test.describe('redirects and the blog 404', () => {
  test('an old-style address of an existing post redirects permanently to the post', async ({
    visitorPage: page,
    request,
  }) => {
    const raw = await request.get(`/blog/${POST}`, { maxRedirects: 0 });
    expect(raw.status()).toBe(301);
    expect(new URL(raw.headers().location!, 'http://x').pathname).toBe(`/blog/post/${POST}`);
    await page.goto(`/blog/${POST}`);
    await expect(page).toHaveURL(new RegExp(`/blog/post/${POST}$`));
  });

  test('an old-style address of a missing post answers 404 with the blog not-found page, in place', async ({
    visitorPage: page,
    request,
  }) => {
    const raw = await request.get('/blog/no-such-article', { maxRedirects: 0 });
    expect(raw.status()).toBe(404);
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/blog\/no-such-article$/);
    await expect(page.locator('h1')).toHaveText('This article is not in our sky');
    await expect(page).toHaveTitle(`Article Not Found | ${site.brandName} Blog`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('every unknown blog address, and the blog 404 page itself, answers with status 404', async ({
    visitorPage: page,
    request,
  }) => {
    for (const path of [
      '/blog/404',
      '/blog/post/no-such-article',
      '/blog/category/no-such-category',
      '/blog/page/99',
      '/blog/post/no-such-article/deeper',
    ]) {
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status(), path).toBe(404);
      expect(await raw.text(), path).toContain('This article is not in our sky');
    }
    const response = await page.goto('/blog/post/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('This article is not in our sky');
  });

  test('outside the blog, unknown addresses and the not-found page answer 404 with the site page', async ({
    request,
  }) => {
    for (const path of ['/404', '/no-such-page', '/compare/no-such-rival']) {
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status(), path).toBe(404);
      expect(await raw.text(), path).toContain('This page drifted out of orbit');
    }
  });

  test('the redirects never shadow real blog pages', async ({ request }) => {
    for (const path of [
      '/blog',
      '/blog/rss.xml',
      '/blog/page/2',
      '/blog/category/compatibility',
      '/blog/category/tarot/rss.xml',
      `/blog/post/${POST}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test('the admin rewrite is kept', async ({ request }) => {
    const response = await request.get('/admin/articles', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});

test.describe('title rules', () => {
  test('the title follows the blog pattern inside the blog and resets outside it', async ({
    visitorPage: page,
  }) => {
    await page.goto('/privacy-policy');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click();
    await expect(page).toHaveTitle(BLOG_DEFAULT_TITLE);
    await page
      .getByRole('navigation', { name: 'Blog categories' })
      .getByRole('link', { name: /^Compatibility/ })
      .click();
    await expect(page).toHaveTitle(`Compatibility Articles and Synastry Guides | ${site.brandName} Blog`);
    await page.locator(`a[href="/blog/post/${POST}"]`).first().click();
    await expect(page).toHaveTitle(`${POST_TITLE} | ${site.brandName} Blog`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    // Outside the blog the title starts again from the site title, "{brand} - Find Your Soulmate".
    expect((await page.title()).startsWith(SITE_TITLE)).toBe(true);
  });
});

test.describe('breadcrumbs', () => {
  test('collapse to an ellipsis plus the last two items on a small screen', async ({ visitorPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/blog/post/${POST}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('[data-breadcrumb-ellipsis]')).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeHidden();
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toBeHidden();
    await expect(crumbs.getByRole('link', { name: 'Compatibility' })).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
  });

  test('show every item on a wide screen', async ({ visitorPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/blog/post/${POST}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('[data-breadcrumb-ellipsis]')).toBeHidden();
    for (const name of ['Home', 'Blog', 'Compatibility'])
      await expect(crumbs.getByRole('link', { name })).toBeVisible();
  });

  test('a two-item trail never collapses', async ({ visitorPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/blog');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('[data-breadcrumb-ellipsis]')).toHaveCount(0);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  });
});

test.describe('feeds and discovery', () => {
  test('the RSS feed parses and lists every post with absolute links', async ({
    visitorPage: page,
    request,
  }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/blog');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return {
        title: doc.querySelector('channel > title')?.textContent,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link: item.querySelector('link')?.textContent ?? '',
          pubDate: item.querySelector('pubDate')?.textContent ?? '',
        })),
      };
    }, xml);
    expect(parsed).not.toBeNull();
    expect(parsed!.title).toBe(`${site.brandName} Blog`);
    expect(parsed!.items.length).toBeGreaterThanOrEqual(8);
    for (const item of parsed!.items) {
      expect(item.link).toMatch(/^https?:\/\/[^/]+\/blog\/post\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
  });

  test('a category feed parses and holds only that category', async ({ request }) => {
    const xml = await (await request.get('/blog/category/tarot/rss.xml')).text();
    expect(xml).toContain('<rss');
    expect((xml.match(/<item>/g) ?? []).length).toBe(2);
  });

  test('posts are in the sitemap with a lastmod', async ({ request }) => {
    const xml = await (await request.get('/sitemap-0.xml')).text();
    const entry = new RegExp(`<url><loc>[^<]*/blog/post/${POST}</loc><lastmod>([^<]+)</lastmod>`).exec(xml);
    expect(entry).not.toBeNull();
    expect(Number.isNaN(Date.parse(entry![1]!))).toBe(false);
    expect(xml).not.toContain('/blog/404');
  });
});
