import type { AiEnv } from '@/lib/ai/config';
import type { ChatOptions } from '@/lib/ai/client';
import { readJsonBody } from '@/lib/http/body';
import type { FunctionHandler } from '@/lib/http/handler';
import { clientKey, rateLimiterFor, type RateLimiter } from '@/lib/http/rate-limit';
import { HttpError, jsonReply } from '@/lib/http/reply';
import type { SupabaseServiceEnv } from '@/lib/supabase/server-client';
import { TAROT_CLIENT_LIMIT } from '@/lib/tarot/endpoint';
import { EMPTY_SPREAD_QUESTION } from './messages';
import { spreadDay } from './day';
import { spreadRequestSchema } from './request';
import { getSpreadReading } from './service';

export interface SpreadEndpointOptions {
  limiter?: RateLimiter;
  chatOptions?: ChatOptions;
  now?: () => number;
}

/**
 * The POST /api/tarot-spread handler: validate, draw and read. A client past the AI ceiling
 * (the one-card tools' limit, counted apart) still gets the full library reading.
 */
export function createSpreadEndpoint(
  options: SpreadEndpointOptions = {},
): FunctionHandler<AiEnv & SupabaseServiceEnv> {
  return async ({ request, env }) => {
    const limiter = options.limiter ?? rateLimiterFor(env, 'tarot-spread', TAROT_CLIENT_LIMIT);
    const body = await readJsonBody(request, spreadRequestSchema);
    const question = body.question.trim();
    if (!question) throw new HttpError(400, EMPTY_SPREAD_QUESTION);
    const day = spreadDay(body.day, (options.now ?? Date.now)());
    const reply = await getSpreadReading(question, body.layout, day, env ?? {}, {
      allowProviderCall: async () => (await limiter.take(clientKey(request))).allowed,
      ...(options.chatOptions ? { chatOptions: options.chatOptions } : {}),
    });
    return jsonReply(reply);
  };
}
