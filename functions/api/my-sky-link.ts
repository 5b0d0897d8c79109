import { sealCalendarLink } from '@/lib/astrology/personal-sky/calendar-link';
import { feedPath, LINKS_NOT_SET_UP } from '@/lib/astrology/personal-sky/calendar-feed';
import { singlePersonRequestSchema } from '@/lib/astrology/request-schema';
import { readJsonBody } from '@/lib/http/body';
import { limitClient } from '@/lib/http/client-limits';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import type { RateLimitEnv } from '@/lib/http/rate-limit';
import { errorReply, jsonReply } from '@/lib/http/reply';
import { serverSecret, type ServerSecretEnv } from '@/lib/security/server-secret';

/**
 * POST /api/my-sky-link {"person"}: a private calendar link for the saved chart
 * (docs/personal-sky.md#the-private-calendar-link): the birth data sealed with the server's key,
 * no name. Answers the feed's path; nothing is stored.
 */
export const onRequestPost = handle<RateLimitEnv & ServerSecretEnv>(async ({ request, env }) => {
  await limitClient(request, env, 'my-sky-link');
  const { person } = await readJsonBody(request, singlePersonRequestSchema);
  const secret = await serverSecret(env, 'calendar-link');
  if (!secret) return errorReply(503, LINKS_NOT_SET_UP);
  return jsonReply({ path: feedPath(await sealCalendarLink(person, secret)) });
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
