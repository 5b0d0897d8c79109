import type { Page } from '@playwright/test';
import { CALCULATOR_PAGES, HUB_LINKS, type FormGroup } from '@/lib/calculators/pages';
import { SESSION_STORAGE_KEY } from '@/lib/supabase/constants';
import { expect, test } from './support/worker-page';
import { openHydrated } from './support/islands';

/** The toast text of each validation group (docs/constants.md#calculators). */
const MISSING: Record<Exclude<FormGroup, 'love-name'>, string> = {
  'birth-date': 'Please enter birth dates for both people',
  'star-chart': 'Please enter birth dates and gender for both people',
  'soulmate-name': 'Please enter names, birth dates and gender for both people',
  single: 'Please enter your birth date and gender',
  'birth-chart': 'Please enter your birth date',
};

/** A page's partner column title (docs/calculators.md#pages). */
const PARTNER: Record<string, string> = {
  'true-love-calculator-soulmate': 'Your Potential Soulmate',
  'soulmate-compatibility-dob': 'Your Potential Soulmate',
  'soulmate-compatibility-name': 'Your Potential Soulmate',
  'marriage-calculator': 'Your Partner',
  'love-meter-marriage': 'Your Partner',
};

const column = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });
const you = (page: Page) => column(page, 'Your Information');
const partner = (page: Page, key: string) => column(page, PARTNER[key] ?? "Partner's Information");

async function fillPerson(
  page: Page,
  title: string,
  person: { name?: string; date?: string; gender?: string },
) {
  const group = column(page, title);
  if (person.name !== undefined) await group.getByLabel(/^Name|^First name/).fill(person.name);
  if (person.date !== undefined) await group.getByLabel('Birth date').fill(person.date);
  if (person.gender !== undefined) await group.getByLabel('Gender').selectOption(person.gender);
}

const open = openHydrated;

const submitButton = (page: Page) =>
  page.getByRole('region', { name: 'Calculator' }).locator('button[type="submit"]');

async function fillWholeForm(page: Page, key: string, group: FormGroup) {
  if (group === 'single') {
    await fillPerson(page, 'Your Information', { name: 'Maris', date: '1992-08-14', gender: 'female' });
    return;
  }
  const partnerTitle = PARTNER[key] ?? "Partner's Information";
  const withGender = group !== 'birth-date';
  await fillPerson(page, 'Your Information', {
    name: 'Lena',
    date: '1991-04-02',
    ...(withGender ? { gender: 'female' } : {}),
  });
  await fillPerson(page, partnerTitle, {
    name: 'Tomas',
    date: '1989-11-19',
    ...(withGender ? { gender: 'male' } : {}),
  });
}

/**
 * One calculator of each behaviour: pages whose island gets the same props but for their words
 * (the same kind, form group, partner column, result promo and wheel) differ only in labels and
 * content, which the build puts in every page's HTML (checked without a browser on every page by
 * site-audit.spec.ts and links.spec.ts; axe sees one of each form in a11y.spec.ts). The five
 * birth-date calculators are one behaviour, so are the two "Your Partner" star-chart ones.
 */
const behaviour = (calculator: (typeof CALCULATOR_PAGES)[number]) =>
  [
    calculator.kind,
    calculator.group,
    PARTNER[calculator.key],
    calculator.resultPromo,
    calculator.chartWheel,
  ].join();
const ONE_PER_BEHAVIOUR = CALCULATOR_PAGES.filter(
  (calculator, index) =>
    CALCULATOR_PAGES.findIndex((other) => behaviour(other) === behaviour(calculator)) === index,
);

