import type { NewsletterRow, QuizLeadRow } from '@/lib/email/audience';

/**
 * Sample people for the local preview only, so the screen can be tried: every address is on
 * example.com (a domain reserved for examples, RFC 2606) and the screen labels them as samples.
 */
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9, 30)).toISOString();

export const SAMPLE_DOMAIN = 'example.com';

export function sampleNewsletter(): NewsletterRow[] {
  const rows: [string, string, string, number, number | null][] = [
    ['sample.aria@example.com', 'footer', 'subscribed', 2, null],
    ['sample.leo@example.com', 'footer', 'subscribed', 4, null],
    ['sample.nova@example.com', 'blog', 'subscribed', 6, null],
    ['sample.orion@example.com', 'footer', 'unsubscribed', 7, 12],
    ['sample.vega@example.com', 'blog', 'bounced', 9, null],
    ['sample.celeste@example.com', 'quiz', 'subscribed', 11, null],
  ];
  return rows.map(([email, source, status, joined, left], index) => ({
    id: `sample-n${index + 1}`,
    email,
    source,
    status,
    consent_at: day(joined),
    unsubscribed_at: left ? day(left) : null,
    created_at: day(joined),
  }));
}

export function sampleLeads(): QuizLeadRow[] {
  const rows: [string, string, number][] = [
    ['sample.celeste@example.com', 'quiz', 10],
    ['sample.sol@example.com', 'quiz', 13],
    ['sample.lyra@example.com', 'quiz-landing', 15],
  ];
  return rows.map(([email, source, joined], index) => ({
    id: `sample-q${index + 1}`,
    email,
    source,
    status: 'confirmed',
    confirmed_at: day(joined),
    consent_at: day(joined),
    created_at: day(joined),
  }));
}
