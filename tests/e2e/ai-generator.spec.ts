import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { AI_BASE_URL, articleReply, providerCalls, scriptProvider } from './support/ai-server';
import { openAdminAs } from './support/admin';
import { htmlWithProse, proseAboutTags } from '../unit/blog/fixtures/prose-about-tags';

/**
 * The AI article generator in the admin's local preview. Most tests run against the second web
 * server, whose functions have a (dummy) provider key pointing at the scriptable fake provider;
 * each test scripts replies keyed by its own target keyword, so the two workers never race.
 * The last group uses the ordinary server, which has no key at all.
 */
test.describe.configure({ timeout: 60_000 });

async function openGenerator(page: Page) {
  await openAdminAs(page, '/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'AI article generator' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI article generator' })).toBeVisible();
}

/** A keyword no other test uses, so the fake's scripted replies go to this test only. */
const uniqueKeyword = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

function articleFor(keyword: string, title: string) {
  const paragraph = `Readers searching for ${keyword} want practical guidance. The full moon lights up feelings that were hidden, and a calm ritual helps you notice them.`;
  return articleReply({
    title,
    content: `<p>${paragraph}</p><h2>Why does the full moon feel so intense?</h2><p>${paragraph}</p><script>window.__pwned = true</script><p onclick="alert(1)">Write down one intention and let one habit go.</p>`,
    metaDescription: `What ${keyword} means and how to use it.`,
    excerpt: `A gentle guide to ${keyword}.`,
    suggestedTags: ['full moon', 'rituals'],
    faqSchema: [1, 2, 3, 4, 5].map((n) => ({
      question: `Question number ${n}?`,
      answer: `Answer number ${n}.`,
    })),
  });
}

async function fillForm(page: Page, keyword: string) {
  await page.getByLabel('Target keyword').fill(keyword);
  await page
    .getByLabel('Custom instructions')
    .fill('Write for beginners and keep each ritual under ten minutes.');
}

