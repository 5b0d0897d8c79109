/** Why a provider call failed; the message is the product's own wording (docs/constants.md#ai-provider). */
export type AiErrorKind = 'http' | 'network' | 'timeout' | 'format' | 'parse' | 'exhausted';

export class AiError extends Error {
  constructor(
    message: string,
    readonly kind: AiErrorKind,
    /** The provider's HTTP status, for 'http' errors. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }

  /** Network trouble, timeouts, 429 and 5xx are worth another attempt; anything else is not. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.kind === 'http' && this.status !== undefined && (this.status === 429 || this.status >= 500);
  }
}

/** 'DeepSeek API error ({status}): {message or status text}' */
export const providerHttpError = (status: number, detail: string): AiError =>
  new AiError(`DeepSeek API error (${status}): ${detail}`, 'http', status);

/** 'Generation failed after 3 attempts: {reason}' */
export const exhaustedError = (attempts: number, reason: string): AiError =>
  new AiError(`Generation failed after ${attempts} attempts: ${reason}`, 'exhausted');

export const NO_CHOICES_MESSAGE = 'Invalid response format: no choices found';
export const NO_CONTENT_MESSAGE = 'Invalid response format: no content found';

/** The per-attempt line a progress view shows ('Error occurred: ...'), then RETRYING_MESSAGE. */
export const attemptErrorMessage = (error: unknown): string => `Error occurred: ${messageOf(error)}`;
export const RETRYING_MESSAGE = 'Retrying...';

/** 'Failed to parse response: ...' */
export const parseError = (reason: string): AiError =>
  new AiError(`Failed to parse response: ${reason}`, 'parse');

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
