import { expect, test } from './support/worker-page';

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
    for (const path of ['/', '/privacy-policy', '/compatibility', '/blog']) {
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
});
