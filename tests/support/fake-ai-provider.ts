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
  /**
   * Queues behaviours only for requests whose prompt contains `match` (checked before the
   * shared queue), so tests running in parallel can script their own replies without racing.
   */
  nextFor(match: string, ...behaviours: FakeBehaviour[]): void;
  /** Empties every queue, forgets recorded requests and restores the default fallback. */
  reset(): void;
  setFallback(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

export const answer = (content: string): FakeBehaviour => ({ kind: 'answer', content });

export interface FakeAiProviderOptions {
  /** Listen on this port (default: any free port). */
  port?: number;
  /**
   * Serve /__control/* for scripting from another process (the e2e web server):
   * POST /__control/next {match?, behaviours}, POST /__control/fallback {behaviour},
   * POST /__control/reset, GET /__control/requests?match=, GET /__control/health.
   */
  control?: boolean;
}

const DEFAULT_FALLBACK: FakeBehaviour = { kind: 'answer', content: '{"ok": true}' };

/** The text of the request's messages, which keyed behaviours are matched against. */
const promptOf = (body: Record<string, unknown>): string =>
  Array.isArray(body.messages)
    ? body.messages.map((message) => String((message as { content?: unknown })?.content ?? '')).join('\n')
    : '';

export async function startFakeAiProvider(options: FakeAiProviderOptions = {}): Promise<FakeAiProvider> {
  const queue: FakeBehaviour[] = [];
  const keyed = new Map<string, FakeBehaviour[]>();
  const requests: RecordedRequest[] = [];
  let fallback: FakeBehaviour = DEFAULT_FALLBACK;
  const takeBehaviour = (body: Record<string, unknown>): FakeBehaviour => {
    const prompt = promptOf(body);
    for (const [match, list] of keyed) {
      if (list.length > 0 && prompt.includes(match)) return list.shift()!;
    }
    return queue.shift() ?? fallback;
  };

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
      if (options.control && req.url?.startsWith('/__control/')) {
        handleControl(req.method ?? 'GET', new URL(req.url, 'http://fake.local'), body, (status, payload) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload)),
        );
        return;
      }
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      const behaviour = takeBehaviour(body);
      const json = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      switch (behaviour.kind) {
        case 'answer':
          json(200, {
            id: `fake-${requests.length}`,
            model: String(body.model ?? 'fake-model'),
            choices: [
              { index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' },
            ],
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
          json(200, {
            model: 'fake-model',
            choices: [{ index: 0, message: { role: 'assistant', content: '' } }],
          });
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

  const nextFor = (match: string, ...behaviours: FakeBehaviour[]) => {
    keyed.set(match, [...(keyed.get(match) ?? []), ...behaviours]);
  };
  const reset = () => {
    queue.length = 0;
    keyed.clear();
    requests.length = 0;
    fallback = DEFAULT_FALLBACK;
  };

  function handleControl(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    reply: (status: number, payload: unknown) => void,
  ) {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /__control/health') return reply(200, { ok: true });
    if (route === 'POST /__control/reset') {
      if (typeof body.match === 'string') keyed.delete(body.match);
      else reset();
      return reply(200, { ok: true });
    }
    if (route === 'POST /__control/next' && Array.isArray(body.behaviours)) {
      const behaviours = body.behaviours as FakeBehaviour[];
      if (typeof body.match === 'string' && body.match) nextFor(body.match, ...behaviours);
      else queue.push(...behaviours);
      return reply(200, { ok: true });
    }
    if (route === 'POST /__control/fallback' && body.behaviour && typeof body.behaviour === 'object') {
      fallback = body.behaviour as FakeBehaviour;
      return reply(200, { ok: true });
    }
    if (route === 'GET /__control/requests') {
      const match = url.searchParams.get('match') ?? '';
      return reply(200, {
        count: requests.filter((request) => promptOf(request.body).includes(match)).length,
      });
    }
    return reply(404, { error: `Unknown control call ${route}` });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    next: (...behaviours) => queue.push(...behaviours),
    nextFor,
    reset,
    setFallback: (behaviour) => (fallback = behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
