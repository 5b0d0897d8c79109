/** The small rules the security work leans on: the visitor's day, the wait in words, the configured origin, the outbox's links. */
import { describe, expect, it } from 'vitest';
import { waitInWords } from '@/lib/http/client-limits';
import { siteOrigin } from '@/lib/http/site-origin';
import { isVisitorDay } from '@/lib/http/visitor-day';
import { fillConfirmSignupPage } from '@/lib/signups/confirm-pages';
import { linkParts } from '@/lib/signups/outbox-links';

describe('the visitor’s day', () => {
  const now = new Date('2026-12-07T23:30:00Z');
  it('is the UTC date or a day either side, a real date only', () => {
    expect(['2026-12-06', '2026-12-07', '2026-12-08'].map((day) => isVisitorDay(day, now))).toEqual([
      true,
      true,
      true,
    ]);
    for (const day of ['2026-12-05', '2026-12-09', '9999-12-31', '2026-02-30', '2026-12-7', ''])
      expect(isVisitorDay(day, now), day).toBe(false);
  });
});

describe('the wait in words', () => {
  it('rounds up to whole minutes and names hours', () => {
    expect(waitInWords(1)).toBe('1 minute');
    expect(waitInWords(9 * 60_000 + 1)).toBe('10 minutes');
    expect(waitInWords(60 * 60_000)).toBe('1 hour');
    expect(waitInWords(65 * 60_000)).toBe('1 hour 5 minutes');
  });
});

describe('the configured origin', () => {
  it('is SITE_URL, else PUBLIC_SITE_URL, else the build’s, and never anything but http(s)', () => {
    expect(siteOrigin({ SITE_URL: 'http://127.0.0.1:8801/', PUBLIC_SITE_URL: 'https://x.example' })).toBe(
      'http://127.0.0.1:8801',
    );
    expect(siteOrigin({ PUBLIC_SITE_URL: 'https://x.example/path' })).toBe('https://x.example');
    expect(siteOrigin({ SITE_URL: 'javascript:alert(1)' })).toBe('https://astrelle.app');
    expect(siteOrigin(undefined)).toBe('https://astrelle.app');
  });
});

describe('the outbox’s links', () => {
  it('finds http(s) addresses in a message’s text, leaving the sentence’s full stop outside', () => {
    expect(linkParts('Open http://127.0.0.1:8801/api/email-confirm?token=abc. Or not.')).toEqual([
      { text: 'Open ' },
      { href: 'http://127.0.0.1:8801/api/email-confirm?token=abc' },
      { text: '. Or not.' },
    ]);
    expect(linkParts('javascript:alert(1) and ftp://x')).toEqual([
      { text: 'javascript:alert(1) and ftp://x' },
    ]);
  });
});

describe('the token slot of a built page', () => {
  it('fills the form as Astro writes it (a bare `value`) and as written by hand', () => {
    for (const built of [
      '<input type="hidden" name="token" value data-confirm-token>',
      '<input type="hidden" name="token" value="" data-confirm-token />',
    ])
      expect(fillConfirmSignupPage(built, 'abc_-123')).toMatch(
        /^<input type="hidden" name="token" value="abc_-123" data-confirm-token/,
      );
    expect(fillConfirmSignupPage('<input type="hidden" name="token" data-confirm-token>', 'x')).toBeNull();
    expect(fillConfirmSignupPage('<input value data-confirm-token>', '"><script>')).toBe(
      '<input value="script" data-confirm-token>',
    );
  });
});
