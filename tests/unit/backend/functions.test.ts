import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequestPost as quizLead } from '../../../functions/api/quiz-lead';
import { onRequestPost as subscribe } from '../../../functions/api/subscribe';
import { createFakePostgrest, type FakePostgrest } from './fake-postgrest';
import { jsonPost } from '../../support/requests';

const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
const SERVICE_KEY = 'service-role-key-for-tests-0123456789';
const MAIL_URL = 'https://mail.test';
/** Supabase and an e-mail provider: what production needs to keep a sign-up (docs/signups.md). */
const env = {
  SUPABASE_URL,
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  EMAIL_PROVIDER_URL: MAIL_URL,
  EMAIL_API_KEY: 'mail-key',
  EMAIL_FROM: 'Astrelle <hello@astrelle.app>',
  EMAIL_UNSUBSCRIBE_SECRET: 'an-unsubscribe-secret-of-40-characters-x',
  RATE_LIMIT_MULTIPLIER: '100',
};

const post = (path: string, body: unknown) => jsonPost(`http://127.0.0.1${path}`, body);
const formPost = (body: string) =>
  new Request('http://127.0.0.1/api/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

const answers = {
  gender: 'female',
  interest: 'male',
  ageRange: '30-40',
  dob: { day: '4', month: '7', year: '1990' },
  lifeGoals: ['Traveling the world'],
};

let postgrest: FakePostgrest;
let mailed: { to: string[] }[];

beforeEach(() => {
  postgrest = createFakePostgrest({
    url: SUPABASE_URL,
    key: SERVICE_KEY,
    unique: { newsletter_subscribers: 'email', quiz_leads: 'email', email_confirmations: 'token_hash' },
  });
  mailed = [];
  vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input instanceof Request ? input.url : input).startsWith(MAIL_URL)) {
      mailed.push(JSON.parse(String(init?.body)) as { to: string[] });
      return Response.json({ id: `msg-${mailed.length}` });
    }
    return postgrest.fetch(input, init);
  }) as typeof fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('/api/subscribe with storage configured', () => {
  it('keeps a sign-up as pending through the service role, lower-casing the e-mail, and mails a confirmation', async () => {
    const reply = await subscribe({
      request: post('/api/subscribe', { email: ' Reader@Astrelle.app ', source: 'footer' }),
      env,
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ received: true, confirm: true });
    expect(postgrest.rows('newsletter_subscribers')).toMatchObject([
      { email: 'reader@astrelle.app', source: 'footer', status: 'pending' },
    ]);
    const [request] = postgrest.requests;
    expect(request?.url).toContain('/rest/v1/newsletter_subscribers?on_conflict=email');
    expect(request?.headers.prefer).toContain('resolution=ignore-duplicates');
    expect(mailed.map((message) => message.to)).toEqual([['reader@astrelle.app']]);
  });

  it('answers a repeated e-mail as it answered the first, and keeps one row', async () => {
    const first = await subscribe({ request: post('/api/subscribe', { email: 'reader@astrelle.app' }), env });
    const again = await subscribe({ request: post('/api/subscribe', { email: 'READER@astrelle.app' }), env });
    expect(await again.text()).toBe(await first.text());
    expect(postgrest.rows('newsletter_subscribers')).toHaveLength(1);
  });

  it('does not subscribe again an address that had unsubscribed: it waits for a fresh confirmation', async () => {
    await subscribe({ request: post('/api/subscribe', { email: 'reader@astrelle.app' }), env });
    Object.assign(postgrest.rows('newsletter_subscribers')[0]!, {
      status: 'unsubscribed',
      unsubscribed_at: '2026-01-01T00:00:00Z',
    });
    postgrest.rows('email_confirmations').splice(0);
    await subscribe({ request: post('/api/subscribe', { email: 'reader@astrelle.app' }), env });
    expect(postgrest.rows('newsletter_subscribers')[0]).toMatchObject({ status: 'unsubscribed' });
    expect(mailed).toHaveLength(2);
  });

  it('sends a plain form post back to the home page (no Referer) with the received message', async () => {
    const reply = await subscribe({ request: formPost('email=reader%40astrelle.app&source=footer'), env });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/#newsletter-received');
    expect(postgrest.rows('newsletter_subscribers')).toHaveLength(1);
  });

  it('answers 502 (and the form the error message) when the database refuses, without leaking details', async () => {
    postgrest.failNext(500, { code: 'XX000', message: 'internal detail' });
    const reply = await subscribe({
      request: post('/api/subscribe', { email: 'reader@astrelle.app' }),
      env,
    });
    expect(reply.status).toBe(502);
    expect(JSON.stringify(await reply.json())).not.toContain('internal detail');
    postgrest.failNext(401, { message: 'Invalid API key' });
    const form = await subscribe({ request: formPost('email=reader%40astrelle.app'), env });
    expect(form.headers.get('location')).toBe('/#newsletter-error');
  });

  it('treats a placeholder address as not configured and stores nothing', async () => {
    const reply = await subscribe({
      request: post('/api/subscribe', { email: 'reader@astrelle.app' }),
      env: { ...env, SUPABASE_URL: 'https://your-project.supabase.co' },
    });
    expect(reply.status).toBe(503);
    expect(postgrest.requests).toHaveLength(0);
  });
});

