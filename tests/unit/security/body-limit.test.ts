import { createServer, request as send, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onRequest as middleware } from '../../../functions/api/_middleware';
import { MAX_BODY_BYTES, tooLargeMessage } from '@/lib/http/body';
import { startBodyFront, tooLargeBody } from '../../../scripts/body-front.mjs';

/**
 * Every oversized body gets the functions' 413 JSON error, never a 500 (docs/security.md): in
 * the middleware, whatever the function would do with the body, and on the local server, whose
 * front receives each body whole before the runtime sees it (scripts/body-front.mjs).
 */
const ORIGIN = 'http://127.0.0.1:8788';
const TEN_MB = 10 * 1024 * 1024;

/** A body that arrives in chunks with no declared length, as `Transfer-Encoding: chunked` does. */
function chunkedBody(total: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

const streamed = (path: string, method: string, total: number, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: chunkedBody(total),
    duplex: 'half',
  } as RequestInit);

describe('the middleware: every oversized body is a 413', () => {
  it('refuses a 10 MB chunked body with the 413 JSON error before any function runs, on any method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const next = vi.fn(async () => new Response('reached'));
      const reply = await middleware({ request: streamed('/api/health', method, TEN_MB), next });
      expect(reply.status, method).toBe(413);
      expect(await reply.json()).toEqual({ error: tooLargeMessage(MAX_BODY_BYTES) });
      expect(next).not.toHaveBeenCalled();
    }
  });

  it('refuses a cross-site request with an oversized body with 413 too (the body is read first)', async () => {
    const next = vi.fn(async () => new Response('reached'));
    const reply = await middleware({
      request: streamed('/api/subscribe', 'POST', MAX_BODY_BYTES + 1, { origin: 'https://evil.example' }),
      next,
    });
    expect(reply.status).toBe(413);
  });

  it('hands the function the body it was sent, read once, within the limit', async () => {
    const next = vi.fn(async (request?: Request) => new Response(await request!.text()));
    const reply = await middleware({ request: streamed('/api/subscribe', 'POST', MAX_BODY_BYTES), next });
    expect(reply.status).toBe(200);
    expect((await reply.text()).length).toBe(MAX_BODY_BYTES);
  });

  it('leaves a request without a body alone', async () => {
    const request = new Request(`${ORIGIN}/api/health`);
    const next = vi.fn(
      async (forwarded?: Request) => new Response(forwarded === request ? 'same' : 'copied'),
    );
    expect(await (await middleware({ request, next })).text()).toBe('same');
  });
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The runtime behind the front, replaced by a server that records what reaches it. */
let runtime: Server;
let front: Server;
const seen: Seen[] = [];
let frontPort = 0;

beforeAll(async () => {
  runtime = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (request.url === '/api/stream') {
        response.writeHead(200, { 'content-type': 'application/x-ndjson' });
        response.write('{"n":1}\n');
        setImmediate(() => response.end('{"n":2}\n'));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain', 'set-cookie': ['a=1', 'b=2'] });
      response.end(`got ${chunks.reduce((sum, chunk) => sum + chunk.length, 0)} bytes`);
    });
  });
  await new Promise<void>((ready) => runtime.listen(0, '127.0.0.1', ready));
  const target = `http://127.0.0.1:${(runtime.address() as AddressInfo).port}`;
  front = await startBodyFront({ port: 0, target, maxBytes: MAX_BODY_BYTES });
  frontPort = (front.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((closed) => front.close(closed));
  await new Promise((closed) => runtime.close(closed));
});

/** Sends a request the way curl or a browser would, body in 64 KB chunks; resolves with the reply. */
function call(
  path: string,
  { method = 'POST', size = 0, headers = {} as Record<string, string | number> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((done, failed) => {
    const outgoing = send({ host: '127.0.0.1', port: frontPort, path, method, headers }, (reply) => {
      let body = '';
      reply.on('data', (chunk: Buffer) => (body += chunk));
      reply.on('end', () => done({ status: reply.statusCode!, headers: reply.headers, body }));
    });
    outgoing.on('error', failed);
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!outgoing.write(piece)) return void outgoing.once('drain', write);
      }
      outgoing.end();
    };
    write();
  });
}

