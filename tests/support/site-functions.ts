import { onRequestGet as geocode } from '../../functions/api/geocode';
import { onRequestPost as marriagePrediction } from '../../functions/api/marriage-prediction';
import { onRequestPost as romanticCompatibility } from '../../functions/api/romantic-compatibility';
import { onRequestPost as soulmateReading } from '../../functions/api/soulmate-reading';

/**
 * The calculators' functions answered in the test's own process, for component tests of the
 * islands: a fetch that hands a request for /api/… to the function's handler, as the local server
 * would (no middleware, no rate limits), and refuses anything else.
 */
type Handler = (context: { request: Request; env: Record<string, string> }) => Response | Promise<Response>;

const GET: Record<string, Handler> = { '/api/geocode': geocode };

const POST: Record<string, Handler> = {
  '/api/marriage-prediction': marriagePrediction,
  '/api/romantic-compatibility': romanticCompatibility,
  '/api/soulmate-reading': soulmateReading,
};

export function siteFunctionsFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(
    new URL(input instanceof Request ? input.url : String(input), 'http://127.0.0.1/'),
    init,
  );
  const path = new URL(request.url).pathname;
  const handler = (request.method === 'GET' ? GET : request.method === 'POST' ? POST : {})[path];
  if (!handler)
    return Promise.reject(new TypeError(`No function for ${request.method} ${request.url} in these tests`));
  return Promise.resolve(handler({ request, env: {} }));
}
