/**
 * The scheduler that keeps the horoscopes on today (docs/horoscopes.md#always-today): a small
 * Cloudflare Worker with a cron trigger at 00:00 UTC (scheduler/wrangler.toml) that asks the site
 * to rebuild through POST /api/daily-rebuild, with the scheduler's bearer secret. Deployed apart
 * from the site: `cd scheduler && npx wrangler deploy`, then `npx wrangler secret put
 * AUTOMATION_RUNNER_SECRET` (the same value the site's functions have).
 */
export interface SchedulerEnv {
  /** The site's address, e.g. https://astrelle.app. */
  SITE_URL: string;
  AUTOMATION_RUNNER_SECRET: string;
}

/** One rebuild request; a refusal is thrown, so the Worker's cron log shows the failure. */
export async function requestDailyRebuild(env: SchedulerEnv, fetcher: typeof fetch = fetch): Promise<void> {
  const reply = await fetcher(new URL('/api/daily-rebuild', env.SITE_URL), {
    method: 'POST',
    headers: { authorization: `Bearer ${env.AUTOMATION_RUNNER_SECRET}` },
  });
  if (!reply.ok) throw new Error(`The daily rebuild was refused: ${reply.status} ${await reply.text()}`);
}

export default {
  async scheduled(
    _controller: unknown,
    env: SchedulerEnv,
    context: { waitUntil(promise: Promise<unknown>): void },
  ): Promise<void> {
    context.waitUntil(requestDailyRebuild(env));
  },
};
