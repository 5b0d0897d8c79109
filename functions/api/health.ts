import { jsonReply } from '@/lib/http/reply';

/** GET /api/health: a cheap liveness probe for the CDN and the tests. */
export const onRequestGet = (): Response => jsonReply({ status: 'ok', service: 'astrelle-functions' });
