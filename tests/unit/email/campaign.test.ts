import { describe, expect, it } from 'vitest';
import { checkDraft, sendProblem, SUBJECT_MAX } from '@/lib/email/campaign';
import {
  audienceCounts,
  filterMembers,
  mergeAudience,
  pageOf,
  recipientsFor,
  sourcesOf,
} from '@/lib/email/audience';
import { buildMessage } from '@/lib/email/message';

describe('campaign drafts', () => {
  it('needs a subject and fills the rest with defaults', () => {
    expect(checkDraft({ subject: '  ' })).toEqual({ ok: false, error: 'Give the campaign a subject.' });
    expect(checkDraft({})).toEqual({ ok: false, error: 'Give the campaign a subject.' });
    expect(checkDraft({ subject: ' New moon notes ' })).toEqual({
      ok: true,
      draft: { subject: 'New moon notes', previewText: '', bodyMarkdown: '', audience: { sources: [] } },
    });
  });

  it('refuses overlong fields and malformed audience sources', () => {
    expect(checkDraft({ subject: 'x'.repeat(SUBJECT_MAX + 1) })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/200 characters/),
    });
    expect(checkDraft({ subject: 'Hi', previewText: 'p'.repeat(301) })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/300/),
    });
    expect(checkDraft({ subject: 'Hi', audience: { sources: ['Footer; drop'] } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/short tag/),
    });
  });

  it('says why a campaign cannot be sent', () => {
    const ready = { subject: 'Hi', bodyHtml: '<p>Hello</p>', status: 'draft' as const };
    expect(sendProblem(ready, 3)).toBeNull();
    expect(sendProblem({ ...ready, bodyHtml: '<p> </p>' }, 3)).toBe('Write the message before sending it.');
    expect(sendProblem({ ...ready, status: 'sent' }, 3)).toBe('This campaign has already been sent.');
    expect(sendProblem(ready, 0)).toMatch(/no one to send to/);
  });
});

describe('the audience', () => {
  const newsletter = [
    {
      id: 'a',
      email: 'reader@astrelle.app',
      source: 'footer',
      status: 'subscribed',
      consent_at: '2026-01-01T00:00:00Z',
      unsubscribed_at: null,
      created_at: '2026-01-01T00:00:00Z',
    },
    {
      id: 'b',
      email: 'gone@astrelle.app',
      source: 'quiz',
      status: 'unsubscribed',
      consent_at: '2026-01-02T00:00:00Z',
      unsubscribed_at: '2026-01-05T00:00:00Z',
      created_at: '2026-01-02T00:00:00Z',
    },
  ];
  const leads = [
    {
      id: 'c',
      email: 'reader@astrelle.app',
      source: 'quiz',
      status: 'confirmed',
      confirmed_at: '2026-01-03T00:00:00Z',
      consent_at: '2026-01-03T00:00:00Z',
      created_at: '2026-01-03T00:00:00Z',
    },
    {
      // Confirmed before its address was unsubscribed (by an admin, as a newsletter row): kept out.
      id: 'd',
      email: 'gone@astrelle.app',
      source: 'quiz',
      status: 'confirmed',
      confirmed_at: '2026-01-03T00:00:00Z',
      consent_at: '2026-01-03T00:00:00Z',
      created_at: '2026-01-03T00:00:00Z',
    },
    {
      id: 'e',
      email: 'seeker@astrelle.app',
      source: 'quiz-landing',
      status: 'confirmed',
      confirmed_at: '2026-01-04T00:00:00Z',
      consent_at: '2026-01-04T00:00:00Z',
      created_at: '2026-01-04T00:00:00Z',
    },
    {
      // Never confirmed: on the list as pending, reached by no campaign.
      id: 'f',
      email: 'waiting@astrelle.app',
      source: 'quiz',
      status: 'pending',
      confirmed_at: null,
      consent_at: '2026-01-05T00:00:00Z',
      created_at: '2026-01-05T00:00:00Z',
    },
  ];
  const members = mergeAudience(newsletter, leads);

  it('lists each address once, a newsletter row winning over its quiz lead', () => {
    expect(members.map((member) => [member.key, member.status, member.quizLead])).toEqual([
      ['q:f', 'pending', true],
      ['q:e', 'subscribed', true],
      ['n:b', 'unsubscribed', true],
      ['n:a', 'subscribed', true],
    ]);
    expect(sourcesOf(members)).toEqual(['footer', 'quiz', 'quiz-landing']);
  });

  it('counts everyone on the list and those a campaign may reach (the dashboard shows the same)', () => {
    expect(audienceCounts(members)).toEqual({ people: 4, subscribed: 2 });
    expect(audienceCounts([])).toEqual({ people: 0, subscribed: 0 });
  });

  it('searches, filters and pages', () => {
    expect(filterMembers(members, { search: 'SEEK' }).map((m) => m.email)).toEqual(['seeker@astrelle.app']);
    expect(filterMembers(members, { status: 'pending' }).map((m) => m.email)).toEqual([
      'waiting@astrelle.app',
    ]);
    expect(filterMembers(members, { status: 'unsubscribed' }).map((m) => m.email)).toEqual([
      'gone@astrelle.app',
    ]);
    expect(filterMembers(members, { source: 'footer' }).map((m) => m.email)).toEqual(['reader@astrelle.app']);
    const second = pageOf(members, { page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    expect(second.rows).toHaveLength(1);
    expect(pageOf(members, { page: 99, pageSize: 3 }).page).toBe(2);
  });

  it('sends only to subscribed addresses of the chosen sources', () => {
    expect(recipientsFor(members, { sources: [] }).map((m) => m.email)).toEqual([
      'seeker@astrelle.app',
      'reader@astrelle.app',
    ]);
    expect(recipientsFor(members, { sources: ['quiz'] })).toEqual([]);
    // A lead confirmed again after an unsubscribe is reached again: the latest decision wins.
    const back = mergeAudience(newsletter, [{ ...leads[1]!, confirmed_at: '2026-01-06T00:00:00Z' }]);
    expect(recipientsFor(back, { sources: ['quiz'] }).map((m) => m.email)).toEqual(['gone@astrelle.app']);
    expect(back.find((m) => m.email === 'gone@astrelle.app')?.status).toBe('subscribed');
    expect(recipientsFor(members, { sources: ['quiz-landing'] }).map((m) => m.email)).toEqual([
      'seeker@astrelle.app',
    ]);
  });
});

describe('outgoing messages', () => {
  it('carry the unsubscribe link in the footer, the text part and the one-click headers', () => {
    const message = buildMessage({
      subject: 'New <moon>',
      previewText: 'Set intentions',
      bodyHtml: '<h2>Hello</h2><p>The sky &amp; you.</p>',
      unsubscribeUrl: 'https://astrelle.app/api/email-unsubscribe?token=v1.abc.def',
      brandName: 'Astrelle',
      postalAddress: 'Narva mnt 7, Tallinn',
    });
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://astrelle.app/api/email-unsubscribe?token=v1.abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message.html).toContain('<title>New &lt;moon&gt;</title>');
    expect(message.html).toContain('href="https://astrelle.app/api/email-unsubscribe?token=v1.abc.def"');
    expect(message.html).toContain('Set intentions');
    expect(message.text).toBe(
      'Hello\n\nThe sky & you.\n\n—\nYou receive this because you gave Astrelle your e-mail address.\nUnsubscribe: https://astrelle.app/api/email-unsubscribe?token=v1.abc.def\nNarva mnt 7, Tallinn',
    );
  });
});
