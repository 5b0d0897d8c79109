import { chatCompletion, type ChatOptions } from '../ai/client';
import { readAiConfig, type AiEnv } from '../ai/config';
import { tryExtractJsonObject } from '../ai/json';
import { libraryOneQuestion, libraryYesNo } from './library-reading';
import { normalizeOneQuestion, normalizeYesNoReading, unparsedOneQuestion, unparsedYesNo } from './normalize';
import { TAROT_GENERATION, tarotPrompt } from './prompts';
import type { TarotRequest } from './request';
import type { TarotReply } from './types';

export interface ReadingDeps {
  /** Asked before each provider call; false ends the request with a limit error. */
  allowProviderCall?: () => Promise<boolean>;
  chatOptions?: ChatOptions;
}

export class ProviderLimitError extends Error {}

/**
 * A reading for a validated request. With a provider configured it asks the AI (the tokens and
 * temperature per tool in docs/constants.md#tarot) and reads its JSON; without one, or when the provider fails,
 * it answers from the meaning library, so the visitor always gets a real reading.
 */
export async function getTarotReading(
  request: TarotRequest,
  env: AiEnv,
  deps: ReadingDeps = {},
): Promise<TarotReply> {
  const { mode, cardName, orientation } = request;
  const config = readAiConfig(env);
  if (config) {
    if (deps.allowProviderCall && !(await deps.allowProviderCall())) throw new ProviderLimitError();
    try {
      const { content } = await chatCompletion(
        config,
        { prompt: tarotPrompt(mode, request.question, cardName, orientation), ...TAROT_GENERATION[mode] },
        deps.chatOptions,
      );
      const parsed = tryExtractJsonObject(content);
      if (mode === 'one-question') {
        const reading = parsed
          ? normalizeOneQuestion(parsed, cardName, orientation)
          : unparsedOneQuestion(content, cardName, orientation);
        return { mode, source: 'ai', reading };
      }
      const reading = parsed
        ? normalizeYesNoReading(parsed, cardName, orientation)
        : unparsedYesNo(content, cardName, orientation);
      return { mode, source: 'ai', reading };
    } catch (error) {
      console.warn(
        'Tarot reading fell back to the meaning library:',
        error instanceof Error ? error.message : error,
      );
    }
  }
  return mode === 'one-question'
    ? { mode, source: 'library', reading: libraryOneQuestion(cardName, orientation, request.question) }
    : { mode, source: 'library', reading: libraryYesNo(cardName, orientation, request.question) };
}
