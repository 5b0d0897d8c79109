import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openAdminAs } from './support/admin';
import { openQuizAt } from './support/quiz';

/**
 * Every e-mail kept on the embedded default (docs/signups.md): on a local server with no Supabase,
 * a visitor's walk from the quiz to the offer and a newsletter sign-up are kept in the embedded
 * store on disk, and after the server is stopped and started again the admin's local preview
 * still lists both. The server is this spec's own (E2E_PORT + 4, its own --persist-to folder), so
 * stopping it disturbs no other test.
 */
const PORT = Number(process.env.E2E_PORT ?? 8788) + 4;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PORTRAIT_STEP = 23;

let folder: string;
let server: ChildProcess | undefined;

async function startServer(): Promise<void> {
  server = spawn(
    'node',
    [
      'scripts/serve.mjs',
      'dist',
      '--port',
      String(PORT),
      '--persist-to',
      folder,
      '--var',
      'ADMIN_LOCAL_PREVIEW=true',
    ],
    { detached: true, stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/api/health`).then(
          (reply) => reply.ok,
          () => false,
        ),
      // As long as playwright.config.ts gives its own servers: compiling the functions takes over
      // a minute on a loaded 2-core machine.
      { timeout: 120_000 },
    )
    .toBe(true);
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running?.pid || running.exitCode !== null) return;
  const exited = new Promise((done) => running.once('exit', done));
  process.kill(-running.pid, 'SIGTERM');
  await exited;
}

async function keptCard(page: Page) {
  await openAdminAs(page, '/admin/email-marketing', undefined, ORIGIN);
  return page.getByTestId('kept-on-server');
}

test.describe.configure({ mode: 'serial', timeout: 360_000 });

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'astrelle-restart-'));
});
test.afterAll(async () => {
  await stopServer();
  rmSync(folder, { recursive: true, force: true });
});

test('the quiz lead and the newsletter sign-up survive a server restart', async ({ page }) => {
  await startServer();

  // The quiz, from its e-mail step to the offer.
  await openQuizAt(
    page,
    PORTRAIT_STEP,
    { gender: 'female', interest: 'male', keyQuality: 'Loyalty' },
    ORIGIN,
  );
  const modal = page.getByRole('dialog', { name: 'See your soulmate now!' });
  await modal.getByLabel('Your e-mail address').fill('restart.seeker@astrelle.app');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[data-lead="stored"]')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/landing-pw`, { timeout: 15_000 });

  // The footer's newsletter form, as a plain form post.
  await page.goto(`${ORIGIN}/help-center`);
  await page.locator('footer').getByLabel('E-mail address').fill('restart.reader@astrelle.app');
  await page.locator('footer').getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/#newsletter-received$/);

  await stopServer();
  await startServer();

  const card = await keptCard(page);
  // The restarted server's first answer can take a while on a loaded machine; a read error fails here.
  const leads = card.getByRole('table', { name: 'Quiz leads' });
  await expect(leads.or(card.getByRole('alert'))).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(leads).toContainText('restart.seeker@astrelle.app');
  await expect(card.getByRole('table', { name: 'Newsletter sign-ups' })).toContainText(
    'restart.reader@astrelle.app',
  );
  // The lead kept its answers.
  await card.getByText('answers').first().click();
  await expect(card.getByRole('table', { name: 'Quiz leads' })).toContainText('Loyalty');

  // Both wait for their confirmation; the outbox holds the messages that ask for it.
  await expect(card.getByRole('table', { name: 'Newsletter sign-ups' })).toContainText(/pending/i);
  const outbox = card.getByTestId('outbox');
  const message = outbox.getByRole('listitem').filter({ hasText: 'To restart.reader@astrelle.app' });
  await message.getByText(/^Please confirm your sign-up/).click();
  const confirmLink = message.getByRole('link', { name: /\/api\/email-confirm\?token=/ });
  await confirmLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your address is confirmed' })).toBeVisible();
  const again = await keptCard(page);
  await expect(
    again.getByRole('table', { name: 'Newsletter sign-ups' }).getByRole('row', { name: /restart\.reader/ }),
  ).toContainText(/Subscribed/i);
});
