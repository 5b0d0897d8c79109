import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { chartImageReply } from '@/lib/chart-image/reply';
import { limitClient } from '@/lib/http/client-limits';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import type { RateLimitEnv } from '@/lib/http/rate-limit';

/**
 * GET /api/chart-image?<the birth chart's share parameters>: the shared chart's preview PNG
 * (docs/birth-chart.md#preview-image), from its one canonical address, per-client limited.
 */
export const onRequestGet = handle<RateLimitEnv>(async ({ request, env }) => {
  await limitClient(request, env, 'chart-image');
  return chartImageReply(new URL(request.url), resolveBirthCity);
});
/** Some link previewers ask with HEAD first: the same answer, which the runtime sends without its body. */
export const onRequestHead = onRequestGet;
export const onRequestPost = (): Response => methodNotAllowed(['GET']);
