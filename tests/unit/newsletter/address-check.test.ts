import { describe, expect, it } from 'vitest';
import { onRequestPost as subscribe } from '../../../functions/api/subscribe';
import { listKeptSignups } from '@/lib/signups/embedded-list';
import { CHECK_MARKERS, fillAddressCheckPage, type AddressCheck } from '@/lib/newsletter/address-check';
import { sqliteD1 } from '../../support/sqlite-d1';

/** The newsletter's "Did you mean …?" step (docs/signups.md): nothing is kept until the reader chooses. */
const formPost = (fields: Record<string, string>, referer?: string) =>
  new Request('http://127.0.0.1/api/subscribe', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(referer ? { referer } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

/** A stand-in for the built page: every marker once, in text and in attributes. */
const BUILT = `<h1>Did you mean this address?</h1><p>${CHECK_MARKERS.suggestion}</p><form><input name="source" value="${CHECK_MARKERS.source}"><input name="return" value="${CHECK_MARKERS.returnTo}"><button name="email" value="${CHECK_MARKERS.suggestion}">Yes</button><button name="email" value="${CHECK_MARKERS.typed}">No, keep ${CHECK_MARKERS.typed}</button></form>`;
const assets = {
  fetch: (input: Request | string) =>
    Promise.resolve(
      new URL(typeof input === 'string' ? input : input.url).pathname === '/newsletter/check-address'
        ? new Response(BUILT, { headers: { 'content-security-policy': "default-src 'self'" } })
        : new Response('not found', { status: 404 }),
    ),
};

describe('a likely typo in the footer form', () => {
  it('is answered with the check page, both addresses filled in, and nothing kept', async () => {
    const db = sqliteD1();
    const reply = await subscribe({
      request: formPost(
        { email: 'maria@gmial.com', source: 'footer' },
        'http://127.0.0.1/blog/post/venus?x=1',
      ),
      env: { EMBEDDED_DB: db, ASSETS: assets },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(reply.headers.get('x-robots-tag')).toBe('noindex');
    // Not no-referrer: that would send Origin: null with the page's own form post.
    expect(reply.headers.get('referrer-policy')).toBe('same-origin');
    expect(reply.headers.get('content-security-policy')).toBe("default-src 'self'");
    const page = await reply.text();
    expect(page).toContain('<p>maria@gmail.com</p>');
    expect(page).toContain('value="maria@gmial.com"');
    expect(page).toContain('value="/blog/post/venus?x=1"');
    expect(page).not.toContain('%%');
    expect((await listKeptSignups(db)).totals.subscribers).toBe(0);
  });

  it('keeps the chosen address once the reader has answered, and goes back to their page', async () => {
    const db = sqliteD1();
    const reply = await subscribe({
      request: formPost(
        {
          email: 'maria@gmail.com',
          source: 'footer',
          checked: '1',
          return: 'http://127.0.0.1/blog/post/venus',
        },
        'http://127.0.0.1/api/subscribe',
      ),
      env: { EMBEDDED_DB: db, ASSETS: assets },
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/blog/post/venus#newsletter-received');
    expect((await listKeptSignups(db)).subscribers.map((row) => row.email)).toEqual(['maria@gmail.com']);

    const kept = await subscribe({
      request: formPost({ email: 'sam@gmx.dee', checked: '1', return: 'http://127.0.0.1/help-center' }),
      env: { EMBEDDED_DB: db },
    });
    expect(kept.headers.get('location')).toBe('/help-center#newsletter-received');
    expect((await listKeptSignups(db)).subscribers.map((row) => row.email)).toContain('sam@gmx.dee');
  });

  it('never returns to another site through the carried page', async () => {
    const reply = await subscribe({
      request: formPost({ email: 'maria@gmail.com', checked: '1', return: 'https://evil.example/phish' }),
      env: { EMBEDDED_DB: sqliteD1() },
    });
    expect(reply.headers.get('location')).toBe('/#newsletter-received');
  });

  it('still works when the built page cannot be read (a plain page with the same form)', async () => {
    const reply = await subscribe({
      request: formPost({ email: 'maria@gmial.com' }),
      env: { EMBEDDED_DB: sqliteD1() },
    });
    const page = await reply.text();
    expect(page).toContain('Did you mean maria@gmail.com?');
    expect(page).toContain('name="checked" value="1"');
    expect(page).toContain('name="email" value="maria@gmial.com"');
  });
});

describe('fillAddressCheckPage', () => {
  const check: AddressCheck = {
    typed: 'a"b@gmial.com',
    suggestion: 'a"b@gmail.com',
    source: 'footer',
    returnTo: 'http://127.0.0.1/?q=<x>',
  };
  it('escapes every value for text and attributes', () => {
    const page = fillAddressCheckPage(BUILT, check)!;
    expect(page).toContain('value="a&quot;b@gmail.com"');
    expect(page).toContain('value="http://127.0.0.1/?q=&lt;x&gt;"');
    expect(page).not.toContain('"b@');
  });
  it('refuses a page that lacks a slot', () => {
    expect(fillAddressCheckPage('<h1>Hello</h1>', check)).toBeNull();
  });
});
