import { bearer, postForStream } from '../http/api-client';
import type { GenerateArticleRequest, GeneratedArticle, GenerationEvent } from './contract';

/**
 * The browser side of POST /api/generate-article: sends the request, passes every streamed
 * GenerationEvent to onEvent as it arrives, and resolves with the article (or throws an Error
 * with the server's message: a JSON refusal, a streamed 'error' line, or a broken connection).
 */
export interface RequestGenerationOptions {
  /** The Supabase session's access token; omitted in the local preview. */
  accessToken?: string | null;
  onEvent: (event: GenerationEvent) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export const GENERATION_NETWORK_MESSAGE =
  'We could not reach the generator. Please check your connection and try again.';
export const GENERATION_CUT_MESSAGE =
  'The connection closed before the article was finished. Please try again.';

export async function requestGeneration(
  request: GenerateArticleRequest,
  options: RequestGenerationOptions,
): Promise<GeneratedArticle> {
  // Through the one API client (docs/admin.md#calls-to-the-functions): the network failure and a
  // JSON refusal are said the same way as every other call's.
  const response = await postForStream('/api/generate-article', request, 'application/x-ndjson', {
    signal: options.signal,
    headers: bearer(options.accessToken),
    networkMessage: GENERATION_NETWORK_MESSAGE,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  // Filled by handleLine as the lines arrive.
  const outcome: { article: GeneratedArticle | null; failure: string | null } = {
    article: null,
    failure: null,
  };
  const handleLine = (line: string) => {
    if (!line.trim()) return;
    let event: GenerationEvent;
    try {
      event = JSON.parse(line) as GenerationEvent;
    } catch {
      return;
    }
    options.onEvent(event);
    if (event.type === 'result') outcome.article = event.article;
    else if (event.type === 'error') outcome.failure = event.error;
  };

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let newline = buffered.indexOf('\n');
      while (newline !== -1) {
        handleLine(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf('\n');
      }
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(GENERATION_CUT_MESSAGE);
  }
  handleLine(buffered + decoder.decode());
  if (outcome.failure !== null) throw new Error(outcome.failure);
  if (outcome.article === null) throw new Error(GENERATION_CUT_MESSAGE);
  return outcome.article;
}
