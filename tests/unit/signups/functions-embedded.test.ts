import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequestGet as confirmPage, onRequestPost as confirm } from '../../../functions/api/email-confirm';
import { onRequestGet as listSignups } from '../../../functions/api/embedded-signups';
import {
  onRequestGet as unsubscribePage,
  onRequestPost as unsubscribe,
} from '../../../functions/api/email-unsubscribe';
import { onRequestPost as quizLead } from '../../../functions/api/quiz-lead';
import { onRequestPost as subscribe } from '../../../functions/api/subscribe';
import { CONSENTS } from '@/config/consent';
import { listKeptSignups } from '@/lib/signups/embedded-list';
import { createFakePostgrest, type FakePostgrest } from '../backend/fake-postgrest';
import { jsonPost } from '../../support/requests';
import { sqliteD1 } from '../../support/sqlite-d1';

/**
 * The sign-up functions on the embedded default (docs/signups.md): without Supabase, a runtime
 * that binds the embedded store keeps sign-ups and leads there as pending, writes their
 * confirmation messages to its outbox, and confirms and unsubscribes from the links in them; with
 * Supabase configured it keeps them there and sends through the provider.
 */
const SUPABASE = {
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-0123456789',
};
const SITE_URL = 'http://127.0.0.1:8801';
const LOOPBACK = { 'cf-connecting-ip': '127.0.0.1' };
let client = 0;
/** Each test from its own address: the per-client limits of one never touch another. */
const address = () => ({ 'cf-connecting-ip': `198.51.100.${++client}` });
const post = (path: string, body: unknown, headers = address()) =>
  jsonPost(`http://127.0.0.1${path}`, body, headers);
const formPost = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...address(), ...headers },
    body,
  });
const list = (headers: Record<string, string> = LOOPBACK) =>
  new Request('http://127.0.0.1/api/embedded-signups', { headers });

/** The links in the newest outbox message to an address. */
async function linksTo(db: ReturnType<typeof sqliteD1>, email: string) {
  const message = (await listKeptSignups(db)).outbox.find((entry) => entry.to === email)!;
  const confirmLink = /http\S+\/api\/email-confirm\?token=\S+/.exec(message.text)![0];
  const unsubscribeLink = /Unsubscribe: (\S+)/.exec(message.text)![1]!;
  return { message, confirm: new URL(confirmLink), unsubscribe: new URL(unsubscribeLink) };
}

