import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, monthOf, monthStart, nextMonth, weekStart } from '@/lib/horoscope/days';
import { serializeEdition } from '@/lib/site/dated-pages';
import { freePortBlock } from './support/free-ports';
import { axeViolations } from './support/axe';
import { expect, test } from './support/worker-page';
import { DEFERRED_STYLESHEETS_SCRIPT } from '@/lib/build/critical-css';

/**
 * The sign horoscopes in the browser (docs/horoscopes.md): the hub, today's page served for the
 * UTC date, the dated pages, the week and the month, the sky under each reading with times in
 * the visitor's clock, the links in from the rest of the site, and no JavaScript beyond the
 * stylesheet loader and the few lines that write local times.
 */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Scripts a page loads or runs, apart from data blocks, the stylesheet loader and the local-times lines. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await page.goto(path);
  const inline = await page
    .locator('script:not([type="application/ld+json"]):not([type="speculationrules"])')
    .evaluateAll(
      (scripts, loader) =>
        scripts
          .map((script) => script.textContent ?? '')
          .filter((text) => text !== loader && !text.includes('time[data-local]')).length,
      DEFERRED_STYLESHEETS_SCRIPT,
    );
  return [...requested, ...(inline > 0 ? [`${inline} inline script(s)`] : [])];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

test("the hub leads to every sign, and a sign's page shows today's UTC date with the sky under the reading", async ({
  visitorPage: page,
}) => {
  await page.goto('/horoscope');
  const choose = page.getByRole('region', { name: 'Choose your sign' });
  const signs = choose.getByRole('link', { name: /^\S+$/ });
  await expect(signs).toHaveCount(12);
  // The day's Moon is named once, with its date; each card gives the house it falls in.
  await expect(choose).toContainText(/On \w+day, \d+ \w+, the Moon is in \w+\./);
  await expect(choose.getByText(/^The Moon in your \d+\w\w house$/)).toHaveCount(12);
  await expectMoreOfTheSky(page);
  await page.getByRole('link', { name: 'Leo', exact: true }).click();
  await expect(page).toHaveURL(/\/horoscope\/leo$/);
  await expect(page.locator('h1')).toHaveText('Leo horoscope for today');
  // The function at /horoscope/leo serves the edition of the current UTC date (or the build's page on its day).
  await expect(page.locator('header time')).toHaveAttribute('datetime', utcToday());
  const reading = (await page.locator('.reading').innerText()).trim();
  expect(words(reading)).toBeGreaterThanOrEqual(150);
  expect(words(reading)).toBeLessThanOrEqual(300);
  const sky = page.getByRole('table', { name: /Every event the reading rests on/ });
  await expect(sky.getByRole('row')).not.toHaveCount(1);
  await expect(sky.locator('time[datetime$="Z"]').first()).toBeVisible();
  await expect(page.getByText(/reflection and entertainment/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/horoscope\/leo$/);
  await expectMoreOfTheSky(page);
  await page.goto('/horoscope/leo/week');
  await expectMoreOfTheSky(page);
});

/** Every horoscope page leads on to the sky calendar and to the visitor's own sky. */
async function expectMoreOfTheSky(page: Page) {
  const more = page.getByRole('navigation', { name: 'More of the sky' });
  await expect(more.getByRole('link', { name: 'Sky Calendar' })).toHaveAttribute('href', '/sky-calendar');
  await expect(more.getByRole('link', { name: 'Your Sky Today' })).toHaveAttribute('href', '/my-sky');
}

test('event times appear in the visitor’s own clock, and not twice for a visitor on UTC', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  // One style (src/lib/content/dates.ts): the 24-hour clock, UTC, then the visitor's time and zone.
  for (const [timezoneId, shown] of [
    ['Asia/Tokyo', /^(\w{3} \d+ \w{3}, )?\d\d:\d\d UTC \((\w{3} \d+ \w{3}, )?\d\d:\d\d GMT\+9\)$/],
    ['UTC', /^(\w{3} \d+ \w{3}, )?\d\d:\d\d UTC$/],
  ] as const) {
    const context = await browser.newContext({ baseURL, timezoneId, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/horoscope/aries');
    const first = page.locator('.sky-table tbody tr').first();
    await expect(first.locator('time')).toHaveText(shown);
    await context.close();
  }
});

test('yesterday, tomorrow, the week and the month are pages of their own, linked from today', async ({
  visitorPage: page,
}) => {
  test.slow();
  await page.goto('/horoscope/virgo');
  const links = page.getByRole('navigation', { name: 'More horoscopes for Virgo' }).getByRole('link');
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => [anchor.textContent!.trim(), anchor.getAttribute('href')!]),
  );
  expect(targets.map(([name]) => name)).toEqual(['Yesterday', 'Tomorrow', 'This week', 'This month']);
  const headings: Record<string, RegExp> = {
    Yesterday: /^Virgo horoscope for \w+day \d+ \w+ \d{4}$/,
    Tomorrow: /^Virgo horoscope for \w+day \d+ \w+ \d{4}$/,
    'This week': /^Virgo horoscope for the week of /,
    'This month': /^Virgo horoscope for \w+ \d{4}$/,
  };
  for (const [name, href] of targets) {
    await page.goto(href!);
    await expect(page.locator('h1'), name).toHaveText(headings[name!]!);
  }
  await page.goto(targets[1]![1]!);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await expect(page.locator('header time')).toHaveAttribute('datetime', tomorrow);
});

