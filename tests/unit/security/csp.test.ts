import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineScripts, originOf, scriptHash } from '@/lib/security/csp';

describe('inlineScripts', () => {
  it('collects executed inline scripts and speculation rules, skipping JSON-LD and external scripts', () => {
    const html = [
      '<script type="module">a()</script>',
      '<script>b()</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script src="/x.js"></script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', '{"prefetch":[]}']);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact script text', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(scriptHash('alert(1)')).toBe(`'sha256-${expected}'`);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    connectOrigins: ['https://abc.supabase.co'],
  });
  it('allows scripts only from self and the given hashes, never unsafe-eval or unsafe-inline', () => {
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(csp).not.toContain('unsafe-eval');
  });
  it('forbids framing and plugins', () => {
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
  it('adds the Supabase origin to connect-src', () => {
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co");
  });
});

describe('headersFile', () => {
  it('sets the security headers for every path', () => {
    const file = headersFile("default-src 'self'");
    for (const header of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(file).toContain(header);
    }
    expect(file.startsWith('/*\n')).toBe(true);
  });
});

describe('originOf', () => {
  it('keeps only a valid origin', () => {
    expect(originOf('https://abc.supabase.co/rest/v1')).toEqual(['https://abc.supabase.co']);
    expect(originOf('not a url')).toEqual([]);
    expect(originOf(undefined)).toEqual([]);
  });
});
