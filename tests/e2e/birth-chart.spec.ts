import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/worker-page';
import { openHydrated } from './support/islands';

/** The free birth chart (/birth-chart, docs/birth-chart.md): the form, the result and its share link. */
const form = (page: Page) => page.getByRole('form', { name: 'Birth chart calculator' });
const details = (page: Page) => page.getByRole('group', { name: 'Your birth details' });

const open = (page: Page, path = '/birth-chart') => openHydrated(page, path);

test.describe('the birth chart form', () => {
  test('draws a chart with houses from a place picked in the autocomplete, and its link reopens it in a fresh browser', async ({
    page,
    browser,
  }) => {
    await open(page);
    await expect(page.locator('h1')).toHaveText('Your Free Birth Chart');
    await details(page).getByLabel(/^Name/).fill('Maris');
    await details(page).getByLabel('Birth date').fill('1990-03-14');
    await expect(details(page).getByTestId('zodiac-sign')).toHaveText(/Pisces/);
    await details(page).getByLabel('Birth time').fill('08:45');
    // The same autocomplete as the calculators: type, then pick the place from the list.
    await details(page).getByRole('combobox', { name: 'Birth city' }).fill('London');
    await details(page)
      .getByRole('option', { name: /^London England, United Kingdom/ })
      .click();
    await form(page).getByRole('button', { name: 'Draw My Birth Chart' }).click();

    const result = page.getByTestId('birth-chart-result');
    await expect(result.getByRole('heading', { level: 2, name: "Maris's birth chart" })).toBeFocused({
      timeout: 20_000,
    });
    await expect(result).toContainText('Sun in Pisces');
    await expect(result).toContainText(/\w+ rising/);
    // The wheel (ten planets, the true nodes, Lilith, Chiron, Fortune), the planets and points
    // with their houses, the twelve cusps and the natal aspect grid.
    await expect(result.getByTestId('chart-wheel').locator('[data-planet]')).toHaveCount(15);
    const planets = result.getByRole('table', { name: "Maris's planets and points", exact: true });
    await expect(planets.getByRole('row', { name: /^North Node \(mean\) Aquarius/ })).toBeVisible();
    await expect(planets.getByRole('row', { name: /^Black Moon Lilith \(mean\) / })).toBeVisible();
    await expect(planets.getByRole('row', { name: /^Sun Pisces 23°\d\d′ \d+$/ })).toBeVisible();
    await expect(planets.getByRole('row', { name: /^Ascendant / })).toBeVisible();
    const houses = result.getByRole('table', { name: 'The twelve houses (Placidus cusps)' });
    await expect(houses.getByRole('row')).toHaveCount(13);
    await expect(result.getByRole('table', { name: "Aspects in Maris's chart, with orbs" })).toBeVisible();
    await expect(
      result
        .getByRole('cell', { name: /(conjunction|sextile|square|trine|opposition), orb \d+°\d\d′/ })
        .first(),
    ).toBeVisible();
    // The balance, and the reading: the chart at a glance, the Sun, Moon, the two together, the
    // Ascendant and five planets by sign (four of them by house too), the chart ruler, the three
    // tightest aspects, the nodes and the generation.
    await expect(result.getByTestId('chart-balance').getByRole('listitem')).toHaveCount(7);
    const reading = result.getByTestId('natal-reading');
    await expect(reading.getByRole('article')).toHaveCount(16);
    await expect(reading.getByRole('article').first()).toContainText('Your chart at a glance');
    await expect(reading.getByRole('heading', { level: 4, name: /house$/ })).toHaveCount(4);

    // The address is the share link: a fresh browser with no history draws the same chart.
    await expect(page).toHaveURL(/a_d=1990-03-14/);
    const link = page.url();
    const sunRow = await planets.getByRole('row', { name: /^Sun / }).textContent();
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    const reopened = other.getByTestId('birth-chart-result');
    await expect(reopened.getByRole('heading', { level: 2, name: "Maris's birth chart" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      reopened
        .getByRole('table', { name: "Maris's planets and points", exact: true })
        .getByRole('row', { name: /^Sun / }),
    ).toHaveText(sunRow!);
    await expect(reopened).toContainText('14 March 1990 · 08:45');
    await expect(reopened.getByTestId('place-notice')).toContainText('London, England, United Kingdom');
    await expect(reopened.getByTestId('birth-clock')).toHaveText(
      'Birth time read on UTC+0, London standard time (08:45 UTC).',
    );
    await fresh.close();

    await result.getByRole('button', { name: 'Draw Another Chart' }).click();
    await expect(details(page).getByLabel('Birth date')).toHaveValue('');
    await expect(page).toHaveURL(/\/birth-chart$/);
  });

  test('without a birth time it leaves out the rising sign and the houses, and says so', async ({
    visitorPage: page,
  }) => {
    await open(page);
    await details(page).getByLabel('Birth date').fill('1990-03-03');
    await form(page).getByRole('button', { name: 'Draw My Birth Chart' }).click();
    const result = page.getByTestId('birth-chart-result');
    await expect(result.getByRole('heading', { level: 2, name: 'Your birth chart' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(result.getByTestId('chart-notes')).toContainText('No birth time given');
    // 3 March 1990: the Moon changed sign that day, which the chart says plainly.
    await expect(result.getByTestId('chart-notes')).toContainText('The Moon moved from Taurus into Gemini');
    await expect(result.getByTestId('house-table')).toHaveCount(0);
    await expect(result.getByRole('table', { name: 'Your planets and points', exact: true })).toBeVisible();
    await expect(result.getByTestId('chart-wheel')).toContainText('0° Aries on the left');
    // What a chart without a time can still say: the Moon's day and the rising sign by the hour.
    await expect(result.getByTestId('moon-range')).toContainText('entering Gemini at');
    await expect(result.getByTestId('moon-aspects').getByRole('listitem').first()).toContainText(
      'within orb for a birth between',
    );
    // No Ascendant and no chart ruler without a time: the chart at a glance, the Sun, the Moon,
    // the Capricorn stellium, five planets, three aspects, the nodes and the generation.
    await expect(result.getByTestId('natal-reading').getByRole('article')).toHaveCount(14);
    await expect(result.getByTestId('natal-reading')).toContainText('A stellium in Capricorn');
    await expect(result.getByTestId('natal-reading')).not.toContainText('rising');
  });

  test('draws the house system chosen on the form, names it, remembers it, redraws from the chart, and its link opens in it', async ({
    visitorPage: page,
    browser,
  }) => {
    await open(page);
    await form(page).getByLabel('House system').selectOption('koch');
    await open(page, '/birth-chart?a_d=1990-03-14&a_t=08:45&a_pl=51.5074|-0.1278|Europe/London|London');
    const result = page.getByTestId('birth-chart-result');
    await expect(result.getByTestId('house-system')).toContainText('Houses: Koch', { timeout: 20_000 });
    await expect(result.getByRole('table', { name: 'The twelve houses (Koch cusps)' })).toBeVisible();
    await expect(result.getByTestId('chart-wheel')).toContainText('Koch houses');
    await result.getByTestId('house-system').getByLabel('House system').selectOption('whole-sign');
    await expect(result.getByRole('table', { name: 'The twelve houses (Whole Sign cusps)' })).toBeVisible({
      timeout: 20_000,
    });
    // The address is the share link: it carries the choice, and a fresh browser opens it in Whole Sign.
    await expect(page).toHaveURL(/[?&]hs=whole-sign(&|$)/);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('house-system')).toContainText('Houses: Whole Sign', { timeout: 20_000 });
    await fresh.close();
  });

  test('the sidereal zodiac and the points shown: chosen above the chart, said, and carried by the share link', async ({
    visitorPage: page,
  }) => {
    await open(
      page,
      '/birth-chart?a_d=1990-03-14&a_t=08:45&a_pl=51.5074|-0.1278|Europe/London|London&z=sidereal&ay=raman&pts=vertex.ceres',
    );
    const result = page.getByTestId('birth-chart-result');
    await expect(result.getByTestId('zodiac')).toHaveText(/^Zodiac: Sidereal, Raman ayanamsa 22°/, {
      timeout: 20_000,
    });
    await expect(result.getByRole('table', { name: 'Your planets and points', exact: true })).toContainText(
      'Ceres',
    );
    await expect(result.getByTestId('chart-wheel')).toContainText('Vx');
    await result.getByTestId('house-system').getByLabel('Zodiac').selectOption('tropical');
    await expect(result.getByTestId('zodiac')).toHaveText('Zodiac: Tropical', { timeout: 20_000 });
    await expect(page).toHaveURL(/&pts=vertex\.ceres$|&pts=ceres\.vertex$/);
    expect(page.url()).not.toContain('z=sidereal');
  });

  test('above the polar circle: Pisces rising at Tromsø and Porphyry houses, said plainly', async ({
    visitorPage: page,
  }) => {
    await open(page, '/birth-chart?a_d=1990-12-21&a_t=12:00&a_pl=69.6492|18.9553|Europe/Oslo|Tromsø');
    const result = page.getByTestId('birth-chart-result');
    await expect(result.getByTestId('house-fallback')).toContainText('Porphyry houses', { timeout: 20_000 });
    await expect(result.getByTestId('house-system')).toContainText('Placidus is undefined at this latitude');
    // Said once in full (under the wheel), not again among the notes.
    await expect(result.getByText(/^Placidus houses are undefined beyond the polar circles/)).toHaveCount(1);
    await expect(result).toContainText('Pisces rising');
  });

  test('states the clock the birth time was read on, and a UTC offset from the birth record overrides it', async ({
    visitorPage: page,
  }) => {
    // Amsterdam kept its own time before 1937: +1:19:32 in the summer of 1935 (docs/atlas.md).
    await open(page, '/birth-chart?a_d=1935-07-01&a_t=12:00&a_c=Amsterdam%2C+Netherlands');
    const result = page.getByTestId('birth-chart-result');
    await expect(result.getByTestId('birth-clock')).toHaveText(
      'Birth time read on UTC+1:19:32, Amsterdam summer time (10:40 UTC).',
      { timeout: 20_000 },
    );
    await open(page, '/birth-chart?a_d=1935-07-01&a_t=12:00&a_c=Amsterdam%2C+Netherlands&a_o=%2B01:00');
    await expect(page.getByTestId('birth-chart-result').getByTestId('birth-clock')).toHaveText(
      'Birth time read on UTC+1, the offset entered by hand (11:00 UTC).',
      { timeout: 20_000 },
    );
    // The field sits closed under the city; a text that is no offset gets a plain message.
    await open(page);
    await details(page).getByText('Birth record gives a UTC offset?').click();
    const offset = details(page).getByLabel('UTC offset (optional)');
    await offset.fill('one hour');
    await offset.blur();
    await expect(details(page).getByText('Enter an offset such as +01:00 or −05:30.')).toBeVisible();
    await expect(offset).toHaveAttribute('aria-invalid', 'true');
  });

  test('asks for the birth date when it is missing', async ({ visitorPage: page }) => {
    await open(page);
    const submit = form(page).getByRole('button', { name: 'Draw My Birth Chart' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await submit.press('Enter');
    const toast = page.locator('[data-variant="destructive"]');
    await expect(toast).toContainText('Missing Information');
    await expect(toast).toContainText('Please enter your birth date');
    await expect(page.getByTestId('birth-chart-result')).toHaveCount(0);
  });

  test('a link with a malformed date opens the form instead of a chart', async ({ visitorPage: page }) => {
    await open(page, '/birth-chart?a_n=Maris&a_d=1990-13-45');
    await expect(details(page).getByLabel(/^Name/)).toHaveValue('Maris');
    await expect(page.getByTestId('birth-chart-result')).toHaveCount(0);
  });

  test('the result passes axe', async ({ visitorPage: page }) => {
    test.setTimeout(60_000);
    await open(
      page,
      '/birth-chart?a_n=Maris&a_d=1990-03-14&a_t=08:45&a_pl=51.5074|-0.1278|Europe/London|London',
    );
    await expect(page.getByTestId('natal-reading')).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the birth chart page', () => {
  test('draws an example wheel with no JavaScript, and is linked from the hub, the home page and the footer', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/birth-chart');
    const example = page.getByRole('complementary', { name: 'An example chart' });
    await expect(example.locator('[data-planet]')).toHaveCount(15);
    await expect(example.getByTestId('chart-wheel')).toContainText('Ascendant');
    for (const path of ['/compatibility', '/']) {
      await page.goto(path);
      await expect(page.locator('main a[href="/birth-chart"]').first()).toBeVisible();
    }
    await expect(
      page.locator('footer').getByRole('link', { name: 'Free Birth Chart', exact: true }),
    ).toHaveAttribute('href', '/birth-chart');
    await context.close();
  });
});

test.describe('the birth chart without JavaScript', () => {
  // docs/birth-chart.md#without-javascript: the form is sent to the share address, whose page
  // function draws the chart on the server.
  test('the form draws the wheel and the tables on the server, filled in and ready to change', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/birth-chart');
    await expect(
      page.getByRole('note').filter({ hasText: 'Without JavaScript you can still draw a chart' }),
    ).toBeVisible();
    await details(page).getByLabel(/^Name/).fill('Maris');
    await details(page).getByLabel('Birth date').fill('1990-03-14');
    await details(page).getByLabel('Birth time').fill('08:45');
    await details(page).getByRole('combobox', { name: 'Birth city' }).fill('London, United Kingdom');
    await form(page).getByLabel('House system').selectOption('whole-sign');
    await form(page).getByRole('button', { name: 'Draw My Birth Chart' }).click();

    await expect(page).toHaveURL(/\/birth-chart\?.*a_n=Maris.*a_d=1990-03-14/);
    const chart = page.getByTestId('shared-chart');
    await expect(chart.getByRole('heading', { level: 2, name: "Maris's birth chart" })).toBeVisible();
    await expect(chart).toContainText('14 March 1990 · 08:45');
    await expect(chart).toContainText('Houses: Whole Sign');
    await expect(chart.getByTestId('chart-wheel').locator('[data-planet]')).toHaveCount(15);
    await expect(chart.getByRole('table', { name: "Maris's planets and points", exact: true })).toBeVisible();
    await expect(chart.getByTestId('shared-chart-note')).toContainText('need JavaScript');
    // The form holds what the chart was drawn from.
    await expect(details(page).getByLabel(/^Name/)).toHaveValue('Maris');
    await expect(details(page).getByLabel('Birth time')).toHaveValue('08:45');
    await expect(form(page).getByLabel('House system')).toHaveValue('whole-sign');

    // A link no chart can be drawn from says why, in the form's words.
    await page.goto('/birth-chart?a_n=Maris&a_d=1990-03-14&a_t=25:70');
    await expect(page.getByTestId('shared-chart-problem')).toHaveText(/^Birth time must be/);
    await context.close();
  });
});
