// Lighthouse on one page of every kind, against the built site served by wrangler on 127.0.0.1.
// Default mobile emulation with simulated slow 4G; three runs per page, the median reported.
//   npm run build && npm run bench:lighthouse [-- --runs 3]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const port = Number(process.env.BENCH_PORT ?? 8790);
const origin = `http://127.0.0.1:${port}`;

/** The first built blog post, if the blog has one. */
function firstBlogPost() {
  const dir = 'dist/blog/post';
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((name) => name.endsWith('.html'));
  return file ? `/blog/post/${file.replace(/\.html$/, '')}` : null;
}

const pages = [
  ['landing', '/'],
  ['quiz', '/soulmate-quiz'],
  ['offer', '/landing-pw'],
  ['calculator', '/compatibility/Romantic-Compatibility-by-Birth-Date'],
  ['tarot', '/one-question-tarot'],
  ['fortune cookie', '/fortune-cookie'],
  ['legal', '/privacy-policy'],
  ['comparison', '/compare/astra'],
  ['blog home', '/blog'],
  ['blog post', firstBlogPost()],
].filter(([, path]) => path);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('wrangler did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('npx', ['wrangler', 'pages', 'dev', 'dist', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'error'], {
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  stdio: 'ignore',
  detached: true,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

try {
  await waitForServer();
  console.log(`Lighthouse ${runs}× per page (mobile, simulated slow 4G), medians:\n`);
  console.log(['page'.padEnd(16), 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'KB'].join('\t'));
  for (const [label, path] of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      samples.push({
        perf: categories.performance.score * 100,
        a11y: categories.accessibility.score * 100,
        best: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        bytes: audits['total-byte-weight'].numericValue,
      });
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    console.log(
      [label.padEnd(16), pick('perf'), pick('a11y'), pick('best'), pick('seo'), Math.round(pick('lcp')), Math.round(pick('tbt')), pick('cls').toFixed(3), (pick('bytes') / 1024).toFixed(1)].join('\t'),
    );
  }
} finally {
  await chrome.kill();
  process.kill(-server.pid, 'SIGTERM');
}
