/**
 * Where the AI provider settings come from: the functions' environment only (docs/decisions.md#ai-keys-stay-on-the-server).
 * Nothing here is PUBLIC_, so no key or provider setting is ever inlined into the browser.
 */
export interface AiEnv {
  /** Secret key for an OpenAI-compatible chat-completions provider. Unset: no AI calls. */
  AI_API_KEY?: string;
  /** Provider root, without /v1 (default: the DeepSeek API). */
  AI_BASE_URL?: string;
  /** Model name sent with every request (default: deepseek-chat). */
  AI_MODEL?: string;
}

export const DEFAULT_AI_BASE_URL = 'https://api.deepseek.com';
export const DEFAULT_AI_MODEL = 'deepseek-chat';

export interface AiConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
}

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** True when a key is set and the base URL (if set) is a usable http(s) address. */
export function isConfigured(env: AiEnv | undefined): boolean {
  return readAiConfig(env) !== null;
}

/** The provider settings, or null when no key is configured or the base URL is unusable. */
export function readAiConfig(env: AiEnv | undefined): AiConfig | null {
  const apiKey = present(env?.AI_API_KEY);
  if (!apiKey) return null;
  const baseUrl = (present(env?.AI_BASE_URL) ?? DEFAULT_AI_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/i.test(baseUrl)) return null;
  return { apiKey, baseUrl, model: present(env?.AI_MODEL) ?? DEFAULT_AI_MODEL };
}

/** POST {provider}/v1/chat/completions (docs/constants.md#ai-provider); a base that already ends in /v1 is accepted. */
export function chatCompletionsUrl(baseUrl: string): string {
  const root = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(root) ? `${root}/chat/completions` : `${root}/v1/chat/completions`;
}