test('/horoscope loads no JavaScript beyond the stylesheet loader and the local times', async ({
  visitorPage: page,
}) => {
  // a11y.spec.ts runs axe on it, as on every route of src/config/routes.ts.
  expect(await scriptsOf(page, '/horoscope')).toEqual([]);
});

for (const path of ['/horoscope/gemini', '/horoscope/gemini/week', '/horoscope/gemini/month'])
  test(`${path} loads no JavaScript beyond the stylesheet loader and the local times, and passes axe`, async ({
    visitorPage: page,
  }) => {
    test.slow();
    expect(await scriptsOf(page, path)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

test('links in: the footer, the landing page, a sign pairing and a famous chart', async ({
  visitorPage: page,
}) => {
  test.slow();
  await page.goto('/');
  await expect(page.locator('footer').getByRole('link', { name: 'Horoscopes', exact: true })).toHaveAttribute(
    'href',
    '/horoscope',
  );
  await expect(page.getByRole('link', { name: /^Daily horoscopes/ })).toHaveAttribute('href', '/horoscope');
  await page.goto('/compatibility/signs/aries-and-leo');
  await expect(page.getByRole('link', { name: 'Leo', exact: true }).first()).toHaveAttribute(
    'href',
    '/horoscope/leo',
  );
  await page.goto('/celebrities');
  await page.goto((await page.locator('main a[href^="/celebrities/"]').first().getAttribute('href'))!);
  await expect(page.getByRole('link', { name: /: today's horoscope$/ })).toHaveAttribute(
    'href',
    /^\/horoscope\/[a-z]+$/,
  );
});

test("the birth chart's result links to the Sun sign's horoscope", async ({ visitorPage: page }) => {
  test.slow();
  await page.goto('/birth-chart?a_n=Maris&a_d=1990-03-14');
  await expect(page.getByTestId('sun-horoscope')).toHaveAttribute('href', '/horoscope/pisces', {
    timeout: 40_000,
  });
});

/**
 * The date choice on a deployed build whose daily rebuilds have failed (docs/horoscopes.md#always-today):
 * a copy of dist/ laid out as a build from before this week and this month would be, served by
 * its own local server. Its page at each moving address stands in as stale (an older day, next
 * week's or next month's page) and the current period's page is there as an edition; the real
 * functions must then answer each moving address with the edition for the current UTC date.
 * The copy is made of hard links, so dist/ itself is never touched.
 */
test.describe('after a week of failed rebuilds', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  let root = '';
  let base = '';
  const today = utcToday();
  const monday = weekStart(today);
  const month = monthOf(today);
  // The day before this week and this month both began: a build from an earlier week and month.
  // (The month's last day alone would be in this week in the first days of a month.)
  const staleDay = addDays([monthStart(month), monday].sort()[0]!, -1);

  test.beforeAll(async () => {
    // A server of its own compiles the functions and starts workerd: seconds on a quiet machine.
    test.setTimeout(300_000);
    const built = JSON.parse(readFileSync('dist/edition.json', 'utf8')) as { day: string };
    root = mkdtempSync(join(tmpdir(), 'astrelle-stale-'));
    const site = join(root, 'dist');
    execFileSync('cp', ['-al', 'dist', site]);
    /** Points a file of the copy at another built file (a new link; the original keeps its content). */
    const place = (path: string, from: string) => {
      rmSync(join(site, path), { force: true });
      mkdirSync(dirname(join(site, path)), { recursive: true });
      linkSync(join('dist', from), join(site, path));
    };
    const exists = (path: string) => existsSync(join('dist', path));
    rmSync(join(site, 'edition.json'));
    writeFileSync(join(site, 'edition.json'), serializeEdition(staleDay));
    // Today: the build's own today page becomes today's edition when the build is today's;
    // the address shows the oldest dated page the build has.
    if (!exists(`horoscope/leo/today/${today}.html`))
      place(`horoscope/leo/today/${today}.html`, 'horoscope/leo.html');
    place('horoscope/leo.html', `horoscope/leo/${addDays(built.day, -1)}.html`);
    // This week and this month: the same, with next week's and next month's pages as the stale ones.
    if (!exists(`horoscope/leo/week/${monday}.html`)) {
      place(`horoscope/leo/week/${monday}.html`, 'horoscope/leo/week.html');
      place('horoscope/leo/week.html', `horoscope/leo/week/${addDays(monday, 7)}.html`);
    }
    if (!exists(`horoscope/leo/month/${month}.html`)) {
      place(`horoscope/leo/month/${month}.html`, 'horoscope/leo/month.html');
      place('horoscope/leo/month.html', `horoscope/leo/month/${nextMonth(month)}.html`);
    }
    const port = await freePortBlock(1);
    base = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      ['scripts/serve.mjs', site, '--port', String(port), '--persist-to', join(root, 'state')],
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const ended = new Promise<never>((_, fail) =>
      server!.once('exit', (code) => fail(new Error(`scripts/serve.mjs ended (${code}): ${errors}`))),
    );
    ended.catch(() => undefined);
    const up = expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (reply) => reply.status,
            () => 0,
          ),
        {
          timeout: 280_000,
          intervals: [1_000],
        },
      )
      .toBe(200);
    await Promise.race([up, ended]);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    if (root) rmSync(root, { recursive: true, force: true });
  });

  for (const [moving, edition] of [
    ['/horoscope/leo', `/horoscope/leo/today/${today}`],
    ['/horoscope/leo/week', `/horoscope/leo/week/${monday}`],
    ['/horoscope/leo/month', `/horoscope/leo/month/${month}`],
    ['/sky-calendar', `/sky-calendar/${month}`],
  ])
    test(`${moving} serves the edition for the current UTC date, never cached past it`, async ({
      request,
    }) => {
      const [served, expected] = await Promise.all([
        request.get(`${base}${moving}`),
        request.get(`${base}${edition}`),
      ]);
      const stale = readFileSync(join(root, 'dist', `${moving}.html`), 'utf8');
      expect(served.status()).toBe(200);
      const body = await served.text();
      expect(body).toBe(await expected.text());
      expect(body).not.toBe(stale);
      expect(served.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      // The static files' headers come with it (the CSP above all).
      expect(served.headers()['content-security-policy']).toBe(expected.headers()['content-security-policy']);
    });

  test("a visitor on a stale build still reads today's date", async ({ page }) => {
    await page.goto(`${base}/horoscope/leo`);
    await expect(page.locator('h1')).toHaveText('Leo horoscope for today');
    await expect(page.locator('header time')).toHaveAttribute('datetime', today);
  });
});
