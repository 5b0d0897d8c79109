import { z } from 'zod';
import { chatCompletion, type ChatOptions } from '@/lib/ai/client';
import { readAiConfig, type AiEnv } from '@/lib/ai/config';
import { tryExtractJsonObject } from '@/lib/ai/json';
import { librarySpreadReading, type SpreadReading } from './reading';
import { SPREAD_GENERATION, spreadPolishPrompt } from './prompt';
import type { SpreadLayout } from './layouts';

export type SpreadSource = 'ai' | 'library';
export type SpreadReply = SpreadReading & { source: SpreadSource };

export interface SpreadDeps {
  /** Asked before the provider call; false keeps the library reading (the page is complete without one). */
  allowProviderCall?: () => Promise<boolean>;
  chatOptions?: ChatOptions;
}

/** What the provider must send back; anything else keeps the library's words. */
const polishSchema = z.object({
  positions: z.array(z.string().trim().min(80).max(1600)).length(3),
  summary: z.string().trim().min(60).max(1200),
});

/**
 * The spread for a question, layout and day: always drawn and read from our library; with a
 * provider configured (and the client within its ceiling) the words are polished for the question.
 */
export async function getSpreadReading(
  question: string,
  layout: SpreadLayout,
  day: string,
  env: AiEnv,
  deps: SpreadDeps = {},
): Promise<SpreadReply> {
  const reading = librarySpreadReading(question, layout, day);
  const config = readAiConfig(env);
  if (!config || (deps.allowProviderCall && !(await deps.allowProviderCall())))
    return { ...reading, source: 'library' };
  try {
    const { content } = await chatCompletion(
      config,
      { prompt: spreadPolishPrompt(question, reading), ...SPREAD_GENERATION },
      deps.chatOptions,
    );
    const polished = polishSchema.safeParse(tryExtractJsonObject(content));
    if (polished.success) return { ...reading, ...polished.data, source: 'ai' };
    console.warn('Tarot spread kept the library reading: the provider reply was not usable.');
  } catch (error) {
    console.warn('Tarot spread kept the library reading:', error instanceof Error ? error.message : error);
  }
  return { ...reading, source: 'library' };
}
