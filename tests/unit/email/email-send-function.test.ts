import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequestGet, onRequestPost } from '../../../functions/api/email-send';
import { verifyUnsubscribeToken } from '@/lib/email/unsubscribe-token';
import {
  fakeSupabaseFetch,
  SERVICE_KEY,
  startFakeProvider,
  SUPABASE_URL,
  type FakeDatabase,
  type FakeProvider,
} from './fake-backends';
import { renderMarkdown } from '@/admin/lib/markdown';
import { bodyWithProse, keepsProse, proseAboutTags } from '../blog/fixtures/prose-about-tags';
import { jsonPost } from '../../support/requests';

/** The sending function against a fake e-mail provider on 127.0.0.1:8832 (this worktree's port). */
const PORT = 8832;
const SECRET = 'unsubscribe-secret-for-tests-0123456789abcdef';
const API_KEY = 're_test_key_never_shown_0123456789';
const CAMPAIGN_ID = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider(PORT);
});
afterAll(async () => {
  await provider.close();
});
beforeEach(() => {
  provider.calls.length = 0;
  provider.script = (_call, index) => ({ status: 200, body: { id: `msg-${index + 1}` } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const emailEnv = () => ({
  EMAIL_PROVIDER_URL: provider.url,
  EMAIL_API_KEY: API_KEY,
  EMAIL_FROM: 'Astrelle <news@astrelle.app>',
  EMAIL_UNSUBSCRIBE_SECRET: SECRET,
});
const localEnv = () => ({ ADMIN_LOCAL_PREVIEW: 'true', ...emailEnv() });
const supabaseEnv = () => ({ SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, ...emailEnv() });

function post(
  body: unknown,
  { url = 'http://127.0.0.1:8830/api/email-send', token }: { url?: string; token?: string } = {},
) {
  return jsonPost(url, body, {
    // As wrangler sets it for a caller on this machine (the local preview's rule).
    'cf-connecting-ip': '127.0.0.1',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
}

const localBody = (emails: string[]) => ({
  campaignId: 'local-1',
  campaign: {
    subject: 'New moon notes',
    previewText: 'Set your intentions',
    bodyHtml: '<p>Hello <script>alert(1)</script>stargazer</p>',
  },
  recipients: emails.map((email) => ({ email })),
});

describe('POST /api/email-send in the local preview', () => {
  it('sends one message per recipient with a signed unsubscribe link and the one-click headers', async () => {
    const response = await onRequestPost({
      request: post(localBody(['a@astrelle.app', 'b@astrelle.app'])),
      env: localEnv(),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      results: { email: string; status: string }[];
      retryAfterSeconds: number | null;
    };
    expect(body.results).toEqual([
      { email: 'a@astrelle.app', status: 'sent', error: null },
      { email: 'b@astrelle.app', status: 'sent', error: null },
    ]);
    expect(provider.calls).toHaveLength(2);
    const first = provider.calls.find((call) => call.body.to[0] === 'a@astrelle.app')!;
    expect(first.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first.body.from).toBe('Astrelle <news@astrelle.app>');
    expect(first.body.subject).toBe('New moon notes');
    // The browser's HTML is sanitised again on the server.
    expect(first.body.html).toContain('<p>Hello stargazer</p>');
    expect(first.body.html).not.toContain('<script');
    const link = /<(http:\/\/127\.0\.0\.1:8830\/api\/email-unsubscribe\?token=[^>]+)>/.exec(
      first.body.headers['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(first.body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(first.body.html).toContain(link!);
    expect(await verifyUnsubscribeToken(new URL(link!).searchParams.get('token'), SECRET)).toBe(
      'a@astrelle.app',
    );
  });

  it.each(proseAboutTags)(
    'keeps every word of prose that mentions a tag in the sent e-mail: %s',
    async (prose) => {
      // The body as the campaign editor stores it: its Markdown rendered by the admin.
      const body = localBody(['a@astrelle.app']);
      body.campaign.bodyHtml = renderMarkdown(bodyWithProse(prose));
      const response = await onRequestPost({ request: post(body), env: localEnv() });
      expect(response.status).toBe(200);
      const sent = provider.calls[0]!.body;
      expect(keepsProse(sent.html, prose)).toBe(true);
      expect(sent.text).toContain(prose);
    },
  );

  it('records a refused address as failed with the provider message, and carries on', async () => {
    provider.script = (call, index) =>
      call.body.to[0] === 'bad@astrelle.app'
        ? { status: 422, body: { name: 'validation_error', message: 'The to address is invalid.' } }
        : { status: 200, body: { id: `m${index}` } };
    const body = (await (
      await onRequestPost({
        request: post(localBody(['bad@astrelle.app', 'ok@astrelle.app'])),
        env: localEnv(),
      })
    ).json()) as { results: unknown[] };
    expect(body.results).toEqual([
      { email: 'bad@astrelle.app', status: 'failed', error: 'The to address is invalid.' },
      { email: 'ok@astrelle.app', status: 'sent', error: null },
    ]);
  });

  it('stops on a rate limit and asks to come back later, leaving the rest unsent', async () => {
    provider.script = () => ({
      status: 429,
      body: { message: 'Too many requests' },
      headers: { 'retry-after': '7' },
    });
    const body = (await (
      await onRequestPost({ request: post(localBody(['a@astrelle.app'])), env: localEnv() })
    ).json()) as { results: unknown[]; retryAfterSeconds: number };
    expect(body.results).toEqual([]);
    expect(body.retryAfterSeconds).toBe(7);
  });

  it('reports a refused key as 502 without ever echoing the key', async () => {
    provider.script = () => ({ status: 401, body: { message: `API key ${API_KEY} is invalid` } });
    const response = await onRequestPost({ request: post(localBody(['a@astrelle.app'])), env: localEnv() });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).toMatch(/refused the request \(401\)/);
    expect(text).not.toContain(API_KEY);
  });

  it('answers 503 with a plain message when sending is not configured, naming only the missing settings', async () => {
    const response = await onRequestPost({
      request: post(localBody(['a@astrelle.app'])),
      env: { ADMIN_LOCAL_PREVIEW: 'true', EMAIL_API_KEY: API_KEY },
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Sending e-mail is not configured/);
    const status = await onRequestGet({
      request: new Request('http://127.0.0.1:8830/api/email-send', {
        headers: { 'cf-connecting-ip': '127.0.0.1' },
      }),
      env: { ADMIN_LOCAL_PREVIEW: 'true', EMAIL_API_KEY: API_KEY },
    });
    const report = (await status.json()) as { configured: boolean; missing: string[] };
    expect(report).toMatchObject({ configured: false, missing: ['EMAIL_FROM', 'EMAIL_UNSUBSCRIBE_SECRET'] });
    expect(JSON.stringify(report)).not.toContain(API_KEY);
    expect(provider.calls).toHaveLength(0);
  });

  it('refuses callers from outside the loopback preview, and anonymous callers with a backend', async () => {
    const remote = await onRequestPost({
      request: post(localBody(['a@astrelle.app']), { url: 'https://astrelle.app/api/email-send' }),
      env: localEnv(),
    });
    expect(remote.status).toBe(503);
    vi.stubGlobal('fetch', fakeSupabaseFetch(emptyDb(), fetch));
    const anonymous = await onRequestPost({
      request: post({ campaignId: CAMPAIGN_ID }, { url: 'https://astrelle.app/api/email-send' }),
      env: supabaseEnv(),
    });
    expect(anonymous.status).toBe(401);
    const stranger = await onRequestPost({
      request: post(
        { campaignId: CAMPAIGN_ID },
        { url: 'https://astrelle.app/api/email-send', token: 'unknown' },
      ),
      env: supabaseEnv(),
    });
    expect(stranger.status).toBe(401);
    expect(provider.calls).toHaveLength(0);
  });
});

function emptyDb(): FakeDatabase {
  return {
    newsletter_subscribers: [],
    quiz_leads: [],
    email_campaigns: [],
    email_deliveries: [],
    sessions: {},
  };
}

function seededDb(): FakeDatabase {
  const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T09:00:00.000Z`;
  return {
    newsletter_subscribers: [
      {
        id: 'n1',
        email: 'one@astrelle.app',
        source: 'footer',
        status: 'subscribed',
        consent_at: at(1),
        unsubscribed_at: null,
        created_at: at(1),
      },
      {
        id: 'n2',
        email: 'two@astrelle.app',
        source: 'footer',
        status: 'subscribed',
        consent_at: at(2),
        unsubscribed_at: null,
        created_at: at(2),
      },
      {
        id: 'n3',
        email: 'gone@astrelle.app',
        source: 'footer',
        status: 'unsubscribed',
        consent_at: at(3),
        unsubscribed_at: at(4),
        created_at: at(3),
      },
    ],
    quiz_leads: [
      {
        id: 'q1',
        email: 'seeker@astrelle.app',
        source: 'quiz',
        status: 'confirmed',
        confirmed_at: at(5),
        consent_at: at(5),
        created_at: at(5),
      },
      {
        id: 'q2',
        email: 'gone@astrelle.app',
        source: 'quiz',
        status: 'confirmed',
        confirmed_at: at(1),
        consent_at: at(5),
        created_at: at(5),
      },
      // Never confirmed: no campaign reaches it.
      {
        id: 'q3',
        email: 'waiting@astrelle.app',
        source: 'quiz',
        status: 'pending',
        confirmed_at: null,
        consent_at: at(5),
        created_at: at(5),
      },
    ],
    email_campaigns: [
      {
        id: CAMPAIGN_ID,
        subject: 'Full moon',
        preview_text: '',
        body_html: '<p>Look up tonight.</p>',
        audience: { sources: [], status: 'subscribed' },
        status: 'draft',
        recipients_count: 0,
      },
    ],
    email_deliveries: [],
    sessions: { 'admin-token': { role: 'admin', status: 'active' } },
  };
}

describe('POST /api/email-send with Supabase', () => {
  it('reads the audience itself, sends in batches, records every delivery and marks the campaign sent', async () => {
    const db = seededDb();
    vi.stubGlobal('fetch', fakeSupabaseFetch(db, fetch));
    provider.script = (call, index) =>
      call.body.to[0] === 'two@astrelle.app'
        ? { status: 422, body: { message: 'Mailbox does not exist' } }
        : { status: 200, body: { id: `id-${index}` } };
    const response = await onRequestPost({
      request: post(
        { campaignId: CAMPAIGN_ID },
        { url: 'https://astrelle.app/api/email-send', token: 'admin-token' },
      ),
      env: supabaseEnv(),
    });
    expect(response.status).toBe(200);
    const progress = (await response.json()) as Record<string, unknown>;
    expect(progress).toMatchObject({
      total: 3,
      sent: 2,
      failed: 1,
      remaining: 0,
      done: true,
      retryAfterSeconds: null,
    });
    expect(provider.calls.map((call) => call.body.to[0]).sort()).toEqual([
      'one@astrelle.app',
      'seeker@astrelle.app',
      'two@astrelle.app',
    ]);
    expect(db.email_deliveries.map((row) => [row.email, row.status, row.subscriber_id]).sort()).toEqual([
      ['one@astrelle.app', 'sent', 'n1'],
      ['seeker@astrelle.app', 'sent', null],
      ['two@astrelle.app', 'failed', 'n2'],
    ]);
    expect(db.email_deliveries.find((row) => row.email === 'two@astrelle.app')?.error).toBe(
      'Mailbox does not exist',
    );
    expect(db.email_campaigns[0]).toMatchObject({ status: 'sent', recipients_count: 3 });
    // The links point at the public site the admin sent from.
    expect(provider.calls[0]!.body.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/astrelle\.app\/api\/email-unsubscribe\?token=v1\./,
    );

    const again = await onRequestPost({
      request: post(
        { campaignId: CAMPAIGN_ID },
        { url: 'https://astrelle.app/api/email-send', token: 'admin-token' },
      ),
      env: supabaseEnv(),
    });
    expect(again.status).toBe(409);
  });

  it('resumes after a rate limit without writing to anyone twice', async () => {
    const db = seededDb();
    vi.stubGlobal('fetch', fakeSupabaseFetch(db, fetch));
    provider.script = (call, index) =>
      call.body.to[0] === 'seeker@astrelle.app'
        ? { status: 429, body: { message: 'Slow down' } }
        : { status: 200, body: { id: `id-${index}` } };
    const request = () =>
      post({ campaignId: CAMPAIGN_ID }, { url: 'https://astrelle.app/api/email-send', token: 'admin-token' });
    const first = (await (await onRequestPost({ request: request(), env: supabaseEnv() })).json()) as Record<
      string,
      unknown
    >;
    expect(first).toMatchObject({ done: false, retryAfterSeconds: 5, sent: 2, remaining: 1 });
    expect(db.email_campaigns[0]).toMatchObject({ status: 'sending', recipients_count: 3 });
    provider.script = (_call, index) => ({ status: 200, body: { id: `id-${index}` } });
    const second = (await (await onRequestPost({ request: request(), env: supabaseEnv() })).json()) as Record<
      string,
      unknown
    >;
    expect(second).toMatchObject({ done: true, sent: 3, failed: 0, remaining: 0 });
    const sentTo = provider.calls
      .filter((call, index) => index >= 3 || call.body.to[0] !== 'seeker@astrelle.app')
      .map((call) => call.body.to[0]);
    expect(sentTo.sort()).toEqual(['one@astrelle.app', 'seeker@astrelle.app', 'two@astrelle.app']);
  });

  it('never takes a recipient list from the browser', async () => {
    vi.stubGlobal('fetch', fakeSupabaseFetch(seededDb(), fetch));
    const response = await onRequestPost({
      request: post(localBody(['victim@elsewhere.test']), {
        url: 'https://astrelle.app/api/email-send',
        token: 'admin-token',
      }),
      env: supabaseEnv(),
    });
    expect(response.status).toBe(400);
    expect(provider.calls).toHaveLength(0);
  });

  it('refuses an editor and marks a campaign failed when the provider refuses the key', async () => {
    const db = seededDb();
    db.sessions = { 'editor-token': { role: 'editor', status: 'active' } };
    vi.stubGlobal('fetch', fakeSupabaseFetch(db, fetch));
    const editor = await onRequestPost({
      request: post(
        { campaignId: CAMPAIGN_ID },
        { url: 'https://astrelle.app/api/email-send', token: 'editor-token' },
      ),
      env: supabaseEnv(),
    });
    expect(editor.status).toBe(403);

    db.sessions = { 'admin-token': { role: 'admin', status: 'active' } };
    provider.script = () => ({ status: 403, body: { message: 'The from domain is not verified' } });
    const refused = await onRequestPost({
      request: post(
        { campaignId: CAMPAIGN_ID },
        { url: 'https://astrelle.app/api/email-send', token: 'admin-token' },
      ),
      env: supabaseEnv(),
    });
    expect(refused.status).toBe(502);
    expect(db.email_campaigns[0]).toMatchObject({
      status: 'failed',
      last_error: expect.stringMatching(/not verified/),
    });
  });
});
