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
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { E2E_SUPABASE_ANON_KEY, E2E_SUPABASE_URL } from '../tests/e2e/support/supabase-project.ts';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', ASTRO_TELEMETRY_DISABLED: '1' };
const suiteStarted = Date.now();
let passed = 0;
let failed = 0;
const failures = [];

/** Runs one step. `live` streams its output (the last step, which runs alone); otherwise it is buffered. */
function run(label, command, args, { runEnv = env, live = false } = {}) {
  console.log(`▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { env: runEnv, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!live) console.log(`\n── ${label} ──\n${Buffer.concat(output).toString().trimEnd()}`);
      console.log(`${ok ? '✔' : '✘'} ${label} (${seconds}s)`);
      if (!ok) failures.push(label);
      done(ok);
    });
  });
}

function countVitest() {
  try {
    const report = JSON.parse(readFileSync('.reports/vitest.json', 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    failed += 1;
  }
}

function countPlaywright() {
  try {
    const report = JSON.parse(readFileSync('.reports/playwright.json', 'utf8'));
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  } catch {
    failed += 1;
  }
}

async function checks() {
  await run('lint', 'npm', ['run', '--silent', 'lint']);
  await run('unit tests', 'npx', [
    'vitest',
    'run',
    '--reporter=dot',
    '--reporter=json',
    '--outputFile=.reports/vitest.json',
  ]);
  countVitest();
}

/** Resolves to whether the production build (the one the end-to-end tests need) succeeded. */
async function builds() {
  await run('astro check', 'npx', ['astro', 'check']);
  // The admin's end-to-end tests run in its browser-only local preview (docs/decisions.md 2),
  // which only a build with this flag contains; every public page is the same either way.
  const built = await run('production build', 'npx', ['astro', 'build'], {
    runEnv: { ...env, PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' },
  });
  if (!built) return false;
  await run('page-weight budget', 'node', ['bench/page-weight.mjs', '--budget']);
  // The admin's Supabase mode is also decided at build time, so its end-to-end tests
  // (admin-supabase.spec.ts) get a second build for a made-up hosted project. A test-only preload
  // answers that build's PostgREST reads (there is no network); it is run with this same Node
  // (24, which strips the preload's types) rather than npx, so NODE_OPTIONS reaches only the build.
  rmSync('dist-supabase', { recursive: true, force: true });
  const preload = JSON.stringify(resolve('tests/e2e/support/supabase-build-fetch.ts'));
  await run(
    'Supabase-mode build (dist-supabase)',
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', 'dist-supabase'],
    {
      runEnv: {
        ...env,
        PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
        PUBLIC_SUPABASE_ANON_KEY: E2E_SUPABASE_ANON_KEY,
        NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
      },
    },
  );
  return true;
}

rmSync('.reports', { recursive: true, force: true });
mkdirSync('.reports', { recursive: true });

const [built] = await Promise.all([builds(), checks()]);
if (built && existsSync('dist/index.html')) {
  if (ensureChromium()) {
    await run('end-to-end tests', 'npx', ['playwright', 'test'], { live: true });
    countPlaywright();
  } else {
    failures.push('end-to-end tests (no Chromium)');
  }
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
const minutes = ((Date.now() - suiteStarted) / 60_000).toFixed(1);
console.log(`\ntests: ${passed} passed, ${failed} failed (${minutes} min)`);
process.exit(failures.length === 0 && failed === 0 ? 0 : 1);
