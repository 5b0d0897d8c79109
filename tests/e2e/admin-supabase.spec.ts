import { expect, test, type Page } from '@playwright/test';
import { authErrors, postgrestErrors, sessionReply, toolRow } from '../support/supabase-recorded';
import { fakeSupabase, PNG, profileReply, storeSession } from './support/supabase-browser';
import { builtArticleRow, builtCategoryRow, E2E_SUPABASE_URL } from './support/supabase-project';

/**
 * The admin in Supabase mode, against dist-supabase/ (the 'supabase' project of
 * playwright.config.ts): the real supabase-js in the browser, talking to a made-up hosted project
 * whose GoTrue, PostgREST and Storage replies are recorded shapes served by page.route. Each
 * test asserts what the admin sent and what it showed.
 */
type Fake = Awaited<ReturnType<typeof fakeSupabase>>;

const toolRows = () => [
  toolRow('birthday-compatibility', { name: 'Birthday Compatibility' }),
  toolRow('love-compatibility', {
    name: 'Love Compatibility',
    headline: 'Two charts, one story',
    cover_photo: '/images/love.webp',
    seo_content: '<p>Read the aspects.</p>',
  }),
];

async function expectToast(page: Page, text: string) {
  await expect(page.locator('.toast').filter({ hasText: text })).toBeVisible();
}

/** A stored session whose profile is an active admin; returns the fake and the session. */
async function asAdmin(page: Page) {
  const supabase = await fakeSupabase(page);
  supabase.on('GET', '/rest/v1/user_profiles', profileReply('admin'));
  const session = await storeSession(page);
  return { supabase, session };
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the build publishes the Supabase article, sanitised, with its category', async ({ request }) => {
  const post = await request.get(`/blog/post/${builtArticleRow.slug}`);
  expect(post.status()).toBe(200);
  const html = await post.text();
  expect(html).toContain(builtArticleRow.title);
  expect(html).toContain('Keep it small');
  expect(html).not.toContain('from the database');
  const category = await request.get(`/blog/category/${builtCategoryRow.slug}`);
  expect(await category.text()).toContain(builtArticleRow.title);
});

