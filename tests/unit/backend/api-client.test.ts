import { describe, expect, it, vi } from 'vitest';
import { ApiError, bearer, getJson, NETWORK_MESSAGE, postForStream, postJson } from '@/lib/http/api-client';

const offline = vi.fn(async () => {
  throw new TypeError('Failed to fetch');
});

describe('the one API client for /api calls', () => {
  it('says what could not be reached instead of "Failed to fetch"', async () => {
    await expect(getJson('/api/admin-status', { fetch: offline })).rejects.toEqual(
      new ApiError(NETWORK_MESSAGE, 0),
    );
    const named = postJson(
      '/api/email-send',
      {},
      {
        fetch: offline,
        networkMessage: 'The e-mail function could not be reached.',
      },
    );
    await expect(named).rejects.toThrow('The e-mail function could not be reached.');
  });

  it('keeps a cancelled call an AbortError, so a screen that was left says nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborting = vi.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(
      getJson('/api/admin-status', { fetch: aborting, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("gives the server's own message and status for a refused call, and its status without one", async () => {
    const refusing = vi.fn(async () => Response.json({ error: 'Admins only.' }, { status: 403 }));
    await expect(postJson('/api/admin-deploy', {}, { fetch: refusing })).rejects.toEqual(
      new ApiError('Admins only.', 403),
    );
    const broken = vi.fn(async () => new Response('<html>', { status: 502 }));
    await expect(getJson('/api/admin-status', { fetch: broken })).rejects.toThrow('The server answered 502.');
  });

  it('sends JSON with the session as a bearer token, and none without a session', async () => {
    const seen = vi.fn(async (_path: RequestInfo | URL, _init?: RequestInit) => Response.json({ ok: true }));
    expect(
      await postJson('/api/automation-run', { n: 1 }, { fetch: seen, headers: bearer('token-1') }),
    ).toEqual({
      ok: true,
    });
    const [path, init] = seen.mock.calls[0]!;
    expect(path).toBe('/api/automation-run');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"n":1}');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
    });
    expect(bearer(null)).toEqual({});
  });

  it('hands over a stream of the asked type, and refuses a JSON error like the other calls', async () => {
    const streaming = vi.fn(
      async () => new Response('{"type":"done"}\n', { headers: { 'content-type': 'application/x-ndjson' } }),
    );
    const response = await postForStream('/api/generate-article', {}, 'application/x-ndjson', {
      fetch: streaming,
    });
    expect(await response.text()).toBe('{"type":"done"}\n');
    const refusing = vi.fn(async () =>
      Response.json({ error: 'No AI provider key is set.' }, { status: 503 }),
    );
    await expect(
      postForStream('/api/generate-article', {}, 'application/x-ndjson', { fetch: refusing }),
    ).rejects.toEqual(new ApiError('No AI provider key is set.', 503));
  });
});
