import { errorReply, HttpError } from './reply';

/** The part of a Cloudflare Pages Functions context our handlers use. */
export interface FunctionContext<Env = Record<string, string | undefined>> {
  request: Request;
  env: Env;
}

export type FunctionHandler<Env = Record<string, string | undefined>> = (
  context: FunctionContext<Env>,
) => Promise<Response> | Response;

/**
 * Wraps a handler so nothing escapes as a 500 with a stack trace: HttpErrors become their
 * status and message, anything else a generic 500 JSON error (logged for the operator).
 */
export function handle<Env>(handler: FunctionHandler<Env>): FunctionHandler<Env> {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof HttpError) return errorReply(error.status, error.message, error.headers);
      console.error('Unhandled function error', error);
      return errorReply(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

/** Replies 405 for methods a function does not serve. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return errorReply(405, `Method not allowed. Use ${allowed.join(' or ')}.`, { allow: allowed.join(', ') });
}
