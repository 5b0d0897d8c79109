import type { AiEnv } from '../ai/config';
import type { SupabaseServiceEnv } from '../supabase/server-client';
import type { ChatOptions } from '../ai/client';
import { readJsonBody } from '../http/body';
import type { FunctionHandler } from '../http/handler';
import { clientKey, rateLimiterFor, type RateLimit, type RateLimiter } from '../http/rate-limit';
import { errorReply, HttpError, jsonReply } from '../http/reply';
import { EMPTY_QUESTION_MESSAGES } from './messages';
import { getTarotReading, ProviderLimitError } from './reading-service';
import { tarotRequestSchema } from './request';
import { formatRemaining } from './usage';

/**
 * AI readings one client may ask for per hour, across both tools. The browser allows 3 per tool
 * per 12 hours; this server-side ceiling only stops direct calls from draining the key.
 */
export const TAROT_CLIENT_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

export const clientLimitMessage = (retryAfterMs: number) =>
  `Too many readings from your connection. Please wait ${formatRemaining(retryAfterMs)} and try again.`;

export interface TarotEndpointOptions {
  limiter?: RateLimiter;
  chatOptions?: ChatOptions;
}

/** The POST /api/tarot handler: validate, read (AI or library), answer JSON. */
export function createTarotEndpoint(
  options: TarotEndpointOptions = {},
): FunctionHandler<AiEnv & SupabaseServiceEnv> {
  return async ({ request, env }) => {
    const limiter = options.limiter ?? rateLimiterFor(env, 'tarot', TAROT_CLIENT_LIMIT);
    const body = await readJsonBody(request, tarotRequestSchema);
    const question = body.question.trim();
    if (!question) throw new HttpError(400, EMPTY_QUESTION_MESSAGES[body.mode]);
    let retryAfterMs = 0;
    try {
      const reply = await getTarotReading({ ...body, question }, env ?? {}, {
        allowProviderCall: async () => {
          const decision = await limiter.take(clientKey(request));
          retryAfterMs = decision.retryAfterMs;
          return decision.allowed;
        },
        ...(options.chatOptions ? { chatOptions: options.chatOptions } : {}),
      });
      return jsonReply(reply);
    } catch (error) {
      if (!(error instanceof ProviderLimitError)) throw error;
      return errorReply(429, clientLimitMessage(retryAfterMs), {
        'retry-after': String(Math.ceil(retryAfterMs / 1000)),
      });
    }
  };
}
