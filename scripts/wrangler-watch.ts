// Takes the cost out of `wrangler pages dev`'s idle file watching, for the test and bench servers.
//
// wrangler bundles functions/ into .wrangler/tmp/pages-*/functionsWorker-*.mjs (2.6 MB, with a
// 4.5 MB source map) and hands that file at once to an esbuild watcher. esbuild trusts a file's
// size and mtime only if the file was at least 3 s old when it read it; this one never is, so
// esbuild re-reads and compares all 7 MB several times a second for as long as the server runs
// (strace: 180 MB read in 3 s, ~13% of a core per idle server, four servers in the e2e run).
// Rewriting the bundle once, one newline longer and dated a minute back, makes esbuild rebuild
// once (the worker it serves does not change) and from then on compare dates: ~2% of a core.
import { appendFileSync, existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS_BUNDLE = /^functionsWorker-[\d.]+\.mjs$/;

/**
 * Settles every Functions bundle written since `sinceMs` under `projectRoot`/.wrangler/tmp.
 * Returns the bundles it rewrote (none when wrangler changes its layout: nothing breaks then,
 * the servers just stay busier).
 */
export function settleWranglerWatchers(projectRoot: string, sinceMs: number): string[] {
  const tmp = join(projectRoot, '.wrangler', 'tmp');
  if (!existsSync(tmp)) return [];
  const aMinuteAgo = new Date(Date.now() - 60_000);
  const settled: string[] = [];
  for (const dir of readdirSync(tmp)) {
    if (!dir.startsWith('pages-')) continue;
    try {
      for (const name of readdirSync(join(tmp, dir))) {
        const bundle = join(tmp, dir, name);
        if (!FUNCTIONS_BUNDLE.test(name) || statSync(bundle).mtimeMs < sinceMs) continue;
        appendFileSync(bundle, '\n');
        utimesSync(bundle, aMinuteAgo, aMinuteAgo);
        if (existsSync(`${bundle}.map`)) utimesSync(`${bundle}.map`, aMinuteAgo, aMinuteAgo);
        settled.push(bundle);
      }
    } catch {
      // A server that stopped meanwhile took its folder with it: nothing to settle there.
    }
  }
  return settled;
}

/** Waits until every health URL answers. */
export async function waitForHealthy(healthUrls: readonly string[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const url of healthUrls) {
    for (;;) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        /* not up, or swapping its worker in */
      }
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * For servers that already answer: settles the watchers of those started since `sinceMs`, then
 * gives esbuild its next scan (under 2 s) to rebuild before waiting for every health URL again.
 * Returns the bundles it settled.
 */
export async function settleWranglerServers(
  projectRoot: string,
  sinceMs: number,
  healthUrls: readonly string[],
): Promise<string[]> {
  const settled = settleWranglerWatchers(projectRoot, sinceMs);
  if (settled.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await waitForHealthy(healthUrls);
  }
  return settled;
}
