import { chatCompletionsUrl, type AiConfig } from './config';
import {
  AiError,
  exhaustedError,
  messageOf,
  NO_CHOICES_MESSAGE,
  NO_CONTENT_MESSAGE,
  providerHttpError,
} from './errors';

/** Provider call constants (docs/constants.md#ai-provider). */
export const AI_DEFAULTS = {
  maxTokens: 4000,
  temperature: 0.7,
  topP: 0.9,
  maxAttempts: 3,
  retryDelayMs: 1000,
  timeoutMs: 60_000,
} as const;

export interface ChatRequest {
  /** The single user message each of the generator's prompts sends. */
  prompt: string;
  maxTokens?: number;
  temperature?: number;
  topP?: number;
}

export interface ChatResult {
  content: string;
  model: string;
  usage?: Record<string, unknown>;
  /** How many attempts it took (1 when the first one answered). */
  attempts: number;
}

export interface AttemptFailure {
  attempt: number;
  error: AiError;
  willRetry: boolean;
}

export interface ChatOptions {
  fetch?: typeof fetch;
  /** Waits between attempts; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
  /** Called after each failed attempt, for progress views ('Error occurred: ...', 'Retrying...'). */
  onAttemptFailed?: (failure: AttemptFailure) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One chat completion from an OpenAI-compatible provider, with one retry policy:
 * up to 3 attempts, waiting retryDelayMs × attempt between them, retrying only network errors,
 * timeouts, 429 and 5xx. Other failures are thrown at once with their own message.
 */
export async function chatCompletion(
  config: AiConfig,
  request: ChatRequest,
  options: ChatOptions = {},
): Promise<ChatResult> {
  const maxAttempts = options.maxAttempts ?? AI_DEFAULTS.maxAttempts;
  const retryDelayMs = options.retryDelayMs ?? AI_DEFAULTS.retryDelayMs;
  const sleep = options.sleep ?? defaultSleep;
  let lastError: AiError | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    try {
      const result = await attemptOnce(config, request, options);
      return { ...result, attempts: attempt };
    } catch (error) {
      const aiError = error instanceof AiError ? error : new AiError(messageOf(error), 'network');
      const willRetry = aiError.retryable && attempt < maxAttempts;
      options.onAttemptFailed?.({ attempt, error: aiError, willRetry });
      if (!aiError.retryable) throw aiError;
      lastError = aiError;
      if (willRetry) await sleep(retryDelayMs * attempt);
    }
  }
  // A single attempt has nothing to summarise: its own error says more.
  if (maxAttempts === 1 && lastError) throw lastError;
  throw exhaustedError(maxAttempts, lastError?.message ?? 'unknown error');
}

/** The request body (docs/constants.md#ai-provider). */
export function buildPayload(model: string, request: ChatRequest) {
  return {
    model,
    messages: [{ role: 'user', content: request.prompt }],
    max_tokens: request.maxTokens ?? AI_DEFAULTS.maxTokens,
    temperature: request.temperature ?? AI_DEFAULTS.temperature,
    top_p: request.topP ?? AI_DEFAULTS.topP,
    stream: false,
  };
}

async function attemptOnce(
  config: AiConfig,
  request: ChatRequest,
  options: ChatOptions,
): Promise<Omit<ChatResult, 'attempts'>> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? AI_DEFAULTS.timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await doFetch(chatCompletionsUrl(config.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify(buildPayload(config.model, request)),
        signal: controller.signal,
      });
    } catch (error) {
      throw networkError(error, controller.signal.aborted, timeoutMs);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw networkError(error, true, timeoutMs);
      body = null;
    }
    if (!response.ok)
      throw providerHttpError(response.status, providerMessage(body) ?? (response.statusText || 'no detail'));
    return readChoice(body);
  } finally {
    clearTimeout(timer);
  }
}

function networkError(error: unknown, timedOut: boolean, timeoutMs: number): AiError {
  if (timedOut)
    return new AiError(
      `The AI provider did not answer within ${Number((timeoutMs / 1000).toFixed(2))} s`,
      'timeout',
    );
  return new AiError(`Could not reach the AI provider (${messageOf(error)})`, 'network');
}

/** error.message from an error body, when the provider sent one. */
function providerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error === 'string' && error) return error;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return error.message;
  }
  return undefined;
}

/** choices[0].message.content, usage and model from a successful reply. */
function readChoice(body: unknown): Omit<ChatResult, 'attempts'> {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const choices = record.choices;
  if (!Array.isArray(choices) || choices.length === 0) throw new AiError(NO_CHOICES_MESSAGE, 'format');
  const first = choices[0] as { message?: { content?: unknown } } | undefined;
  const content = first?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new AiError(NO_CONTENT_MESSAGE, 'format');
  return {
    content,
    model: typeof record.model === 'string' ? record.model : '',
    ...(record.usage && typeof record.usage === 'object'
      ? { usage: record.usage as Record<string, unknown> }
      : {}),
  };
}
