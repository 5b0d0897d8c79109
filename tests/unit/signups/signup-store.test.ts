/**
 * Double opt-in, the same rules on both stores (docs/signups.md#double-opt-in): the embedded store
 * (Node's SQLite behind the D1 API) and Supabase (supabase-js against an in-memory PostgREST).
 */
import { describe, expect, it } from 'vitest';
import { CONSENTS } from '@/config/consent';
import { CONFIRM_TTL_MS, RESEND_AFTER_MS, type SignupList } from '@/lib/signups/confirmation';
import { embeddedSignupStore } from '@/lib/signups/embedded';
import { supabaseSignupStore } from '@/lib/signups/supabase';
import type { SignupStore } from '@/lib/signups/store';
import { sqliteD1 } from '../../support/sqlite-d1';
import { createFakePostgrest } from '../backend/fake-postgrest';

const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
const SERVICE_KEY = 'service-role-key-for-tests-0123456789';
const T0 = new Date('2026-12-07T09:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

type Row = Record<string, unknown>;
interface Backend {
  store: SignupStore;
  row(table: 'newsletter_subscribers' | 'quiz_leads', email: string): Promise<Row | undefined>;
}

function embedded(): Backend {
  const db = sqliteD1();
  return {
    store: embeddedSignupStore(db),
    async row(table, email) {
      const { results } = await db.prepare(`SELECT * FROM ${table} WHERE email = ?`).bind(email).all<Row>();
      const row = results[0];
      if (!row) return undefined;
      for (const key of ['answers', 'pending_answers'])
        if (typeof row[key] === 'string') row[key] = JSON.parse(row[key] as string);
      return row;
    },
  };
}

function supabase(): Backend {
  const postgrest = createFakePostgrest({
    url: SUPABASE_URL,
    key: SERVICE_KEY,
    unique: { newsletter_subscribers: 'email', quiz_leads: 'email', email_confirmations: 'token_hash' },
  });
  return {
    store: supabaseSignupStore({ url: SUPABASE_URL, serviceRoleKey: SERVICE_KEY, fetch: postgrest.fetch }),
    row: async (table, email) => postgrest.rows(table).find((row) => row.email === email),
  };
}

let tokens = 0;
const hash = () => (++tokens).toString(16).padStart(64, '0');
const request = (
  store: SignupStore,
  list: SignupList,
  email: string,
  at: Date,
  answers?: Record<string, unknown>,
) => {
  const tokenHash = hash();
  return store
    .request({
      list,
      email,
      source: list === 'quiz' ? 'soulmate-quiz' : 'footer',
      consent: CONSENTS[list],
      answers,
      tokenHash,
      now: at,
    })
    .then((outcome) => ({ ...outcome, tokenHash }));
};

describe.each([
  ['the embedded store', embedded],
  ['Supabase', supabase],
])('double opt-in on %s', (_name, make) => {
  it('keeps a new sign-up as pending with the consent shown, until its link confirms it', async () => {
    const { store, row } = make();
    const first = await request(store, 'newsletter', 'maria@example.org', T0);
    expect(first.send).toBe(true);
    expect(await row('newsletter_subscribers', 'maria@example.org')).toMatchObject({
      status: 'pending',
      consent_text: CONSENTS.newsletter.text,
      consent_version: CONSENTS.newsletter.version,
      consent_at: T0.toISOString(),
    });
    expect((await row('newsletter_subscribers', 'maria@example.org'))?.confirmed_at ?? null).toBeNull();
    expect(await store.confirm(first.tokenHash, later(60_000))).toEqual({
      kind: 'confirmed',
      list: 'newsletter',
      email: 'maria@example.org',
    });
    expect(await row('newsletter_subscribers', 'maria@example.org')).toMatchObject({
      status: 'subscribed',
      confirmed_at: later(60_000).toISOString(),
    });
    // A link is spent once used.
    expect(await store.confirm(first.tokenHash, later(120_000))).toEqual({ kind: 'invalid' });
  });

  it('sends one link per ten minutes to an address, and only the newest works', async () => {
    const { store } = make();
    const first = await request(store, 'newsletter', 'sol@example.org', T0);
    const soon = await request(store, 'newsletter', 'sol@example.org', later(RESEND_AFTER_MS - 1000));
    expect(soon.send).toBe(false);
    const afterwards = await request(store, 'newsletter', 'sol@example.org', later(RESEND_AFTER_MS + 1000));
    expect(afterwards.send).toBe(true);
    expect(await store.confirm(first.tokenHash, later(RESEND_AFTER_MS + 2000))).toEqual({ kind: 'invalid' });
    expect((await store.confirm(afterwards.tokenHash, later(RESEND_AFTER_MS + 2000))).kind).toBe('confirmed');
  });

  it('lets a link lapse after a week', async () => {
    const { store, row } = make();
    const first = await request(store, 'newsletter', 'late@example.org', T0);
    expect(await store.confirm(first.tokenHash, later(CONFIRM_TTL_MS + 1))).toEqual({ kind: 'invalid' });
    expect((await row('newsletter_subscribers', 'late@example.org'))?.status).toBe('pending');
  });

  it('leaves an address already on the list as it was, and sends it nothing', async () => {
    const { store, row } = make();
    const first = await request(store, 'newsletter', 'kept@example.org', T0);
    await store.confirm(first.tokenHash, later(1000));
    const before = { ...(await row('newsletter_subscribers', 'kept@example.org')) };
    const again = await request(store, 'newsletter', 'kept@example.org', later(RESEND_AFTER_MS * 3));
    expect(again.send).toBe(false);
    expect(await row('newsletter_subscribers', 'kept@example.org')).toMatchObject(before);
  });

  it('takes an unsubscribed address back only through a fresh confirmation', async () => {
    const { store, row } = make();
    const first = await request(store, 'newsletter', 'back@example.org', T0);
    await store.confirm(first.tokenHash, later(1000));
    expect(await store.unsubscribe('Back@Example.org', later(2000))).toBe('unsubscribed');
    expect(await store.unsubscribe('back@example.org', later(3000))).toBe('already');
    const again = await request(store, 'newsletter', 'back@example.org', later(RESEND_AFTER_MS * 2));
    expect(again.send).toBe(true);
    expect((await row('newsletter_subscribers', 'back@example.org'))?.status).toBe('unsubscribed');
    await store.confirm(again.tokenHash, later(RESEND_AFTER_MS * 3));
    expect(await row('newsletter_subscribers', 'back@example.org')).toMatchObject({
      status: 'subscribed',
      unsubscribed_at: null,
    });
    expect(await store.unsubscribe('nobody@example.org', later(0))).toBe('unknown');
  });

  it("keeps a lead's answers; a known address's new answers wait for its confirmation", async () => {
    const { store, row } = make();
    const first = await request(store, 'quiz', 'lead@example.org', T0, { gender: 'female' });
    expect(await row('quiz_leads', 'lead@example.org')).toMatchObject({
      status: 'pending',
      answers: { gender: 'female' },
      consent_version: CONSENTS.quiz.version,
    });
    await store.confirm(first.tokenHash, later(1000));
    // Someone else types the same address with other answers: the kept ones stay.
    const stranger = await request(store, 'quiz', 'lead@example.org', later(RESEND_AFTER_MS * 2), {
      gender: 'male',
    });
    expect(stranger.send).toBe(true);
    expect(await row('quiz_leads', 'lead@example.org')).toMatchObject({
      status: 'confirmed',
      answers: { gender: 'female' },
      pending_answers: { gender: 'male' },
      consent_at: T0.toISOString(),
    });
    // Only the address's owner, from the link, makes them the lead's answers.
    await store.confirm(stranger.tokenHash, later(RESEND_AFTER_MS * 3));
    expect(await row('quiz_leads', 'lead@example.org')).toMatchObject({
      answers: { gender: 'male' },
      pending_answers: null,
    });
    expect(await store.unsubscribe('lead@example.org', later(RESEND_AFTER_MS * 4))).toBe('unsubscribed');
    expect((await row('quiz_leads', 'lead@example.org'))?.status).toBe('unsubscribed');
  });
});
