// Lighthouse on one page of every kind, against the built site served by scripts/serve.mjs on 127.0.0.1.
// Default mobile emulation with simulated slow 4G; three runs per page, the median reported.
//   npm run build && npm run bench:lighthouse [-- --runs 3] [--only landing,offer] [--detail]
// --only picks pages by label (comma-separated); --detail also prints, per page, the LCP element
// and Lighthouse's LCP breakdown (time to first byte, load delay, load time, render delay);
// --dist DIR serves another build folder (default dist). LH_DUMP=DIR writes each run's report JSON.
// "bench" is Lighthouse's benchmarkIndex of this machine during the page's runs (median): the
// machine is shared, so compare figures only between runs made close together at a similar index.
// A run that Lighthouse itself aborts (e.g. NO_NAVSTART on a busy machine) is repeated, up to twice.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only')
  ?.split(',')
  .map((label) => label.trim().toLowerCase());
const detail = args.includes('--detail');
/** Another build folder (e.g. a copy of a "before" build) to compare back to back. */
const dist = option('--dist') ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8790);
const origin = `http://127.0.0.1:${port}`;

/** The first built blog post, if the blog has one. */
function firstBlogPost() {
  const dir = `${dist}/blog/post`;
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((name) => name.endsWith('.html'));
  return file ? `/blog/post/${file.replace(/\.html$/, '')}` : null;
}

const pages = [
  ['landing', '/'],
  ['quiz', '/soulmate-quiz'],
  ['offer', '/landing-pw'],
  ['calculator', '/compatibility/Romantic-Compatibility-by-Birth-Date'],
  ['birth chart', '/birth-chart'],
  ['sky calendar', '/sky-calendar'],
  ['tarot', '/one-question-tarot'],
  ['fortune cookie', '/fortune-cookie'],
  ['legal', '/privacy-policy'],
  ['comparison', '/compare/astra'],
  ['sign pairings', '/compatibility/signs'],
  ['sign pair', '/compatibility/signs/taurus-and-scorpio'],
  ['tarot meanings', '/tarot-card-meanings'],
  ['tarot card', '/tarot-card-meanings/the-lovers'],
  ['famous charts', '/celebrities'],
  ['famous chart', '/celebrities/barack-obama'],
  ['horoscope', '/horoscope/leo'],
  ['blog home', '/blog'],
  ['blog post', firstBlogPost()],
].filter(([label, path]) => path && (!only || only.includes(label)));

/** The LCP element and the phases of its timing, from the insight audits of Lighthouse 13. */
function lcpDetail(audits) {
  const breakdown = audits['lcp-breakdown-insight'] ?? audits['largest-contentful-paint-element'];
  const items = breakdown?.details?.items ?? [];
  const node = items
    .flatMap((item) => [item, ...(item.items ?? [])])
    .find((item) => item.type === 'node' || item.node);
  const element = node?.node ?? node;
  const phases = items
    .flatMap((item) => item.items ?? [item])
    .filter((item) => item.subpart || item.phase || item.label)
    .map(
      (item) =>
        `${item.label ?? item.subpart ?? item.phase} ${Math.round(item.duration ?? item.timing ?? 0)} ms`,
    );
  return {
    element: element ? `${element.nodeLabel ?? ''} <${element.snippet ?? ''}>` : '(no element reported)',
    phases: phases.join(', '),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build in ${dist}/: run \`npm run build\` first.`);
  process.exit(1);
}

// The same server as `npm start` and the end-to-end tests: functions compiled once, nothing watched.
const server = spawn('node', ['scripts/serve.mjs', dist, '--port', String(port)], {
  env: { ...process.env, WRANGLER_LOG: 'error' },
  stdio: 'ignore',
  detached: true,
});

/** Waits until the server answers its health check. */
async function waitForHealthy(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

try {
  await waitForHealthy(`${origin}/api/health`);
  console.log(`Lighthouse ${runs}× per page (mobile, simulated slow 4G), medians:\n`);
  console.log(
    ['page'.padEnd(16), 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'KB', 'bench'].join('\t'),
  );
  for (const [label, path] of pages) {
    const samples = [];
    let lastAudits;
    for (let run = 0; run < runs; run += 1) {
      let result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      for (let retry = 0; retry < 2 && result.lhr.runtimeError; retry += 1) {
        result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
      }
      const { categories, audits } = result.lhr;
      lastAudits = audits;
      if (process.env.LH_DUMP)
        writeFileSync(
          `${process.env.LH_DUMP}/${label.replace(/ /g, '-')}-${run + 1}.json`,
          JSON.stringify(result.lhr),
        );
      samples.push({
        perf: categories.performance.score * 100,
        a11y: categories.accessibility.score * 100,
        best: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        bytes: audits['total-byte-weight'].numericValue,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      });
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    console.log(
      [
        label.padEnd(16),
        pick('perf'),
        pick('a11y'),
        pick('best'),
        pick('seo'),
        Math.round(pick('lcp')),
        Math.round(pick('tbt')),
        pick('cls').toFixed(3),
        (pick('bytes') / 1024).toFixed(1),
        Math.round(pick('benchmarkIndex')),
      ].join('\t'),
    );
    if (detail && lastAudits) {
      const { element, phases } = lcpDetail(lastAudits);
      console.log(
        `  LCP element (last run): ${element}\n  LCP breakdown: ${phases}\n  samples LCP ms: ${samples.map((sample) => Math.round(sample.lcp)).join(', ')}`,
      );
    }
  }
} finally {
  await chrome.kill();
  // The whole process group (node, workerd): a workerd left behind would keep the port.
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}
