import { handle, methodNotAllowed } from '@/lib/http/handler';
import { createGenerateArticleEndpoint } from '@/lib/generator/endpoint';

/**
 * POST /api/generate-article (admins only): body = GenerateArticleRequest; answers a stream of
 * GenerationEvents as NDJSON, or a JSON `{"error": …}` refusal before the work starts.
 */
export const onRequestPost = handle(createGenerateArticleEndpoint());

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
