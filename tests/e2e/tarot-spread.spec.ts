import type { Page } from '@playwright/test';
import { AI_BASE_URL, providerCalls, scriptProvider } from './support/ai-server';
import { reachForIslands } from './support/islands';
import { expect, test } from './support/worker-page';

/**
 * The three-card spread in the browser (docs/tarot.md): ask, choose the layout, draw; the same
 * question on the same day lays out the same cards; every card leads to its meaning page; a
 * reload keeps the reading; with a provider configured the words are polished, the cards are not.
 */
async function open(page: Page, path = '/three-card-tarot') {
  await page.goto(path);
  await reachForIslands(page);
  await expect(page.locator('[data-ready="true"]')).toHaveCount(1);
}

async function draw(page: Page, question: string, layout = 'Past · Present · Future') {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('radio', { name: layout }).check();
  await page.getByRole('button', { name: 'Draw three cards' }).click();
  const result = page.getByTestId('spread-result');
  await expect(result).toBeVisible();
  return result;
}

/** The three cards as laid out: "Past: The Moon, reversed" and so on. */
const laidOut = (page: Page) =>
  page
    .getByTestId('spread-result')
    .getByRole('heading', { level: 3 })
    .filter({ hasText: ':' })
    .allTextContents();

test('draws three cards for the question, the same again that day, each leading to its meaning', async ({
  visitorPage: page,
}) => {
  // A long walk: two draws, a reload and a card page.
  test.slow();
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Three-Card Tarot Spread');

  await page.getByRole('button', { name: 'Draw three cards' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a question before drawing your cards.');
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();

  const question = 'What do I need to understand about my new job?';
  const result = await draw(page, question, 'Situation · Action · Outcome');
  await expect(result).toHaveAttribute('data-source', 'library');
  await expect(page.getByRole('heading', { name: 'Your three cards' })).toBeFocused();
  const first = await laidOut(page);
  expect(first.map((line) => line.split(':')[0])).toEqual(['Situation', 'Action', 'Outcome']);
  const meanings = result.getByRole('link', { name: /^Read the full meaning of / });
  await expect(meanings).toHaveCount(3);
  for (const link of await meanings.all())
    await expect(link).toHaveAttribute('href', /^\/tarot-card-meanings\/[a-z-]+(\/[a-z-]+)?$/);

  // The reading survives a reload, and the same question draws the same cards.
  await page.reload();
  await expect(page.getByTestId('spread-result')).toBeVisible();
  expect(await laidOut(page)).toEqual(first);
  await page.getByRole('button', { name: 'Ask another question' }).click();
  await expect(page.getByTestId('spread-result')).toHaveCount(0);
  await draw(page, `  ${question.toUpperCase()} `, 'Situation · Action · Outcome');
  expect(await laidOut(page)).toEqual(first);

  // A card leads to its own meaning page.
  const name = first[0]!.replace(/^Situation: /, '').replace(/, reversed$/, '');
  await page
    .getByRole('link', { name: new RegExp(`^Read the full meaning of (the )?${name.replace(/^The /, '')}$`) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} tarot card meaning`);
});

test('fits a 360 px phone with the three cards side by side', async ({ visitorPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await draw(page, 'Where is my friendship with Maya heading?');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  const tops = await page
    .getByTestId('spread-result')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => Math.round(image.getBoundingClientRect().top)));
  expect(tops).toHaveLength(3);
  expect(new Set(tops).size).toBe(1);
});

test.describe('with a provider configured', () => {
  test.use({ baseURL: AI_BASE_URL });

  test('polishes the words for the question and keeps the cards', async ({ page, request }) => {
    const question = 'Where is my pottery studio heading this spring?';
    const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');
    await scriptProvider(request, 'pottery studio', [
      {
        kind: 'answer',
        content: JSON.stringify({
          positions: [words(30, 'clay'), words(30, 'kiln'), words(30, 'glaze')],
          summary: words(20, 'wheel'),
        }),
      },
    ]);
    await open(page);
    const result = await draw(page, question);
    await expect(result).toHaveAttribute('data-source', 'ai');
    await expect(result.getByText(/^clay clay/)).toBeVisible();
    await expect(result.getByText(/^wheel wheel/)).toBeVisible();
    expect(await providerCalls(request, 'pottery studio')).toBe(1);
    // The same cards as the library draws for this question and day.
    const library = await (
      await request.post('/api/tarot-spread', {
        data: {
          question,
          layout: 'past-present-future',
          day: await page.evaluate(() => {
            const now = new Date();
            const pad = (value: number) => String(value).padStart(2, '0');
            return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
          }),
        },
      })
    ).json();
    expect(await laidOut(page)).toEqual(
      library.cards.map(
        (card: { position: string; card: string; orientation: string }) =>
          `${card.position[0]!.toUpperCase()}${card.position.slice(1)}: ${card.card}${card.orientation === 'reversed' ? ', reversed' : ''}`,
      ),
    );
  });
});
