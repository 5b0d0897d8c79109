import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { openQuizAt } from './support/quiz';
import { expect, test } from './support/worker-page';

/**
 * Accessibility of the interactive states a route-level scan never sees: quiz steps and its
 * dialogs, a tarot result, an opened fortune; plus keyboard walk-throughs.
 */
async function expectNoViolations(page: Page, state: string) {
  expect(await axeViolations(page, state)).toEqual([]);
}

test.describe('soulmate quiz', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the start, a question and the date-of-birth steps pass axe, and a question is answered by keyboard', async ({
    page,
  }) => {
    await page.goto('/soulmate-quiz');
    await expect(page.locator('.quiz[data-ready="true"]')).toBeVisible();
    await expectNoViolations(page, 'start');
    await page.getByRole('button', { name: "Let's begin" }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.quiz').getByRole('button', { name: 'Continue', exact: true }).focus();
    await page.keyboard.press('Enter');
    const heading = page.locator('[data-step-heading]');
    const first = await heading.textContent();
    await expectNoViolations(page, 'gender question');
    await page.locator('.quiz').getByRole('button', { name: 'Female', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(heading).not.toHaveText(first ?? '');
    await openQuizAt(page, 9);
    await expectNoViolations(page, 'date of birth');
  });

  // axe schedules its work with timers, so these states run on the real clock (a paused fake clock would stall it).
  test('the analysis dialog passes axe and is answered by keyboard', async ({ page }) => {
    await openQuizAt(page, 22, { dob: { day: '12', month: '6', year: '1990' } });
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
    await expectNoViolations(page, 'analysis dialog');
    const dialogs = page.getByRole('dialog');
    if ((await dialogs.count()) > 0) {
      await dialogs.getByRole('button', { name: 'Yes' }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('progressbar', { name: "Heart's Intentions" })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  test('the portrait-ready e-mail modal passes axe', async ({ page }) => {
    await openQuizAt(page, 23, { dob: { day: '12', month: '6', year: '1990' } });
    await expect(page.getByRole('dialog', { name: 'See your soulmate now!' })).toBeVisible();
    await expectNoViolations(page, 'portrait-ready modal');
  });
});

test.describe('chart results', () => {
  test('the star-chart result (bi-wheel, planet tables, aspect grid) passes axe, a planet focused too', async ({
    visitorPage: page,
  }) => {
    await page.goto(
      '/compatibility/star-chart-compatibility?a_n=Lena&a_d=1991-04-02&a_t=08:30&a_g=female' +
        '&a_pl=59.4370|24.7536|Europe/Tallinn|Tallinn&b_n=Tomas&b_d=1989-11-19&b_g=male',
    );
    await expect(page.getByTestId('aspect-grid')).toBeVisible({ timeout: 20_000 });
    await page.locator('.wheel-planet').first().focus();
    await expectNoViolations(page, 'star-chart result');
  });
});

test.describe('tarot and fortune results', () => {
  test('a tarot reading drawn by keyboard shows a result that passes axe', async ({ visitorPage: page }) => {
    await page.goto('/yes-no-tarot');
    await expect(page.locator('[data-ready="true"]')).toHaveCount(1);
    await page.locator('textarea').fill('Should I take the new job?');
    await page.getByRole('button', { name: /^Card 3 of \d+, face down$/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('reading-result')).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'yes/no tarot result');
  });

  test('an opened fortune cookie passes axe', async ({ visitorPage: page }) => {
    await page.goto('/fortune-cookie');
    // No wait for hydration: the first key or tap wakes the island, and nothing it does is lost.
    await page
      .getByRole('button', { name: /fortune/i })
      .last()
      .click();
    await expect(page.getByRole('button', { name: 'Try Another Fortune' })).toBeVisible({ timeout: 10_000 });
    await expectNoViolations(page, 'opened fortune');
  });
});

test.describe('site navigation', () => {
  test('on a phone, the focus ring of every header link is drawn whole, not clipped by the scrolling list', async ({
    visitorPage: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/help-center');
    const list = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    const links = list.getByRole('link');
    await expect(links).toHaveCount(4);
    // From the logo, Tab walks the list.
    await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/"]').focus();
    for (let index = 0; index < 4; index += 1) {
      await page.keyboard.press('Tab');
      const link = links.nth(index);
      await expect(link).toBeFocused();
      // A ring is drawn, and its outer edge (outline width + offset; inside the link when the
      // offset takes it in, as on the 64 px phone header) lies inside the list's visible box.
      const fits = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        const width = parseFloat(style.outlineWidth);
        const ring = Math.max(0, width + parseFloat(style.outlineOffset));
        const box = element.getBoundingClientRect();
        const clip = element.closest('ul')!.getBoundingClientRect();
        return {
          width,
          top: box.top - ring >= clip.top - 0.5,
          bottom: box.bottom + ring <= clip.bottom + 0.5,
          left: box.left - ring >= clip.left - 0.5,
          right: box.right + ring <= clip.right + 0.5,
        };
      });
      expect(fits.width).toBeGreaterThan(0);
      expect(fits, `link ${index + 1}`).toMatchObject({ top: true, bottom: true, left: true, right: true });
    }
  });
});
