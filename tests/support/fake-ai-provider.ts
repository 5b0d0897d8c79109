import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible provider on 127.0.0.1, so tests drive the real client
 * over real HTTP. Queue what the next requests get with `next(...)`; when the queue is empty
 * it repeats `fallback` (a well-formed answer unless changed).
 */
export type FakeBehaviour =
  | { kind: 'answer'; content: string }
  /** 200 with a body that is not JSON at all. */
  | { kind: 'broken-body' }
  | { kind: 'no-choices' }
  | { kind: 'no-content' }
  | { kind: 'status'; status: number; message?: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeAiProvider {
  baseUrl: string;
  requests: RecordedRequest[];
  next(...behaviours: FakeBehaviour[]): void;
  setFallback(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

export const answer = (content: string): FakeBehaviour => ({ kind: 'answer', content });

export async function startFakeAiProvider(): Promise<FakeAiProvider> {
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: FakeBehaviour = answer('{"ok": true}');

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw);
      } catch {
        body = {};
      }
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      const behaviour = queue.shift() ?? fallback;
      const json = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      switch (behaviour.kind) {
        case 'answer':
          json(200, {
            id: `fake-${requests.length}`,
            model: String(body.model ?? 'fake-model'),
            choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
          });
          return;
        case 'broken-body':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
          return;
        case 'no-choices':
          json(200, { model: 'fake-model', choices: [] });
          return;
        case 'no-content':
          json(200, { model: 'fake-model', choices: [{ index: 0, message: { role: 'assistant', content: '' } }] });
          return;
        case 'status':
          if (behaviour.message === undefined) res.writeHead(behaviour.status).end();
          else json(behaviour.status, { error: { message: behaviour.message } });
          return;
        case 'hang':
          return;
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    next: (...behaviours) => queue.push(...behaviours),
    setFallback: (behaviour) => (fallback = behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
