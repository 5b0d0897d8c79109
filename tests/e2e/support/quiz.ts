import { expect, type Page } from '@playwright/test';
import { QUIZ_STORAGE_KEY } from '@/lib/quiz/session';

/** Opens the quiz with a saved state, as a visitor returning in the same tab would. */
export async function openQuizAt(
  page: Page,
  index: number,
  answers: Record<string, unknown> = {},
  origin = '',
) {
  await page.addInitScript(
    ([key, state]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem(key, state);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [QUIZ_STORAGE_KEY, JSON.stringify({ index, direction: 'forward', answers, adultsOnly: false })] as const,
  );
  await page.goto(`${origin}/soulmate-quiz`);
  await expect(page.locator('.quiz[data-ready="true"]')).toBeVisible();
}

/** Reloads the quiz and waits until it has hydrated: a click before that would do nothing. */
export async function reloadQuiz(page: Page) {
  await page.reload();
  await expect(page.locator('.quiz[data-ready="true"]')).toBeVisible();
}
