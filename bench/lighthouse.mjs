// Lighthouse on one page of every kind, against the built site served by scripts/serve.mjs on
// 127.0.0.1, side by side with two floors, in the same rounds:
//   - the page's same-content floor: the built page with every script, style, stylesheet link,
//     image and inline style taken out, served by the same server (bench/support/same-content-floor.mjs).
//     The default profile's targets are measured against it;
//   - the one-page floor: a one-page static Astro site the bench builds itself
//     (bench/support/floor-site.mjs), a reference line for what the host allows at best.
// Two profiles, both Lighthouse's mobile emulation with simulated slow 4G (docs/performance.md,
// "How to measure"):
//   default  Lighthouse's own: CPU 4× slower than this host;
//   cheap    a phone twice as slow: CPU 8× at a benchmark index of 2,850, scaled by the host's
//            index (a busy host is already slower, so it is slowed down less).
//   npm run build && npm run bench:lighthouse [-- --runs 3] [--only landing,offer] [--profile cheap]
// --only picks pages by label (comma-separated); --profile default|cheap (default both);
// --detail also prints, per page, the LCP element and Lighthouse's LCP breakdown;
// --tasks prints, per page, the long tasks after the first paint of its last run and what they do;
// --dist DIR serves another build folder (default dist); --compare DIR serves a second build too
// and measures its pages in the same rounds, the two builds taking turns to go first, for an A/B;
// --floor once measures the one-page floor `runs` times per profile instead of before every page run;
// --perf-only runs the performance category alone (quicker A/Bs; the other three columns show -).
// LH_DUMP=DIR writes each run's report JSON (and with --tasks its trace, for Chromium's DevTools).
// Columns: medians of the runs; "tasks" counts the long tasks (≥ 50 ms in Lighthouse's model)
// that start after the first contentful paint; "LCP/fl" is the page's LCP over the one-page
// floor's, "LCP/sc" over its same-content floor's and "TBT−sc" its TBT less that floor's, all
// measured in the same rounds (each page's row is followed by its same-content floor's, "bare");
// "bench" is Lighthouse's benchmarkIndex of the host during the page's runs and "cpu×" the
// slowdown used; "goal" names which target of docs/performance.md a row misses. The load average
// of the host is printed at the start and the end: above ~4 on this 2-core machine the timings mean little.
// A run that Lighthouse itself aborts (e.g. NO_NAVSTART on a busy machine) is repeated, up to twice.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { buildFloorSite } from './support/floor-site.mjs';
import { longTasksAfterFirstPaint } from './support/long-tasks.mjs';
import { pageKinds } from './support/page-kinds.mjs';
import { buildSameContentFloor } from './support/same-content-floor.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 3;
const only = option('--only')
  ?.split(',')
  .map((label) => label.trim().toLowerCase());
const detail = args.includes('--detail');
const showTasks = args.includes('--tasks');
const floorOnce = option('--floor') === 'once';
const perfOnly = args.includes('--perf-only');
/** Another build folder (e.g. a copy of a "before" build) to compare back to back. */
const dist = option('--dist') ?? 'dist';
const compareDist = option('--compare');
const port = Number(process.env.BENCH_PORT ?? 8790);

/** A phone twice as slow as Lighthouse's default: 8× on a host of this benchmark index. */
const CHEAP_PHONE = { multiplier: 8, atIndex: 2850 };
const PROFILES = {
  default: { label: 'default (CPU 4×)', cpu: () => throttling.mobileSlow4G.cpuSlowdownMultiplier },
  cheap: {
    label: `cheap phone (CPU ${CHEAP_PHONE.multiplier}× at index ${CHEAP_PHONE.atIndex}, scaled)`,
    // Below 1 on a host slower than the phone itself (a very busy one): Lantern then shrinks the
    // recorded tasks to what the phone would take.
    cpu: (index) =>
      Math.max(0.05, Math.round((CHEAP_PHONE.multiplier * index * 100) / CHEAP_PHONE.atIndex) / 100),
  },
};
const profiles = (option('--profile') ?? 'default,cheap').split(',').map((name) => name.trim());
for (const name of profiles) if (!PROFILES[name]) throw new Error(`unknown profile ${name}`);

/**
 * The speed targets of each profile (docs/performance.md#how-to-measure); returns what a page's row
 * misses. On the default profile a page is held to its own content: its same-content floor.
 */
const GOALS = {
  default: (row) =>
    [
      row.perf < 98 && 'perf < 98',
      ['a11y', 'best', 'seo'].some((key) => row[key] < 100) && 'a11y/best/seo < 100',
      row.tbt > row.contentTbt + 50 && 'TBT > bare + 50',
      row.lcpContentRatio > 1.15 && 'LCP > 1.15× bare',
    ].filter(Boolean),
  cheap: (row) =>
    [row.perf < 95 && 'perf < 95', row.tbt > 150 && 'TBT > 150', row.lcp > 1500 && 'LCP > 1.5 s'].filter(
      Boolean,
    ),
};

