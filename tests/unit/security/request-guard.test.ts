import { describe, expect, it } from 'vitest';
import { policyForPath, DEFAULT_POLICY, API_ROUTE_POLICIES } from '@/lib/http/api-routes';
import { hasMediaType, JSON_TYPE, mediaTypeOf, URLENCODED_TYPE } from '@/lib/http/media-type';
import { crossSiteProblem, guardRequest, type RoutePolicy } from '@/lib/http/request-guard';

const SITE = 'https://astrelle.app';
const withType = (contentType: string) =>
  new Request(`${SITE}/api/x`, { headers: { 'content-type': contentType } });

describe('mediaTypeOf / hasMediaType: the Content-Type is parsed, never substring-matched', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON', true],
    ['application/json; charset=utf-8', true],
    ['application/json;charset="UTF-8"', true],
    ['application/json; charset=utf-16', false],
    ['text/plain; charset=application/json', false],
    ['text/plain', false],
    ['application/jsonp', false],
    ['application/json-patch+json', false],
    ['application/json, text/plain', false],
    ['application/x-www-form-urlencoded; note=application/json', false],
    ['', false],
    [';;;', false],
  ])('%j is JSON: %s', (header, expected) => {
    expect(hasMediaType(withType(header), [JSON_TYPE])).toBe(expected);
  });

  it('keeps the parameters apart from the type', () => {
    expect(mediaTypeOf(withType('multipart/form-data; boundary=abc'))).toEqual({
      type: 'multipart/form-data',
      parameters: { boundary: 'abc' },
    });
    expect(mediaTypeOf(new Request(SITE))).toEqual({ type: '', parameters: {} });
  });

  it('accepts form types only where asked', () => {
    const form = withType('application/x-www-form-urlencoded;charset=UTF-8');
    expect(hasMediaType(form, [JSON_TYPE])).toBe(false);
    expect(hasMediaType(form, [JSON_TYPE, URLENCODED_TYPE])).toBe(true);
  });
});

describe('crossSiteProblem', () => {
  const request = (headers: Record<string, string>) =>
    new Request(`${SITE}/api/tarot`, { method: 'POST', headers });

  it.each([
    [{}, true],
    [{ origin: SITE }, true],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'same-origin', origin: SITE }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{ origin: 'http://astrelle.app' }, false],
    [{ origin: 'https://www.astrelle.app' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, false],
    [{ 'sec-fetch-site': 'cross-site', origin: SITE }, false],
  ])('%j is allowed: %s', (headers, allowed) => {
    expect(crossSiteProblem(request(headers)) === null).toBe(allowed);
  });

  it("compares with the request's own origin, port included", () => {
    const local = (origin: string) =>
      new Request('http://127.0.0.1:8788/api/tarot', { method: 'POST', headers: { origin } });
    expect(crossSiteProblem(local('http://127.0.0.1:8788'))).toBeNull();
    expect(crossSiteProblem(local('http://127.0.0.1:9999'))).not.toBeNull();
    expect(crossSiteProblem(local('http://localhost:8788'))).not.toBeNull();
  });
});

describe('guardRequest', () => {
  const json: RoutePolicy = { bodies: [JSON_TYPE] };
  const post = (headers: Record<string, string>, body: BodyInit | null = '{}') =>
    new Request(`${SITE}/api/x`, { method: 'POST', headers, body });

  it('lets same-origin JSON through and refuses text/plain with a JSON-looking charset', async () => {
    expect(guardRequest(post({ origin: SITE, 'content-type': 'application/json' }), json)).toBeNull();
    const refused = guardRequest(
      post({ origin: SITE, 'content-type': 'text/plain; charset=application/json' }),
      json,
    );
    expect(refused?.status).toBe(415);
    expect(await refused?.json()).toEqual({
      error: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });

  it('refuses a cross-site call with 403 before looking at the body', async () => {
    const refused = guardRequest(
      post({ origin: 'https://evil.example', 'content-type': 'text/plain' }),
      json,
    );
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({
      error: "This request did not come from this site's own pages, so it was refused.",
    });
  });

  it('lets a bodiless POST without a type through (Content-Length: 0), not an undeclared body', () => {
    expect(guardRequest(post({ 'content-length': '0' }, null), json)).toBeNull();
    // Bytes carry no Content-Type of their own (a string body would default to text/plain).
    const undeclared = post({}, new TextEncoder().encode('payload'));
    expect(undeclared.headers.get('content-type')).toBeNull();
    expect(guardRequest(undeclared, json)?.status).toBe(415);
  });

  it('names the accepted types when a route takes forms', async () => {
    const refused = guardRequest(post({ 'content-type': 'text/plain' }), {
      bodies: [JSON_TYPE, URLENCODED_TYPE],
    });
    expect(await refused?.json()).toEqual({
      error: 'Send the request body as application/json or application/x-www-form-urlencoded.',
    });
  });

  it('guards reads only where the policy says so', () => {
    const read = new Request(`${SITE}/api/x`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(guardRequest(read, json)).toBeNull();
    expect(guardRequest(read, { ...json, guardReads: true })?.status).toBe(403);
  });
});

describe('policyForPath', () => {
  it('finds a route by its function name and falls back to the default', () => {
    expect(policyForPath('/api/subscribe')).toBe(API_ROUTE_POLICIES.subscribe);
    expect(policyForPath('/api/subscribe/')).toBe(API_ROUTE_POLICIES.subscribe);
    expect(policyForPath('/api/not-a-function')).toBe(DEFAULT_POLICY);
    expect(policyForPath('/api/constructor')).toBe(DEFAULT_POLICY);
    expect(policyForPath('/api/__proto__')).toBe(DEFAULT_POLICY);
  });
});
