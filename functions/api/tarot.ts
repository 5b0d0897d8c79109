import { handle, methodNotAllowed } from '@/lib/http/handler';
import { createTarotEndpoint } from '@/lib/tarot/endpoint';

/**
 * POST /api/tarot: one reading for the one-question or yes/no tool. Body
 * `{ mode, question, cardName, orientation }`; reply `{ mode, source: 'ai' | 'library', reading }`.
 */
export const onRequestPost = handle(createTarotEndpoint());

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