test.describe('every kind of calculator: fill the form, submit, see a result', () => {
  for (const calculator of ONE_PER_BEHAVIOUR) {
    test(`${calculator.path}`, async ({ visitorPage: page }) => {
      await open(page, calculator.path);
      await expect(page.locator('h1')).toHaveCount(1);
      if (calculator.group === 'love-name') {
        await fillPerson(page, 'Your Information', { name: 'Lena', gender: 'female' });
        await fillPerson(page, "Partner's Information", { name: 'Tomas', gender: 'male' });
        await page.getByRole('button', { name: 'Calculate Love Percentage' }).click();
        await expect(page.getByTestId('score-value')).toHaveText(/^\d+%$/);
        await expect(page.getByTestId('love-analysis').locator('p')).toHaveCount(5);
        return;
      }
      // The Demo Mode notice sits in the form footer from the first paint (docs/calculators.md#the-form).
      await expect(page.getByTestId('demo-notice')).toBeVisible();
      const resultPromo = page.getByRole('complementary', { name: 'Soulmate sketch offer for your result' });
      await expect(resultPromo).toBeHidden();
      await fillWholeForm(page, calculator.key, calculator.group);
      await submitButton(page).click();
      const result = page.locator('[data-result]');
      await expect(result).toBeVisible({ timeout: 20_000 });
      // The second promo banner appears with the result on the star chart and true love pages.
      if (calculator.resultPromo) await expect(resultPromo).toBeVisible();
      await expect(result.getByTestId('score-meter')).toBeVisible();
      if (calculator.kind === 'pair') {
        await expect(result.getByRole('heading', { level: 2 })).toContainText('Lena');
        await expect(result.getByRole('heading', { level: 2 })).toContainText('Tomas');
        // Aries (2 April) and Scorpio (19 November), derived from the dates, each after its owner.
        await expect(result).toContainText('Lena — Sun in Aries');
        await expect(result).toContainText('Tomas — Sun in Scorpio');
        await expect(
          result
            .getByRole('region', { name: 'Your relationship, dimension by dimension' })
            .getByTestId('score-bar'),
        ).toHaveCount(10);
        // Each area (or category) has a sentence of interpretation, not only its "Why:" line.
        await expect(
          result
            .getByRole('region', { name: 'Your relationship, dimension by dimension' })
            .locator('.calc-detail'),
        ).toHaveCount(10);
        if (calculator.group === 'soulmate-name') {
          // The name reading's three focus areas, each with its score and its sentence.
          const focus = result.getByRole('region', { name: 'What your names say together' });
          await expect(focus.getByTestId('score-bar')).toHaveCount(3);
          for (const label of ['Name Vibration', 'Numerology', 'Energetic Harmony'])
            await expect(focus.getByRole('meter', { name: label })).toHaveAttribute('aria-valuenow', /^\d+$/);
          await expect(focus.locator('.calc-detail')).toHaveCount(3);
          await expect(focus.locator('.calc-detail').first()).toContainText(/Lena|Tomas/);
        } else await expect(result.getByTestId('name-focus-areas')).toHaveCount(0);
        await expect(result.getByText('Strengths')).toBeVisible();
      }
      if (calculator.kind === 'marriage') {
        await expect(result.getByTestId('marriage-timeframe')).toHaveText(/[A-Z][a-z]+ \d{4}/);
        // The confidence is counted from the chart, and the page says what it counts.
        const score = await result.getByRole('meter', { name: 'Confidence' }).getAttribute('aria-valuenow');
        await expect(result.getByTestId('confidence-note')).toContainText(
          `How sure this month is: ${score} of 100.`,
        );
      }
      if (calculator.kind === 'psychic') {
        await expect(result.getByTestId('energy-type')).not.toBeEmpty();
        const score = await result.getByRole('meter', { name: 'Confidence' }).getAttribute('aria-valuenow');
        await expect(result.getByTestId('confidence-note')).toContainText(
          `How sure this portrait is: ${score} of 100.`,
        );
        // Without a birth time the Descendant cannot be placed, and the note says so.
        await expect(result.getByTestId('confidence-note')).toContainText(
          'the Descendant needs a birth time',
        );
        // The teaser ends with the way on: the quiz, right after it.
        const teaser = result.locator('.calc-glimpse p').last();
        const wayOn = result.getByTestId('way-on');
        await expect(wayOn.getByRole('link', { name: 'Take the soulmate quiz' })).toHaveAttribute(
          'href',
          '/soulmate-quiz',
        );
        // Polled: the page's full stylesheet arrives after its first paint (docs/performance.md), and
        // on a busy machine the result can be drawn before it is applied.
        const gapBelowTeaser = async () => {
          const [teaserBox, wayOnBox] = [(await teaser.boundingBox())!, (await wayOn.boundingBox())!];
          return wayOnBox.y > teaserBox.y ? wayOnBox.y - (teaserBox.y + teaserBox.height) : Infinity;
        };
        await expect.poll(gapBelowTeaser).toBeLessThan(60);
      }
      if (calculator.chartWheel) {
        // The bi-wheel is inline SVG: twenty focusable planets, then a planet table each and the grid.
        const wheel = result.getByTestId('chart-wheel');
        await expect(wheel.locator('svg [data-planet]')).toHaveCount(20);
        await expect(wheel).toContainText('Inner ring Lena, outer ring Tomas');
        await expect(result.getByTestId('planet-table')).toHaveCount(2);
        await expect(result.getByRole('table', { name: "Lena's planets", exact: true })).toBeVisible();
        await expect(result.getByRole('table', { name: "Tomas's planets", exact: true })).toBeVisible();
        await expect(result.getByTestId('aspect-grid')).toBeVisible();
      }
      // No AI provider runs in the test environment: the Demo Mode notice keeps the spec's meaning
      // (a preview, the full analysis in the live version) and never calls the words a template.
      await expect(page.getByTestId('demo-notice')).toBeVisible();
      await expect(page.getByTestId('demo-notice')).toContainText('calculated from your real birth charts');
      await expect(page.getByTestId('demo-notice')).toContainText(
        'full analysis is available in the live version',
      );
      await expect(page.getByTestId('demo-notice')).not.toContainText(/standard|template/);
    });
  }
});