const pages = pageKinds(dist).filter(([label]) => !only || only.includes(label));

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

for (const folder of [dist, compareDist].filter(Boolean)) {
  if (!existsSync(`${folder}/index.html`)) {
    console.error(`No build in ${folder}/: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const floorDist = await buildFloorSite();
const contentDist = buildSameContentFloor(
  dist,
  pages.map(([, path]) => path),
);

/** The same server as `npm start` and the end-to-end tests: functions compiled once, nothing watched. */
function startServer(folder, serverPort) {
  return spawn('node', ['scripts/serve.mjs', folder, '--port', String(serverPort)], {
    env: { ...process.env, WRANGLER_LOG: 'error' },
    stdio: 'ignore',
    detached: true,
  });
}

/** Waits until the server answers its health check. */
async function waitForHealthy(url, timeoutMs = 180_000) {
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

// The site, the two floors and the build compared (if any), each on its own port of the bench's block.
const sites = [
  { name: 'site', folder: dist, port },
  { name: 'floor', folder: floorDist, port: port + 1 },
  { name: 'content', folder: contentDist, port: port + 2 },
  ...(compareDist ? [{ name: 'compare', folder: compareDist, port: port + 3 }] : []),
].map((site) => ({
  ...site,
  origin: `http://127.0.0.1:${site.port}`,
  server: startServer(site.folder, site.port),
}));
const origin = (name) => sites.find((site) => site.name === name).origin;

let chrome;
/** Stops Chromium and each server's whole process group (node, workerd: a workerd left behind would keep its port). */
async function stopAll() {
  await chrome?.kill();
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    for (const { server } of sites) {
      try {
        process.kill(-server.pid, signal);
      } catch {
        /* already gone */
      }
    }
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  rmSync(contentDist, { recursive: true, force: true });
}
// Interrupted (Ctrl-C, or a kill of this process): stop what it started, then end.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });

chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/** The host's benchmark index as Lighthouse last measured it: the cheap profile scales by it. */
let hostIndex = 0;