let postgrest: FakePostgrest;
beforeEach(() => {
  postgrest = createFakePostgrest({
    url: SUPABASE.SUPABASE_URL,
    key: SUPABASE.SUPABASE_SERVICE_ROLE_KEY,
    unique: { newsletter_subscribers: 'email', quiz_leads: 'email', email_confirmations: 'token_hash' },
  });
  vi.stubGlobal('fetch', postgrest.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('a sign-up on the embedded store', () => {
  it('answers a new and a known address alike, keeps it pending, and writes one confirmation to the outbox', async () => {
    const db = sqliteD1();
    const env = { EMBEDDED_DB: db, SITE_URL };
    const first = await subscribe({ request: post('/api/subscribe', { email: 'Reader@Example.org' }), env });
    const again = await subscribe({ request: post('/api/subscribe', { email: 'reader@example.org' }), env });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.text()).toBe(await first.text());
    const kept = await listKeptSignups(db);
    expect(kept.subscribers).toMatchObject([
      { email: 'reader@example.org', status: 'pending', consent: { version: CONSENTS.newsletter.version } },
    ]);
    expect(kept.outbox).toHaveLength(1);
    const { message, confirm: link } = await linksTo(db, 'reader@example.org');
    expect(message.subject).toMatch(/^Please confirm your sign-up/);
    expect(link.origin).toBe(SITE_URL);
  });

  it('is confirmed by the button of the page its link opens (opening the link alone changes nothing)', async () => {
    const db = sqliteD1();
    const env = { EMBEDDED_DB: db, SITE_URL };
    await subscribe({ request: post('/api/subscribe', { email: 'maria@example.org' }), env });
    const { confirm: link } = await linksTo(db, 'maria@example.org');
    const token = link.searchParams.get('token')!;
    const page = await confirmPage({ request: new Request(link, { headers: address() }), env });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="${token}"`);
    expect((await listKeptSignups(db)).subscribers[0]?.status).toBe('pending');
    const done = await confirm({ request: formPost('/api/email-confirm', `token=${token}`), env });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/newsletter/confirmed');
    expect((await listKeptSignups(db)).subscribers[0]).toMatchObject({ status: 'subscribed' });
    const spent = await confirm({ request: formPost('/api/email-confirm', `token=${token}`), env });
    expect(spent.headers.get('location')).toBe('/newsletter/confirm-invalid');
  });

  it('can be undone from the unsubscribe link in the message, and comes back only through a fresh confirmation', async () => {
    const db = sqliteD1();
    const env = { EMBEDDED_DB: db, SITE_URL };
    await subscribe({ request: post('/api/subscribe', { email: 'sol@example.org' }), env });
    const { unsubscribe: link, message } = await linksTo(db, 'sol@example.org');
    expect(link.origin + link.pathname).toBe(`${SITE_URL}/api/email-unsubscribe`);
    const token = link.searchParams.get('token')!;
    expect((await unsubscribePage({ request: new Request(link), env })).status).toBe(200);
    const done = await unsubscribe({
      request: formPost('/api/email-unsubscribe', `token=${encodeURIComponent(token)}&confirm=page`),
      env,
    });
    expect(done.headers.get('location')).toBe('/newsletter/unsubscribed');
    expect((await listKeptSignups(db)).subscribers[0]?.status).toBe('unsubscribed');
    expect(message).toBeDefined();

    // Signing up again changes nothing until the new link is used.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    try {
      await subscribe({ request: post('/api/subscribe', { email: 'sol@example.org' }), env });
      expect((await listKeptSignups(db)).subscribers[0]?.status).toBe('unsubscribed');
      const fresh = (await linksTo(db, 'sol@example.org')).confirm.searchParams.get('token')!;
      await confirm({ request: formPost('/api/email-confirm', `token=${fresh}`), env });
      expect((await listKeptSignups(db)).subscribers[0]?.status).toBe('subscribed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a plain form post back to its page, as a path, with the one answer', async () => {
    const db = sqliteD1();
    const form = await subscribe({
      request: formPost('/api/subscribe', 'email=second%40example.org&source=footer', {
        referer: 'http://127.0.0.1/help-center',
      }),
      env: { EMBEDDED_DB: db },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/help-center#newsletter-received');
  });

  it('writes links from the configured site URL, never from a forged Host', async () => {
    const db = sqliteD1();
    await subscribe({
      request: jsonPost('http://evil.example/api/subscribe', { email: 'host@example.org' }, address()),
      env: { EMBEDDED_DB: db, SITE_URL },
    });
    const { message } = await linksTo(db, 'host@example.org');
    expect(message.text).not.toContain('evil.example');
    expect(message.text).toContain(`${SITE_URL}/api/email-confirm?token=`);
  });

  it('limits each client: a sixth sign-up in ten minutes gets 429 with Retry-After (the form, its busy message)', async () => {
    const db = sqliteD1();
    const env = { EMBEDDED_DB: db };
    const from = address();
    for (let index = 0; index < 5; index += 1)
      expect(
        (await subscribe({ request: post('/api/subscribe', { email: `p${index}@example.org` }, from), env }))
          .status,
      ).toBe(200);
    const refused = await subscribe({
      request: post('/api/subscribe', { email: 'p9@example.org' }, from),
      env,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const form = await subscribe({
      request: new Request('http://127.0.0.1/api/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from },
        body: 'email=p10%40example.org',
      }),
      env,
    });
    expect(form.headers.get('location')).toBe('/#newsletter-busy');
    expect((await listKeptSignups(db)).totals.subscribers).toBe(5);
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

describe('a quiz lead', () => {
  it('is kept pending with its answers and the quiz consent, and sent a confirmation', async () => {
    const db = sqliteD1();
    const reply = await quizLead({
      request: post('/api/quiz-lead', {
        email: 'seeker@example.org',
        answers: {
          gender: 'female',
          dob: { day: '4', month: '7', year: '1990' },
          lifeGoals: ['Personal growth'],
        },
        source: 'soulmate-quiz',
      }),
      env: { EMBEDDED_DB: db },
    });
    expect(reply.status).toBe(200);
    const kept = await listKeptSignups(db);
    expect(kept.leads).toMatchObject([
      {
        email: 'seeker@example.org',
        status: 'pending',
        source: 'soulmate-quiz',
        answers: { gender: 'female' },
        consent: { version: CONSENTS.quiz.version, text: CONSENTS.quiz.text },
      },
    ]);
    expect(kept.outbox.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Please confirm your address for your .* soulmate portrait$/),
    ]);
  });

  it('refuses answers the quiz never asks: unknown keys, unknown values, deeper objects', async () => {
    const db = sqliteD1();
    // Sent as text: 10,000 nested arrays, as the attacker sent them.
    const deep = `{"email":"seeker@example.org","answers":{"lifeGoals":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    const deepReply = await quizLead({ request: post('/api/quiz-lead', deep), env: { EMBEDDED_DB: db } });
    expect(deepReply.status).toBe(400);
    const cases: unknown[] = [
      { colour: 'blue' },
      { gender: 'robot' },
      { gender: { nested: 'female' } },
      { lifeGoals: ['Personal growth', 'Personal growth'] },
      { dob: { day: '31', month: '2', year: '1990' } },
      { dob: { day: '4', month: '7', year: '1990', extra: 'x' } },
      { keyQuality: 'x'.repeat(20_000) },
    ];
    for (const answers of cases) {
      const reply = await quizLead({
        request: post('/api/quiz-lead', { email: 'seeker@example.org', answers }),
        env: { EMBEDDED_DB: db, RATE_LIMIT_MULTIPLIER: '100' },
      });
      expect(reply.status, JSON.stringify(answers).slice(0, 80)).toBe(400);
    }
    expect((await listKeptSignups(db)).totals.leads).toBe(0);
  });
});

describe('with Supabase configured', () => {
  it('keeps the sign-up there as pending, sends the confirmation through the provider, and leaves the embedded store untouched', async () => {
    const db = sqliteD1();
    const sent: { to: string[]; subject: string; text: string }[] = [];
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith('https://mail.test/')) {
        sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
        return Response.json({ id: 'msg-1' });
      }
      return postgrest.fetch(input, init);
    }) as typeof fetch);
    const env = {
      ...SUPABASE,
      EMBEDDED_DB: db,
      EMAIL_PROVIDER_URL: 'https://mail.test',
      EMAIL_API_KEY: 'key',
      EMAIL_FROM: 'Astrelle <hello@astrelle.app>',
      EMAIL_UNSUBSCRIBE_SECRET: 'an-unsubscribe-secret-of-40-characters-x',
      SITE_URL: 'https://astrelle.app',
    };
    expect(
      (await subscribe({ request: post('/api/subscribe', { email: 'reader@example.org' }), env })).status,
    ).toBe(200);
    expect(postgrest.rows('newsletter_subscribers')).toMatchObject([
      { email: 'reader@example.org', status: 'pending' },
    ]);
    expect(postgrest.rows('email_confirmations')).toHaveLength(1);
    expect(sent.map((message) => message.to)).toEqual([['reader@example.org']]);
    expect(sent[0]!.text).toContain('https://astrelle.app/api/email-confirm?token=');
    expect(await listKeptSignups(db)).toMatchObject({ totals: { subscribers: 0, leads: 0, outbox: 0 } });
  });

  it('says sign-up is not available when nothing can send the confirmation', async () => {
    const reply = await subscribe({
      request: post('/api/subscribe', { email: 'reader@example.org' }),
      env: SUPABASE,
    });
    expect(reply.status).toBe(503);
    expect(postgrest.rows('newsletter_subscribers')).toHaveLength(0);
  });
});

describe('/api/embedded-signups', () => {
  it('lists what the store keeps, with the outbox, to the loopback local preview', async () => {
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
      subscribers: [{ email: 'reader@example.org', source: 'footer', status: 'pending' }],
      leads: [],
      outbox: [{ to: 'reader@example.org' }],
      totals: { subscribers: 1, leads: 0, outbox: 1 },
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