test.describe('sign-in and the guard', () => {
  test('the password grant signs in, says so, and opens the dashboard', async ({ page }) => {
    const supabase = await fakeSupabase(page);
    supabase.on('POST', '/auth/v1/token', {
      status: 200,
      body: sessionReply(Math.floor(Date.now() / 1000), { url: E2E_SUPABASE_URL }),
    });
    supabase.on('GET', '/rest/v1/user_profiles', profileReply('admin'));
    await fillSignIn(page, 'admin@astrelle.app', 'correct horse');
    await expectToast(page, 'Login successful!');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const [token] = supabase.sent('POST', '/auth/v1/token');
    expect(token!.params.get('grant_type')).toBe('password');
    expect(token!.json).toMatchObject({ email: 'admin@astrelle.app', password: 'correct horse' });
    expect(token!.headers.apikey).toBeTruthy();
  });

  test("a refused login shows the server's message", async ({ page }) => {
    const supabase = await fakeSupabase(page);
    supabase.on('POST', '/auth/v1/token', { status: 400, body: authErrors.invalidCredentials });
    await fillSignIn(page, 'admin@astrelle.app', 'wrong');
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an unauthenticated visitor is sent to the sign-in page, and back to the article asked for', async ({
    page,
  }) => {
    const supabase = await fakeSupabase(page);
    supabase.on('POST', '/auth/v1/token', {
      status: 200,
      body: sessionReply(Math.floor(Date.now() / 1000), { url: E2E_SUPABASE_URL }),
    });
    supabase.on('GET', '/rest/v1/user_profiles', profileReply('admin'));
    supabase.table('articles', [{ ...builtArticleRow }]);
    supabase.table('categories', [{ ...builtCategoryRow }]);
    const edit = `/admin/articles/${builtArticleRow.id}/edit`;
    await page.goto(edit);
    await expect(page).toHaveURL(`/admin/login?next=${encodeURIComponent(edit)}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('admin@astrelle.app');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(builtArticleRow.title);
    await expect(page).toHaveURL(edit);
  });

  for (const [label, role] of [
    ['without a profile', null],
    ['with the role user', 'user'],
  ] as const) {
    test(`a signed-in account ${label} sees Access Denied`, async ({ page }) => {
      const supabase = await fakeSupabase(page);
      supabase.on('GET', '/rest/v1/user_profiles', profileReply(role));
      await storeSession(page);
      await page.goto('/admin/articles');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    });
  }

  test('an admin waits on "Checking authentication..." until the profile arrives, then gets the dashboard', async ({
    page,
  }) => {
    const supabase = await fakeSupabase(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    supabase.on('GET', '/rest/v1/user_profiles', async () => {
      await held;
      return profileReply('admin');
    });
    await storeSession(page);
    const profileAsked = page.waitForRequest((request) => request.url().includes('/rest/v1/user_profiles'));
    await page.goto('/admin');
    await profileAsked;
    await expect(page.getByText('Checking authentication...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Checking authentication...')).toHaveCount(0);
  });
});

test.describe('articles', () => {
  test('create, edit, publish (the deploy hook with the bearer token) and delete', async ({ page }) => {
    test.setTimeout(60_000); // a whole editing session; ~17 s on a busy 2-core machine
    const { supabase, session } = await asAdmin(page);
    const articles = supabase.table('articles');
    supabase.table('categories', [{ ...builtCategoryRow }]);
    const deploys: (string | undefined)[] = [];
    await page.route('**/api/admin-deploy', async (route) => {
      deploys.push(route.request().headers().authorization);
      await route.fulfill({ status: 200, json: { requested: true } });
    });

    await page.goto('/admin/articles/new');
    await page.getByLabel('Title', { exact: true }).fill('Mercury Retrograde: What It Really Means!');
    await page
      .getByLabel('Body (Markdown; HTML allowed)')
      .fill('## Three weeks\n\nMercury **appears** to move backwards.\n\n<script>alert(1)</script>');
    await page.getByLabel('Category').selectOption({ label: builtCategoryRow.name });
    await page.getByLabel('Tags (comma-separated)').fill('mercury, retrograde');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}\/edit$/);
    const [created] = supabase.sent('POST', '/rest/v1/articles');
    expect(created!.json).toMatchObject({
      title: 'Mercury Retrograde: What It Really Means!',
      slug: 'mercury-retrograde-what-it-really-means',
      status: 'draft',
      published_at: null,
      category_id: builtCategoryRow.id,
      tags: ['mercury', 'retrograde'],
      content_markdown:
        '## Three weeks\n\nMercury **appears** to move backwards.\n\n<script>alert(1)</script>',
    });
    expect((created!.json as { content: string }).content).toContain('<strong>appears</strong>');
    expect((created!.json as { content: string }).content).not.toContain('<script');
    expect(created!.headers.authorization).toBe(`Bearer ${session.access_token}`);
    const id = articles[0]!.id as string;

    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
      'Mercury Retrograde: What It Really Means!',
    );
    await page.getByLabel('Title', { exact: true }).fill('Mercury retrograde, explained');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => supabase.sent('PATCH', '/rest/v1/articles').length).toBe(1);
    const [edited] = supabase.sent('PATCH', '/rest/v1/articles');
    expect(edited!.params.get('id')).toBe(`eq.${id}`);
    expect(edited!.json).toMatchObject({
      title: 'Mercury retrograde, explained',
      slug: 'mercury-retrograde-what-it-really-means',
      status: 'draft',
    });
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(() => deploys).toEqual([`Bearer ${session.access_token}`]);
    const published = supabase.sent('PATCH', '/rest/v1/articles')[1]!;
    expect(published.json).toMatchObject({ status: 'published', title: 'Mercury retrograde, explained' });
    expect(Date.parse((published.json as { published_at: string }).published_at)).not.toBeNaN();
    await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    const [removed] = supabase.sent('DELETE', '/rest/v1/articles');
    expect(removed!.params.get('id')).toBe(`eq.${id}`);
    expect(removed!.headers.prefer).toContain('return=representation');
    expect(articles).toEqual([]);
  });

  test("a slug another article took meanwhile (PostgREST 23505) gives the editor's slug message", async ({
    page,
  }) => {
    const { supabase } = await asAdmin(page);
    supabase.table('articles');
    supabase.on('POST', '/rest/v1/articles', { status: 409, body: postgrestErrors.slugTaken });
    await page.goto('/admin/articles/new');
    await page.getByLabel('Title', { exact: true }).fill('Venus in retrograde');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByText('Another article already uses this slug. Choose a different one.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/articles\/new$/);
    expect(supabase.sent('POST', '/rest/v1/articles')[0]!.json).toMatchObject({
      slug: 'venus-in-retrograde',
    });
  });
});

test('upload an image: Storage first, then its media library row; Copy URL copies its full public address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { supabase } = await asAdmin(page);
  const media = supabase.table('media');
  supabase.on('POST', /^\/storage\/v1\/object\/blog-images\//, (request) => ({
    status: 200,
    body: {
      Key: request.path.replace('/storage/v1/object/', ''),
      Id: 'c0ffee00-0000-4000-8000-000000000001',
    },
  }));
  await page.goto('/admin/media');
  await expect(page.getByText('No images yet.')).toBeVisible();
  await page
    .getByLabel('Images to upload')
    .setInputFiles({ name: 'moon.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'moon.png' }),
  ).toContainText('Uploaded');

  const [upload] = supabase.requests.filter(
    (request) => request.method === 'POST' && request.path.startsWith('/storage/'),
  );
  const name = /^\/storage\/v1\/object\/blog-images\/(moon-[a-z0-9]{12}\.png)$/.exec(upload!.path)?.[1];
  expect(name).toBeTruthy();
  expect(upload!.headers['x-upsert']).toBe('false');
  expect(upload!.text).toMatch(/name="cacheControl"\r\n\r\n3600/);
  const [row] = supabase.sent('POST', '/rest/v1/media');
  expect(row!.json).toMatchObject({
    bucket: 'blog-images',
    storage_path: name,
    url: `${E2E_SUPABASE_URL}/storage/v1/object/public/blog-images/${name}`,
    mime_type: 'image/png',
    size: PNG.length,
  });
  expect(media).toHaveLength(1);
  await expect(page.getByText(name!, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Copy URL of ${name}` }).click();
  const address = `${E2E_SUPABASE_URL}/storage/v1/object/public/blog-images/${name}`;
  await expect(page.locator('.toast').filter({ hasText: 'Address copied' })).toContainText(address);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // The article editor's toolbar puts it into a body with that same public address, at the cursor.
  await page.goto('/admin/articles/new');
  const body = page.getByLabel('Body (Markdown; HTML allowed)');
  await body.fill('Before. ');
  await page.getByRole('button', { name: 'Image from the media library' }).click();
  await page
    .getByRole('group', { name: 'Choose an image to insert' })
    .getByRole('button', { name: name! })
    .click();
  await expect(body).toHaveValue(`Before. ![](${address})`);
  await expect(page.getByTestId('article-preview').locator('img')).toHaveAttribute('src', address);
});