/** One Lighthouse run of `url` at `profile`; figures of the run, and its trace when asked. */
async function measure(url, profileName, dumpName, cpu = PROFILES[profileName].cpu(hostIndex)) {
  const config = {
    extends: 'lighthouse:default',
    settings: {
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
      ...(perfOnly ? { onlyCategories: ['performance'] } : {}),
    },
  };
  const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
  let result = await lighthouse(url, flags, config);
  for (let retry = 0; retry < 2 && result.lhr.runtimeError; retry += 1)
    result = await lighthouse(url, flags, config);
  const { categories, audits, environment } = result.lhr;
  if (environment.benchmarkIndex) hostIndex = environment.benchmarkIndex;
  if (process.env.LH_DUMP && dumpName) {
    writeFileSync(`${process.env.LH_DUMP}/${dumpName}.json`, JSON.stringify(result.lhr));
    if (showTasks && result.artifacts?.Trace)
      writeFileSync(`${process.env.LH_DUMP}/${dumpName}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  const fcp = audits['first-contentful-paint'].numericValue;
  const longTasks = audits['long-tasks']?.details?.debugData?.tasks ?? [];
  return {
    perf: categories.performance.score * 100,
    a11y: perfOnly ? '-' : categories.accessibility.score * 100,
    best: perfOnly ? '-' : categories['best-practices'].score * 100,
    seo: perfOnly ? '-' : categories.seo.score * 100,
    fcp,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    tasks: longTasks.filter((task) => task.startTime >= fcp).length,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    bytes: audits['total-byte-weight'].numericValue,
    benchmarkIndex: environment.benchmarkIndex,
    cpu,
    audits,
    trace: showTasks ? result.artifacts?.Trace : undefined,
  };
}

const COLUMNS = ['page'.padEnd(18), 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'tasks', 'CLS', 'KB'];

function summarise(samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    perf: pick('perf'),
    a11y: pick('a11y'),
    best: pick('best'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    tasks: pick('tasks'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    benchmarkIndex: pick('benchmarkIndex'),
    cpu: pick('cpu'),
  };
}

function printRow(label, row, extra) {
  console.log(
    [
      label.padEnd(18),
      row.perf,
      row.a11y,
      row.best,
      row.seo,
      Math.round(row.fcp),
      Math.round(row.lcp),
      Math.round(row.tbt),
      row.tasks,
      row.cls.toFixed(3),
      (row.bytes / 1024).toFixed(1),
      ...extra,
    ].join('\t'),
  );
}

async function printTasks(sample) {
  if (!sample.trace) return;
  const { tasks, total } = await longTasksAfterFirstPaint(sample.trace, sample.cpu);
  console.log(`    main thread after the first paint (last run): ${total}`);
  if (tasks.length === 0) console.log('    (no long task after the first paint in its last run)');
  for (const task of tasks)
    console.log(
      `    at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms: ${task.what}` +
        `${task.script ? ` | runs ${task.script}` : ''}${task.after ? ` | after ${task.after}` : ''}`,
    );
}

/** The host's load average now (1, 5 and 15 minutes): the timings mean little above ~4 on 2 cores. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

/** Prints a profile's rows of one page: the page (and the build compared), then its bare content. */
async function printPage(label, goal, { ours, theirs, content }, floorLcp) {
  const bare = summarise(content);
  const printed = [];
  for (const [name, samples] of [
    [label, ours],
    [`${label} (B)`, theirs],
  ]) {
    if (samples.length === 0) continue;
    const row = summarise(samples);
    row.lcpRatio = row.lcp / floorLcp;
    row.lcpContentRatio = row.lcp / bare.lcp;
    row.contentTbt = bare.tbt;
    printed.push(row);
    printRow(name, row, [
      row.lcpRatio.toFixed(2),
      row.lcpContentRatio.toFixed(2),
      Math.round(row.tbt - bare.tbt),
      Math.round(row.benchmarkIndex),
      row.cpu,
      goal(row).join(', ') || 'met',
    ]);
    if (detail) {
      const { element, phases } = lcpDetail(samples.at(-1).audits);
      console.log(
        `  LCP element (last run): ${element}\n  LCP breakdown: ${phases}\n  samples LCP ms: ${samples.map((sample) => Math.round(sample.lcp)).join(', ')}`,
      );
    }
    await printTasks(samples.at(-1));
  }
  printRow('  bare', bare, [
    (bare.lcp / floorLcp).toFixed(2),
    '1.00',
    0,
    Math.round(bare.benchmarkIndex),
    bare.cpu,
    '',
  ]);
  return printed;
}

try {
  await Promise.all(sites.map((site) => waitForHealthy(`${site.origin}/api/health`)));
  // A first run warms the servers and gives the host's benchmark index; it is not reported.
  await measure(`${origin('floor')}/`, 'default');
  console.log(
    `Lighthouse ${runs}× per page (mobile, simulated slow 4G), medians. Each page is measured in the same ` +
      `rounds as its same-content floor ("bare": the page without scripts, styles, images or inline styles) ` +
      `and the one-page floor (a static Astro page, ` +
      `${floorOnce ? `${runs} runs per profile` : 'run before every page run'}). Host load average at the start: ${load()}.`,
  );
  for (const profileName of profiles) {
    const goal = GOALS[profileName];
    console.log(`\n${PROFILES[profileName].label}\n`);
    console.log([...COLUMNS, 'LCP/fl', 'LCP/sc', 'TBT−sc', 'bench', 'cpu×', 'goal'].join('\t'));
    const allFloor = [];
    if (floorOnce)
      for (let run = 0; run < runs; run += 1)
        allFloor.push(await measure(`${origin('floor')}/`, profileName));
    const rows = [];
    for (const [label, path] of pages) {
      const floor = [];
      const samples = { ours: [], theirs: [], content: [] };
      for (let run = 0; run < runs; run += 1) {
        const dump = `${profileName}-${label.replace(/ /g, '-')}-${run + 1}`;
        // One slowdown for the whole round, so the floors and the pages of a round are comparable.
        const cpu = PROFILES[profileName].cpu(hostIndex);
        if (!floorOnce) floor.push(await measure(`${origin('floor')}/`, profileName, `${dump}-floor`, cpu));
        // The page, its bare content (and the build compared) take turns going first: whatever
        // the first load of a round leaves behind (a warmer disk cache, a busier CPU) falls on
        // each alike.
        const measureOne = (site, into, suffix) => async () =>
          samples[into].push(await measure(`${origin(site)}${path}`, profileName, `${dump}${suffix}`, cpu));
        const round = [
          measureOne('site', 'ours', ''),
          measureOne('content', 'content', '-bare'),
          ...(compareDist ? [measureOne('compare', 'theirs', '-compare')] : []),
        ];
        for (let turn = 0; turn < round.length; turn += 1) await round[(run + turn) % round.length]();
      }
      allFloor.push(...floor);
      const floorLcp = median((floorOnce ? allFloor : floor).map((sample) => sample.lcp));
      rows.push(...(await printPage(label, goal, samples, floorLcp)));
    }
    const floorRow = summarise(allFloor);
    printRow('one-page floor', floorRow, [
      '1.00',
      '',
      '',
      Math.round(floorRow.benchmarkIndex),
      floorRow.cpu,
      '',
    ]);
    const missing = rows.filter((row) => goal(row).length > 0).length;
    const indexes = rows.map((row) => Math.round(row.benchmarkIndex));
    console.log(
      `\n${rows.length - missing} of ${rows.length} rows meet the ${profileName} profile's goal ` +
        `(host index ${Math.min(...indexes)}–${Math.max(...indexes)}; load average now ${load()}).`,
    );
  }
} finally {
  await stopAll();
}
