/**
 * The server-side AI provider layer, used only by functions (docs/decisions.md#ai-keys-stay-on-the-server): the key is read
 * from the functions' environment (AI_API_KEY, AI_BASE_URL, AI_MODEL) and never reaches a browser.
 *
 *   const config = readAiConfig(env);            // null when no key is configured
 *   if (config) {
 *     const { content } = await chatCompletion(config, { prompt, maxTokens: 800, temperature: 0.8 });
 *     const data = extractJsonObject(content);   // throws 'Failed to parse response: …'
 *   }
 */
export {
  AI_DEFAULTS,
  buildPayload,
  chatCompletion,
  type AttemptFailure,
  type ChatOptions,
  type ChatRequest,
  type ChatResult,
} from './client';
export {
  chatCompletionsUrl,
  DEFAULT_AI_BASE_URL,
  DEFAULT_AI_MODEL,
  isConfigured,
  readAiConfig,
  type AiConfig,
  type AiEnv,
} from './config';
export { CONNECTION_TEST_MAX_TOKENS, testConnection, type ConnectionTestResult } from './connection-test';
export { AiError, attemptErrorMessage, RETRYING_MESSAGE, type AiErrorKind } from './errors';
export { extractJsonObject, tryExtractJsonObject } from './json';
