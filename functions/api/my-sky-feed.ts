import { openCalendarLink } from '@/lib/astrology/personal-sky/calendar-link';
import { feedReply, LINK_NOT_VALID, LINKS_NOT_SET_UP } from '@/lib/astrology/personal-sky/calendar-feed';
import { limitClient } from '@/lib/http/client-limits';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import type { RateLimitEnv } from '@/lib/http/rate-limit';
import { errorReply } from '@/lib/http/reply';
import type { SiteOriginEnv } from '@/lib/http/site-origin';
import { serverSecret, type ServerSecretEnv } from '@/lib/security/server-secret';

/**
 * GET /api/my-sky-feed?token=…: the private calendar link (docs/personal-sky.md#the-private-calendar-link),
 * fetched by calendar apps from anywhere: the year's major transits for the birth data the token
 * seals, from today. A token that does not open answers 404.
 */
export const onRequestGet = handle<RateLimitEnv & ServerSecretEnv & SiteOriginEnv>(
  async ({ request, env }) => {
    await limitClient(request, env, 'my-sky-feed');
    const secret = await serverSecret(env, 'calendar-link');
    if (!secret) return errorReply(503, LINKS_NOT_SET_UP);
    const link = await openCalendarLink(new URL(request.url).searchParams.get('token'), secret);
    if (!link) return errorReply(404, LINK_NOT_VALID);
    return feedReply(link, env);
  },
);

export const onRequestPost = (): Response => methodNotAllowed(['GET']);
