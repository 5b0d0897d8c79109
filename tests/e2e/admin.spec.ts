import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { proseAboutTags } from '../unit/blog/fixtures/prose-about-tags';
import { openAdminAs } from './support/admin';

/**
 * The admin in local preview mode (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production): `npm test` builds with
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
});

test.describe('sign-in and the guard', () => {
  test('a good sign-in says so and opens the dashboard; the session survives a reload', async ({ page }) => {
    await signIn(page);
    await expectToast(page, 'Login successful!');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.reload();
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
    // The local preview says what publishing does here before and after (docs/admin.md#publishing).
    await expect(page.getByRole('button', { name: 'Publish now' })).toHaveAccessibleDescription(
      /publishing keeps the article in this browser only; the site does not change\. Connect Supabase and a deploy hook to publish to the site\./,
    );
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expectToast(page, 'Article published (local preview)');
    await expectToast(page, 'Kept in this browser only; the site does not change.');

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
    // With the repository's nine MDX articles (content/blog/), merged into one order.
    await expect(page.getByText('32 articles (9 in the repository, read-only here)')).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(21); // header + 20
    const newest = page.getByRole('row').nth(1);
    await expect(newest).toContainText('Signs of a Soulmate Connection');
    await expect(newest).toContainText('In the repository · read-only');
    await expect(newest.getByRole('link', { name: '/blog/post/soulmate-connection-signs' })).toHaveAttribute(
      'href',
      '/blog/post/soulmate-connection-signs',
    );
    await expect(newest).toContainText('content/blog/soulmate-connection-signs.mdx');
    // Read-only: no way into the editor from a repository row.
    await expect(newest.locator('a[href^="/admin/"]')).toHaveCount(0);
    await expect(page.getByRole('row').nth(10)).toContainText('Moon note 23');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('row').nth(1)).toContainText('Moon note 12');

    await page.getByLabel('Search').fill('full moon');
    await expect(page.getByText('1 article', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Full moon rituals/ })).toBeVisible();
    await page.getByLabel('Search').fill('eclipse');
    await expect(page.getByRole('row', { name: /Moon note 12/ })).toBeVisible();
    // A tag of a repository article finds it like a database article's tag would.
    await page.getByLabel('Search').fill('numerology');
    await expect(page.getByText('1 article (1 in the repository, read-only here)')).toBeVisible();
    await page.getByLabel('Search').fill('');
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('published');
    await expect(page.getByText('13 articles (9 in the repository, read-only here)')).toBeVisible();
    await page.getByRole('combobox', { name: /^Sort by/ }).selectOption('title');
    await expect(page.getByRole('row').nth(1)).toContainText('Birthday Compatibility');
    await expect(page.getByRole('row').nth(4)).toContainText('Moon note 05');
    await expect(page.getByRole('row').nth(8)).toContainText('Saturn Return');
    // The category filter matches a file's category by its slug.
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Tarot' });
    await expect(page.getByText('2 articles (2 in the repository, read-only here)')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText('How to Ask a Yes-or-No Tarot Question');
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

test.describe('the article editor', () => {
  const body = (page: Page) => page.getByLabel('Body (Markdown; HTML allowed)');

  /** Selects characters [start, end) of the body. */
  async function select(page: Page, start: number, end: number) {
    await body(page).evaluate(
      (field: HTMLTextAreaElement, [from, to]) => {
        field.focus();
        field.setSelectionRange(from!, to!);
      },
      [start, end],
    );
  }

  test('the toolbar formats the selection, from the mouse and the keyboard', async ({ page }) => {
    await openAdminAs(page, '/admin/articles/new');
    await body(page).fill('Venus\nloves beauty');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });

    await select(page, 0, 5);
    await toolbar.getByRole('button', { name: 'H2 heading' }).click();
    await expect(body(page)).toHaveValue('## Venus\nloves beauty');
    await expect(page.getByTestId('article-preview').locator('h2')).toHaveText('Venus');

    await select(page, 9, 14); // "loves"
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(body(page)).toHaveValue('## Venus\n**loves** beauty');
    // Undo is the browser's own: the formatting goes back in one step.
    await page.keyboard.press('Control+Z');
    await expect(body(page)).toHaveValue('## Venus\nloves beauty');

    // Keyboard: one Tab stop for the toolbar, arrows between its buttons, Enter to apply.
    await select(page, 15, 21); // "beauty"
    await toolbar.getByRole('button', { name: 'H2 heading' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(body(page)).toHaveValue('## Venus\nloves _beauty_');

    // Shortcuts in the text: Ctrl+B bolds the selection; a list and a quote work on lines.
    await select(page, 9, 14);
    await page.keyboard.press('Control+b');
    await expect(body(page)).toHaveValue('## Venus\n**loves** _beauty_');
    await select(page, 9, 27);
    await toolbar.getByRole('button', { name: 'Quote' }).click();
    await expect(page.getByTestId('article-preview').locator('blockquote')).toContainText('loves beauty');

    // A repository file at the same address is named: publishing this one would replace it.
    await page.getByLabel('Slug', { exact: true }).fill('venus-signs-in-love');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveAccessibleDescription(
      /content\/blog\/venus-signs-in-love\.mdx has this address too/,
    );
  });

  test('an image from the media library: the body and the cover say alike why the preview’s images cannot go in', async ({
    page,
  }) => {
    // One image in the preview's library (kept in this browser, so without a public address).
    await page.addInitScript(() => {
      localStorage.setItem(
        'astrelle-admin-preview:media',
        JSON.stringify([
          {
            path: 'full-moon-mkq2x1ab.jpg',
            url: 'https://cdn.example.org/blog-images/full-moon.jpg',
            alt: 'A full moon over the sea',
            size: 1200,
            created_at: '2026-11-01T00:00:00.000Z',
          },
        ]),
      );
    });
    await openAdminAs(page, '/admin/articles/new');
    await body(page).fill('Before. After.');
    await select(page, 8, 8);
    const imageButton = page.getByRole('button', { name: 'Image from the media library' });
    await imageButton.click();
    await expect(imageButton).toHaveAttribute('aria-expanded', 'true');
    const picker = page.getByRole('group', { name: 'Choose an image to insert' });
    // Said before anything is pressed, and pressing does nothing.
    const moon = picker.getByRole('button', { name: 'A full moon over the sea' });
    await expect(moon).toHaveAttribute('aria-disabled', 'true');
    await expect(moon).toHaveAccessibleDescription(/^Local preview: these images stay in this browser/);
    await moon.click({ force: true });
    await expect(body(page)).toHaveValue('Before. After.');
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(imageButton).toBeFocused();

    // The cover's picker is the same one, with the same words: no data: address goes in.
    await page.getByRole('button', { name: 'Choose from the media library' }).click();
    const cover = page.getByRole('group', { name: 'Cover image' });
    const coverMoon = cover.getByRole('button', { name: 'A full moon over the sea' });
    await expect(coverMoon).toHaveAttribute('aria-disabled', 'true');
    await expect(coverMoon).toHaveAccessibleDescription(/^Local preview: these images stay in this browser/);
    await coverMoon.click({ force: true });
    await expect(page.getByLabel('Image address')).toHaveValue('');
  });

  test('a blank article, a long body, fenced code and an image from another host do not look broken', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdminAs(page, '/admin/articles/new');
    // Nothing is saved yet, so the editor does not say it is.
    await expect(page.getByText('Not saved yet')).toBeVisible();
    await expect(page.getByText('All changes saved')).toHaveCount(0);

    // Beside a long preview the toolbar keeps its height and the text area stays under it.
    await body(page).fill(
      Array.from({ length: 80 }, (_, n) => `Paragraph ${n} about the Moon.`).join('\n\n'),
    );
    const toolbar = (await page.getByRole('toolbar', { name: 'Formatting' }).boundingBox())!;
    const text = (await body(page).boundingBox())!;
    // At most two rows of buttons beside the preview (it used to stretch to 431 px).
    expect(toolbar.height).toBeLessThan(100);
    expect(text.y - (toolbar.y + toolbar.height)).toBeLessThan(24);

    // A fenced code block is shown as code, with no notice about attributes nobody wrote.
    await body(page).fill('Before.\n\n```js\nconst moon = "<full>";\n```');
    await expect(page.getByTestId('article-preview').locator('pre code')).toHaveText(
      'const moon = "<full>";',
    );
    await expect(page.getByTestId('removed-notice')).toHaveCount(0);

    // An image the site's security policy would block is refused with the reason, in the body and the cover.
    await page.getByLabel('Title', { exact: true }).fill('Moon over the sea');
    await body(page).fill('![The Moon](https://cdn.example.org/moon.jpg)');
    await expect(body(page)).toHaveAccessibleDescription(
      /An image in the text cannot be shown \(https:\/\/cdn\.example\.org\/moon\.jpg\): The site cannot show images from cdn\.example\.org: its security policy/,
    );
    // The preview names the image instead of showing a broken picture.
    await expect(page.getByTestId('article-preview').locator('img')).toHaveCount(0);
    await expect(page.getByTestId('article-preview')).toHaveText(
      '[Image not shown: the site cannot load https://cdn.example.org/moon.jpg]',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'The article was not saved');
    await body(page).fill('The Moon.');
    await page.getByLabel('Image address').fill('https://cdn.example.org/cover.jpg');
    await expect(page.getByLabel('Image address')).toHaveAccessibleDescription(
      /The site cannot show images from cdn\.example\.org/,
    );
    await page.getByLabel('Image address').fill('/images/cover.jpg');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Article saved');
    await expect(page.getByText('All changes saved')).toBeVisible();
  });

  test('Ctrl+S saves without the browser’s dialog, and the preview can take the full width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdminAs(page, '/admin/articles/new');
    await page.getByLabel('Title', { exact: true }).fill('Saved from the keyboard');
    await body(page).fill('Text.');
    await body(page).press('Control+s');
    await expectToast(page, 'Article saved');
    await expect(page).toHaveURL(/\/admin\/articles\/[^/]+\/edit$/);
    await expect(page.getByText('All changes saved')).toBeVisible();

    const preview = page.getByTestId('article-preview');
    const narrow = (await preview.boundingBox())!.width;
    const toggle = page.getByRole('button', { name: 'Full-width preview' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await preview.boundingBox())!.width).toBeGreaterThan(narrow * 1.8);
    // The choice is kept in this browser.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Full-width preview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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

  test('every category the blog has is listed and filters the articles, the repository’s own included', async ({
    page,
  }) => {
    await openAdminAs(page, '/admin/categories');
    // The preview's seed has three; the blog's fourth, Relationships, is a file in the repository.
    const files = page.getByRole('region', { name: 'In the repository' });
    const relationships = files.getByRole('listitem').filter({ hasText: 'Relationships' });
    await expect(relationships).toContainText('In the repository · read-only');
    await expect(relationships).toContainText('content/categories/relationships.yaml');

    await page.goto('/admin/articles');
    const filter = page.getByLabel('Category');
    await expect(filter.locator('option')).toContainText(['Compatibility', 'Relationships']);
    await filter.selectOption({ label: 'Relationships' });
    const list = page.getByRole('table');
    await expect(list.locator('tbody tr').first()).toContainText('In the repository');
    // Every row left is in the category (retried until the filtered list has replaced the full one).
    await expect(list.locator('tbody tr').filter({ hasNotText: 'Relationships' })).toHaveCount(0);
  });

  test('upload an image and use it as a cover; a file whose bytes are not the image its name claims is refused', async ({
    page,
  }) => {
    await openAdminAs(page, '/admin/media');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Images to upload')
      .setInputFiles({ name: 'moon.png', mimeType: 'image/png', buffer: png });
    const uploads = page.getByRole('list', { name: 'Uploads' });
    const moon = uploads.getByRole('listitem').filter({ hasText: 'moon.png' });
    await expect(moon).toContainText('Uploaded');
    await expect(moon.getByRole('progressbar', { name: 'moon.png upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // A readable name: the original's slug and a unique suffix.
    const stored = page.getByText(/^moon-[a-z0-9]{12}\.png$/);
    await expect(stored).toBeVisible();

    // Kept in this browser: Copy URL says there is no public address rather than copying a name.
    const copy = page.getByRole('button', { name: /^Copy URL of moon-[a-z0-9]{12}\.png$/ });
    await expect(copy).toHaveAttribute('aria-disabled', 'true');
    await expect(copy).toHaveAccessibleDescription(/^Local preview: these images stay in this browser/);

    await page.getByLabel('Images to upload').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo') },
      { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: png },
    ]);
    const refused = (name: string) => uploads.getByRole('listitem').filter({ hasText: name });
    await expect(refused('notes.txt')).toContainText(
      'notes.txt is not an image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    await expect(refused('holiday.jpg')).toContainText(
      'holiday.jpg is not really a JPEG image: its contents are not an image we accept',
    );
    await expect(refused('sunset.jpg')).toContainText(
      'sunset.jpg is named as a JPEG image but contains a PNG image. Rename it sunset.png and upload it again.',
    );
    for (const name of ['notes.txt', 'holiday.jpg', 'sunset.jpg']) {
      await expect(refused(name)).toContainText('Not uploaded');
      await expect(refused(name).getByRole('progressbar')).toHaveCount(0);
    }
    // Only moon.png reached the library.
    await expect(page.getByText(/^[a-z0-9-]+-[a-z0-9]{12}\.(png|jpg)$/)).toHaveCount(1);
  });

  test('the stated 5 MB works in the local preview: a 4.5 MB image is stored and shown after a reload', async ({
    page,
  }) => {
    await openAdminAs(page, '/admin/media');
    await expect(page.getByText(/up to 5 MB each/)).toBeVisible();
    // A real PNG header followed by 4.5 MB of data (the check reads the signature, the browser the bytes).
    const header = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const big = Buffer.concat([header, Buffer.alloc(4.5 * 1024 * 1024 - header.length, 7)]);
    await page
      .getByLabel('Images to upload')
      .setInputFiles({ name: 'Big Sky.png', mimeType: 'image/png', buffer: big });
    const upload = page
      .getByRole('list', { name: 'Uploads' })
      .getByRole('listitem')
      .filter({ hasText: 'Big Sky.png' });
    await expect(upload).toContainText('Uploaded');
    await page.reload();
    await expect(page.getByText(/^big-sky-[a-z0-9]{12}\.png$/)).toBeVisible();
    // The bytes came back from the browser's image store: the picture itself is shown.
    await expect
      .poll(() =>
        page
          .locator('main img')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(1);
  });
});

test.describe('compatibility tools', () => {
  // The editor's checks, the list's search, views, batch and export: tests/unit/admin/preview-tools.test.tsx.
  test('the editor starts from the content the page shows today', async ({ page }) => {
    await openAdminAs(page, '/admin/compatibility-tools');
    // Every page has its built-in content (content/calculators/pages/), so nothing needs attention.
    const stats = page.getByLabel('Tool statistics');
    await expect(stats).toContainText('Total14');
    await expect(stats).toContainText('Configured14');
    await expect(stats).toContainText('Pending0');
    await page.getByRole('button', { name: 'Needs attention' }).click();
    await expect(
      page.getByText('Every active tool has a headline, a cover photo and SEO content.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'All tools' }).click();
    await page.getByRole('button', { name: 'Edit Love Compatibility' }).click();
    await expect(page.getByLabel('Headline', { exact: true })).toHaveValue('Love Compatibility Test');
    await expect(page.getByLabel('Headline', { exact: true })).toHaveAccessibleDescription(
      /content\/calculators\/pages\/love-compatibility\.md/,
    );
    await expect(page.getByLabel('SEO content (HTML)')).toHaveValue(
      /<h2[^>]*>Love, in the language of the planets<\/h2>/,
    );
    await expect(page.getByLabel('Cover photo (URL or file name)')).toHaveValue(
      /^\/_astro\/love-compatibility\./,
    );
    // Saved unchanged, the record stays empty: the page keeps following its file.
    await page.getByRole('button', { name: 'Save tool' }).click();
    await expectToast(page, 'Tool updated');
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('astrelle-admin-preview:tools') ?? '[]'),
    );
    expect(stored.find((row: { id: string }) => row.id === 'love-compatibility')).toMatchObject({
      headline: null,
      seo_content: null,
      cover_photo: null,
    });
  });
});

test.describe('settings', () => {
  // Each field's checks and the summary of problems: tests/unit/admin/preview-settings.test.tsx.
  test("show the server's report on its services, and a save survives a reload", async ({ page }) => {
    await openAdminAs(page, '/admin/settings');
    await expect(page.getByText('AI provider: no key set')).toBeVisible();
    // With no key there is nothing to test: the button says so before it is pressed.
    const connection = page.getByRole('button', { name: 'Test the AI connection' });
    await expect(connection).toHaveAttribute('aria-disabled', 'true');
    await expect(connection).toHaveAccessibleDescription(
      'No AI provider key is set on the server (AI_API_KEY), so there is no connection to test.',
    );
    await page.getByLabel('Joined today', { exact: true }).fill('512');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Kept in this browser only; the public pages do not change.');
    await page.reload();
    await expect(page.getByLabel('Joined today', { exact: true })).toHaveValue('512');
  });
});

test('the admin screens have no WCAG 2.2 AA violations', async ({ page }) => {
  test.setTimeout(180_000); // axe over seven screens on a shared machine
  const check = async (label: string) => expect(await axeViolations(page, label)).toEqual([]);
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
