import { settleWranglerServers } from '../../scripts/wrangler-watch';
import { webServerHealthUrls } from '../../playwright.config';

/**
 * Runs once the web servers answer (Playwright starts them before global setup): settles each
 * wrangler's file watcher, which would otherwise keep a fair share of the two cores busy
 * re-reading the Functions bundle for the whole run (scripts/wrangler-watch.ts).
 */
export default async function globalSetup(): Promise<void> {
  const runStarted = Date.now() - process.uptime() * 1000;
  const settled = await settleWranglerServers(process.cwd(), runStarted, webServerHealthUrls);
  console.log(`Settled the file watchers of ${settled.length} wrangler servers.`);
}
