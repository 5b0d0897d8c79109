import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/worker-page';
import { SAVED_CHART_KEY } from '@/lib/personal-sky/saved-chart';
import { openHydrated } from './support/islands';

/**
 * "Your sky today" in the browser (docs/personal-sky.md): the choice to keep a birth chart on
 * this device under /birth-chart, the page that reads it (today's transits, the reading, the
 * year's major transits, the private calendar link), and forgetting it.
 */
const CHART = '/birth-chart?a_n=Maris&a_d=1990-03-14&a_t=08:45&a_pl=51.5074|-0.1278|Europe/London|London';

const openIslands = openHydrated;

const saved = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SAVED_CHART_KEY);

test('without a saved chart the page says so and points to the birth chart', async ({
  visitorPage: page,
}) => {
  await openIslands(page, '/my-sky');
  await expect(page.locator('h1')).toHaveText('Your Sky Today');
  const empty = page.getByTestId('my-sky-empty');
  await expect(empty).toContainText('There is no birth chart saved on this device yet');
  await expect(empty.getByRole('link', { name: 'free birth chart' })).toHaveAttribute('href', '/birth-chart');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('a chart kept on this device', () => {
  // A visitor east of UTC: their exact times show in their own clock with UTC beside them.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('is saved only when asked, shows its transits, the year and the calendar links, and is forgotten', async ({
    page,
    request,
  }) => {
    test.slow();
    await openIslands(page, CHART);
    const result = page.getByTestId('birth-chart-result');
    await expect(result.getByRole('heading', { level: 2, name: "Maris's birth chart" })).toBeVisible({
      timeout: 20_000,
    });
    expect(await saved(page)).toBeNull();
    await result.getByRole('button', { name: 'Save on this device' }).click();
    await expect(result).toContainText('Saved on this device only.');
    expect(JSON.parse((await saved(page))!)).toEqual({
      name: 'Maris',
      birthDate: '1990-03-14',
      birthTime: '08:45',
      birthPlace: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', name: 'London' },
    });

    await result.getByRole('link', { name: 'See your sky today' }).click();
    await expect(page).toHaveURL(/\/my-sky$/);
    const sky = page.getByTestId('my-sky-result');
    await expect(sky.getByRole('heading', { level: 2, name: /^Your sky on \w+ \d+ \w+$/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(sky).toContainText('Maris: born 14 Mar 1990 at 08:45, London.');
    await expect(sky).toContainText('reflection and entertainment');

    const today = sky.getByRole('region', { name: "Today's transits to your chart" });
    await expect(today).toContainText(
      /Orbs and positions as of \d\d:\d\d UTC \((\w{3} \d+ \w{3}, )?\d\d:\d\d GMT\+9\); times in UTC with yours \(Asia\/Tokyo\) beside them/,
    );
    const rows = today.getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const text of await rows.allInnerTexts())
      expect(text).toMatch(
        /^(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) (conjunct|sextile|square|trine|opposite) your [A-Z]\w+\n(exact at \d\d:\d\d UTC \((\w{3} \d+ \w{3}, )?\d\d:\d\d GMT\+9\)|orb \d+°\d\d′, (applying|separating)) · \w+ at \d+°\d\d′ \w+$/,
      );

    const year = sky.getByRole('region', { name: 'Your major transits, the next twelve months' });
    const transits = year.getByRole('listitem');
    expect(await transits.count()).toBeGreaterThan(0);
    // innerText keeps the line break between the transit and its dates (textContent runs them together).
    expect(await transits.first().innerText()).toMatch(
      /^(Jupiter|Saturn|Uranus|Neptune|Pluto|Your solar return|Your Jupiter return|Your Saturn return).*\nfrom \d+ \w{3} \d{4} to \d+ \w{3} \d{4} · exact \d+ \w{3}/,
    );

    // The private calendar link: made only when asked, no birth data or name in its address.
    const calendar = sky.getByRole('region', { name: 'Add my transits to my calendar' });
    await expect(calendar).toContainText('we store nothing about you');
    await calendar.getByRole('button', { name: 'Make my private calendar link' }).click();
    const webcal = await calendar
      .getByRole('link', { name: 'Subscribe in my calendar app' })
      .getAttribute('href');
    expect(webcal).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/my-sky-feed\?token=c1\.[A-Za-z0-9_-]+$/);
    expect(webcal).not.toMatch(/1990|London|Maris|51\.5/);
    await expect(calendar.getByTestId('calendar-link-terms')).toContainText('remove it in your calendar app');
    const ics = await calendar.getByRole('link', { name: 'Download the .ics file' }).getAttribute('href');
    expect(ics).toBe(webcal!.replace(/^webcal:/, 'http:'));
    const file = await request.get(ics!);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await file.text();
    expect(text.match(/^BEGIN:VEVENT\r$/gm)?.length).toBeGreaterThanOrEqual(await transits.count());
    expect(text).not.toContain('Maris');

    // Kept across a reload, and gone when forgotten.
    await page.reload();
    await expect(sky.getByRole('heading', { level: 2, name: /^Your sky on / })).toBeVisible({
      timeout: 20_000,
    });
    await expect(calendar.getByRole('link', { name: 'Subscribe in my calendar app' })).toHaveAttribute(
      'href',
      webcal!,
    );
    await sky.getByRole('button', { name: 'Forget my saved chart' }).click();
    await expect(page.getByTestId('my-sky-empty')).toBeVisible();
    expect(await saved(page)).toBeNull();
  });
});

test('the result passes axe', async ({ visitorPage: page }) => {
  test.slow();
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SAVED_CHART_KEY,
    JSON.stringify({ birthDate: '1990-03-14', birthCity: 'London' }),
  ] as const);
  await openIslands(page, '/my-sky');
  const sky = page.getByTestId('my-sky-result');
  // A typed city is read by the atlas; without a birth time there are no angles.
  await expect(sky).toContainText('Born 14 Mar 1990, London (no birth time: no angles or houses).', {
    timeout: 20_000,
  });
  await expect(sky.getByText(/your (Ascendant|Midheaven)/)).toHaveCount(0);
  expect(await axeViolations(page, 'my-sky result')).toEqual([]);
});
