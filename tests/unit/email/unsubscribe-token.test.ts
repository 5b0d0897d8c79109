import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '@/lib/email/unsubscribe-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const OTHER = 'another-secret-that-is-long-enough-987654321';

describe('unsubscribe tokens', () => {
  it('round-trips the lower-cased address', async () => {
    const token = await signUnsubscribeToken('Reader@Astrelle.app', SECRET);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(await verifyUnsubscribeToken(token, SECRET)).toBe('reader@astrelle.app');
  });

  it('refuses a token signed with another secret', async () => {
    expect(
      await verifyUnsubscribeToken(await signUnsubscribeToken('reader@astrelle.app', OTHER), SECRET),
    ).toBeNull();
  });

  it('refuses a token whose address was swapped or whose signature was changed', async () => {
    const token = await signUnsubscribeToken('reader@astrelle.app', SECRET);
    const [version, , signature] = token.split('.');
    const victim = Buffer.from('victim@astrelle.app').toString('base64url');
    expect(await verifyUnsubscribeToken(`${version}.${victim}.${signature}`, SECRET)).toBeNull();
    const flipped = signature!.slice(0, -1) + (signature!.endsWith('A') ? 'B' : 'A');
    expect(await verifyUnsubscribeToken(`${version}.${token.split('.')[1]}.${flipped}`, SECRET)).toBeNull();
    expect(await verifyUnsubscribeToken(`v2.${token.slice(3)}`, SECRET)).toBeNull();
    expect(await verifyUnsubscribeToken(`${token}.extra`, SECRET)).toBeNull();
  });

  it('refuses garbage without throwing', async () => {
    for (const bad of ['', 'v1', 'v1..', 'v1.@@@.###', 'x'.repeat(5000), 42, null, { token: 1 }]) {
      expect(await verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });

  it('will not sign or verify with a short secret', async () => {
    await expect(signUnsubscribeToken('reader@astrelle.app', 'short')).rejects.toThrow(/at least 32/);
    const token = await signUnsubscribeToken('reader@astrelle.app', SECRET);
    expect(await verifyUnsubscribeToken(token, 'short')).toBeNull();
  });
});