test.describe('the star-chart wheel', () => {
  // Lena with a birth time and a place picked from the suggestions (Tallinn), Tomas with a date only.
  const SHARED =
    '/compatibility/star-chart-compatibility?a_n=Lena&a_d=1991-04-02&a_t=08:30&a_g=female' +
    '&a_pl=59.4370|24.7536|Europe/Tallinn|Tallinn&b_n=Tomas&b_d=1989-11-19&b_g=male';

  test('is readable on a phone, turned to the Ascendant, and shows a planet on tap and keyboard focus', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(SHARED);
    const wheel = page.getByTestId('chart-wheel');
    await expect(wheel.locator('[data-planet]')).toHaveCount(20, { timeout: 20_000 });
    const svg = (await wheel.locator('svg').boundingBox())!;
    expect(svg.width).toBeGreaterThanOrEqual(300);
    // Lena's Ascendant at 9 o'clock: the AC label sits at the left edge, halfway down.
    const ac = (await wheel.locator('.wheel-axis-label', { hasText: 'AC' }).boundingBox())!;
    expect(ac.x - svg.x).toBeLessThan(svg.width * 0.06);
    expect(Math.abs(ac.y + ac.height / 2 - (svg.y + svg.height / 2))).toBeLessThan(svg.height * 0.03);

    const sun = wheel.locator('.wheel-ring-0[data-planet="Sun"]');
    await expect(sun).toHaveAttribute('aria-label', /^Lena's Sun, \d+°\d\d′ Aries, house \d+$/);
    await expect(sun.locator('.wheel-tip')).toBeHidden();
    // A finger lands on the glyph itself.
    await sun.locator('.wheel-glyph').tap();
    await expect(sun.locator('.wheel-tip')).toBeVisible();
    await expect(sun.locator('.wheel-tip')).toContainText(/Lena's Sun\d*°?.*Aries/);

    // Keyboard: Tab from the Sun reaches the next planet, whose position shows instead.
    await page.keyboard.press('Tab');
    const moon = wheel.locator('.wheel-ring-0[data-planet="Moon"]');
    await expect(moon).toBeFocused();
    await expect(moon.locator('.wheel-tip')).toBeVisible();
    await expect(sun.locator('.wheel-tip')).toBeHidden();
    await context.close();
  });

  test('the tables give each planet, its house when known, and the aspects between the two charts', async ({
    visitorPage: page,
  }) => {
    await page.goto(SHARED);
    const lena = page.getByRole('table', { name: "Lena's planets", exact: true });
    await expect(lena).toBeVisible({ timeout: 20_000 });
    await expect(lena.getByRole('row', { name: /^Sun Aries \d+°\d\d′ \d+$/ })).toBeVisible();
    await expect(lena.getByRole('row', { name: /^Ascendant / })).toBeVisible();
    const tomas = page.getByRole('table', { name: "Tomas's planets", exact: true });
    await expect(tomas.getByRole('columnheader', { name: 'House' })).toHaveCount(0);
    await expect(tomas.getByRole('row', { name: /^Sun Scorpio \d+°\d\d′$/ })).toBeVisible();
    const grid = page.getByRole('table', { name: /Aspects between Lena's planets \(rows\) and Tomas's/ });
    await expect(grid.getByRole('rowheader')).toHaveCount(12);
    await expect(grid.getByRole('columnheader')).toHaveCount(10);
    // Each cell names both ends: "Lena's Sun trine Tomas's Moon, orb 1°12′, applying".
    await expect(
      grid
        .getByRole('cell', {
          name: /^Lena's \w+ (conjunction|sextile|square|trine|opposition) Tomas's \w+, orb \d+°\d\d′/,
        })
        .first(),
    ).toBeVisible();
  });

  test('the composite and Davison charts are tabs, each a wheel with its table; arrow keys move between them', async ({
    visitorPage: page,
  }) => {
    await page.goto(SHARED);
    const tabs = page.getByRole('tablist', { name: 'The charts of the two of you' });
    await expect(tabs.getByRole('tab', { name: 'Synastry' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
    await tabs.getByRole('tab', { name: 'Composite' }).click();
    await expect(page.getByRole('heading', { name: 'Composite chart' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Composite planets and points' })).toBeVisible();
    await expect(page.getByTestId('chart-wheel').locator('[data-planet]').first()).toBeVisible();
    // Tomas has no birth time, so neither chart has houses, and the page says why.
    await expect(
      page.getByText('It has houses only when both birth times and places are given.'),
    ).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Davison' })).toBeFocused();
    await expect(page.getByRole('table', { name: 'Davison planets and points' })).toBeVisible();
    await expect(
      page.getByText(/the moment halfway between your births \(\d+ [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\)/),
    ).toBeVisible();
  });
});

test.describe('Missing Information toasts', () => {
  // Each form group's message, and the love calculator's button, are component tests
  // (tests/unit/calculators/calculator-forms.test.tsx); here a real keyboard press on the
  // aria-disabled button.
  test('a keyboard press on the aria-disabled button says what is missing', async ({ visitorPage: page }) => {
    await open(page, '/compatibility/star-chart-compatibility');
    // Only one person's date: still incomplete.
    await fillPerson(page, 'Your Information', { date: '1990-06-01' });
    await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled, not disabled: a keyboard press still reaches the form, which explains what is missing.
    await submitButton(page).press('Enter');
    const toast = page.locator('[data-variant="destructive"]');
    await expect(toast).toContainText('Missing Information');
    await expect(toast).toContainText(MISSING['star-chart']);
    await expect(page.locator('[data-result]')).toHaveCount(0);
  });
});

test.describe('form behaviour', () => {
  // The place suggestions (typos, former names, the keyboard) and namesakes picked or not are
  // component tests over the functions (tests/unit/calculators/calculator-calls.test.tsx); here the
  // local server's /api/geocode and a result for places it cannot find.
  test('a city that cannot be found gets a clear notice saying how the birth time was read', async ({
    visitorPage: page,
  }) => {
    await open(page, '/compatibility/Romantic-Compatibility-by-Birth-Date');
    await page.getByRole('button', { name: 'Show Advanced Options' }).click();
    await fillWholeForm(page, 'romantic-compatibility-by-birth-date', 'birth-date');
    await you(page).getByLabel('Birth time').fill('10:00');
    await you(page).getByLabel('Birth city').fill('Xyzzyville, Kansas');
    await expect(
      you(page).getByText('We can’t find this place. Check the spelling, or try a nearby town.'),
    ).toBeVisible();
    await partner(page, 'romantic-compatibility-by-birth-date').getByLabel('Birth time').fill('22:10');
    await partner(page, 'romantic-compatibility-by-birth-date').getByLabel('Birth city').fill('Xyzzyville');
    await submitButton(page).click();
    const notice = page.locator('[data-result]').getByTestId('place-notice');
    await expect(notice).toHaveClass(/calc-place-attention/);
    await expect(notice.getByRole('heading', { name: 'About the birth places' })).toBeVisible();
    await expect(notice).toContainText(
      'Your chart: We could not find “Xyzzyville, Kansas”, so the birth time was read as local time in Kansas, United States (America/Chicago)',
    );
    await expect(notice).toContainText(
      'Tomas: We could not find “Xyzzyville”, so the birth time was read as Universal Time (UTC)',
    );
    // Not small print: the notice is set at the page's body size, not the muted notes' size.
    const size = await notice
      .locator('li')
      .first()
      .evaluate((item) => parseFloat(getComputedStyle(item).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
  });
});

test.describe('marriage and psychic: the engine in the browser stands in for a failed call (docs/decisions.md#marriage-and-psychic-fallbacks-use-the-same-engine)', () => {
  // Here the engine's chunk loading in a browser when the call fails; the psychic glimpse, a refused
  // input, a failed two-person call, the waiting state and the date range are component tests
  // (tests/unit/calculators/calculator-calls.test.tsx).
  test('an unreachable marriage function still gives the reading, with no error', async ({
    visitorPage: page,
  }) => {
    await page.route('**/api/marriage-prediction', (route) => route.abort('connectionrefused'));
    await open(page, '/when-will-i-get-married-astrology');
    await fillWholeForm(page, 'when-will-i-get-married', 'single');
    await submitButton(page).click();
    await expect(page.locator('[data-result]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('marriage-timeframe')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
    await expect(page.locator('[data-variant="destructive"]')).toHaveCount(0);
  });
});

// Another match's reset rules (what each kind keeps and clears) are component tests
// (tests/unit/calculators/calculator-calls.test.tsx).

test.describe('love calculator by name (its letter rule)', () => {
  // Worked by hand: Anna = 30, Tom = 48 → 100 − 40 × 18/48 = 85, +15 (genders differ) = 100 → 98.
  // The rule's other figures (tests/unit/calculators/love-calculator.test.ts) and the form showing
  // each of them (calculator-forms.test.tsx) need no browser.
  const pairs = [{ a: ['Anna', 'female'], b: ['Tom', 'male'], pct: 98 }] as const;
  for (const { a, b, pct } of pairs) {
    test(`${a[0]} (${a[1]}) and ${b[0]} (${b[1]}) give ${pct}%`, async ({ visitorPage: page }) => {
      await open(page, '/compatibility/love-calculator-by-name');
      await fillPerson(page, 'Your Information', { name: a[0], gender: a[1] });
      await fillPerson(page, "Partner's Information", { name: b[0], gender: b[1] });
      await page.getByRole('button', { name: 'Calculate Love Percentage' }).click();
      await expect(page.getByTestId('score-value')).toHaveText(`${pct}%`);
      const promo = page.getByTestId('score-promo');
      // One quiz (docs/decisions.md): ours, in the same tab.
      await expect(promo).toHaveAttribute('href', '/soulmate-quiz?source=love-calculator-by-name');
      await expect(promo).not.toHaveAttribute('target');
    });
  }
});

test.describe('shared links reproduce the result', () => {
  test('a two-person result reopens from its link, same names and scores', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/compatibility/soulmate-compatibility-by-name');
    await fillWholeForm(page, 'soulmate-compatibility-name', 'soulmate-name');
    await submitButton(page).click();
    const result = page.locator('[data-result]');
    await expect(result).toBeVisible({ timeout: 20_000 });
    const score = await result.getByTestId('score-value').textContent();
    const bars = await result.getByTestId('score-bar').allTextContents();
    await page.getByRole('button', { name: 'Copy link to this result' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    expect(new URL(link).searchParams.get('a_n')).toBe('Lena');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    const again = other.locator('[data-result]');
    await expect(again).toBeVisible({ timeout: 20_000 });
    await expect(again.getByTestId('score-value')).toHaveText(score!);
    expect(await again.getByTestId('score-bar').allTextContents()).toEqual(bars);
    await fresh.close();
  });

  test('a love-calculator link reopens the same percentage', async ({ visitorPage: page }) => {
    await open(page, '/compatibility/love-calculator-by-name?a_n=Anna&a_g=female&b_n=Tom&b_g=male');
    await expect(page.getByTestId('score-value')).toHaveText('98%');
    await expect(page.getByRole('heading', { level: 2, name: /Anna & Tom/ })).toBeVisible();
  });

  for (const [path, key, testId] of [
    ['/when-will-i-get-married-astrology', 'when-will-i-get-married', 'marriage-timeframe'],
    ['/free-psychic-soulmate-reading', 'free-psychic-soulmate-reading', 'energy-type'],
  ] as const) {
    test(`a ${path} result reopens from its link in a fresh browser`, async ({
      visitorPage: page,
      browser,
    }) => {
      await open(page, path);
      await fillWholeForm(page, key, 'single');
      await submitButton(page).click();
      const result = page.locator('[data-result]');
      await expect(result).toBeVisible({ timeout: 20_000 });
      const answer = await result.getByTestId(testId).textContent();
      const text = await result.innerText();
      expect(new URL(page.url()).searchParams.get('a_n')).toBe('Maris');

      const fresh = await browser.newContext();
      const other = await fresh.newPage();
      await other.goto(page.url());
      const again = other.locator('[data-result]');
      await expect(again).toBeVisible({ timeout: 20_000 });
      await expect(again.getByTestId(testId)).toHaveText(answer!);
      expect(await again.innerText()).toBe(text);
      await fresh.close();
    });
  }

  test('a marriage link with malformed inputs opens the form instead of a result', async ({
    visitorPage: page,
  }) => {
    await open(page, '/when-will-i-get-married-astrology?a_d=1990-99&a_g=robot&a_n=Kai');
    await expect(page.getByLabel(/^Name/)).toHaveValue('Kai');
    await expect(page.getByLabel('Birth date')).toHaveValue('');
    await expect(page.locator('[data-result]')).toHaveCount(0);
  });
});

test.describe('page content', () => {
  test('a calculator page has its breadcrumb, structured data, promo and article', async ({
    visitorPage: page,
  }) => {
    await page.goto('/compatibility/star-chart-compatibility');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Compatibility Tools' })).toHaveAttribute(
      'href',
      '/compatibility',
    );
    await expect(crumbs).toContainText('Star Chart Compatibility');
    interface Thing {
      '@type': string;
      offers?: { price: string; priceCurrency: string };
      aggregateRating?: { ratingValue: number; ratingCount: number };
    }
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    ) as Thing[];
    const app = data.find((thing) => thing['@type'] === 'WebApplication')!;
    expect(app.offers?.price).toBe('0');
    expect(app.offers?.priceCurrency).toBe('USD');
    // The page's rating has no source yet: a sample, so it is not structured data (docs/funnel.md#social-proof).
    expect(app.aggregateRating).toBeUndefined();
    await expect(page.locator('[data-sample-claim="calculator-rating"]')).toHaveText('Sample');
    expect(data.some((thing) => thing['@type'] === 'FAQPage')).toBe(true);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      /star chart compatibility/,
    );
    const promo = page
      .getByRole('complementary', { name: 'Soulmate sketch offer' })
      .first()
      .getByRole('link');
    expect(new URL((await promo.getAttribute('href'))!, page.url()).searchParams.get('source')).toBe(
      'star-chart-compatibility',
    );
    await expect(page.locator('article h2').first()).toBeVisible();
    // The text as written, not as laid out: paragraphs far down the page are laid out only when
    // near the screen (docs/performance.md#paragraphs-when-near), and innerText skips them till then.
    const words = (await page.locator('article').textContent())!.split(/\s+/).length;
    expect(words).toBeGreaterThan(400);
    await expect(page.locator('picture source[type="image/avif"]').first()).toBeAttached();
  });

  test('the birth-date page ends with the interpretation table and the explore grid', async ({
    visitorPage: page,
  }) => {
    await page.goto('/compatibility/Romantic-Compatibility-by-Birth-Date');
    await expect(page.getByRole('table')).toContainText('Perfect Match');
    const grid = page.getByRole('region', { name: 'Explore More Compatibility Tools' });
    await expect(grid.getByRole('link')).toHaveCount(6);
    await expect(grid.getByRole('link', { name: /Psychic Soulmate Reading/ })).toContainText('New');
  });

  test('the hub links the nine calculators, badges the most popular, and scrolls back to the top', async ({
    visitorPage: page,
  }) => {
    await page.goto('/compatibility');
    const grid = page.getByRole('region', { name: 'Pick your calculator' });
    const links = grid.getByRole('link');
    await expect(links).toHaveCount(HUB_LINKS.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(HUB_LINKS.map((key) => CALCULATOR_PAGES.find((p) => p.key === key)!.path));
    await expect(links.first()).toContainText('Most Popular');
    const faq = page.locator('details');
    expect(await faq.count()).toBeGreaterThanOrEqual(5);
    await faq.first().locator('summary').click();
    await expect(faq.first()).toHaveAttribute('open', '');
    await page.getByTestId('scroll-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    // The hub has no island: no JavaScript at all.
    await expect(page.locator('script[src], astro-island')).toHaveCount(0);
  });
});

test.describe('signed-in prefill of person 1', () => {
  // An expired session and a shared link's own person 1: tests/unit/calculators/signed-in-prefill.test.tsx.
  /** What supabase-js keeps under the browser client's storage key after a sign-in. */
  const seedSession = (page: Page, expiresInSeconds: number) =>
    page.addInitScript(
      ({ key, expiresIn }) => {
        localStorage.setItem(
          key,
          JSON.stringify({
            access_token: 'header.payload.signature',
            refresh_token: 'refresh-token',
            token_type: 'bearer',
            expires_in: 3600,
            expires_at: Math.floor(Date.now() / 1000) + expiresIn,
            user: {
              id: 'u1',
              user_metadata: {
                full_name: 'Maris Vale',
                birth_date: '1992-08-14',
                birth_time: '07:30',
                birth_city: 'Riga, Latvia',
                gender: 'female',
              },
            },
          }),
        );
      },
      { key: SESSION_STORAGE_KEY, expiresIn: expiresInSeconds },
    );

  test('a signed-in visitor finds person 1 filled from their profile, person 2 empty', async ({ page }) => {
    await seedSession(page, 3600);
    await open(page, '/compatibility/star-chart-compatibility');
    await expect(you(page).getByLabel(/^Name/)).toHaveValue('Maris Vale');
    await expect(you(page).getByLabel('Birth date')).toHaveValue('1992-08-14');
    await expect(you(page)).toContainText('Leo');
    await expect(you(page).getByLabel('Gender')).toHaveValue('female');
    await expect(you(page).getByLabel('Birth time')).toHaveValue('07:30');
    await expect(you(page).getByLabel('Birth city')).toHaveValue('Riga, Latvia');
    await expect(partner(page, 'star-chart-compatibility').getByLabel(/^Name/)).toHaveValue('');
    // The rest is up to the visitor: fill person 2 and the result is theirs.
    await fillPerson(page, "Partner's Information", { date: '1989-11-19', gender: 'male' });
    await submitButton(page).click();
    await expect(page.locator('[data-result]')).toContainText('Maris Vale', { timeout: 20_000 });
  });
});
