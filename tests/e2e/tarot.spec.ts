import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

const meanings = JSON.parse(readFileSync('content/tarot/meanings.json', 'utf8')) as {
  name: string;
  upright: { work: string };
  reversed: { work: string };
}[];
const START = new Date('2026-03-02T09:00:00Z');

/** Loads a tool with a fake clock, lets the island hydrate, then stops time so tests move it. */
async function open(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]')).toHaveCount(1);
  await page.clock.pauseAt(START.getTime() + 60_000);
}

const card = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Card ${n} of \\d+, face down$`) });

/** Asks, draws card n, and lets the 3 s flight finish. */
async function read(page: Page, question: string, n = 1) {
  await page.locator('textarea').fill(question);
  await card(page, n).click();
  await page.clock.runFor(3000);
  await expect(page.getByTestId('reading-result')).toBeVisible();
}

test.describe('one-question tarot', () => {
  test('asks, draws a card, flies for 3 s, interprets, and shows a library reading', async ({ page }) => {
    await open(page, '/one-question-tarot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One-Question Tarot Reading');
    await expect(page.getByRole('button', { name: /face down$/ })).toHaveCount(20);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tarot', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('textbox', { name: 'Your question' })
      .fill('What should I focus on at work this month?');
    await card(page, 4).click();
    // Mid-flight: the card is still face down and the spread is locked.
    await page.clock.runFor(2900);
    await expect(page.getByTestId('drawn-card')).toHaveCount(0);
    await expect(card(page, 1)).toBeDisabled();
    await page.clock.runFor(100);
    await expect(page.getByTestId('drawn-card')).toHaveText(/^(.+) · (Upright|Reversed)$/);
    await expect(page.getByText('Interpreting your card...')).toBeVisible();
    release();

    const result = page.getByTestId('reading-result');
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('data-source', 'library');
    const drawn = (await page.getByTestId('drawn-card').textContent())!;
    const [, name, orientation] = /^(.+) · (Upright|Reversed)$/.exec(drawn)!;
    const meaning = meanings.find((entry) => entry.name === name)!;
    // An open question about work: the reading opens with what the card says about work.
    const work = orientation === 'Upright' ? meaning.upright.work : meaning.reversed.work;
    await expect(page.getByTestId('short-answer')).toHaveText(work.split(/(?<=[.!?])\s+/)[0]!);
    await expect(page.getByTestId('answer-badge')).toHaveText(/^Leans (yes|no)$/);
    await expect(result.getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByText('For entertainment and reflection only. This is not professional advice.'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(page.getByTestId('card-meaning-link')).toHaveAttribute(
      'href',
      `/tarot-card-meanings/${name!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    );
  });

  test('an empty question gets the spec message and draws nothing', async ({ page }) => {
    await open(page, '/one-question-tarot');
    await page.locator('textarea').fill('   ');
    await card(page, 2).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a question before choosing a card.');
    await expect(page.locator('textarea')).toBeFocused();
    await expect(page.getByTestId('drawn-card')).toHaveCount(0);
  });

  test('the fourth reading in 12 hours is refused with the time left, and allowed once the window passes', async ({
    page,
  }) => {
    await open(page, '/one-question-tarot');
    for (const question of [
      'Will the move go well?',
      'How do I ask for the raise?',
      'What blocks my writing?',
    ]) {
      await read(page, question);
      await page.getByRole('button', { name: 'Reset / Reshuffle' }).click();
    }
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('one_question_tarot_usage_v1') ?? 'null'),
    );
    expect(stored).toEqual({ count: 3, resetAt: expect.any(Number) });

    await page.locator('textarea').fill('One more question?');
    await card(page, 1).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Limit reached: You can ask 3 questions every 12 hours. Try again in 12h 0m.',
    );
    await expect(page.getByTestId('drawn-card')).toHaveCount(0);

    await page.clock.fastForward('11:00:00');
    await card(page, 1).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Limit reached: You can ask 3 questions every 12 hours. Try again in 1h 0m.',
    );

    await page.clock.fastForward('01:00:00');
    await card(page, 1).click();
    await page.clock.runFor(3000);
    await expect(page.getByTestId('reading-result')).toBeVisible();
    const renewed = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('one_question_tarot_usage_v1') ?? 'null'),
    );
    expect(renewed.count).toBe(1);
  });

  test('Reset reshuffles and clears the card, result and messages, keeping the question', async ({
    page,
  }) => {
    await open(page, '/one-question-tarot');
    await read(page, 'Is this friendship worth mending?', 7);
    await page.getByRole('button', { name: 'Reset / Reshuffle' }).click();
    await expect(page.getByTestId('reading-result')).toHaveCount(0);
    await expect(page.getByTestId('drawn-card')).toHaveCount(0);
    await expect(page.getByText('Your card will appear here')).toBeVisible();
    await expect(page.getByRole('button', { name: /face down$/ })).toHaveCount(20);
    await expect(card(page, 1)).toBeEnabled();
    await expect(page.locator('textarea')).toHaveValue('Is this friendship worth mending?');
  });

  test('works from the keyboard', async ({ page }) => {
    await open(page, '/one-question-tarot');
    await page.locator('textarea').fill('What do I need to hear today?');
    await card(page, 5).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(3000);
    await expect(page.getByTestId('reading-result')).toBeVisible();
  });

  test('a missing card image falls back to the face-down default', async ({ page }) => {
    await page.route('**/tarot/cards/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await open(page, '/one-question-tarot');
    await read(page, 'Where is my card?');
    const face = page.locator('figure img');
    await expect(face).toHaveAttribute('src', '/tarot/card-back.svg');
    expect(await face.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a failed reading says so and does not use up a question', async ({ page }) => {
    await page.route('**/api/tarot', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await open(page, '/one-question-tarot');
    await page.locator('textarea').fill('Will this work?');
    await card(page, 2).click();
    await page.clock.runFor(3000);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to get reading.' }).first()).toBeVisible();
    await expect(page.getByTestId('reading-result')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('one_question_tarot_usage_v1'))).toBeNull();
  });

  test('cards per row follow the window width', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, '/one-question-tarot');
    await expect(page.getByRole('button', { name: /face down$/ })).toHaveCount(12);
    // The copy says what is on screen.
    await expect(page.getByTestId('spread-count')).toHaveText('Choose one of these 12 cards.');
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(page.getByRole('button', { name: /face down$/ })).toHaveCount(20);
    await expect(page.getByTestId('spread-count')).toHaveText('Choose one of these 20 cards.');
  });
});

