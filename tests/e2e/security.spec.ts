import { request as send } from 'node:http';
import { expect, test } from './support/worker-page';

/** POSTs (or PUTs) `size` bytes in 64 KB chunks with no declared length; resolves with the reply. */
function chunkedUpload(base: string, path: string, method: string, size: number) {
  const url = new URL(path, base);
  return new Promise<{ status: number; type: string; body: string }>((done, failed) => {
    const outgoing = send(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
      },
      (reply) => {
        let body = '';
        reply.on('data', (chunk: Buffer) => (body += chunk));
        reply.on('end', () =>
          done({ status: reply.statusCode!, type: reply.headers['content-type'] ?? '', body }),
        );
      },
    );
    outgoing.on('error', failed);
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', write);
      }
      outgoing.end();
    };
    write();
  });
}

test.describe('security headers from the local server', () => {
  test('pages carry a strict CSP and the other security headers', async ({ request }) => {
    const response = await request.get('/privacy-policy');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain("'unsafe-inline'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('the CSP does not block anything the pages use', async ({ visitorPage: page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    // Pages with each kind of inline script, since each kind of page gets the CSP of its own scripts
    // (src/lib/security/csp-paths.ts): plain pages, islands, the horoscope's times, the admin.
    for (const path of [
      '/',
      '/privacy-policy',
      '/compatibility',
      '/blog',
      '/soulmate-quiz',
      '/compatibility/Romantic-Compatibility-by-Birth-Date',
      '/horoscope/leo',
      '/admin/login',
    ]) {
      await page.goto(path);
      // Islands hydrate after the load event: what they fetch must pass the policy too.
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('a body declared over the size limit is refused with 413 before any function runs', async ({
    request,
  }) => {
    const response = await request.post('/api/subscribe', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ email: `${'a'.repeat(100_000)}@astrelle.app` }),
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).error).toMatch(/too large/);
  });

  test('a 10 MB chunked body gets the 413 JSON error on every path, never a 500', async ({ baseURL }) => {
    // Before the local server received bodies whole, some of these answered 500 with workerd's
    // "Network connection lost" stack, or reset the connection (scripts/body-front.mjs).
    for (const path of ['/api/romantic-compatibility', '/api/health', '/api/admin-deploy', '/', '/blog']) {
      for (const method of ['POST', 'PUT']) {
        const reply = await chunkedUpload(baseURL!, path, method, 10 * 1024 * 1024);
        expect(reply.status, `${method} ${path}`).toBe(413);
        expect(reply.type).toContain('application/json');
        expect(JSON.parse(reply.body).error).toBe('Request body is too large (limit 32768 bytes).');
      }
    }
  });
});
