import type { Page } from '@playwright/test';
import { expect, test } from './support/worker-page';
import { DEFERRED_STYLESHEETS_SCRIPT } from '@/lib/build/critical-css';

/**
 * The sky calendar and its feed in the browser (docs/sky-calendar.md): this month and the next
 * to the minute, the month pages, the subscribe links, the feed as a calendar app reads it, and
 * no JavaScript beyond the stylesheet loader and the lines that put the visitor's time beside UTC.
 * The build's month is the UTC month it ran in.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const now = new Date();
const monthKey = (offset: number) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return {
    key: date.toISOString().slice(0, 7),
    name: `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
  };
};
const thisMonth = monthKey(0);
const nextMonth = monthKey(1);

/** Scripts a page loads or runs, apart from data blocks and the stylesheet loader. */
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
        scripts.filter(
          (script) => script.textContent !== loader && !script.textContent?.includes('time[data-local]'),
        ).length,
      DEFERRED_STYLESHEETS_SCRIPT,
    );
  return [...requested, ...(inline > 0 ? [`${inline} inline script(s)`] : [])];
}

test('shows this month and the next: the Moons with sign and degree, the retrograde loops and every day to the minute', async ({
  visitorPage: page,
}) => {
  await page.goto('/sky-calendar');
  await expect(page.locator('h1')).toHaveText(`The Sky Calendar: ${thisMonth.name}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Sky Calendar');

  for (const [id, heading, name] of [
    ['this-month', thisMonth.name, thisMonth.name],
    ['next-month', `Coming next month: ${nextMonth.name}`, nextMonth.name],
  ] as const) {
    const month = page.getByRole('region', { name: heading, exact: true });
    await expect(month.locator(`h2#${id}`)).toBeVisible();
    // Every month has at least three of the four quarter phases, each named with its sign and degree.
    const moons = month.getByRole('list', { name: `The Moon and eclipses, ${name}`, exact: true });
    const cards = moons.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(cards.first()).toHaveText(
      /(New|First Quarter|Full|Last Quarter) Moon in \w+.*at \d+°\d\d′ \w+.*\d+ \w{3} \d{4}, \d\d:\d\d UTC/,
    );
    // The Moon changes sign every two or three days: at least ten ingresses, each with its minute.
    const ingresses = month.locator('.sky-days li.sky-ingress', { hasText: /Moon enters / });
    expect(await ingresses.count()).toBeGreaterThanOrEqual(10);
    await expect(ingresses.first().locator('time')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
    );
    await expect(month.locator('.sky-days li.sky-void-of-course').first()).toContainText(
      /Moon void of course in \w+.*until it enters \w+ at \d\d:\d\d UTC/,
    );
  }
  // Every event row has an id, so the feed can link to it, and no id is used twice.
  const ids = await page.locator('.sky-entry').evaluateAll((rows) => rows.map((row) => row.id));
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  await expect(page.getByRole('link', { name: `The sky calendar for ${nextMonth.name}` })).toHaveAttribute(
    'href',
    `/sky-calendar/${nextMonth.key}`,
  );
});

test('offers the feed twice, as a webcal: subscription and as an .ics file', async ({
  visitorPage: page,
}) => {
  await page.goto('/sky-calendar');
  const subscribe = page.getByRole('complementary', { name: 'Put the sky in your calendar' });
  await expect(subscribe.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/sky-calendar\.ics$/,
  );
  const download = subscribe.getByRole('link', { name: 'Download the .ics file' });
  await expect(download).toHaveAttribute('href', '/sky-calendar.ics');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('sky-calendar.ics');
});

test('the feed is an RFC 5545 calendar of at least the next three months, with the events named as calendars name them', async ({
  request,
}) => {
  const reply = await request.get('/sky-calendar.ics');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await reply.text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);
  expect(lines.filter((line) => new TextEncoder().encode(line).length > 75)).toEqual([]);

  const unfolded = text.replaceAll('\r\n ', '');
  const uids = [...unfolded.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]!);
  const starts = [...unfolded.matchAll(/^DTSTART:(\d{8}T\d{6}Z)$/gm)].map((match) => match[1]!);
  const events = unfolded.match(/^BEGIN:VEVENT$/gm)!.length;
  expect(uids.length).toBe(events);
  expect(starts.length).toBe(events);
  expect(new Set(uids).size).toBe(events);
  expect(unfolded.match(/^DTSTAMP:\d{8}T\d{6}Z$/gm)!.length).toBe(events);
  // Three months from today, less the two and a half days the Moon can go without an event.
  const last = starts.sort().at(-1)!;
  const threeMonths = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, now.getUTCDate() - 3));
  expect(last >= threeMonths.toISOString().replace(/[-:]/g, '').slice(0, 15)).toBe(true);

  const summaries = [...unfolded.matchAll(/^SUMMARY:(.+)$/gm)].map((match) => match[1]!);
  expect(summaries).toContainEqual(
    expect.stringMatching(
      /^Full Moon in (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)$/,
    ),
  );
  expect(summaries).toContainEqual(expect.stringMatching(/^Moon enters \w+$/));
  expect(summaries).toContainEqual(
    expect.stringMatching(
      /^(Sun|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune) (conjunct|sextile|square|trine|opposite) \w+$/,
    ),
  );
  expect(summaries).toContainEqual(expect.stringMatching(/^Moon void of course in \w+$/));
  // Commas in a description are escaped, and each event links to its row on the month's page.
  expect(unfolded).toMatch(/^DESCRIPTION:.*\\,.*$/m);
  expect(unfolded).toMatch(/^URL;VALUE=URI:https:\/\/[^/]+\/sky-calendar\/\d{4}-\d\d#[a-z0-9-]+$/m);
});

test('each month has its own address, title and description, and the feed links land on their rows', async ({
  visitorPage: page,
  request,
}) => {
  await page.goto(`/sky-calendar/${nextMonth.key}`);
  await expect(page.locator('h1')).toHaveText(`The Sky Calendar: ${nextMonth.name}`);
  await expect(page).toHaveTitle(`Sky Calendar ${nextMonth.name}: Moons & Retrogrades | Astrelle`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^The sky in ${nextMonth.name}, to the minute`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/sky-calendar/${nextMonth.key}$`),
  );
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Sky Calendar' })).toHaveAttribute('href', '/sky-calendar');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join(' ')).toContain('"BreadcrumbList"');

  // A feed event of that month points at a row of this page by its id.
  const feed = (await (await request.get('/sky-calendar.ics')).text()).replaceAll('\r\n ', '');
  const link = new RegExp(
    `^URL;VALUE=URI:https://[^/]+/sky-calendar/${nextMonth.key}#([a-z0-9-]+)$`,
    'm',
  ).exec(feed);
  expect(link).not.toBeNull();
  await expect(page.locator(`[id="${link![1]}"]`)).toHaveCount(1);

  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/sky-calendar', `/sky-calendar/${thisMonth.key}`, `/sky-calendar/${nextMonth.key}`])
    expect(sitemap).toContain(`${path}</loc>`);
});

test('ships no JavaScript beyond the stylesheet loader and is linked from the footer', async ({
  visitorPage: page,
}) => {
  // a11y.spec.ts runs axe on /sky-calendar, as on every route of src/config/routes.ts.
  expect(await scriptsOf(page, '/sky-calendar')).toEqual([]);
  await expect(
    page.locator('footer').getByRole('link', { name: 'Sky Calendar', exact: true }),
  ).toHaveAttribute('href', '/sky-calendar');
  expect(await scriptsOf(page, `/sky-calendar/${nextMonth.key}`)).toEqual([]);
});