test.describe('yes/no tarot', () => {
  test('answers in capitals with a confidence percentage from the library', async ({ page }) => {
    await open(page, '/yes-no-tarot');
    await read(page, 'Should I book the trip?', 3);
    await expect(page.getByTestId('yes-no-answer')).toHaveText(/^(YES|NO)$/);
    await expect(page.getByTestId('confidence')).toHaveText(/^\d{1,3}%$/);
    await expect(page.getByTestId('reading-result')).toHaveAttribute('data-source', 'library');
    await expect(page.getByRole('heading', { name: 'Why' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Interpretation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Advice' })).toBeVisible();
  });

  test('an empty question gets the spec message', async ({ page }) => {
    await open(page, '/yes-no-tarot');
    await card(page, 1).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a yes/no question first.');
  });

  test('a spent window shows the yes/no limit message, word for word', async ({ page }) => {
    await page.addInitScript(
      (resetAt) => {
        localStorage.setItem('yes_no_tarot_usage_v1', JSON.stringify({ count: 3, resetAt }));
      },
      START.getTime() + 60_000 + 90 * 60_000,
    );
    await open(page, '/yes-no-tarot');
    await page.locator('textarea').fill('Will it snow?');
    await card(page, 2).click();
    // The yes/no tool's limit message names no time left; the one-question tool's does (docs/constants.md#tarot).
    await expect(page.getByRole('alert')).toHaveText('Limit reached: 3 questions per 12 hours.');
    await expect(page.getByTestId('drawn-card')).toHaveCount(0);
  });

  test('with reduced motion the card skips the flight', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/yes-no-tarot');
    await page.locator('textarea').fill('Is now a good time?');
    await card(page, 9).click();
    await expect(page.getByTestId('reading-result')).toBeVisible();
  });
});

test.describe('the one-card tools at their limit', () => {
  // Both share the limit's handling (TarotReader); each is walked on a phone.
  for (const [path, key, message] of [
    ['/yes-no-tarot', 'yes_no_tarot_usage_v1', 'Limit reached: 3 questions per 12 hours.'],
    [
      '/one-question-tarot',
      'one_question_tarot_usage_v1',
      'Limit reached: You can ask 3 questions every 12 hours. Try again in 1h 30m.',
    ],
  ] as const) {
    test(`at the limit on a phone, a tap on a card brings the message to the visitor and focuses it (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript(
        ([storageKey, resetAt]) => {
          localStorage.setItem(storageKey, JSON.stringify({ count: 3, resetAt }));
        },
        [key, START.getTime() + 60_000 + 90 * 60_000] as const,
      );
      await open(page, path);
      await page.locator('textarea').fill('Will it snow?');
      // The visitor has scrolled down to the cards: the message's place is off screen.
      await card(page, 12).scrollIntoViewIfNeeded();
      const alert = page.getByRole('alert');
      await expect(alert).not.toBeInViewport();
      await card(page, 12).click();
      await expect(alert).toHaveText(message);
      await expect(alert).toBeInViewport();
      await expect(alert).toBeFocused();
      // A second tap brings it back again after the visitor scrolled away.
      await card(page, 12).scrollIntoViewIfNeeded();
      await card(page, 12).click();
      await expect(alert).toBeInViewport();
    });
  }
});
