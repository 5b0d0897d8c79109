import { z } from 'zod';
import { requireAdminCaller, type AdminCallerEnv } from '../admin/caller';
import { FUNCTION_ROLES } from '../admin/permissions';
import { readAiConfig, type AiEnv } from '../ai/config';
import { messageOf } from '../ai/errors';
import { readJsonBody } from '../http/body';
import type { FunctionHandler } from '../http/handler';
import { clientKey, rateLimiterFor, type RateLimit, type RateLimiter } from '../http/rate-limit';
import { errorReply } from '../http/reply';
import type { GenerationEvent } from './contract';
import { generateArticle, type GenerateDeps } from './generate';
import { validateGenerateArticleRequest } from './request';

export interface GeneratorEnv extends AiEnv, AdminCallerEnv {}

/**
 * Generations one client may start per hour (docs/decisions.md#server-side-limits-for-paid-calls). An admin drafting by hand stays far
 * below it; it only stops a leaked session or a script from draining the key.
 */
export const GENERATOR_CLIENT_LIMIT: RateLimit = { max: 20, windowMs: 60 * 60 * 1000 };

export const NOT_CONFIGURED_MESSAGE =
  'No AI provider is configured on the server. Set AI_API_KEY (and optionally AI_BASE_URL and AI_MODEL) in the hosting environment to use the article generator.';

export const clientLimitMessage = (retryAfterMs: number) =>
  `Too many generations from your connection. Please wait ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} min and try again.`;

export const NDJSON_HEADERS = {
  'content-type': 'application/x-ndjson; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export interface GeneratorEndpointOptions {
  limiter?: RateLimiter;
  /** Test seams passed on to generateArticle. */
  generateDeps?: Pick<GenerateDeps, 'fetch' | 'sleep' | 'timeoutMs'>;
  fetcher?: typeof fetch;
}

/**
 * POST /api/generate-article. Refusals before any work are JSON `{"error": …}` (400/401/403/413/
 * 415/429/503); a generation answers 200 with one GenerationEvent per line (NDJSON), ending with
 * a 'result' or an 'error' line.
 */
export function createGenerateArticleEndpoint(
  options: GeneratorEndpointOptions = {},
): FunctionHandler<GeneratorEnv> {
  return async ({ request, env: rawEnv }) => {
    const env = rawEnv ?? {};
    // Size and JSON syntax first, so an oversized body is refused before anything else is done.
    const body = await readJsonBody(request, z.unknown());
    await requireAdminCaller(env, request, 'generate articles', {
      roles: FUNCTION_ROLES.everythingElse,
      ...(options.fetcher ? { fetcher: options.fetcher } : {}),
    });
    const generation = validateGenerateArticleRequest(body);
    const ai = readAiConfig(env);
    if (!ai) return errorReply(503, NOT_CONFIGURED_MESSAGE);
    const limiter = options.limiter ?? rateLimiterFor(env, 'generate-article', GENERATOR_CLIENT_LIMIT);
    const decision = await limiter.take(clientKey(request));
    if (!decision.allowed) {
      return errorReply(429, clientLimitMessage(decision.retryAfterMs), {
        'retry-after': String(Math.ceil(decision.retryAfterMs / 1000)),
      });
    }

    const encoder = new TextEncoder();
    // Set when the browser stops reading (it navigated away or pressed "Stop waiting").
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: GenerationEvent) => {
          if (!cancelled) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        };
        try {
          const article = await generateArticle(generation, { ...options.generateDeps, ai, onEvent: send });
          send({ type: 'result', article });
        } catch (error) {
          send({ type: 'error', error: messageOf(error) });
        } finally {
          if (!cancelled) controller.close();
        }
      },
      cancel() {
        cancelled = true;
      },
    });
    return new Response(stream, { status: 200, headers: NDJSON_HEADERS });
  };
}
