import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { AI_BASE_URL, articleReply, providerCalls, scriptProvider } from './support/ai-server';
import { openAdminAs } from './support/admin';

/**
 * The automation suite in the admin's local preview: plans become jobs, the runner runs in the
 * browser through /api/generate-article on the server with the (fake) provider configured, and
 * its drafts, errors, usage and audit entries show on the sub-pages.
 */
test.describe.configure({ timeout: 90_000 });

const SUB_PAGES = [
  ['Overview', 'Automation'],
  ['Content plans', 'Automation · Content plans'],
  ['Jobs', 'Automation · Jobs'],
  ['Workflows', 'Automation · Workflows'],
  ['Validation', 'Automation · Validation'],
  ['Errors', 'Automation · Errors'],
  ['Recovery', 'Automation · Recovery'],
  ['Analytics', 'Automation · Analytics'],
  ['Usage', 'Automation · Usage'],
  ['Audit log', 'Automation · Audit log'],
  ['Health', 'Automation · Health'],
  ['API keys', 'Automation · API keys'],
  ['Automation settings', 'Automation · Automation settings'],
] as const;

async function openAutomation(page: Page) {
  await openAdminAs(page, '/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Automation' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Automation', exact: true })).toBeVisible();
}

async function openPage(page: Page, label: (typeof SUB_PAGES)[number][0]) {
  await page
    .getByRole('navigation', { name: 'Automation pages' })
    .getByRole('link', { name: label, exact: true })
    .click();
  const heading = SUB_PAGES.find(([name]) => name === label)![1];
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

async function createAndQueuePlan(page: Page, name: string, keyword: string) {
  await openPage(page, 'Content plans');
  await page.getByRole('button', { name: 'New plan' }).click();
  await page.getByLabel('Plan name').fill(name);
  await page
    .getByLabel('Topics')
    .fill(`${keyword} | Write for beginners and keep each ritual under ten minutes.`);
  await page.getByLabel('Target words').fill('300');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: `Queue jobs for ${name}` }).click();
  await expect(page.locator('.toast').filter({ hasText: `Queued 1 job from “${name}”` })).toBeVisible();
}

/** The runner panel's live region (the toasts have their own). */
const runner = (page: Page) => page.getByRole('region', { name: 'Runner' }).getByRole('status');

const uniqueKeyword = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

function articleFor(keyword: string, title: string) {
  const paragraph = `Readers searching for ${keyword} want practical guidance for the evening. A calm ritual helps you notice what the week stirred up.`;
  return articleReply({
    title,
    content: `<p>${paragraph}</p><h2>Why rituals help</h2><p>${paragraph}</p><h2>A ten-minute routine</h2><p>${paragraph}</p>`,
    metaDescription: `What ${keyword} means and how to use it.`,
    excerpt: `A gentle guide to ${keyword}.`,
    suggestedTags: ['rituals'],
  });
}