test.describe('compatibility tools', () => {
  async function openTool(page: Page, supabase: Fake) {
    supabase.table('compatibility_tools', toolRows());
    await page.goto('/admin/compatibility-tools');
    await page.getByRole('button', { name: 'Edit Birthday Compatibility' }).click();
  }

  // The editor's checks (an empty headline, a cover photo that is no image) and the export file are
  // the same screen on either backend (tests/unit/admin/preview-tools.test.tsx); the records'
  // requests are tests/unit/admin/supabase-adapter.test.ts's. Here one save, as PostgREST receives it.
  test('script payloads in the SEO content are stripped from the PATCH sent; the plain-text headline is kept as typed', async ({
    page,
  }) => {
    const { supabase } = await asAdmin(page);
    await openTool(page, supabase);
    await page.getByLabel('Headline', { exact: true }).fill('Safe <script>alert(1)</script>headline');
    await page
      .getByLabel('SEO content (HTML)')
      .fill(
        '<p onclick="alert(1)">Read <a href="javascript:alert(1)">this</a></p><script>alert(2)</script><img src=x onerror="alert(3)">',
      );
    await page.getByRole('button', { name: 'Save tool' }).click();
    await expect.poll(() => supabase.sent('PATCH', '/rest/v1/compatibility_tools').length).toBe(1);
    const sent = supabase.sent('PATCH', '/rest/v1/compatibility_tools')[0]!.json as {
      headline: string;
      seo_content: string;
      updated_at: string;
    };
    // A headline is plain text: kept as the editor typed it, and escaped wherever it is shown.
    expect(sent.headline).toBe('Safe <script>alert(1)</script>headline');
    expect(sent.seo_content).toContain('Read');
    expect(sent.seo_content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(Date.parse(sent.updated_at)).not.toBeNaN();
  });
});
