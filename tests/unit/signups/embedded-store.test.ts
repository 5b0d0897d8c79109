import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepQuizLeadEmbedded, keepSubscriberEmbedded, listKeptSignups } from '@/lib/signups/embedded';
import { embeddedDbFromEnv } from '@/lib/signups/embedded-db';
import { sqliteD1 } from '../../support/sqlite-d1';

const T0 = new Date('2026-03-01T09:00:00Z');
const T1 = new Date('2026-03-01T10:00:00Z');

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'embedded-store-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded store', () => {
  it('keeps a sign-up once per address, whatever its case, and answers a repeat as a duplicate', async () => {
    const db = sqliteD1();
    expect(await keepSubscriberEmbedded(db, { email: ' Maria@Example.org ' }, T0)).toEqual({
      duplicate: false,
    });
    expect(await keepSubscriberEmbedded(db, { email: 'maria@example.org', source: 'blog' }, T1)).toEqual({
      duplicate: true,
    });
    const kept = await listKeptSignups(db);
    expect(kept.subscribers).toEqual([
      {
        email: 'maria@example.org',
        source: 'footer',
        status: 'subscribed',
        consentAt: T0.toISOString(),
        createdAt: T0.toISOString(),
      },
    ]);
    expect(kept.totals).toEqual({ subscribers: 1, leads: 0 });
  });

  it('subscribes again an address that had unsubscribed, with a fresh consent time', async () => {
    const db = sqliteD1();
    await keepSubscriberEmbedded(db, { email: 'sol@example.org' }, T0);
    await db
      .prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ?")
      .bind(T0.toISOString())
      .run();
    await keepSubscriberEmbedded(db, { email: 'sol@example.org' }, T1);
    const [row] = (await listKeptSignups(db)).subscribers;
    expect(row).toMatchObject({
      status: 'subscribed',
      consentAt: T1.toISOString(),
      createdAt: T0.toISOString(),
    });
  });

  it('keeps one lead per address with the latest answers and a dashed source', async () => {
    const db = sqliteD1();
    await keepQuizLeadEmbedded(db, { email: 'Lead@Example.org', answers: { gender: 'female' } }, T0);
    const again = await keepQuizLeadEmbedded(
      db,
      {
        email: 'lead@example.org',
        answers: { gender: 'male', dob: { day: '4', month: '7', year: '1990' } },
        source: 'soulmate_quiz',
      },
      T1,
    );
    expect(again).toEqual({ duplicate: true });
    expect((await listKeptSignups(db)).leads).toEqual([
      {
        email: 'lead@example.org',
        source: 'soulmate-quiz',
        answers: { gender: 'male', dob: { day: '4', month: '7', year: '1990' } },
        createdAt: T0.toISOString(),
        updatedAt: T1.toISOString(),
      },
    ]);
  });

  it('lists the newest first, up to the limit, with the totals of all rows', async () => {
    const db = sqliteD1();
    for (let index = 0; index < 5; index += 1)
      await keepSubscriberEmbedded(
        db,
        { email: `p${index}@example.org` },
        new Date(T0.getTime() + index * 60_000),
      );
    const kept = await listKeptSignups(db, 3);
    expect(kept.subscribers.map((row) => row.email)).toEqual([
      'p4@example.org',
      'p3@example.org',
      'p2@example.org',
    ]);
    expect(kept.totals.subscribers).toBe(5);
  });

  it('keeps everything on disk: a database opened again (a restarted server) still holds it', async () => {
    const path = join(folder, 'embedded.sqlite');
    const first = sqliteD1(path);
    await keepSubscriberEmbedded(first, { email: 'reader@example.org' }, T0);
    await keepQuizLeadEmbedded(
      first,
      { email: 'seeker@example.org', answers: { keyQuality: 'Loyalty' } },
      T0,
    );
    first.close();

    const reopened = sqliteD1(path);
    const kept = await listKeptSignups(reopened);
    expect(kept.subscribers.map((row) => row.email)).toEqual(['reader@example.org']);
    expect(kept.leads.map((row) => [row.email, row.answers])).toEqual([
      ['seeker@example.org', { keyQuality: 'Loyalty' }],
    ]);
    reopened.close();
  });

  it('reads a binding only when it is a database', () => {
    expect(embeddedDbFromEnv({})).toBeNull();
    expect(embeddedDbFromEnv({ EMBEDDED_DB: 'a string from a .dev.vars file' })).toBeNull();
    expect(embeddedDbFromEnv({ EMBEDDED_DB: sqliteD1() })).not.toBeNull();
  });
});
