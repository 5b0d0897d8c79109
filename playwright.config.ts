import { existsSync } from 'node:fs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { freePortBlock } from './tests/e2e/support/free-ports';

/**
 * Ports: the local-preview build on E2E_PORT, the same build with a (fake) AI provider on
 * E2E_PORT + 1, that fake provider on E2E_PORT + 2, the Supabase-mode build on E2E_PORT + 3, and
 * the server tests/e2e/signups-restart.spec.ts stops and starts on E2E_PORT + 4.
 * Without E2E_PORT the run takes five free ports of its own, so it never meets `npm start` or
 * another run; the choice is written back to the environment, where the test workers (which
 * load this file again) and the specs read it.
 */
process.env.E2E_PORT ||= String(await freePortBlock());
const PORT = Number(process.env.E2E_PORT);
const SUPABASE_PORT = PORT + 3;
const SUPABASE_SPEC = /admin-supabase\.spec\.ts$/;
/**
 * `npm test` also builds dist-supabase/ (scripts/test.mjs). Without that build its server and
 * spec are left out, so the other specs still run from a plain `astro build`.
 */
const withSupabaseBuild = existsSync('dist-supabase/index.html');

/** Chromium comes from Debian (scripts/chromium.mjs); Playwright never downloads a browser here. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/**
 * Every test comes from 127.0.0.1, one client to the per-client limits (docs/security.md#rate-limits):
 * the test servers raise them a hundredfold, so a run never meets them; npm start keeps them as written.
 */
const LIMITS = '--var RATE_LIMIT_MULTIPLIER=100';

/** The servers the specs talk to: each serves a build with its functions compiled once (scripts/serve.mjs). */
const webServers: WebServer[] = [
  {
    // Its own local state, apart from `npm start`'s (.wrangler/state), which may be running.
    command: `node scripts/serve.mjs dist --port ${PORT} --persist-to .wrangler/state-e2e --var ADMIN_LOCAL_PREVIEW=true ${LIMITS}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
  // The AI generator's specs: a scriptable fake provider (tests/e2e/support/ai-server.ts)…
  {
    command: 'npx tsx tests/e2e/support/fake-provider-server.ts',
    url: `http://127.0.0.1:${PORT + 2}/__control/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
  },
  // …and the same build with a (dummy) provider key pointing at it.
  {
    command: `node scripts/serve.mjs dist --port ${PORT + 1} --persist-to .wrangler/state-ai --var ADMIN_LOCAL_PREVIEW=true --var AI_API_KEY=e2e-dummy-key --var AI_BASE_URL=http://127.0.0.1:${PORT + 2} ${LIMITS}`,
    url: `http://127.0.0.1:${PORT + 1}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
  ...(withSupabaseBuild ? [supabaseServer()] : []),
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test (to keep the failing ones) made the run ~25% slower on two
    // cores; a retried test records its retry instead (CI retries once; add --trace on locally).
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SUPABASE_SPEC,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    ...(withSupabaseBuild ? [supabaseProject()] : []),
  ],
  webServer: webServers,
});

/** The admin in Supabase mode: its own build, talking to a made-up project the spec fakes with page.route. */
function supabaseProject() {
  return {
    name: 'supabase',
    testMatch: SUPABASE_SPEC,
    // Each test opens the admin cold: the app, supabase-js and the session check. On two busy
    // cores that first screen has taken 8 s (trace of a flaky run), so waits get more room here.
    expect: { timeout: 20_000 },
    use: {
      ...devices['Desktop Chrome'],
      launchOptions: chromiumLaunchOptions,
      baseURL: `http://127.0.0.1:${SUPABASE_PORT}`,
    },
  };
}

function supabaseServer(): WebServer {
  return {
    command: `node scripts/serve.mjs dist-supabase --port ${SUPABASE_PORT} --persist-to .wrangler/state-supabase ${LIMITS}`,
    url: `http://127.0.0.1:${SUPABASE_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  };
}
