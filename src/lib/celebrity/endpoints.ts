/**
 * The two admin-only celebrity functions: the chart (engine runs on the server, like every
 * other chart of the site) and the article draft (AI when configured, the library otherwise).
 */
import { z } from 'zod';
import { readAiConfig, type AiEnv, type ChatOptions } from '../ai';
import { requireAdminCaller, type AdminCallerEnv } from '../admin/caller';
import { readJsonBody } from '../http/body';
import { clientKey, rateLimiterFor, type RateLimit } from '../http/rate-limit';
import { errorReply, HttpError, jsonReply } from '../http/reply';
import { generateAiArticle } from './ai-article';
import type { CelebrityArticleReply, CelebrityChartReply } from './api-types';
import { computeCelebrityChart } from './chart';
import { findCelebrity, type Celebrity } from './dataset';
import { buildLibraryArticle } from './library-article';

export type CelebrityEnv = AdminCallerEnv & AiEnv;

/** docs/decisions.md#server-side-limits-for-paid-calls: AI article drafts per client address. */
export const CELEBRITY_AI_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

const idSchema = z.string().trim().min(1, 'Choose a celebrity.').max(80, 'That celebrity id is too long.');
const chartBodySchema = z.object({ id: idSchema });
const articleBodySchema = z.object({ id: idSchema, source: z.enum(['auto', 'library']).default('auto') });

function celebrityOr404(id: string): Celebrity {
  const celebrity = findCelebrity(id);
  if (!celebrity) throw new HttpError(404, 'That celebrity is not in the dataset.');
  return celebrity;
}

/** Seams for tests: the provider call options and the fetch used to check a Supabase session. */
export interface CelebrityDeps {
  chat?: ChatOptions;
  fetcher?: typeof fetch;
}

export async function celebrityChartResponse(
  env: CelebrityEnv,
  request: Request,
  deps: CelebrityDeps = {},
): Promise<Response> {
  // The body is read first (size-limited, cheap) so oversized requests get 413 whoever sends them.
  const { id } = await readJsonBody(request, chartBodySchema);
  await requireAdminCaller(
    env,
    request,
    'compute celebrity charts',
    deps.fetcher ? { fetcher: deps.fetcher } : {},
  );
  const celebrity = celebrityOr404(id);
  const chart = computeCelebrityChart(celebrity);
  const reply: CelebrityChartReply = {
    id: celebrity.id,
    name: celebrity.name,
    source: celebrity.source,
    rodden: celebrity.rodden,
    chart,
  };
  return jsonReply(reply);
}

export async function celebrityArticleResponse(
  env: CelebrityEnv,
  request: Request,
  deps: CelebrityDeps = {},
): Promise<Response> {
  const { id, source } = await readJsonBody(request, articleBodySchema);
  await requireAdminCaller(
    env,
    request,
    'write celebrity chart articles',
    deps.fetcher ? { fetcher: deps.fetcher } : {},
  );
  const celebrity = celebrityOr404(id);
  const chart = computeCelebrityChart(celebrity);
  const ai = source === 'auto' ? readAiConfig(env) : null;
  if (!ai) return jsonReply({ draft: buildLibraryArticle(celebrity, chart) } satisfies CelebrityArticleReply);

  const limiter = rateLimiterFor(env, 'celebrity-article', CELEBRITY_AI_LIMIT);
  const decision = await limiter.take(clientKey(request));
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    return errorReply(
      429,
      `Limit reached: ${CELEBRITY_AI_LIMIT.max} AI drafts per hour. Try again in ${minutes} min, or write the draft from the interpretation library.`,
      {
        'retry-after': String(Math.ceil(decision.retryAfterMs / 1000)),
      },
    );
  }
  try {
    return jsonReply({
      draft: await generateAiArticle(ai, celebrity, chart, deps.chat),
    } satisfies CelebrityArticleReply);
  } catch (error) {
    // The generator's or provider's message as it is (docs/constants.md#ai-provider): the screen shows it and offers the library instead.
    return errorReply(502, error instanceof Error ? error.message : 'Failed to generate the article.');
  }
}
