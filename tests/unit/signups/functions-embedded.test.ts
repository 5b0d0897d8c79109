import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequestGet as listSignups } from '../../../functions/api/embedded-signups';
import { onRequestPost as quizLead } from '../../../functions/api/quiz-lead';
import { onRequestPost as subscribe } from '../../../functions/api/subscribe';
import { listKeptSignups } from '@/lib/signups/embedded';
import { createFakePostgrest, type FakePostgrest } from '../backend/fake-postgrest';
import { jsonPost } from '../../support/requests';
import { sqliteD1 } from '../../support/sqlite-d1';

/**
 * The functions on the embedded default (docs/signups.md): without Supabase, a runtime that binds
 * the embedded store keeps sign-ups and leads there; with Supabase configured nothing changes.
 */
const SUPABASE = {
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-0123456789',
};
const LOOPBACK = { 'cf-connecting-ip': '127.0.0.1' };
const post = (path: string, body: unknown) => jsonPost(`http://127.0.0.1${path}`, body);
const list = (headers: Record<string, string> = LOOPBACK) =>
  new Request('http://127.0.0.1/api/embedded-signups', { headers });

let postgrest: FakePostgrest;
beforeEach(() => {
  postgrest = createFakePostgrest({
    url: SUPABASE.SUPABASE_URL,
    key: SUPABASE.SUPABASE_SERVICE_ROLE_KEY,
    unique: { newsletter_subscribers: 'email', quiz_leads: 'email' },
  });
  vi.stubGlobal('fetch', postgrest.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('without Supabase, with the embedded store bound', () => {
  it('/api/subscribe keeps the sign-up (JSON and plain form) instead of answering "not configured"', async () => {
    const db = sqliteD1();
    const json = await subscribe({
      request: post('/api/subscribe', { email: 'Reader@Example.org' }),
      env: { EMBEDDED_DB: db },
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ stored: true });

    const form = await subscribe({
      request: new Request('http://127.0.0.1/api/subscribe', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          referer: 'http://127.0.0.1/help-center',
        },
        body: 'email=second%40example.org&source=footer',
      }),
      env: { EMBEDDED_DB: db },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('http://127.0.0.1/help-center#newsletter-subscribed');
    expect((await listKeptSignups(db)).subscribers.map((row) => row.email).sort()).toEqual([
      'reader@example.org',
      'second@example.org',
    ]);
    expect(postgrest.requests).toHaveLength(0);
  });

  it('/api/quiz-lead keeps the lead with its answers', async () => {
    const db = sqliteD1();
    const reply = await quizLead({
      request: post('/api/quiz-lead', {
        email: 'seeker@example.org',
        answers: { gender: 'female' },
        source: 'soulmate-quiz',
      }),
      env: { EMBEDDED_DB: db },
    });
    expect(reply.status).toBe(200);
    expect((await listKeptSignups(db)).leads).toMatchObject([
      { email: 'seeker@example.org', source: 'soulmate-quiz', answers: { gender: 'female' } },
    ]);
  });

  it('answers 502 when the database fails, and 503 when nothing is bound at all', async () => {
    const broken = sqliteD1();
    broken.close();
    const failed = await subscribe({
      request: post('/api/subscribe', { email: 'a@example.org' }),
      env: { EMBEDDED_DB: broken },
    });
    expect(failed.status).toBe(502);
    const none = await quizLead({
      request: post('/api/quiz-lead', { email: 'a@example.org', answers: {} }),
      env: {},
    });
    expect(none.status).toBe(503);
  });
});

describe('with Supabase configured', () => {
  it('keeps using Supabase and leaves the embedded store untouched', async () => {
    const db = sqliteD1();
    const env = { ...SUPABASE, EMBEDDED_DB: db };
    expect(
      (await subscribe({ request: post('/api/subscribe', { email: 'reader@example.org' }), env })).status,
    ).toBe(200);
    expect(
      (await quizLead({ request: post('/api/quiz-lead', { email: 'lead@example.org', answers: {} }), env }))
        .status,
    ).toBe(200);
    expect(postgrest.rows('newsletter_subscribers')).toMatchObject([{ email: 'reader@example.org' }]);
    expect(postgrest.rows('quiz_leads')).toMatchObject([{ email: 'lead@example.org' }]);
    expect(await listKeptSignups(db)).toMatchObject({ totals: { subscribers: 0, leads: 0 } });
  });
});

describe('/api/embedded-signups', () => {
  it('lists what the store keeps to the loopback local preview', async () => {
    const db = sqliteD1();
    await subscribe({
      request: post('/api/subscribe', { email: 'reader@example.org' }),
      env: { EMBEDDED_DB: db },
    });
    const reply = await listSignups({
      request: list(),
      env: { EMBEDDED_DB: db, ADMIN_LOCAL_PREVIEW: 'true' },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      available: true,
      subscribers: [{ email: 'reader@example.org', source: 'footer', status: 'subscribed' }],
      leads: [],
      totals: { subscribers: 1, leads: 0 },
    });
  });

  it('refuses anyone else: no preview flag, a caller from the internet, or no session once Supabase is configured', async () => {
    const db = sqliteD1();
    // Without Supabase there is no session to check, so only the loopback local preview gets in.
    expect((await listSignups({ request: list(), env: { EMBEDDED_DB: db } })).status).toBe(503);
    const remote = await listSignups({
      request: list({ 'cf-connecting-ip': '203.0.113.9' }),
      env: { EMBEDDED_DB: db, ADMIN_LOCAL_PREVIEW: 'true' },
    });
    expect(remote.status).toBe(503);
    // With Supabase the local preview ends and a staff session is asked for.
    const supabase = await listSignups({
      request: list(),
      env: { ...SUPABASE, EMBEDDED_DB: db, ADMIN_LOCAL_PREVIEW: 'true' },
    });
    expect(supabase.status).toBe(401);
  });
});
