import { policyForPath } from '@/lib/http/api-routes';
import { MAX_BODY_BYTES, readBodyBytes } from '@/lib/http/body';
import { guardRequest } from '@/lib/http/request-guard';
import { errorReply, HttpError } from '@/lib/http/reply';

interface MiddlewareContext {
  request: Request;
  next: (input?: Request) => Promise<Response>;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * The request as the function gets it: a body is read here once, up to the limit, so every
 * oversized body is refused with the 413 JSON error whatever the function does with it (a
 * function that never reads its body, or a method nobody serves, included), and a body without a
 * declared length (chunked) is capped while it streams in.
 */
async function withBodyRead(request: Request): Promise<Request> {
  if (!request.body) return request;
  const bytes = await readBodyBytes(request, MAX_BODY_BYTES);
  if (BODYLESS_METHODS.has(request.method.toUpperCase()))
    return new Request(request.url, { method: request.method, headers: request.headers });
  return new Request(request, { body: bytes });
}

/**
 * Runs before every /api function: a body larger than the limit is refused with 413 before any
 * function runs, then the request guard refuses cross-site calls and undeclared body types
 * (docs/security.md).
 */
export const onRequest = async ({ request, next }: MiddlewareContext): Promise<Response> => {
  let checked: Request;
  try {
    checked = await withBodyRead(request);
  } catch (error) {
    if (error instanceof HttpError) return errorReply(error.status, error.message);
    // The client went away mid-body: nobody is left to read an answer.
    return errorReply(400, 'The request body could not be read.');
  }
  return guardRequest(checked, policyForPath(new URL(checked.url).pathname)) ?? next(checked);
};
