import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '@/config/social';
import { socialLinks } from '@/lib/social/profiles';
import { httpsAddressProblem } from '@/lib/site-settings/rules';

describe('socialLinks', () => {
  it('shows nothing when no profile is set', () => {
    expect(socialLinks({})).toEqual([]);
    expect(socialLinks({ instagram: '', x: '   ' })).toEqual([]);
  });

  it('lists the profiles that are set, in the fixed order, with the names people write', () => {
    expect(
      socialLinks({
        youtube: 'https://www.youtube.com/@astrelle',
        instagram: ' https://www.instagram.com/astrelle ',
        x: 'https://x.com/astrelle',
      }),
    ).toEqual([
      { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/astrelle' },
      { network: 'x', name: 'X', url: 'https://x.com/astrelle' },
      { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@astrelle' },
    ]);
  });

  it('leaves out addresses that are not https (a typo must not become a broken or unsafe link)', () => {
    expect(
      socialLinks({
        instagram: 'http://www.instagram.com/astrelle',
        tiktok: 'javascript:alert(1)',
        facebook: 'facebook.com/astrelle',
        pinterest: `https://pinterest.com/${'a'.repeat(600)}`,
        x: 'https://x.com/astrelle',
      }).map((link) => link.network),
    ).toEqual(['x']);
  });

  it('knows the six networks of the footer', () => {
    expect(SOCIAL_NETWORKS).toEqual(['instagram', 'tiktok', 'facebook', 'pinterest', 'x', 'youtube']);
  });
});

describe('httpsAddressProblem', () => {
  it('accepts an https address and explains anything else', () => {
    expect(httpsAddressProblem('https://astrelle.app/x')).toBeNull();
    expect(httpsAddressProblem('http://astrelle.app')).toBe('must be an https address');
    expect(httpsAddressProblem('astrelle')).toBe('must be an address');
    expect(httpsAddressProblem(`https://a.app/${'a'.repeat(500)}`)).toBe('must be at most 500 characters');
  });
});
