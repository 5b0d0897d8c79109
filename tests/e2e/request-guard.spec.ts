import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';

/**
 * The request guard and the local preview rule (docs/security.md) against the real
 * `wrangler pages dev` server: a page of another site cannot make a visitor's browser call our
 * functions, and "local" is decided by how a request arrived, not by the Host it names.
 */
const PORT = Number(process.env.E2E_PORT ?? 8788);
const SITE = `http://127.0.0.1:${PORT}`;
const EVIL = 'https://evil.example';
/** "Another site" for the browser test: localhost is a different site from 127.0.0.1. */
const ELSEWHERE = `http://localhost:${PORT}/elsewhere`;

/** One raw HTTP request, with full control of Host and the other headers. */
function raw(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port: PORT, path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

test.describe('cross-site requests', () => {
  test("another site's page cannot post the newsletter form or call the AI in a visitor's browser", async ({
    page,
  }) => {
    // Chromium holds back a page's requests to loopback unless the visitor allows them (Local
    // Network Access); other browsers do not, and a deployed site is not on loopback. Allowing
    // them here leaves our guard as the only thing in the way, which is what this test is about.
    await page.context().grantPermissions(['local-network-access']);
    // Playwright answers the page itself; its posts go to the real server.
    await page.route(ELSEWHERE, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title>
          <form method="post" action="${SITE}/api/subscribe">
            <input name="email" value="victim@astrelle.app"><button>Go</button>
          </form>`,
      }),
    );
    await page.goto(ELSEWHERE);

    const tarot = page.waitForResponse(`${SITE}/api/tarot`);
    await page.evaluate(
      (url) =>
        fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({
            mode: 'yes-no',
            question: 'Will it work?',
            cardName: 'The Sun',
            orientation: 'upright',
          }),
        }).catch(() => undefined),
      `${SITE}/api/tarot`,
    );
    expect((await tarot).status()).toBe(403);

    const form = page.waitForResponse(`${SITE}/api/subscribe`);
    await page.getByRole('button', { name: 'Go' }).click();
    const refused = await form;
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: "This request did not come from this site's own pages, so it was refused.",
    });
  });

  test("the site's own page may not send JSON disguised as text/plain", async ({ page }) => {
    await page.goto('/fortune-cookie');
    const reply = await page.evaluate(async () => {
      const response = await fetch('/api/quiz-lead', {
        method: 'POST',
        headers: { 'content-type': 'text/plain; charset=application/json' },
        body: JSON.stringify({ email: 'reader@astrelle.app' }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(reply).toEqual({
      status: 415,
      body: { error: 'Send the request body as JSON (Content-Type: application/json).' },
    });
  });

  test('a scheduler without an Origin reaches the runner; the same call from another site does not', async ({
    request,
  }) => {
    const scheduler = await request.post('/api/automation-run', {
      headers: { authorization: 'Bearer not-the-secret' },
    });
    // Past the guard: the runner itself answers that it needs the Supabase backend.
    expect(scheduler.status()).toBe(503);
    const forged = await request.post('/api/automation-run', { headers: { origin: EVIL } });
    expect(forged.status()).toBe(403);
  });
});

/** The addresses this machine's sockets listen on for `port` (Linux /proc/net/tcp and tcp6, state 0A). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]!.split(':')[0]!),
  );
}

/** Whether one connection to address:port is accepted. */
function connects(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

test.describe('the local preview is decided by how the request arrived', () => {
  test('the local server listens on the loopback address only', async () => {
    // The binding is what keeps everyone but this machine's own programs out (docs/security.md,
    // "Local preview" 1 and 3): 127.0.0.1 in hex, little-endian, as /proc writes it.
    const listening = listeningAddresses(PORT);
    expect(listening.length).toBeGreaterThan(0);
    expect(new Set(listening)).toEqual(new Set(['0100007F']));
    // And from this machine's other addresses, nobody gets an answer.
    const outward = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry && !entry.internal && entry.family === 'IPv4')
      .map((entry) => entry!.address);
    for (const address of outward) expect(await connects(address, PORT), address).toBe(false);
  });

  // An admin-only read: the server's key list. Only the local preview may see it without Supabase.
  const KEYS = '/api/automation-keys';

  test('a loopback caller gets the local preview', async () => {
    const reply = await raw(KEYS, { host: `127.0.0.1:${PORT}` });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ keys: expect.any(Array) });
    expect((await raw(KEYS, { host: 'localhost' })).status).toBe(200);
  });

  test('a Host saying localhost does not make a caller from elsewhere local', async () => {
    const spoofs: Record<string, string>[] = [
      // What Cloudflare's edge reports for a visitor on the internet (wrangler keeps a sent value).
      { host: 'localhost', 'cf-connecting-ip': '203.0.113.9' },
      { host: `127.0.0.1:${PORT}`, 'cf-connecting-ip': '2001:db8::7' },
      // Loopback, but through a proxy that serves the internet.
      { host: 'localhost', 'x-forwarded-for': '203.0.113.9' },
      { host: 'localhost', forwarded: 'for=203.0.113.9' },
      // Loopback, but a page of another site whose name points here (DNS rebinding).
      { host: `evil.example:${PORT}` },
    ];
    for (const headers of spoofs) {
      const reply = await raw(KEYS, headers);
      expect(reply.status, JSON.stringify(headers)).toBe(503);
      expect(JSON.parse(reply.body), JSON.stringify(headers)).toEqual({
        error: 'The backend is not configured.',
      });
    }
  });
});
