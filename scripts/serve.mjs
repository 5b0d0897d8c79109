// Serves a built site with its functions on 127.0.0.1, with nothing watched.
//
//   node scripts/serve.mjs DIST_DIR --port N [--persist-to DIR] [--var KEY=VALUE ...]
//
// `wrangler pages dev` bundles functions/ on start and keeps an esbuild watcher on that 2.6 MB
// bundle for as long as it runs, re-reading it several times a second (an idle server used
// 4–13% of a core). Here the functions are compiled once, as Pages compiles them on deploy
// (`wrangler pages functions build`), and run by wrangler's programmatic API with watching off,
// over the built files as static assets with the rules Pages applies (_headers, _redirects,
// extension-less HTML, the nearest 404.html). An idle server then costs about 0.1% of a core
// (docs/local-runtime.md). DIST_DIR itself is never touched: what is deployed stays exactly what
// `astro build` made. The runtime listens on a private loopback port behind a small front
// (scripts/body-front.mjs) that receives every request body whole and answers one over the
// functions' limit with their 413, on every path, so no oversized body ever reaches workerd.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startBodyFront } from './body-front.mjs';
import bodyLimit from '../src/lib/http/body-limit.json' with { type: 'json' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    var: { type: 'string', multiple: true, default: [] },
  },
});
const [distArg] = positionals;
if (!distArg || !values.port) {
  console.error('usage: node scripts/serve.mjs DIST_DIR --port N [--persist-to DIR] [--var KEY=VALUE ...]');
  process.exit(2);
}

// Quiet and offline: no telemetry, no fetch of Cloudflare's sample `request.cf` (there is no
// network here; each start would print a stack trace), wrangler's own chatter at warnings only.
process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_LOG ??= 'warn';

const port = Number(values.port);
// wrangler's API does not fail on a port that is taken: it waits, and the caller would only see a
// server that never answers. Say so at once instead.
await new Promise((portFree) => {
  const probe = createServer()
    .once('error', () => {
      console.error(`Port ${port} on 127.0.0.1 is in use: stop the server holding it, or pick another port.`);
      process.exit(1);
    })
    .listen(port, '127.0.0.1', () => probe.close(portFree));
});
// The runtime listens on a free loopback port of its own, behind the front (scripts/body-front.mjs).
const runtimePort = await new Promise((found, failed) => {
  const probe = createServer()
    .once('error', failed)
    .listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => found(free));
    });
});
const workDir = resolve('.wrangler', 'serve', String(port));
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });

// One compile, the same one Pages runs on deploy (routes, middleware, the ASSETS fall-through).
const routesFile = join(workDir, '_routes.json');
const built = spawnSync(
  'npx',
  [
    'wrangler',
    'pages',
    'functions',
    'build',
    'functions',
    '--outdir',
    join(workDir, 'worker'),
    '--output-routes-path',
    routesFile,
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (built.status !== 0) process.exit(built.status ?? 1);
// The addresses Pages hands to the functions before the static files (its _routes.json): /api/*
// and the pages that show today's edition (docs/horoscopes.md#always-today).
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
const workerFirst = [...routes.include, ...routes.exclude.map((path) => `!${path}`)];

// Local secrets (.dev.vars, docs/configuration.md) are read by wrangler next to its configuration file.
if (existsSync('.dev.vars')) copyFileSync('.dev.vars', join(workDir, '.dev.vars'));

const compatibilityDate = /compatibility_date\s*=\s*"([\d-]+)"/.exec(
  readFileSync('wrangler.toml', 'utf8'),
)?.[1];
const vars = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
// The address the functions write into links (e-mails, calendar feeds, preview images): this
// server's own, so a confirmation link in the outbox opens here (src/lib/http/site-origin.ts).
vars.SITE_URL ??= `http://127.0.0.1:${port}`;
const config = join(workDir, 'wrangler.json');
writeFileSync(
  config,
  JSON.stringify(
    {
      name: 'astrelle-local',
      main: join(workDir, 'worker', 'index.js'),
      compatibility_date: compatibilityDate,
      // Already compiled above: wrangler only loads the modules.
      no_bundle: true,
      rules: [{ type: 'ESModule', globs: ['**/*.js'] }],
      // Pages' defaults for a static build: /page serves page.html, unknown paths the nearest 404.html.
      assets: {
        directory: resolve(distArg),
        binding: 'ASSETS',
        html_handling: 'auto-trailing-slash',
        not_found_handling: '404-page',
        // As Pages' _routes.json for functions/: /api/* always reaches the functions (a form's
        // POST navigation would otherwise be answered by the static files, with a 405).
        run_worker_first: workerFirst,
      },
      vars,
      // The embedded store (docs/signups.md): newsletter sign-ups and quiz leads kept in a SQLite
      // database on disk under --persist-to, so they survive a restart. Supabase, when its
      // variables are set, takes precedence in the functions.
      d1_databases: [
        { binding: 'EMBEDDED_DB', database_name: 'astrelle-embedded', database_id: 'astrelle-embedded' },
      ],
    },
    null,
    2,
  ),
);

const { unstable_startWorker } = await import('wrangler');
const worker = await unstable_startWorker({
  config,
  dev: {
    watch: false,
    inspector: false,
    server: { hostname: '127.0.0.1', port: runtimePort },
    persist: resolve(values['persist-to']),
  },
});
await worker.ready;
const front = await startBodyFront({
  port,
  target: `http://127.0.0.1:${runtimePort}`,
  maxBytes: bodyLimit.maxBodyBytes,
});
console.log(`Serving ${distArg} and functions/ at http://127.0.0.1:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    front.close();
    void worker.dispose().finally(() => process.exit(0));
  });
}
