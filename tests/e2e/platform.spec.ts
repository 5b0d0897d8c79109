import { publicRoutes } from '@/config/routes';
import { portal } from '@/config/site';
import { expect, test } from './support/worker-page';

test.describe('every route of the spec table', () => {
  for (const route of publicRoutes) {
    // The server's answer as built HTML (no rendering needed): a11y.spec and the site audit
    // load and inspect every route in the browser already.
    test(`${route.path} answers 200 with its own title`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title.length).toBeGreaterThan(5);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }

  test('titles are unique across routes', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of publicRoutes) {
      const html = await (await request.get(route.path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `${route.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, route.path);
    }
  });
});

test.describe('header', () => {
  test('on an inner page the section buttons lead to those sections of the home page', async ({
    visitorPage: page,
  }) => {
    await page.goto('/privacy-policy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, anchor] of [
      ['Features', 'cosmic-features'],
      ['About', 'about-us'],
      ['Testimonials', 'cosmic-testimonials'],
    ]) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/#${anchor}`);
      await expect(link).not.toHaveAttribute('target');
    }
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/#about-us$/);
    await expect(page.locator('#about-us')).toBeInViewport();
  });

  test('Sign In opens the portal in a new tab, Blog goes to /blog', async ({ visitorPage: page }) => {
    await page.goto('/contact-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^Sign In/ })).toHaveAttribute('href', portal.signInUrl);
    await expect(nav.getByRole('link', { name: /^Sign In/ })).toHaveAttribute('target', '_blank');
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('on a comparison page the section buttons go home to the section', async ({ visitorPage: page }) => {
    await page.goto('/compare/astra');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toHaveAttribute('href', '/#about-us');
  });

  test('is opaque and at most 64 px tall, on a phone and on a desktop', async ({ visitorPage: page }) => {
    // docs/decisions.md#the-small-things: page text never shows through it while scrolling.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/horoscope/gemini');
      await page.mouse.wheel(0, 900);
      const header = page.getByRole('banner');
      const box = (await header.boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.height).toBeLessThanOrEqual(64);
      const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toMatch(/^rgb\(/); // rgba(…) would let the page show through
    }
  });

  test('the logo goes home', async ({ visitorPage: page }) => {
    await page.goto('/help-center');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('footer', () => {
  test('feature links: the portal only for its own chat, the sketches through our quiz, tools internally', async ({
    visitorPage: page,
  }) => {
    await page.goto('/terms-of-service');
    const footer = page.locator('footer');
    const chat = footer.getByRole('link', { name: /^Astrologer Chat/ });
    await expect(chat).toHaveAttribute('target', '_blank');
    expect((await chat.getAttribute('href'))!.startsWith(portal.url)).toBe(true);
    const internal: Record<string, string> = {
      // One quiz (docs/decisions.md): the sketches are sold after our own quiz.
      'Soulmate Sketches': '/soulmate-quiz?source=footer',
      // Our own horoscopes (docs/decisions.md#the-footers-horoscopes-opens-our-own-horoscopes), not the portal quiz.
      Horoscopes: '/horoscope',
      'Soulmate Reading': '/free-psychic-soulmate-reading',
      Compatibility: '/compatibility',
      'Free Birth Chart': '/birth-chart',
      'Fortune Cookie': '/fortune-cookie',
      'One-Question Tarot': '/one-question-tarot',
      'Yes-No Tarot': '/yes-no-tarot',
      'Help Centre': '/help-center',
      'Contact Us': '/contact-us',
      'Refund Policy': '/refund-policy',
      'Privacy Policy': '/privacy-policy',
      'Terms of Service': '/terms-of-service',
    };
    for (const [name, href] of Object.entries(internal)) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('target', '_blank');
    }
    const cancel = footer.getByRole('link', { name: /^Cancel Subscription/ });
    await expect(cancel).toHaveAttribute('href', portal.cancelUrl);
    await expect(cancel).toHaveAttribute('target', '_blank');
    // The copyright year is the build's (the one date style).
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Astrelle`);
  });

  test('a footer link lands at the top of the next page', async ({ visitorPage: page }) => {
    await page.goto('/terms-of-service');
    await page.locator('footer').getByRole('link', { name: 'Fortune Cookie', exact: true }).click();
    await expect(page).toHaveURL(/\/fortune-cookie$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('functions and fallbacks', () => {
  test('/api/health answers', async ({ request }) => {
    const reply = await request.get('/api/health');
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toMatchObject({ status: 'ok' });
  });

  test('/api/subscribe refuses a bad e-mail with a JSON error', async ({ request }) => {
    const reply = await request.post('/api/subscribe', { data: { email: 'nope' } });
    expect(reply.status()).toBe(400);
    expect((await reply.json()).error).toContain('email');
  });

  test('an unknown address shows the designed 404 page', async ({ visitorPage: page }) => {
    const response = await page.goto('/no-such-page-in-the-sky');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page drifted out of orbit');
  });

  test('pages without an island load no JavaScript', async ({ visitorPage: page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // A script in the page is requested before its load event, which goto waits for.
    await page.goto('/privacy-policy');
    expect(scripts).toEqual([]);
  });

  test('a page with an island prefetches the blog only after it has loaded and 2 s have passed', async ({
    page,
  }) => {
    await page.goto('/fortune-cookie');
    await expect(page.locator('head link[rel="prefetch"][href="/blog"]')).toHaveCount(1, { timeout: 15_000 });
    // Both times on the page's own clock: when the load event fired, and when the prefetch began.
    // The 2 s timer starts inside a load handler (src/lib/site/idle-prefetch.ts), so it is counted
    // from the event's start; from its end the gap can be a few milliseconds short of 2 s.
    const timing = await page.waitForFunction(() => {
      const prefetch = performance.getEntriesByName(`${location.origin}/blog`)[0];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return prefetch && navigation.loadEventEnd > 0
        ? { loaded: navigation.loadEventStart, prefetched: prefetch.startTime }
        : null;
    });
    const { loaded, prefetched } = (await timing.jsonValue())!;
    expect(prefetched - loaded).toBeGreaterThanOrEqual(2_000);
  });

  test('a page without an island loads no stylesheet, and the display font only once it has painted and loaded', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    // docs/performance.md: the inline rules are the page's whole set, so no stylesheet follows
    // them (no second pass of style and layout); the display font's @font-face is added after
    // the page's first contentful paint and its load event, and the font downloads then.
    const timing = await page.waitForFunction(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const font = resources.find((entry) => entry.name.endsWith('.woff2'));
      return paint && font && document.fonts.check('400 1em "Fraunces Variable"')
        ? {
            paint: paint.startTime,
            load: navigation.loadEventStart,
            font: font.startTime,
            stylesheets: resources.filter((entry) => /\/_astro\/[^/]+\.css$/.test(entry.name)).length,
          }
        : null;
    });
    const { paint, load, font, stylesheets } = (await timing.jsonValue())!;
    expect(load).toBeGreaterThan(0);
    expect(font).toBeGreaterThanOrEqual(load);
    expect(font).toBeGreaterThanOrEqual(paint);
    expect(stylesheets).toBe(0);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  });

  test('the quiz fetches its code only once the page has loaded, and has the site stylesheet when it hydrates', async ({
    page,
  }) => {
    // Its island (client:afterload) no longer competes with the first paint; a resumed quiz draws
    // a later step as soon as it hydrates, and that step's rules come with the whole stylesheet.
    await page.goto('/soulmate-quiz');
    await page.waitForFunction(() => {
      const island = document.querySelector('astro-island[client="afterload"]');
      return island !== null && !island.hasAttribute('ssr');
    });
    const state = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        load: navigation.loadEventStart,
        quizCode: resources.find((entry) => /\/_astro\/SoulmateQuiz\.[^/]+\.js$/.test(entry.name))?.startTime,
        stylesheets: document.querySelectorAll('head > link[rel="stylesheet"]').length,
      };
    });
    expect(state.load).toBeGreaterThan(0);
    expect(state.quizCode).toBeGreaterThanOrEqual(state.load);
    expect(state.stylesheets).toBe(1);
  });

  test('a calculator form waits for the visitor: no code and no stylesheet after the paint, both at the first touch; a shared link starts by itself', async ({
    page,
  }) => {
    // docs/performance.md#islands: the form (client:oninteraction) costs a slow phone nothing after
    // the first paint; the first reach for it brings its code and the site stylesheet, whose rules
    // the result needs.
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/PairCalculator\.[^/]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await page.goto('/compatibility/love-compatibility');
    const form = page.locator('astro-island[client="oninteraction"][component-url*="Calculator"]');
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const stylesheets = () => page.locator('head > link[rel="stylesheet"]').count();
    // Loaded, painted, and idle after that: still the server's HTML, with its inlined rules only.
    await page.waitForLoadState('load');
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => requestAnimationFrame(() => requestIdleCallback(resolve))),
        ),
    );
    await expect(form).toHaveAttribute('ssr', '');
    expect(formCode).toEqual([]);
    expect(await stylesheets()).toBe(0);
    const waiting = await page.locator('noscript[data-island-css]').count();
    expect(waiting).toBeGreaterThan(0);

    await form.getByRole('textbox').first().fill('Ann');
    await expect(form).not.toHaveAttribute('ssr', '');
    expect(formCode).toHaveLength(1);
    expect(await stylesheets()).toBe(waiting);
    // What was typed while the code arrived is the form's own.
    await expect(form.getByRole('textbox').first()).toHaveValue('Ann');

    await page.goto('/compatibility/love-compatibility?shared=1');
    await expect(form).not.toHaveAttribute('ssr', '');
  });

  test('without JavaScript an island page still loads the site stylesheet, and a static page the display font, from <noscript>', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fortune-cookie');
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'),
    );
    expect(sheets.filter((href) => /\/_astro\/[^/]+\.css$/.test(href))).toHaveLength(1);
    await page.goto('/privacy-policy');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Fraunces Variable'),
        ),
      )
      .toBe(true);
    await context.close();
  });

  test('without JavaScript each tool says what needs it, where the tool stands', async ({ browser }) => {
    // docs/site.md#without-javascript: no button that does nothing without a word why.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of [
      '/fortune-cookie',
      '/three-card-tarot',
      '/compatibility/love-compatibility',
      '/my-sky',
      '/soulmate-quiz',
    ]) {
      await page.goto(path);
      await expect(
        page
          .locator('main')
          .getByText(/needs? JavaScript/)
          .first(),
        path,
      ).toBeVisible();
    }
    await context.close();
  });

  test('a page without an island downloads nothing speculative while it loads', async ({
    visitorPage: page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    expect(requested).not.toContain('/blog');
    await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
  });

  test('robots.txt and the sitemap leave the admin out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/compatibility/love-calculator-by-name</loc>');
    expect(sitemap).not.toContain('/admin');
  });
});
