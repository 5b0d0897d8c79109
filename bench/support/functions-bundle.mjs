// The functions bundle as Cloudflare receives it (wrangler pages functions build), for the
// benches that weigh it or time its start-up (bench:places, bench:engine).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Builds the bundle into a temporary folder, hands its index.js to `use`, then removes it. */
export async function withFunctionsBundle(use) {
  const out = mkdtempSync(join(tmpdir(), 'functions-bundle-'));
  try {
    execFileSync('npx', ['wrangler', 'pages', 'functions', 'build', 'functions', '--outdir', out], {
      stdio: 'ignore',
    });
    return await use(join(out, 'index.js'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Source for `node --input-type=module -e` that imports the bundle once and prints
 * [cpuMs, wallMs]. A Worker has `self` (some UMD dependencies, e.g. indefinite, read it at
 * load); Node has not, so the probe provides it before importing.
 */
export function startupProbe(bundleFile) {
  const url = JSON.stringify(pathToFileURL(bundleFile).href);
  return [
    'globalThis.self ??= globalThis;',
    'const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };',
    'const c = cpu(), w = performance.now();',
    `await import(${url});`,
    'console.log(JSON.stringify([cpu() - c, performance.now() - w]));',
  ].join('\n');
}

/** CPU and wall time of evaluating the bundle in `samples` fresh Node processes, sorted. */
export function measureStartup(bundleFile, samples = 5) {
  const runs = [];
  for (let i = 0; i < samples; i += 1) {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', startupProbe(bundleFile)], {
      encoding: 'utf8',
    });
    runs.push(JSON.parse(output.trim().split('\n').pop()));
  }
  return {
    cpu: runs.map(([value]) => value).sort((a, b) => a - b),
    wall: runs.map(([, value]) => value).sort((a, b) => a - b),
  };
}
