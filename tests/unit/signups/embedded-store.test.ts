import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENTS } from '@/config/consent';
import { outboxMailer } from '@/lib/email/mailer';
import { embeddedSignupStore } from '@/lib/signups/embedded';
import { embeddedDbFromEnv, ensureSchema } from '@/lib/signups/embedded-db';
import { listKeptSignups } from '@/lib/signups/embedded-list';
import type { SignupList } from '@/lib/signups/confirmation';
import type { EmbeddedDatabase } from '@/lib/signups/embedded-db';
import { sqliteD1 } from '../../support/sqlite-d1';

const T0 = new Date('2026-03-01T09:00:00Z');

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'embedded-store-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

let tokens = 0;
function keep(
  db: EmbeddedDatabase,
  list: SignupList,
  email: string,
  at: Date,
  answers?: Record<string, unknown>,
) {
  return embeddedSignupStore(db).request({
    list,
    email,
    source: list === 'quiz' ? 'soulmate-quiz' : 'footer',
    consent: CONSENTS[list],
    ...(answers ? { answers } : {}),
    tokenHash: (++tokens).toString(16).padStart(64, '0'),
    now: at,
  });
}

describe('the embedded store', () => {
  it('lists the newest first, up to the limit, with their status and consent, and the totals of all rows', async () => {
    const db = sqliteD1();
    for (let index = 0; index < 5; index += 1)
      await keep(db, 'newsletter', `p${index}@example.org`, new Date(T0.getTime() + index * 60_000));
    const kept = await listKeptSignups(db, 3);
    expect(kept.subscribers.map((row) => row.email)).toEqual([
      'p4@example.org',
      'p3@example.org',
      'p2@example.org',
    ]);
    expect(kept.subscribers[0]).toMatchObject({
      status: 'pending',
      consent: { version: CONSENTS.newsletter.version, text: CONSENTS.newsletter.text },
      confirmedAt: null,
    });
    expect(kept.totals).toEqual({ subscribers: 5, leads: 0, outbox: 0 });
  });

  it('shows the outbox, newest first', async () => {
    const db = sqliteD1();
    const mailer = outboxMailer(db, () => T0);
    for (const subject of ['First', 'Second'])
      await mailer.send({
        to: 'a@example.org',
        subject,
        html: '<p>x</p>',
        text: 'Open http://127.0.0.1/x',
        headers: {},
      });
    const kept = await listKeptSignups(db);
    expect(kept.outbox.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(kept.outbox[0]).toMatchObject({ to: 'a@example.org', text: 'Open http://127.0.0.1/x' });
    expect(kept.totals.outbox).toBe(2);
  });

  it('keeps everything on disk: a database opened again (a restarted server) still holds it', async () => {
    const path = join(folder, 'embedded.sqlite');
    const first = sqliteD1(path);
    await keep(first, 'newsletter', 'reader@example.org', T0);
    await keep(first, 'quiz', 'seeker@example.org', T0, { keyQuality: 'Loyalty' });
    first.close();

    const reopened = sqliteD1(path);
    const kept = await listKeptSignups(reopened);
    expect(kept.subscribers.map((row) => row.email)).toEqual(['reader@example.org']);
    expect(kept.leads.map((row) => [row.email, row.status, row.answers])).toEqual([
      ['seeker@example.org', 'pending', { keyQuality: 'Loyalty' }],
    ]);
    reopened.close();
  });

  it('brings a store from an older server up to date, keeping its rows', async () => {
    const path = join(folder, 'old.sqlite');
    const old = sqliteD1(path);
    // The tables as the first embedded store made them (before double opt-in).
    await old.batch([
      old.prepare(`CREATE TABLE newsletter_subscribers (email TEXT PRIMARY KEY, source TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'subscribed' CHECK (status IN ('subscribed', 'unsubscribed')),
        consent_at TEXT NOT NULL, unsubscribed_at TEXT, created_at TEXT NOT NULL)`),
      old.prepare(`CREATE TABLE quiz_leads (email TEXT PRIMARY KEY, answers TEXT NOT NULL, source TEXT NOT NULL,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`),
      old
        .prepare(
          `INSERT INTO newsletter_subscribers VALUES ('old@example.org', 'footer', 'subscribed', ?, NULL, ?)`,
        )
        .bind(T0.toISOString(), T0.toISOString()),
      old
        .prepare(`INSERT INTO quiz_leads VALUES ('lead@example.org', '{"gender":"male"}', 'quiz', ?, ?)`)
        .bind(T0.toISOString(), T0.toISOString()),
    ]);
    old.close();
    const upgraded = sqliteD1(path);
    await ensureSchema(upgraded);
    const kept = await listKeptSignups(upgraded);
    expect(kept.subscribers).toEqual([
      expect.objectContaining({
        email: 'old@example.org',
        status: 'subscribed',
        consent: expect.objectContaining({ version: 'unrecorded' }),
      }),
    ]);
    expect(kept.leads).toEqual([
      expect.objectContaining({ email: 'lead@example.org', status: 'pending', answers: { gender: 'male' } }),
    ]);
    upgraded.close();
  });

  it('reads a binding only when it is a database', () => {
    expect(embeddedDbFromEnv({})).toBeNull();
    expect(embeddedDbFromEnv({ EMBEDDED_DB: 'a string from a .dev.vars file' })).toBeNull();
    expect(embeddedDbFromEnv({ EMBEDDED_DB: sqliteD1() })).not.toBeNull();
  });
});