describe('/api/quiz-lead', () => {
  it('validates the e-mail and the answers record', async () => {
    const badEmail = await quizLead({ request: post('/api/quiz-lead', { email: 'nope', answers }), env });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error).toMatch(/^email: /);
    const noAnswers = await quizLead({
      request: post('/api/quiz-lead', { email: 'lead@astrelle.app' }),
      env,
    });
    expect(noAnswers.status).toBe(400);
    expect((await noAnswers.json()).error).toMatch(/^answers/);
    const listAnswers = await quizLead({
      request: post('/api/quiz-lead', { email: 'lead@astrelle.app', answers: ['female'] }),
      env,
    });
    expect(listAnswers.status).toBe(400);
    const tooMany = Object.fromEntries(Array.from({ length: 41 }, (_, index) => [`q${index}`, 1]));
    // Only the quiz's own questions: any other key is refused.
    expect(
      (
        await quizLead({
          request: post('/api/quiz-lead', { email: 'lead@astrelle.app', answers: tooMany }),
          env,
        })
      ).status,
    ).toBe(400);
    const badKey = await quizLead({
      request: post('/api/quiz-lead', { email: 'lead@astrelle.app', answers: { 'bad key!': 1 } }),
      env,
    });
    expect(badKey.status).toBe(400);
    expect(postgrest.requests).toHaveLength(0);
  });

  it('keeps the lead as pending with its answers, source and consent', async () => {
    const reply = await quizLead({
      request: post('/api/quiz-lead', { email: 'Lead@Astrelle.app', answers, source: 'quiz_portrait' }),
      env,
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ received: true, confirm: true });
    expect(postgrest.rows('quiz_leads')).toMatchObject([
      {
        email: 'lead@astrelle.app',
        answers,
        source: 'quiz-portrait',
        status: 'pending',
        consent_version: 'quiz-2026-12',
      },
    ]);
  });

  it("never overwrites a lead's answers from a repeated e-mail: the new ones wait for a confirmation", async () => {
    await quizLead({ request: post('/api/quiz-lead', { email: 'lead@astrelle.app', answers }), env });
    const again = await quizLead({
      request: post('/api/quiz-lead', {
        email: 'lead@astrelle.app',
        answers: { ...answers, gender: 'male' },
      }),
      env,
    });
    expect(await again.json()).toEqual({ received: true, confirm: true });
    expect(postgrest.rows('quiz_leads')).toHaveLength(1);
    expect(postgrest.rows('quiz_leads')[0]).toMatchObject({
      answers: { gender: 'female' },
      pending_answers: { gender: 'male' },
      source: 'quiz',
    });
  });

  it('says honestly that nothing was stored when storage is not configured', async () => {
    const reply = await quizLead({
      request: post('/api/quiz-lead', { email: 'lead@astrelle.app', answers }),
      env: { RATE_LIMIT_MULTIPLIER: '100' },
    });
    expect(reply.status).toBe(503);
    expect((await reply.json()).error).toMatch(/not configured/);
  });

  it('answers 502 when the database refuses', async () => {
    postgrest.failNext(503, { message: 'upstream' });
    const reply = await quizLead({
      request: post('/api/quiz-lead', { email: 'lead@astrelle.app', answers }),
      env,
    });
    expect(reply.status).toBe(502);
  });
});
