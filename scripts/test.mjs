// `npm test`: lint and format check, type check, unit tests, the two production builds and the
// page-weight budget, then end-to-end tests against the built site. Ends with one plain summary line.
//
// Two chains run side by side, because each of their steps keeps only one core busy most of the
// time (the machine we measure on has two):
//   checks: lint → unit tests
//   builds: astro check → production build → page-weight budget → Supabase-mode build
// astro check shares the builds' chain because it writes the same generated types in .astro/ that
// a build does. The end-to-end tests start as soon as the builds are done; they use every core.
// A step's output is printed in one piece when it ends, so two steps never interleave their lines.
// The closing line counts every test the reports list, and every step that did not do its job
// (failed, could not start, left no report, ran no test, or never ran) as a failure of its own
// (scripts/test-summary.mjs). It runs beside `npm start`: the browser tests take free ports of
// their own (playwright.config.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import {
  closingLines,
  countPlaywright,
  countVitest,
  failedPlaywrightTests,
  failedVitestTests,
  readReport,
} from './test-summary.mjs';
import { E2E_SUPABASE_ANON_KEY, E2E_SUPABASE_URL } from '../tests/e2e/support/supabase-project.ts';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', ASTRO_TELEMETRY_DISABLED: '1' };
const suiteStarted = Date.now();
let passed = 0;
let failed = 0;
/** Each step that did not do its job, with why; each one is also counted in `failed`. */
const failedSteps = [];
/** Each failed test, named, so the end of the output says which (CI shows only the end). */
const failedTests = [];

/** A step that failed (or never ran) counts as one failure of its own. */
function stepFailed(label, why) {
  failed += 1;
  failedSteps.push(`${label} (${why})`);
}

/**
 * Runs one step; resolves with whether it exited 0. `live` streams its output (the last step,
 * which runs alone); otherwise it is buffered. A step that cannot start is reported as failed.
 */
function run(label, command, args, { runEnv = env, live = false } = {}) {
  console.log(`▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { env: runEnv, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    let startError = null;
    child.on('error', (error) => {
      startError = error;
      output.push(Buffer.from(`${label} could not start: ${error.message}\n`));
    });
    child.on('close', (code) => {
      const ok = code === 0 && !startError;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!live || startError) console.log(`\n── ${label} ──\n${Buffer.concat(output).toString().trimEnd()}`);
      console.log(`${ok ? '✔' : '✘'} ${label} (${seconds}s)`);
      done({ ok, why: startError ? 'could not start' : `exit ${code}` });
    });
  });
}

/** A step that is not a test run: its failure is one failure. */
async function step(label, command, args, options) {
  const { ok, why } = await run(label, command, args, options);
  if (!ok) stepFailed(label, why);
  return ok;
}

/** A test run: its report's tests are counted, and the step counts once more if it did not do its job. */
async function testStep(label, command, args, reportPath, count, listFailures, options) {
  rmSync(reportPath, { force: true });
  const { ok } = await run(label, command, args, options);
  const report = readReport(reportPath);
  const figures = count(report, ok);
  failedTests.push(...listFailures(report));
  passed += figures.passed;
  failed += figures.failed;
  if (figures.problem) failedSteps.push(`${label} (${figures.problem})`);
  else if (figures.failed > 0) failedSteps.push(`${label} (${figures.failed} failed)`);
}

async function checks() {
  await step('lint', 'npm', ['run', '--silent', 'lint']);
  await testStep(
    'unit tests',
    'npx',
    ['vitest', 'run', '--reporter=dot', '--reporter=json', '--outputFile=.reports/vitest.json'],
    '.reports/vitest.json',
    countVitest,
    failedVitestTests,
  );
}

/** Resolves to whether the production build (the one the end-to-end tests need) succeeded. */
async function builds() {
  await step('astro check', 'npx', ['astro', 'check']);
  // The admin's end-to-end tests run in its browser-only local preview (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production),
  // which only a build with this flag contains; every public page is the same either way.
  const built = await step('production build', 'npx', ['astro', 'build'], {
    runEnv: { ...env, PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' },
  });
  if (!built) return false;
  await step('page-weight budget', 'node', ['bench/page-weight.mjs', '--budget']);
  // The admin's Supabase mode is also decided at build time, so its end-to-end tests
  // (admin-supabase.spec.ts) get a second build for a made-up hosted project. A test-only preload
  // answers that build's PostgREST reads (there is no network); it is run with this same Node
  // (24, which strips the preload's types) rather than npx, so NODE_OPTIONS reaches only the build.
  rmSync('dist-supabase', { recursive: true, force: true });
  const preload = JSON.stringify(resolve('tests/e2e/support/supabase-build-fetch.ts'));
  await step(
    'Supabase-mode build (dist-supabase)',
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', 'dist-supabase'],
    {
      runEnv: {
        ...env,
        PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
        PUBLIC_SUPABASE_ANON_KEY: E2E_SUPABASE_ANON_KEY,
        NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
        // Only the admin's specs use this build; the first build's pages carry the critical CSS
        // the page-weight budget and the browser tests check (about a fifth of a build's time).
        ASTRELLE_CRITICAL_CSS: 'off',
      },
    },
  );
  return true;
}

rmSync('.reports', { recursive: true, force: true });
mkdirSync('.reports', { recursive: true });

const [built] = await Promise.all([builds(), checks()]);
if (!built || !existsSync('dist/index.html')) {
  stepFailed('end-to-end tests', 'did not run: the production build failed');
} else if (!ensureChromium()) {
  stepFailed('end-to-end tests', 'did not run: no Chromium');
} else {
  await testStep(
    'end-to-end tests',
    'npx',
    ['playwright', 'test'],
    '.reports/playwright.json',
    countPlaywright,
    failedPlaywrightTests,
    { live: true },
  );
}

const minutes = ((Date.now() - suiteStarted) / 60_000).toFixed(1);
console.log(`\n${closingLines({ passed, failed, failedSteps, failedTests, minutes }).join('\n')}`);
process.exit(failed === 0 ? 0 : 1);
