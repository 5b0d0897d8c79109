// `npm test`: lint and format check, type check, unit tests, production build, page-weight budget, then end-to-end
// tests against the built site served by wrangler. Ends with one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { E2E_SUPABASE_ANON_KEY, E2E_SUPABASE_URL } from '../tests/e2e/support/supabase-project.ts';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', ASTRO_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, runEnv = env) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: runEnv });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds}s)`);
  if (!ok) failures.push(label);
  return ok;
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

rmSync('.reports', { recursive: true, force: true });
mkdirSync('.reports', { recursive: true });

run('lint', 'npm', ['run', '--silent', 'lint']);
run('astro check', 'npx', ['astro', 'check']);
run('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=.reports/vitest.json',
]);
countVitest();
// The admin's end-to-end tests run in its browser-only local preview (docs/decisions.md 2), which
// only a build with this flag contains; every public page is the same either way.
const built = run('production build', 'npx', ['astro', 'build'], {
  ...env,
  PUBLIC_ADMIN_LOCAL_PREVIEW: 'true',
});
if (built) run('page-weight budget', 'node', ['bench/page-weight.mjs', '--budget']);
// The admin's Supabase mode is also decided at build time, so its end-to-end tests
// (admin-supabase.spec.ts) get a second build for a made-up hosted project. A test-only preload
// answers that build's PostgREST reads (there is no network); it is run with this same Node
// (24, which strips the preload's types) rather than npx, so NODE_OPTIONS reaches only the build.
if (built) {
  rmSync('dist-supabase', { recursive: true, force: true });
  const preload = JSON.stringify(resolve('tests/e2e/support/supabase-build-fetch.ts'));
  run(
    'Supabase-mode build (dist-supabase)',
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', 'dist-supabase'],
    {
      ...env,
      PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
      PUBLIC_SUPABASE_ANON_KEY: E2E_SUPABASE_ANON_KEY,
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
    },
  );
}
if (built && existsSync('dist/index.html')) {
  if (ensureChromium()) {
    run('end-to-end tests', 'npx', ['playwright', 'test']);
    countPlaywright();
  } else {
    failures.push('end-to-end tests (no Chromium)');
  }
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length === 0 && failed === 0 ? 0 : 1);
