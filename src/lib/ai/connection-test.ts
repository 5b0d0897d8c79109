import { chatCompletion, type ChatOptions } from './client';
import type { AiConfig } from './config';
import { messageOf } from './errors';

/** Tokens the connection test may spend (docs/constants.md#ai-provider). */
export const CONNECTION_TEST_MAX_TOKENS = 50;

export type ConnectionTestResult = { ok: true; model: string } | { ok: false; error: string };

/**
 * A one-attempt round trip to the provider for an admin's "test connection" button: says whether
 * the configured key and model answer, without retrying or spending more than 50 tokens.
 */
export async function testConnection(
  config: AiConfig,
  options: ChatOptions = {},
): Promise<ConnectionTestResult> {
  try {
    const result = await chatCompletion(
      config,
      { prompt: 'Reply with the single word OK.', maxTokens: CONNECTION_TEST_MAX_TOKENS },
      { ...options, maxAttempts: 1 },
    );
    return { ok: true, model: result.model || config.model };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}