describe('the local server front (scripts/body-front.mjs)', () => {
  it('says exactly what the functions say when refusing', () => {
    expect(JSON.parse(tooLargeBody(MAX_BODY_BYTES))).toEqual({ error: tooLargeMessage(MAX_BODY_BYTES) });
  });

  it('answers a 10 MB chunked body with the 413 JSON error on every path, and the runtime never sees it', async () => {
    seen.length = 0;
    for (const path of ['/api/romantic-compatibility', '/api/health', '/', '/admin']) {
      for (const method of ['POST', 'PUT', 'GET']) {
        const reply = await call(path, { method, size: TEN_MB, headers: { 'transfer-encoding': 'chunked' } });
        expect(reply.status, `${method} ${path}`).toBe(413);
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(reply.body)).toEqual({ error: tooLargeMessage(MAX_BODY_BYTES) });
      }
    }
    expect(seen).toEqual([]);
  });

  it('answers a body declared too large with the same 413', async () => {
    const reply = await call('/api/subscribe', {
      size: MAX_BODY_BYTES + 1,
      headers: { 'content-length': MAX_BODY_BYTES + 1 },
    });
    expect(reply.status).toBe(413);
    expect(seen).toEqual([]);
  });

  it('passes a body within the limit on whole, with its length and every header but the hop-by-hop ones', async () => {
    seen.length = 0;
    const reply = await call('/api/subscribe?x=1', {
      size: MAX_BODY_BYTES,
      headers: {
        'transfer-encoding': 'chunked',
        host: 'localhost:8788',
        origin: 'http://localhost:8788',
        'cf-connecting-ip': '203.0.113.9',
      },
    });
    expect(reply).toMatchObject({ status: 200, body: `got ${MAX_BODY_BYTES} bytes` });
    expect(reply.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/api/subscribe?x=1' });
    expect(request!.headers).toMatchObject({
      'content-length': String(MAX_BODY_BYTES),
      host: 'localhost:8788',
      origin: 'http://localhost:8788',
      'cf-connecting-ip': '203.0.113.9',
    });
    expect(request!.headers['transfer-encoding']).toBeUndefined();
    // Nothing that would make every caller look like it came through a proxy (docs/security.md).
    expect(request!.headers['x-forwarded-for']).toBeUndefined();
    expect(request!.headers.forwarded).toBeUndefined();
  });

  it("keeps a declared empty body (Content-Length: 0, as the admin's publish and run buttons send)", async () => {
    seen.length = 0;
    const reply = await call('/api/automation-run', { headers: { 'content-length': 0 } });
    expect(reply.status).toBe(200);
    expect(seen[0]!.headers['content-length']).toBe('0');
  });

  it('passes reads through and streams replies as they come', async () => {
    seen.length = 0;
    const reply = await call('/api/stream', { method: 'GET' });
    expect(reply).toMatchObject({ status: 200, body: '{"n":1}\n{"n":2}\n' });
    expect(seen[0]!.headers['content-length']).toBeUndefined();
  });

  it('answers a malformed request line or Host with a plain 400, never passing it on', async () => {
    seen.length = 0;
    /** One raw request over TCP (an HTTP client would refuse to send these), its whole answer. */
    const raw = (text: string) =>
      new Promise<string>((answered, failed) => {
        const socket = connect(frontPort, '127.0.0.1', () => socket.end(text));
        let reply = '';
        socket.on('data', (chunk) => (reply += String(chunk)));
        socket.on('end', () => answered(reply));
        socket.on('error', failed);
      });
    for (const request of [
      'GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a b\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: evil.example/x\r\n\r\n',
    ]) {
      const reply = await raw(request);
      expect(reply.split('\r\n')[0], request).toBe('HTTP/1.1 400 Bad Request');
      expect(reply).toMatch(
        /\{"error":"The (request target must be a path|Host header is not a host name)\."\}$/,
      );
      expect(reply).not.toMatch(/at \w+ \(|stack|workerd/i);
    }
    expect(seen).toEqual([]);
  });
});
