// The local server's front door (docs/local-runtime.md, "Request bodies"): an HTTP server on
// 127.0.0.1 that receives each request body whole before the worker runtime sees it.
//
// workerd, under wrangler's local runtime, answers some requests whose body is still arriving
// when the worker has already replied (a 413 after reading the first 32 KB, a 405 from the static
// files) with a 500 and a stack trace ("Network connection lost"), or resets the connection
// before the client reads the reply. Here a body larger than the functions' limit never reaches
// the runtime: it is read to its end and answered with the functions' own 413 JSON error, on
// every path. Every other request goes through unchanged, its reply streamed back as it comes.
// Nothing is added: no X-Forwarded-For, no CF-Connecting-IP (the runtime writes the connecting
// address itself, and this server only listens on 127.0.0.1), so the local-preview rule
// (docs/security.md) sees what it saw before.
import { Agent, createServer, request as forward } from 'node:http';

/** Past this much, an oversized body is no longer read: the connection is closed after the 413. */
const DRAIN_AT_MOST = 64 * 1024 * 1024;

/** Connection-level headers that belong to one hop only (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** The functions' own 413 (src/lib/http/body.ts tooLargeMessage, replies as src/lib/http/reply.ts). */
export const tooLargeBody = (maxBytes) =>
  JSON.stringify({ error: `Request body is too large (limit ${maxBytes} bytes).` });

/** A Host header as RFC 9110 allows it: a name, an IPv4 or a bracketed IPv6 address, and a port. */
const VALID_HOST = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/;

/**
 * Why a request cannot be passed on, or null: a target that is not a path (`GET *`, an absolute
 * URL a proxy would take) or a Host that is no host name (`Host: a b`). The runtime answered both
 * with a 500 and its stack trace; here they get a plain 400 (docs/local-runtime.md).
 */
export function malformedRequest(request) {
  if (!request.url?.startsWith('/') || request.url.startsWith('//'))
    return 'The request target must be a path.';
  const host = request.headers.host;
  if (typeof host !== 'string' || !VALID_HOST.test(host)) return 'The Host header is not a host name.';
  return null;
}

function hasBody(request) {
  return (
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0
  );
}

/**
 * The request's headers for the next hop, as raw name/value pairs (repeated headers kept). A body
 * read here is sent with its length; a request without one keeps the length it declared (a POST
 * with `Content-Length: 0` means "no body", which the request guard reads).
 */
function forwardedHeaders(request, bodyLength) {
  const headers = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i];
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || (lower === 'content-length' && bodyLength !== null)) continue;
    headers.push([name, request.rawHeaders[i + 1]]);
  }
  if (bodyLength !== null) headers.push(['Content-Length', String(bodyLength)]);
  return headers;
}

/**
 * Starts the front on 127.0.0.1:`port`, passing requests to `target` (the runtime's own address).
 * Resolves with the listening server; rejects when the port is taken.
 */
export function startBodyFront({ port, target, maxBytes }) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });

  function pass(request, response, body) {
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request, body ? body.length : null),
        agent,
      },
      (reply) => {
        const headers = [];
        for (let i = 0; i < reply.rawHeaders.length; i += 2) {
          const lower = reply.rawHeaders[i].toLowerCase();
          if (lower === 'connection' || lower === 'keep-alive') continue;
          headers.push(reply.rawHeaders[i], reply.rawHeaders[i + 1]);
        }
        response.writeHead(reply.statusCode ?? 502, reply.statusMessage, headers);
        reply.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, JSON_HEADERS);
        response.end(JSON.stringify({ error: 'The local runtime did not answer. Restart the server.' }));
      } else response.destroy();
    });
    // A reader who leaves (a stopped article generation) stops the work behind the reply too.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    outgoing.end(body ?? undefined);
  }

  const server = createServer((request, response) => {
    const malformed = malformedRequest(request);
    if (malformed) {
      const body = JSON.stringify({ error: malformed });
      response.writeHead(400, {
        ...JSON_HEADERS,
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      response.end(body);
      request.resume();
      return;
    }
    if (!hasBody(request)) return pass(request, response, null);
    const chunks = [];
    let received = 0;
    let finished = false;
    const refuse = () => {
      finished = true;
      response.writeHead(413, { ...JSON_HEADERS, connection: 'close' });
      response.end(tooLargeBody(maxBytes));
    };
    request.on('data', (chunk) => {
      received += chunk.length;
      if (received <= maxBytes) chunks.push(chunk);
      else if (received > DRAIN_AT_MOST && !finished) {
        refuse();
        request.destroy();
      }
    });
    request.on('end', () => {
      if (finished) return;
      if (received > maxBytes) return refuse();
      pass(request, response, Buffer.concat(chunks));
    });
    request.on('error', () => response.destroy());
  });

  return new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      listening(server);
    });
  });
}