test.describe('with a configured provider', () => {
  test.use({ baseURL: AI_BASE_URL });

  test('generates through one failed attempt, then previews, edits and saves it as a draft article', async ({
    page,
    request,
  }) => {
    const keyword = uniqueKeyword('full moon ritual');
    await scriptProvider(request, keyword, [
      { kind: 'status', status: 500, message: 'upstream busy' },
      articleFor(keyword, 'Full Moon Rituals for Calm and Clarity'),
    ]);
    await openGenerator(page);
    await expect(page.getByText('An AI provider key is set on the server.')).toBeVisible();
    await expect(page.getByLabel('Word count')).toHaveValue('1100');
    await expect(page.getByLabel('Tone')).toHaveValue('casual');
    await expect(page.getByLabel('Content type')).toHaveValue('blog-post');
    await fillForm(page, keyword);
    await page.getByRole('button', { name: 'Generate article' }).click();

    await expect(page.getByTestId('generation-status')).toHaveText('Completed', { timeout: 20_000 });
    await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const log = page.getByTestId('generation-log');
    await expect(log).toContainText('Error occurred: DeepSeek API error (500): upstream busy');
    await expect(log).toContainText('Retrying...');
    await expect(log.getByRole('listitem').filter({ hasText: 'Retrying...' })).toContainText('45%');
    expect(await providerCalls(request, keyword)).toBe(2);
    await expect(page.getByTestId('generator-history')).toContainText(
      'Full Moon Rituals for Calm and Clarity',
    );

    await page.getByRole('button', { name: 'Preview the article' }).click();
    await expect(page).toHaveURL(/\/admin\/ai-generator\/preview$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Full Moon Rituals for Calm and Clarity' }),
    ).toBeVisible();
    await expect(page.getByTestId('generated-slug')).toHaveText('full-moon-rituals-for-calm-and-clarity');
    await expect(page.getByTestId('generated-tags')).toContainText(keyword.toLowerCase());
    await expect(page.getByRole('heading', { name: 'Frequently asked questions (5)' })).toBeVisible();
    const content = page.getByTestId('generated-content');
    await expect(content.locator('script, [onclick]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

    await page.getByRole('link', { name: 'Edit the article' }).click();
    await expect(page).toHaveURL(/\/admin\/ai-generator\/edit$/);
    await page.getByLabel('Title', { exact: true }).fill(`Full Moon Rituals ${keyword.slice(-6)}`);
    await page.getByRole('button', { name: 'From title' }).click();
    await page.getByLabel('Tags (comma-separated)').fill('full moon, rituals, self care');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/admin\/ai-generator\/preview$/);
    const title = `Full Moon Rituals ${keyword.slice(-6)}`;
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByTestId('generated-slug')).toHaveText(`full-moon-rituals-${keyword.slice(-6)}`);

    await page.getByRole('button', { name: 'Save as draft article' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Draft article saved' })).toBeVisible();
    await page.getByRole('link', { name: 'Open it in the article editor' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Tags (comma-separated)')).toHaveValue('full moon, rituals, self care');

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Articles' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('draft');
  });

  test('AI prose that mentions tags keeps every word in the preview, the edit screen and the saved draft', async ({
    page,
    request,
  }) => {
    const keyword = uniqueKeyword('html tags');
    const prose = proseAboutTags.join(' ');
    await scriptProvider(request, keyword, [
      articleReply({ title: 'Tags in Plain Words for Beginners', content: htmlWithProse(prose) }),
    ]);
    await openGenerator(page);
    await fillForm(page, keyword);
    await page.getByRole('button', { name: 'Generate article' }).click();
    await expect(page.getByTestId('generation-status')).toHaveText('Completed', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Preview the article' }).click();
    await expect(page.getByTestId('generated-content')).toContainText(prose);
    await page.getByRole('link', { name: 'Edit the article' }).click();
    await expect(page.getByTestId('generated-edit-preview')).toContainText(prose);
    await expect(page.getByTestId('removed-notice')).toHaveCount(0);
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.getByRole('button', { name: 'Save as draft article' }).click();
    await page.getByRole('link', { name: 'Open it in the article editor' }).click();
    await expect(page.getByTestId('article-preview')).toContainText(prose);
    await expect(page.getByTestId('article-preview').locator('h2')).toHaveText('After the mention');
  });

  test('shows the catalogue message when the provider refuses, with progress back at 0', async ({
    page,
    request,
  }) => {
    const keyword = uniqueKeyword('saturn return');
    await scriptProvider(request, keyword, [
      { kind: 'status', status: 401, message: 'Authentication Fails' },
    ]);
    await openGenerator(page);
    await fillForm(page, keyword);
    await page.getByRole('button', { name: 'Generate article' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'DeepSeek API error (401): Authentication Fails' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('generation-status')).toHaveText('Error');
    await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  test("gives up after 3 attempts with 'Generation failed after 3 attempts'", async ({ page, request }) => {
    const keyword = uniqueKeyword('venus retrograde');
    const busy = { kind: 'status', status: 503, message: 'overloaded' } as const;
    await scriptProvider(request, keyword, [busy, busy, busy]);
    await openGenerator(page);
    await fillForm(page, keyword);
    await page.getByRole('button', { name: 'Generate article' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Generation failed after 3 attempts: DeepSeek API error (503): overloaded' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByTestId('generation-log').getByRole('listitem').filter({ hasText: 'Retrying...' }),
    ).toHaveCount(2);
  });

  test('remembers the form under ai_generator_settings and never stores a key', async ({ page }) => {
    await openGenerator(page);
    await page.getByLabel('Target keyword').fill('jupiter transit');
    await page.getByLabel('Tone').selectOption('formal');
    await page.reload();
    await expect(page.getByLabel('Target keyword')).toHaveValue('jupiter transit');
    await expect(page.getByLabel('Tone')).toHaveValue('formal');
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).toContain('ai_generator_settings');
    expect(keys.filter((key) => /api.?key|deepseek/i.test(key))).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('e2e-dummy-key');
  });

  test('the settings connection test reaches the provider', async ({ page }) => {
    await openAdminAs(page, '/admin/settings');
    await page.getByRole('button', { name: 'Test the AI connection' }).click();
    await expect(page.getByText(/connection test passed/)).toBeVisible();
  });

  test('the generator screens pass axe, during and after a run', async ({ page, request }) => {
    // Four full axe scans; on the shared two-core machine each can take well over ten seconds.
    test.setTimeout(120_000);
    const keyword = uniqueKeyword('new moon');
    await scriptProvider(request, keyword, [
      { kind: 'status', status: 500, message: 'busy' },
      articleFor(keyword, 'New Moon Intentions That Actually Stick'),
    ]);
    await openGenerator(page);
    const scan = async (state: string) => expect(await axeViolations(page, state)).toEqual([]);
    await scan('form');
    await fillForm(page, keyword);
    await page.getByRole('button', { name: 'Generate article' }).click();
    await expect(page.getByTestId('generation-status')).toHaveText('Completed', { timeout: 20_000 });
    await scan('completed run');
    await page.getByRole('button', { name: 'Preview the article' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'New Moon Intentions That Actually Stick' }),
    ).toBeVisible();
    await scan('preview');
    await page.getByRole('link', { name: 'Edit the article' }).click();
    await expect(page.getByLabel('SEO title')).toBeVisible();
    await scan('edit');
  });
});

test.describe('without a provider key', () => {
  test('the generator says plainly that no provider is configured, and Settings reports it', async ({
    page,
  }) => {
    await openGenerator(page);
    const notice = page.getByTestId('provider-missing');
    await expect(notice).toContainText(
      'No AI provider is configured, so the generator cannot write articles yet.',
    );
    await expect(notice).toContainText('AI_API_KEY');
    await expect(page.getByRole('button', { name: 'Generate article' })).toBeDisabled();
    await notice.getByRole('link', { name: 'Settings' }).click();
    // Settings says so too, on the connection test's button, before it is pressed.
    const connection = page.getByRole('button', { name: 'Test the AI connection' });
    await expect(connection).toHaveAttribute('aria-disabled', 'true');
    await expect(connection).toHaveAccessibleDescription(
      'No AI provider key is set on the server (AI_API_KEY), so there is no connection to test.',
    );
  });
});
