import { policyForPath } from '../../src/lib/http/api-routes';
import { MAX_BODY_BYTES } from '../../src/lib/http/body';
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
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    return errorReply(413, `Request body is too large (limit ${MAX_BODY_BYTES} bytes).`);
  }
  return guardRequest(request, policyForPath(new URL(request.url).pathname)) ?? next();
};
