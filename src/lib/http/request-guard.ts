import { errorReply } from './reply';
import { hasMediaType, JSON_BODY_MESSAGE, JSON_TYPE, type BodyMediaType } from './media-type';

/**
 * The one cross-site request guard (docs/security.md, "Request guard"). functions/api/_middleware.ts
 * runs it before every function with the route's policy from ./api-routes.
 *
 * 1. Where the browser says the request came from (Sec-Fetch-Site, Origin) it must be this
 *    site's own origin. A request that carries neither did not come from a web page (a scheduler
 *    with its bearer secret, a mail provider's one-click unsubscribe, curl): no page can forge it
 *    in a visitor's name, and the function's own checks (session, secret, rate limit) apply.
 * 2. A body must be declared as one of the route's media types, parsed (./media-type), so the
 *    "simple" types a page may send cross-site without asking (text/plain …) never reach a
 *    function that reads JSON.
 */
export interface RoutePolicy {
  /** Media types the route's bodies may have (for POST, PUT, PATCH, DELETE). */
  bodies: readonly BodyMediaType[];
  /** Also refuse cross-site GET/HEAD: reads that spend money or show admin-only state. */
  guardReads?: boolean;
}

export const CROSS_SITE_MESSAGE = "This request did not come from this site's own pages, so it was refused.";

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values a page of this site (or the person at the keyboard) produces. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** Null when the request came from this site's pages or from no page at all; else why not. */
export function crossSiteProblem(request: Request): string | null {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return CROSS_SITE_MESSAGE;
  const origin = request.headers.get('origin');
  if (origin !== null && origin.trim() !== new URL(request.url).origin) return CROSS_SITE_MESSAGE;
  return null;
}

function bodyMessage(bodies: readonly BodyMediaType[]): string {
  if (bodies.length === 1 && bodies[0] === JSON_TYPE) return JSON_BODY_MESSAGE;
  return `Send the request body as ${bodies.join(' or ')}.`;
}

/** Null when the body is declared as one of `bodies`, or declared empty without a type. */
export function bodyTypeProblem(request: Request, bodies: readonly BodyMediaType[]): string | null {
  if (request.headers.get('content-type') === null) {
    // A POST without a body (the automation runner, publish) says Content-Length: 0.
    return request.headers.get('content-length') === '0' ? null : bodyMessage(bodies);
  }
  return hasMediaType(request, bodies) ? null : bodyMessage(bodies);
}

/** The refusal to send instead of running the function, or null to go on. */
export function guardRequest(request: Request, policy: RoutePolicy): Response | null {
  const safe = SAFE_METHODS.has(request.method.toUpperCase());
  if (safe && !policy.guardReads) return null;
  const crossSite = crossSiteProblem(request);
  if (crossSite) return errorReply(403, crossSite);
  if (safe) return null;
  const badBody = bodyTypeProblem(request, policy.bodies);
  return badBody ? errorReply(415, badBody) : null;
}