test.describe('with a configured provider', () => {
  test.use({ baseURL: AI_BASE_URL });

  test('a plan becomes a job, the job a draft article, shown in validation, analytics, usage and the audit log', async ({
    page,
    request,
  }) => {
    const keyword = uniqueKeyword('new moon intentions');
    const title = 'New Moon Intentions: A Ten-Minute Ritual';
    await scriptProvider(request, keyword, [articleFor(keyword, title)]);
    await openAutomation(page);
    await createAndQueuePlan(page, 'Lunar basics', keyword);

    await openPage(page, 'Jobs');
    const row = page.getByRole('row', { name: new RegExp(keyword) });
    await expect(row).toContainText('queued');
    await page.getByRole('button', { name: 'Run next job' }).click();
    await expect(runner(page).filter({ hasText: `Saved “${title}” as a draft for review.` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(row).toContainText('done');
    await expect(row).toContainText('1 of 3');
    expect(await providerCalls(request, keyword)).toBe(1);

    await openPage(page, 'Validation');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const checks = page.getByRole('table', { name: `Checks of ${title}` });
    await expect(checks.getByRole('row', { name: /Safe HTML/ })).toContainText('Pass');
    await expect(checks.getByRole('row', { name: /Slug/ })).toContainText('Pass');
    await expect(checks.getByRole('row', { name: /Meta description length/ })).toContainText(/Pass|Review/);

    await openPage(page, 'Analytics');
    await expect(page.getByTestId('total-articles-generated')).toHaveText('1');
    await expect(page.getByTestId('total-tokens')).toHaveText('30');
    await expect(
      page.getByRole('img', { name: /Articles generated: 1 articles over 14 days/ }),
    ).toBeVisible();

    await openPage(page, 'Usage');
    await expect(
      page.getByRole('table', { name: 'By model (all time)' }).getByRole('row').nth(1),
    ).toContainText('30');

    await openPage(page, 'Audit log');
    await expect(page.getByRole('row', { name: /run/ }).first()).toContainText(`Saved “${title}”`);

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Articles' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('draft');
  });

  test('a failed run shows in errors and is retried from recovery until it succeeds', async ({
    page,
    request,
  }) => {
    const keyword = uniqueKeyword('mercury station');
    const busy = { kind: 'status', status: 500, message: 'upstream busy' } as const;
    await scriptProvider(request, keyword, [busy, busy, busy]);
    await openAutomation(page);
    await openPage(page, 'Automation settings');
    await page.getByLabel('Attempts per new job').fill('1');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Automation settings saved' })).toBeVisible();
    await createAndQueuePlan(page, 'Retrograde season', keyword);

    await openPage(page, 'Jobs');
    await page.getByRole('button', { name: 'Run next job' }).click();
    const reason = 'Generation failed after 3 attempts: DeepSeek API error (500): upstream busy';
    await expect(
      runner(page).filter({ hasText: `“${keyword}” failed after 1 attempt: ${reason}` }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: new RegExp(keyword) })).toContainText('failed');

    await openPage(page, 'Errors');
    await expect(
      page.getByRole('list', { name: 'Run errors' }).getByRole('listitem').filter({ hasText: keyword }),
    ).toContainText(reason);

    await openPage(page, 'Recovery');
    await page.getByRole('checkbox', { name: `Select ${keyword}` }).check();
    await page.getByRole('button', { name: 'Retry selected (1)' }).click();
    await expect(page.locator('.toast').filter({ hasText: '1 job queued again' })).toBeVisible();
    await expect(page.getByText('No job has failed for good.')).toBeVisible();

    await scriptProvider(request, keyword, [articleFor(keyword, 'Mercury Stations Without the Panic')]);
    await openPage(page, 'Jobs');
    await expect(page.getByRole('row', { name: new RegExp(keyword) })).toContainText('queued');
    await page.getByRole('button', { name: 'Run next job' }).click();
    await expect(
      runner(page).filter({ hasText: 'Saved “Mercury Stations Without the Panic” as a draft for review.' }),
    ).toBeVisible({ timeout: 30_000 });

    await openPage(page, 'Errors');
    await page.getByRole('button', { name: 'Mark resolved' }).click();
    await expect(page.getByText('No open errors.')).toBeVisible();
  });
});

test.describe('in the local preview without a provider', () => {
  test('every sub-page renders for the preview admin, with empty states that say what to do', async ({
    page,
  }) => {
    await openAutomation(page);
    for (const [label] of SUB_PAGES) {
      await openPage(page, label);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    await openPage(page, 'API keys');
    await expect(page.getByRole('row', { name: /AUTOMATION_RUNNER_SECRET/ })).toContainText('Not set');
    await expect(page.getByRole('row', { name: /AI_API_KEY/ })).toContainText('Not set');
    await openPage(page, 'Health');
    await expect(
      page.getByText('No AI provider key is set on the server (AI_API_KEY). Jobs cannot run.'),
    ).toBeVisible();
    // Like the other buttons that cannot work: disabled, with its reason, before it is pressed.
    const test = page.getByRole('button', { name: 'Test the connection' });
    await expect(test).toHaveAttribute('aria-disabled', 'true');
    await expect(test).toHaveAccessibleDescription(
      'No AI provider key is set on the server (AI_API_KEY), so there is no connection to test.',
    );
    await openPage(page, 'Content plans');
    await page.getByRole('button', { name: 'New plan' }).click();
    // The selects show words, not identifiers.
    await expect(page.getByLabel('Tone').locator('option')).toHaveText([
      'Professional',
      'Conversational',
      'Friendly',
      'Authoritative',
      'Casual',
      'Formal',
    ]);
    await expect(page.getByLabel('Content type').locator('option').first()).toHaveText('Blog post');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await openPage(page, 'Workflows');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Generate, validate, hold for review' }),
    ).toBeVisible();
    await openPage(page, 'Overview');
    await expect(page.getByText('No job is waiting.')).toBeVisible();
  });

  test('the analytics charts fit 1280 px with axis labels at a readable size that never overlap', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAutomation(page);
    await openPage(page, 'Analytics');
    for (const period of ['Last 7 days', 'Last 14 days', 'Last 30 days']) {
      await page.getByLabel('Period').selectOption({ label: period });
      const charts = page.locator('figure');
      await expect(charts).toHaveCount(3);
      for (const chart of await charts.all()) {
        const frame = (await chart.boundingBox())!;
        const days = chart.getByTestId('chart-days').locator('span');
        await expect(days).toHaveCount(4);
        await expect(days.first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2}$/);
        const boxes = await Promise.all((await days.all()).map(async (day) => (await day.boundingBox())!));
        for (const [index, box] of boxes.entries()) {
          expect(box.height, `${period}: label height`).toBeGreaterThanOrEqual(12);
          expect(box.x).toBeGreaterThanOrEqual(frame.x);
          expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
          if (index > 0)
            expect(box.x, `${period}: labels apart`).toBeGreaterThan(
              boxes[index - 1]!.x + boxes[index - 1]!.width,
            );
        }
        const scale = await chart.getByTestId('chart-scale').locator('span').first().boundingBox();
        expect(scale!.height).toBeGreaterThanOrEqual(12);
      }
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });

  test('Run next job says it cannot run without an AI key, and pressing it starts nothing', async ({
    page,
  }) => {
    await openAutomation(page);
    const runNext = page.getByRole('button', { name: 'Run next job' });
    await expect(runNext).toHaveAttribute('aria-disabled', 'true');
    await expect(runNext).toHaveAccessibleDescription(
      'Jobs cannot run: no AI provider key is set on the server (AI_API_KEY). Plans and jobs can still be prepared; Health shows when the key is there.',
    );
    await runNext.focus();
    await page.keyboard.press('Enter');
    await runNext.click({ force: true }); // Playwright waits on aria-disabled; the press is forced through
    await expect(runner(page)).toHaveText('');
    await expect(page.locator('.toast')).toHaveCount(0);
    await openPage(page, 'Jobs');
    await expect(page.getByRole('button', { name: 'Run next job' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('the overview, plan form and workflow editor pass axe', async ({ page }) => {
    await openAutomation(page);
    const scan = async () => expect(await axeViolations(page)).toEqual([]);
    await scan();
    await openPage(page, 'Content plans');
    await page.getByRole('button', { name: 'New plan' }).click();
    await scan();
    await openPage(page, 'Workflows');
    await page.getByRole('button', { name: 'New workflow' }).click();
    await scan();
  });

  test('the runner function refuses to run without Supabase and says why', async ({ request }) => {
    const response = await request.post('/api/automation-run');
    expect(response.status()).toBe(503);
    expect(((await response.json()) as { error: string }).error).toContain(
      'The automation runner needs the Supabase backend',
    );
  });
});
