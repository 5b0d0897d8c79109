import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { reachForIslands } from './support/islands';
import { expect, test } from './support/worker-page';

const fortunes = (
  JSON.parse(readFileSync('content/fortune/fortunes.json', 'utf8')) as { message: string }[]
).map((f) => f.message);

const START = Date.parse('2026-03-02T09:00:00Z');

/** Loads the page with a fake clock, lets the island hydrate, then stops time so tests move it. */
async function open(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/fortune-cookie');
  await reachForIslands(page);
  await expect(page.locator('[data-ready="true"]')).toHaveCount(1);
  await page.clock.pauseAt(START + 60_000);
}

const state = (page: Page) => page.locator('[data-state]');

test.describe('fortune cookie', () => {
  test('opens after 3 s, shows the slip 0.8 s later, and Try Another Fortune closes it', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Fortune Cookie');
    await page.getByRole('button', { name: 'Open Your Fortune Cookie' }).click();

    const opening = page.getByRole('button', { name: 'Opening your fortune...' });
    await expect(opening).toBeDisabled();
    await expect(state(page)).toHaveAttribute('data-state', 'opening');
    await page.clock.runFor(2999);
    await expect(state(page)).toHaveAttribute('data-state', 'opening');
    await page.clock.runFor(1);
    await expect(state(page)).toHaveAttribute('data-state', 'opened');
    await expect(page.getByTestId('fortune-message')).toHaveCount(0);
    await page.clock.runFor(799);
    await expect(page.getByTestId('fortune-message')).toHaveCount(0);
    await page.clock.runFor(1);
    const message = page.getByTestId('fortune-message');
    await expect(message).toBeVisible();
    expect(fortunes).toContain(await message.textContent());

    // Clicking the open cookie changes nothing.
    const shown = await message.textContent();
    await page.getByRole('button', { name: 'Fortune cookie' }).click({ force: true });
    await page.clock.runFor(5000);
    await expect(state(page)).toHaveAttribute('data-state', 'opened');
    await expect(message).toHaveText(shown!);

    await page.getByRole('button', { name: 'Try Another Fortune' }).click();
    await expect(state(page)).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('fortune-message')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open Your Fortune Cookie' })).toBeEnabled();
  });

  test('clicking the cookie opens it, and clicks while opening do not restart the timer', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Crack open the fortune cookie' }).click();
    await page.clock.runFor(1000);
    await page.getByRole('button', { name: 'Fortune cookie' }).click({ force: true });
    await page.clock.runFor(2000);
    await expect(state(page)).toHaveAttribute('data-state', 'opened');
    await page.clock.runFor(800);
    await expect(page.getByTestId('fortune-message')).toHaveCount(1);
  });

  test('the promo card links to our quiz with the fortune-cookie source, in the same tab', async ({
    visitorPage: page,
  }) => {
    await page.goto('/fortune-cookie');
    const link = page.getByRole('complementary', { name: 'Soulmate sketch offer' }).getByRole('link');
    // One quiz.
    await expect(link).not.toHaveAttribute('target', '_blank');
    const url = new URL((await link.getAttribute('href'))!, page.url());
    expect(url.pathname).toBe('/soulmate-quiz');
    expect(url.searchParams.get('source')).toBe('fortune-cookie');
  });

  test('never the same fortune twice in a row, even across a reload', async ({ page }) => {
    // Math.random pinned to 0: without the rule the first fortune would come every time.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    const openCookie = async () => {
      await page.getByRole('button', { name: 'Open Your Fortune Cookie' }).click();
      await page.clock.runFor(3800);
      return (await page.getByTestId('fortune-message').textContent())!;
    };
    await open(page);
    const first = await openCookie();
    expect(fortunes).toContain(first);
    await page.getByRole('button', { name: 'Try Another Fortune' }).click();
    const second = await openCookie();
    expect(second).not.toBe(first);
    // A reload forgets the island's memory, not the browser's.
    await page.clock.resume();
    await page.reload();
    await reachForIslands(page);
    await expect(page.locator('[data-ready="true"]')).toHaveCount(1);
    await page.clock.pauseAt(START + 10 * 60_000);
    expect(await openCookie()).not.toBe(second);
  });
});
