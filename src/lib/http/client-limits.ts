/**
 * The per-client limits of the functions a stranger may call for free (docs/security.md#rate-limits):
 * sign-ups, quiz leads, the chart image, the private calendar link and its feed, and every call
 * that shows a bearer secret or a staff session. One table, one check: past its limit a client
 * gets 429 with Retry-After and the wait in words, before the function does any work.
 */
import { clientKey, rateLimiterFor, type RateLimitEnv } from './rate-limit';
import type { RateLimit } from './rate-window';
import { HttpError } from './reply';

const MINUTE = 60_000;

export const CLIENT_LIMITS = {
  /** Newsletter sign-ups (each may send a confirmation message). */
  subscribe: { max: 5, windowMs: 10 * MINUTE },
  /** Quiz leads (each may send a confirmation message). */
  'quiz-lead': { max: 5, windowMs: 10 * MINUTE },
  /** Confirmation pages and their button, which try a token. */
  'email-confirm': { max: 30, windowMs: 10 * MINUTE },
  /** Shared charts' preview images: chat apps fetch one per link shared. */
  'chart-image': { max: 60, windowMs: MINUTE },
  /** New private calendar links. */
  'my-sky-link': { max: 10, windowMs: 60 * MINUTE },
  /** Calendar feeds: calendar services fetch many people's feeds from a few addresses. */
  'my-sky-feed': { max: 300, windowMs: 10 * MINUTE },
  /** Calls with a bearer secret or a staff session (the scheduler's, the admin's), right or wrong. */
  'bearer-token': { max: 300, windowMs: 5 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export type ClientLimitBucket = keyof typeof CLIENT_LIMITS;

/** "3 minutes", "1 hour 5 minutes": how long to wait, in words. */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0
    ? plural(hours, 'hour')
    : `${plural(hours, 'hour')} ${plural(minutes % 60, 'minute')}`;
}

export const tooManyMessage = (retryAfterMs: number) =>
  `Too many requests from your connection. Please wait ${waitInWords(retryAfterMs)} and try again.`;

/** Counts the call; throws HttpError 429 (Retry-After in seconds) when the client is past its limit. */
export async function limitClient(
  request: Request,
  env: RateLimitEnv | undefined,
  bucket: ClientLimitBucket,
): Promise<void> {
  const decision = await rateLimiterFor(env, bucket, CLIENT_LIMITS[bucket]).take(clientKey(request));
  if (decision.allowed) return;
  throw new HttpError(429, tooManyMessage(decision.retryAfterMs), {
    'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))),
  });
}
