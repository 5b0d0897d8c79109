import { settleWranglerWatchers, waitForHealthy } from '../../scripts/wrangler-watch';
import { webServerHealthUrls } from '../../playwright.config';

/**
 * Runs once the web servers answer (Playwright starts them before global setup): settles each
 * wrangler's file watcher, which would otherwise keep a fair share of the two cores busy
 * re-reading the Functions bundle for the whole run (scripts/wrangler-watch.ts).
 */
export default async function globalSetup(): Promise<void> {
  const runStarted = Date.now() - process.uptime() * 1000;
  const settled = settleWranglerWatchers(process.cwd(), runStarted);
  console.log(`Settled the file watchers of ${settled.length} wrangler servers.`);
  if (settled.length === 0) return;
  // esbuild sees the change on its next scan (under 2 s) and rebuilds; let that settle before the first test.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await waitForHealthy(webServerHealthUrls);
}
