import { handle, methodNotAllowed } from '@/lib/http/handler';
import { handleDailyRebuild, type DailyRebuildEnv } from '@/lib/site/daily-rebuild';

/** POST /api/daily-rebuild: the scheduler's rebuild at 00:00 UTC (docs/horoscopes.md#always-today). */
export const onRequestPost = handle<DailyRebuildEnv>(({ request, env }) => handleDailyRebuild(request, env));

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
