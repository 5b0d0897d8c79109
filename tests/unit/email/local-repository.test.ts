// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localEmailRepository } from '@/admin/areas/email/data/local';

/** The local preview's storage and its send loop against a stubbed /api/email-send. */
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = {
  subject: 'Mercury direct',
  previewText: '',
  bodyMarkdown: 'Hello',
  bodyHtml: '<p>Hello</p>',
  audience: { sources: [] as string[] },
};

describe('local e-mail repository', () => {
  it('seeds clearly marked sample people and unsubscribes a quiz lead by suppressing the address', async () => {
    const repository = localEmailRepository();
    const members = await repository.listMembers();
    expect(members.length).toBe(8);
    expect(members.every((member) => member.email.endsWith('@example.com'))).toBe(true);
    const lead = members.find((member) => member.key.startsWith('q:'))!;
    await repository.unsubscribe(lead);
    const after = await repository.listMembers();
    expect(after).toHaveLength(8);
    expect(after.find((member) => member.email === lead.email)).toMatchObject({
      status: 'unsubscribed',
      source: lead.source,
      quizLead: true,
    });
  });

  it('sends the audience through the function, records each result and marks the campaign sent', async () => {
    const bodies: { recipients: { email: string }[]; campaign: { bodyHtml: string } }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as (typeof bodies)[number];
      bodies.push(body);
      const results = body.recipients.map(({ email }) =>
        email.startsWith('sample.nova')
          ? { email, status: 'failed', error: 'Mailbox full' }
          : { email, status: 'sent', error: null },
      );
      return new Response(
        JSON.stringify({
          results,
          total: null,
          sent: null,
          failed: null,
          remaining: null,
          done: false,
          retryAfterSeconds: null,
          notice: null,
        }),
        { status: 200 },
      );
    });
    const repository = localEmailRepository();
    const campaign = await repository.saveCampaign(null, draft);
    const step = await repository.sendNextBatch(campaign);
    expect(step).toMatchObject({ total: 6, sent: 5, failed: 1, remaining: 0, done: true });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.recipients.map((r) => r.email)).not.toContain('sample.orion@example.com');
    const [stored] = await repository.listCampaigns();
    expect(stored).toMatchObject({ status: 'sent', recipientsCount: 6, sentCount: 5, failedCount: 1 });
  });

  it('keeps a campaign a draft when the function refuses before anything was sent', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: 'Sending e-mail is not configured on this site.' }), {
          status: 503,
        }),
    );
    const repository = localEmailRepository();
    const campaign = await repository.saveCampaign(null, draft);
    await expect(repository.sendNextBatch(campaign)).rejects.toThrow(
      'Sending e-mail is not configured on this site.',
    );
    const [stored] = await repository.listCampaigns();
    expect(stored).toMatchObject({ status: 'draft', sentCount: 0 });
  });

  it('leaves the unsent recipients for the next call when the provider asks to wait', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ results: [], done: false, retryAfterSeconds: 9, notice: 'wait' }), {
          status: 200,
        }),
    );
    const repository = localEmailRepository();
    const campaign = await repository.saveCampaign(null, draft);
    const step = await repository.sendNextBatch(campaign);
    expect(step).toMatchObject({ done: false, remaining: 6, retryAfterSeconds: 9 });
    const [stored] = await repository.listCampaigns();
    expect(stored!.status).toBe('sending');
  });
});
