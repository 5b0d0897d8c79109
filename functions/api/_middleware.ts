import { policyForPath } from '../../src/lib/http/api-routes';
import { declaresMoreThan, MAX_BODY_BYTES, tooLargeMessage } from '../../src/lib/http/body';
import { guardRequest } from '../../src/lib/http/request-guard';
import { errorReply } from '../../src/lib/http/reply';

interface MiddlewareContext {
  request: Request;
  next: () => Promise<Response>;
}

/**
 * Runs before every /api function: a body declared larger than the limit is refused with 413
 * before any function reads it (bodies without a length are capped while reading), then the
 * request guard refuses cross-site calls and undeclared body types (docs/security.md).
 */
export const onRequest = async ({ request, next }: MiddlewareContext): Promise<Response> => {
  if (declaresMoreThan(request, MAX_BODY_BYTES)) return errorReply(413, tooLargeMessage(MAX_BODY_BYTES));
  return guardRequest(request, policyForPath(new URL(request.url).pathname)) ?? next();
};
