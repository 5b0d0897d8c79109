import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { proseAboutTags } from '../unit/blog/fixtures/prose-about-tags';
import { expectLeaveGuard, openAdminAs, openSection, pressBack } from './support/admin';

/**
 * The admin in local preview mode (docs/decisions.md 2): `npm test` builds with
 * PUBLIC_ADMIN_LOCAL_PREVIEW=true, so these run against the browser-only data layer that sits
 * behind the same interfaces as Supabase. Each test has its own browser storage. Tests of a screen
 * start signed in (openAdminAs); the sign-in form itself is tested under "sign-in and the guard".
 */

// Several of these walk through a whole editing session on a shared, busy machine.
test.describe.configure({ timeout: 60_000 });

async function signIn(page: Page, email = 'admin@preview.local', password = 'preview') {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A toast (Radix also copies its text into a live region, so match the toast itself). */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('.toast').filter({ hasText: text })).toBeVisible();
}

async function signInAsAdmin(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('shell', () => {
  test('every admin path of the route tables is served by the one admin page', async ({ request }) => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/reset-password',
      '/admin/articles/abc-123/edit',
      '/admin/automation/health',
      '/admin/ai-generator/preview',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('Loading page...');
      expect(html, path).toContain('<astro-island');
    }
  });

  test('no public page loads the admin app', () => {
    const dist = 'dist';
    const pages = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === '_astro' || name === 'admin' ? [] : pages(path);
        return name.endsWith('.html') && path !== join(dist, 'admin.html') ? [path] : [];
      });
    const adminHtml = readFileSync(join(dist, 'admin.html'), 'utf8');
    const adminEntry = /component-url="([^"]+)"/.exec(adminHtml)?.[1];
    expect(adminEntry).toBeTruthy();
    const publicPages = pages(dist);
    expect(publicPages.length).toBeGreaterThan(10);
    for (const file of publicPages) expect(readFileSync(file, 'utf8'), file).not.toContain(adminEntry!);
  });

  test('an unknown admin address shows a not-found screen inside the shell', async ({ page }) => {
    await openAdminAs(page, '/admin/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  });

  test('the sidebar routes on the client and works from the keyboard', async ({ page }) => {
    await openAdminAs(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of ['Dashboard', 'Articles', 'Categories', 'Media', 'Compatibility tools', 'Settings']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Categories' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('on a phone the sidebar is a menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAdminAs(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Media' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(nav).toBeHidden();
  });

  test('the local preview is labelled on every screen', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByText('Local preview: data stays in this browser')).toBeVisible();
    await signInAsAdmin(page);
    await expect(page.getByText('Local preview: data stays in this browser')).toBeVisible();
  });
});

test.describe('sign-in and the guard', () => {
  test('an unauthenticated visitor is sent to the sign-in page', async ({ page }) => {
    await page.goto('/admin/articles/new');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('missing credentials give the catalogue message', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email and password are required');
  });

  test('a wrong password is rejected', async ({ page }) => {
    await signIn(page, 'admin@preview.local', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a good sign-in says so and opens the dashboard; the session survives a reload', async ({ page }) => {
    await signIn(page);
    await expectToast(page, 'Login successful!');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a signed-in user without an admin role sees Access Denied', async ({ page }) => {
    await signIn(page, 'reader@preview.local');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Access Denied offers Sign out, so another account can sign in', async ({ page }) => {
    await signIn(page, 'reader@preview.local');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectToast(page, 'Logged out successfully');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInAsAdmin(page);
  });

  test('an editor works on content but not on settings', async ({ page }) => {
    await signIn(page, 'editor@preview.local');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }),
    ).toHaveCount(0);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('sign-out ends the session', async ({ page }) => {
    await openAdminAs(page, '/admin');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectToast(page, 'Logged out successfully');
    await page.goto('/admin/media');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('forgot password sends the reset e-mail and the reset page updates the password', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill('admin@preview.local');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Password reset email sent! Check your inbox.');

    await openAdminAs(page, '/admin/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Use at least 8 characters.');
    await page.getByLabel('New password', { exact: true }).fill('a-new-secret-1');
    await page.getByLabel('Repeat the new password').fill('a-new-secret-1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expectToast(page, 'Password updated successfully!');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'admin@preview.local', 'preview');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(page, 'admin@preview.local', 'a-new-secret-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('articles', () => {
  test('create, edit, publish and delete an article', async ({ page }) => {
    await openAdminAs(page, '/admin/articles/new');
    await page.getByLabel('Title', { exact: true }).fill('Mercury Retrograde: What It Really Means!');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(
      'mercury-retrograde-what-it-really-means',
    );
    await page
      .getByLabel('Body (Markdown; HTML allowed)')
      .fill('## Three weeks\n\nMercury **appears** to move backwards.\n\n<script>alert(1)</script>');
    const preview = page.getByTestId('article-preview');
    await expect(preview.locator('h2')).toHaveText('Three weeks');
    await expect(preview.locator('strong')).toHaveText('appears');
    await expect(preview.locator('script')).toHaveCount(0);
    await page.getByLabel('Tags (comma-separated)').fill('mercury, retrograde');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Article saved');
    await expect(page).toHaveURL(/\/admin\/articles\/[^/]+\/edit$/);
    // Reopened, the editor shows the Markdown it wrote (the stored HTML is only what is published).
    await page.reload();
    await expect(page.getByLabel('Body (Markdown; HTML allowed)')).toHaveValue(
      '## Three weeks\n\nMercury **appears** to move backwards.\n\n<script>alert(1)</script>',
    );
    await expect(page.getByTestId('article-preview').locator('strong')).toHaveText('appears');

    await page.getByLabel('Title', { exact: true }).fill('Mercury retrograde, explained');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(
      'mercury-retrograde-what-it-really-means',
    );
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expectToast(page, 'Article published');

    await page.getByRole('link', { name: 'All articles' }).click();
    const row = page.getByRole('row', { name: /Mercury retrograde, explained/ });
    await expect(row).toContainText('published');
    const statusFilter = page.getByRole('combobox', { name: /^Status/ });
    await statusFilter.selectOption('draft');
    await expect(page.getByRole('row', { name: /Mercury retrograde, explained/ })).toHaveCount(0);
    await statusFilter.selectOption('published');

    await row.getByRole('link').click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Article deleted');
    await expect(page.getByRole('row', { name: /Mercury retrograde/ })).toHaveCount(0);
  });

  test('prose that mentions tags keeps every word through save and reload; removals are named first', async ({
    page,
  }) => {
    await openAdminAs(page, '/admin/articles/new');
    await page.getByLabel('Title', { exact: true }).fill('Tags in prose');
    const prose = [...proseAboutTags, '## After the mention', 'The closing paragraph stays as it was.'];
    const body = `${prose.join('\n\n')}\n\n<script>track()</script>`;
    const field = page.getByLabel('Body (Markdown; HTML allowed)');
    await field.fill(body);
    const preview = page.getByTestId('article-preview');
    for (const line of proseAboutTags) await expect(preview).toContainText(line);
    await expect(preview.locator('h2')).toHaveText('After the mention');
    await expect(preview).toContainText('The closing paragraph stays as it was.');
    // The one thing the sanitiser takes out is named before the save.
    await expect(page.getByTestId('removed-notice')).toContainText(
      'A <script> element with everything inside it',
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Article saved');
    await page.reload();
    await expect(field).toHaveValue(body);
    for (const line of proseAboutTags) await expect(preview).toContainText(line);
    // What would be published: the stored HTML shows the tags as text and keeps every word.
    const stored = await page.evaluate(() => {
      const rows = JSON.parse(localStorage.getItem('astrelle-admin-preview:articles') ?? '[]') as {
        title: string;
        content: string;
      }[];
      const row = rows.find((entry) => entry.title === 'Tags in prose');
      if (!row) return '';
      const doc = new DOMParser().parseFromString(row.content, 'text/html');
      return `${doc.body.textContent} ${doc.querySelectorAll('script, style, svg, title, textarea').length}`;
    });
    for (const line of proseAboutTags) expect(stored).toContain(line);
    expect(stored).toContain('The closing paragraph stays as it was.');
    expect(stored.endsWith(' 0')).toBe(true);
  });

  test('the list pages, searches and sorts a long list', async ({ page }) => {
    // 23 articles in the preview's browser storage before the admin starts.
    await page.addInitScript(() => {
      if (localStorage.getItem('astrelle-admin-preview:articles')) return;
      const rows = Array.from({ length: 23 }, (_, index) => {
        const n = index + 1;
        return {
          id: `bulk-${n}`,
          title: n === 7 ? 'Full moon rituals' : `Moon note ${String(n).padStart(2, '0')}`,
          slug: `moon-note-${n}`,
          content: '<p>Short.</p>',
          content_markdown: 'Short.',
          excerpt: '',
          cover_image_url: null,
          cover_image_alt: null,
          category_id: null,
          tags: n === 12 ? ['eclipse'] : [],
          seo_title: '',
          seo_description: '',
          keywords: [],
          status: n % 5 === 0 ? 'published' : 'draft',
          published_at: n % 5 === 0 ? '2026-01-01T00:00:00.000Z' : null,
          author_name: 'Preview editor',
          reading_time: 1,
          word_count: 1,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
        };
      });
      localStorage.setItem('astrelle-admin-preview:articles', JSON.stringify(rows));
    });
    await openAdminAs(page, '/admin/articles');
    await expect(page.getByText('23 articles')).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(21); // header + 20
    await expect(page.getByRole('row').nth(1)).toContainText('Moon note 23');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(4);

    await page.getByLabel('Search').fill('full moon');
    await expect(page.getByText('1 article', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Full moon rituals/ })).toBeVisible();
    await page.getByLabel('Search').fill('eclipse');
    await expect(page.getByRole('row', { name: /Moon note 12/ })).toBeVisible();
    await page.getByLabel('Search').fill('');
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('published');
    await expect(page.getByText('4 articles')).toBeVisible();
    await page.getByRole('combobox', { name: /^Sort by/ }).selectOption('title');
    await expect(page.getByRole('row').nth(1)).toContainText('Moon note 05');
  });

  test('a slug another article uses is refused', async ({ page }) => {
    await openAdminAs(page, '/admin/articles/new');
    await page.getByLabel('Title', { exact: true }).fill('Another Venus piece');
    await page.getByLabel('Slug', { exact: true }).fill('venus-sign-love-style');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByText('Another article already uses this slug. Choose a different one.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  });

  test('more than ten tags and a past schedule date are refused', async ({ page }) => {
    await openAdminAs(page, '/admin/articles/new');
    await page.getByLabel('Title', { exact: true }).fill('Tag test');
    await page.getByLabel('Tags (comma-separated)').fill('a,b,c,d,e,f,g,h,i,j,k');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Use at most 10 tags (you have 11).').first()).toBeVisible();
  });

  test('an unknown article says so and links back to the list', async ({ page }) => {
    await openAdminAs(page, '/admin/articles/no-such-article/edit');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
  });

  test("the browser's Back asks before dropping unsaved work", async ({ page }) => {
    await openAdminAs(page, '/admin');
    await page.getByRole('link', { name: 'Write an article' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Work in progress');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.evaluate(() => history.back());
    await expect.poll(() => asked).toContain('unsaved changes');
    await expect(page).toHaveURL(/\/admin\/articles\/new$/);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Work in progress');
  });

  test('unsaved work is kept, restorable, and leaving asks first', async ({ page }) => {
    await openAdminAs(page, '/admin/articles/new');
    await page.getByLabel('Title', { exact: true }).fill('Draft that must not be lost');
    await expect(page.getByText('Unsaved changes (kept in this browser)')).toBeVisible();

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Media' })
      .click();
    await expect.poll(() => asked).toContain('unsaved changes');
    await expect(page).toHaveURL(/\/admin\/articles\/new$/);

    // The autosave runs a moment after typing stops.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('astrelle-admin-autosave:new') ?? ''))
      .toContain('Draft that must not be lost');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Restore it' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Draft that must not be lost');
  });
});

test.describe('categories and media', () => {
  test('create, rename, reorder; a category in use cannot be deleted', async ({ page }) => {
    await openAdminAs(page, '/admin/categories');
    await page.getByLabel('Name', { exact: true }).fill('Moon phases');
    await page.getByRole('button', { name: 'Create category' }).click();
    await expect(page.getByText('/blog/category/moon-phases')).toBeVisible();
    await page.getByRole('button', { name: 'Move Moon phases up' }).click();
    await expect(page.locator('ol > li').nth(2)).toContainText('Moon phases');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('li', { hasText: 'Compatibility' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'This category is used by 1 article. Move them to another category first.');
  });

  test('upload an image and use it as a cover', async ({ page }) => {
    await openAdminAs(page, '/admin/media');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Images to upload')
      .setInputFiles({ name: 'moon.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('moon.png: uploaded')).toBeVisible();
    await expect(page.getByText(/^\d{13}-[a-z0-9]{8}\.png$/)).toBeVisible();
    await page
      .getByLabel('Images to upload')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(
      page.getByText('notes.txt: notes.txt is not an image (JPEG, PNG, WebP, GIF or AVIF).'),
    ).toBeVisible();

    await page.goto('/admin/articles/new');
    await page.getByRole('button', { name: 'Choose from the media library' }).click();
    await page.getByRole('button', { name: /\.png$/ }).click();
    await expect(page.getByLabel('Image address')).toHaveValue(/^data:image\/png/);
  });
});

test.describe('compatibility tools', () => {
  async function openTool(page: Page, name: string) {
    await openAdminAs(page, '/admin/compatibility-tools');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
  }

  test('an empty headline is an error and nothing is saved', async ({ page }) => {
    await openTool(page, 'Birthday Compatibility');
    await page.getByLabel('Headline', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save tool' }).click();
    await expect(page.getByRole('alert')).toHaveText('Headline is required.');
  });

  test('a cover photo that is no image gives the warning and still saves', async ({ page }) => {
    await openTool(page, 'Birthday Compatibility');
    await page.getByLabel('Headline', { exact: true }).fill('Birthday match, read from the sky');
    await page.getByLabel('Cover photo (URL or file name)').fill('cover-art');
    await page.getByRole('button', { name: 'Save tool' }).click();
    await expect(page.getByRole('status', { name: 'Warnings' })).toHaveText(
      'Cover photo should be a valid image URL or filename',
    );
    await expectToast(page, 'Tool updated');
  });

  test('script payloads are stripped before saving', async ({ page }) => {
    await openTool(page, 'Birthday Compatibility');
    await page.getByLabel('Headline', { exact: true }).fill('Safe <script>alert(1)</script>headline');
    await page
      .getByLabel('SEO content (HTML)')
      .fill(
        '<p onclick="alert(1)">Read <a href="javascript:alert(1)">this</a></p><script>alert(2)</script><img src=x onerror="alert(3)">',
      );
    await page.getByRole('button', { name: 'Save tool' }).click();
    await expectToast(page, 'Tool updated');
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('astrelle-admin-preview:tools') ?? '[]'),
    );
    const tool = stored.find((row: { id: string }) => row.id === 'birthday-compatibility');
    expect(tool.headline).toBe('Safe headline');
    expect(tool.seo_content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(tool.seo_content).toContain('Read');
    await expect(page.getByLabel('SEO content (HTML)')).not.toHaveValue(/script/);
  });

  test('search, needs-attention view, batch switch-off with per-row result, and export', async ({ page }) => {
    await openAdminAs(page, '/admin/compatibility-tools');
    await expect(page.getByRole('group', { name: 'View' })).toBeVisible();
    const stats = page.getByLabel('Tool statistics');
    await expect(stats).toContainText('Total14');

    await page.getByLabel('Search active tools').fill('marriage');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Love Meter for Marriage',
      'Marriage Calculator',
    ]);
    await page.getByLabel('Search active tools').fill('');

    await page.getByRole('button', { name: 'Needs attention' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Birthday Compatibility' })).toBeVisible();

    await page.getByRole('button', { name: 'All tools' }).click();
    await page.getByLabel('Select Marriage Calculator').check();
    await page.getByLabel('Select Love Calculator by Name').check();
    await page.getByRole('button', { name: 'Switch off' }).click();
    const result = page.getByRole('status', { name: 'Batch result' });
    await expect(result).toContainText('2 updated, 0 failed.');
    await expect(result).toContainText('✓ Marriage Calculator');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^compatibility-tools-\d{4}-\d{2}-\d{2}\.json$/);
    const payload = JSON.parse(readFileSync(await file.path(), 'utf8'));
    expect(payload.version).toBe('1.0');
    expect(file.suggestedFilename()).toBe(
      `compatibility-tools-${String(payload.exportDate).slice(0, 10)}.json`,
    );
    expect(Number.isNaN(Date.parse(payload.exportDate))).toBe(false);
    expect(payload.toolsCount).toBe(14);
    expect(payload.tools).toHaveLength(14);
    expect(payload.tools.find((tool: { id: string }) => tool.id === 'marriage-calculator').is_active).toBe(
      false,
    );
  });

  test('the page header preview follows the fields', async ({ page }) => {
    await openTool(page, 'Birthday Compatibility');
    await page.getByLabel('Headline', { exact: true }).fill('A brand new headline');
    await expect(
      page.getByRole('region', { name: 'Preview of the Birthday Compatibility page header' }),
    ).toContainText('A brand new headline');
  });
});

test.describe('dashboard and settings', () => {
  test('the dashboard counts and records activity', async ({ page }) => {
    await openAdminAs(page, '/admin');
    const counts = page.getByRole('list', { name: 'Counts' });
    await expect(counts).toContainText('Drafts1');
    await expect(counts).toContainText('Tools needing attention');
    await page.getByRole('link', { name: 'Write an article' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Saturn return survival guide');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Article saved');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(counts).toContainText('Drafts2');
    await expect(page.getByText('Created “Saturn return survival guide” (draft)')).toBeVisible();
  });

  test('settings save the social profiles: an https address or empty to hide the icon', async ({ page }) => {
    await openAdminAs(page, '/admin/settings');
    const instagram = page.getByLabel('Instagram profile');
    await instagram.fill('http://www.instagram.com/astrelle');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Instagram profile must be an https address.');
    await instagram.fill('https://www.instagram.com/astrelle');
    await page.getByLabel('YouTube profile').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'No deploy hook is set, so the public pages show them after the next build.');
    await page.reload();
    await expect(page.getByLabel('Instagram profile')).toHaveValue('https://www.instagram.com/astrelle');
    await expect(page.getByLabel('YouTube profile')).toHaveValue('');
  });

  test('settings save figures and show service status without any key', async ({ page }) => {
    await openAdminAs(page, '/admin/settings');
    await page.getByLabel('Rating').fill('five stars');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Rating must be a plain number such as 1241 or 4.73.');
    await page.getByLabel('Rating').fill('4.8');
    await page.getByLabel('Joined today').fill('512');
    await page.getByRole('button', { name: 'Save settings' }).click();
    // The public pages read settings at build time, so saving asks for a rebuild (none in the preview).
    await expectToast(page, 'No deploy hook is set, so the public pages show them after the next build.');
    await page.reload();
    await expect(page.getByLabel('Joined today')).toHaveValue('512');
    await expect(page.getByText('AI provider: no key set')).toBeVisible();
    await page.getByRole('button', { name: 'Test the AI connection' }).click();
    await expect(
      page.getByText(/connection test failed \(No AI provider key is configured on the server\.\)/),
    ).toBeVisible();
  });
});

test.describe('unsaved work', () => {
  test('the settings ask before a link, Back or a reload drops a change', async ({ page }) => {
    await openAdminAs(page, '/admin');
    await openSection(page, 'Settings')();
    const rating = page.getByLabel('Rating', { exact: true });
    await rating.fill('4.2');
    await expectLeaveGuard(page, [openSection(page, 'Media'), pressBack(page)], {
      field: rating,
      value: '4.2',
    });
  });

  test('the tool editor asks before it is closed or left', async ({ page }) => {
    await openAdminAs(page, '/admin');
    await openSection(page, 'Compatibility tools')();
    await page.getByRole('button', { name: 'Edit Love Compatibility' }).click();
    const headline = page.getByLabel('Headline', { exact: true });
    await headline.fill('Love, compared');
    await expectLeaveGuard(
      page,
      [() => page.getByRole('button', { name: 'Close' }).click(), pressBack(page)],
      {
        field: headline,
        value: 'Love, compared',
      },
    );
  });

  test('a category being written asks before it is left', async ({ page }) => {
    await openAdminAs(page, '/admin');
    await openSection(page, 'Categories')();
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Eclipses');
    await expectLeaveGuard(page, [openSection(page, 'Dashboard')], { field: name, value: 'Eclipses' });
  });
});

test('the admin screens have no WCAG 2.2 AA violations', async ({ page }) => {
  test.setTimeout(180_000); // axe over seven screens on a shared machine
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${label}: ${violation.id} ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  };
  await page.goto('/admin/login');
  // The first screen waits for the whole admin bundle, which is slow while the suite runs in parallel.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await check('login');
  await signInAsAdmin(page);
  await check('dashboard');
  for (const [path, heading] of [
    ['/admin/articles', 'Articles'],
    ['/admin/articles/new', 'New article'],
    ['/admin/categories', 'Categories'],
    ['/admin/media', 'Media'],
    ['/admin/compatibility-tools', 'Compatibility tools'],
    ['/admin/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Scanned with its data in: no screen still loading, and the settings' service status shown.
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    if (path === '/admin/settings') await expect(page.getByText(/^AI provider:/)).toBeVisible();
    await check(path);
  }
});
