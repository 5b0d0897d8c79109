import { handle, methodNotAllowed } from '@/lib/http/handler';
import { createSpreadEndpoint } from '@/lib/tarot/spread/endpoint';

/**
 * POST /api/tarot-spread: the three-card spread. Body `{ question, layout, day }`; reply the
 * drawn cards with their reading, `source: 'ai' | 'library'` (docs/tarot.md).
 */
export const onRequestPost = handle(createSpreadEndpoint());

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
