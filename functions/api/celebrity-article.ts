import { celebrityArticleResponse, type CelebrityEnv } from '@/lib/celebrity/endpoints';
import { handle, methodNotAllowed } from '@/lib/http/handler';

/**
 * POST /api/celebrity-article {"id", "source"?: "auto" | "library"}: a birth-chart article draft
 * for a dataset celebrity, from the AI provider when configured (rate limited), else the library.
 */
export const onRequestPost = handle<CelebrityEnv>(({ env, request }) =>
  celebrityArticleResponse(env, request),
);

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
