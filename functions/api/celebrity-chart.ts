import { celebrityChartResponse, type CelebrityEnv } from '@/lib/celebrity/endpoints';
import { handle, methodNotAllowed } from '@/lib/http/handler';

/** POST /api/celebrity-chart {"id"}: a dataset celebrity's natal chart and wheel (admins only). */
export const onRequestPost = handle<CelebrityEnv>(({ env, request }) => celebrityChartResponse(env, request));

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
