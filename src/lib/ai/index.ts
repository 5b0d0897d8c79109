/** The server-side AI provider layer: used only by functions (DECISIONS.md 3). */
export { AI_DEFAULTS, buildPayload, chatCompletion, type AttemptFailure, type ChatOptions, type ChatRequest, type ChatResult } from './client';
export { chatCompletionsUrl, DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL, isConfigured, readAiConfig, type AiConfig, type AiEnv } from './config';
export { AiError, attemptErrorMessage, RETRYING_MESSAGE, type AiErrorKind } from './errors';
export { extractJsonObject, tryExtractJsonObject } from './json';
