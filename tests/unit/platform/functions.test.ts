import { describe, expect, it } from 'vitest';
import { onRequestGet as health } from '../../../functions/api/health';
import { onRequestPost as subscribe } from '../../../functions/api/subscribe';
import { MAX_BODY_BYTES } from '@/lib/http/body';

const context = (request: Request) => ({ request, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
const post = (body: string, contentType = 'application/json') =>
  new Request('http://127.0.0.1/api/subscribe', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe('/api/health', () => {
  it('answers ok as JSON', async () => {
    const reply = health();
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ status: 'ok' });
  });
});

describe('/api/subscribe', () => {
  it('refuses a malformed e-mail with 400 naming the field', async () => {
    const reply = await subscribe(context(post(JSON.stringify({ email: 'not-an-email' }))));
    expect(reply.status).toBe(400);
    expect((await reply.json()).error).toMatch(/^email: /);
  });
  it('refuses broken JSON and non-JSON bodies with a JSON error', async () => {
    expect((await subscribe(context(post('{"email":')))).status).toBe(400);
    expect((await subscribe(context(post('email=a', 'text/plain')))).status).toBe(415);
  });
  it('refuses a body over the size limit with 413 before parsing', async () => {
    const reply = await subscribe(context(post(JSON.stringify({ email: 'a'.repeat(MAX_BODY_BYTES) }))));
    expect(reply.status).toBe(413);
  });
  it('says honestly that nothing was stored when storage is not configured', async () => {
    const reply = await subscribe(context(post(JSON.stringify({ email: 'reader@astrelle.app' }))));
    expect(reply.status).toBe(503);
    expect((await reply.json()).error).toMatch(/not configured/);
  });
  it('sends a plain form post back to its page, with the outcome as the fragment', async () => {
    const formPost = (body: string, referer?: string) =>
      new Request('http://127.0.0.1/api/subscribe', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(referer ? { referer } : {}),
        },
        body,
      });
    const invalid = await subscribe(context(formPost('email=nope', 'http://127.0.0.1/blog/post/x')));
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe('/blog/post/x#newsletter-invalid');
    const valid = await subscribe(
      context(formPost('email=reader%40astrelle.app', 'http://127.0.0.1/help-center')),
    );
    expect(valid.headers.get('location')).toBe('/help-center#newsletter-unavailable');
    // Another site's page is never a target: the reader lands on this site's home page.
    const foreign = await subscribe(
      context(formPost('email=reader%40astrelle.app', 'https://evil.example/')),
    );
    expect(foreign.headers.get('location')).toBe('/#newsletter-unavailable');
  });
});
