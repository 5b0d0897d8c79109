import { describe, expect, it } from 'vitest';
import { scanForSecrets } from '@/lib/security/secret-scan';

describe('scanForSecrets', () => {
  it('flags a JWT such as a Supabase service-role key', () => {
    const jwt = [
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
      'eyJyb2xlIjoic2VydmljZV9yb2xlIiwiaXNzIjoic3VwYWJhc2UifQ',
      'c2lnbmF0dXJlLXBhcnQtb2YtdGhlLXRva2Vu',
    ].join('.');
    expect(scanForSecrets('a.js', `const k="${jwt}"`)).toMatchObject([{ kind: 'JSON Web Token' }]);
  });
  it('flags provider keys and private keys', () => {
    expect(scanForSecrets('a.js', `key: "sk-${'a'.repeat(32)}"`)[0]?.kind).toBe('OpenAI-style secret key');
    expect(scanForSecrets('a.txt', '-----BEGIN PRIVATE KEY-----')[0]?.kind).toBe('private key');
  });
  it('flags the literal value of a secret environment variable', () => {
    expect(scanForSecrets('a.html', 'x my-very-secret-value y', ['my-very-secret-value'])).toHaveLength(1);
  });
  it('passes ordinary pages', () => {
    expect(
      scanForSecrets('index.html', '<h1>Let the Stars Guide Your Next Move</h1><a href="/sk-blog">x</a>'),
    ).toEqual([]);
  });
});
