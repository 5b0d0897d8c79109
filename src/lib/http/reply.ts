/** JSON replies for the functions in functions/api: one shape for data, one for errors. */

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** A JSON reply with the given status (200 by default). */
export function jsonReply(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** An error reply: always `{"error": message}` with a 4xx/5xx status. */
export function errorReply(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonReply({ error: message }, status, headers);
}

/** An error a handler can throw to end with a specific status and message (and headers, such as Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
