import type { QuizLead } from '@/lib/leads/quiz-lead';
import { leadSource, normalisedEmail, subscriberSource } from '@/lib/signups/normalise';
import type { Subscription } from '@/lib/newsletter/subscription';
import { ensureSchema, type EmbeddedDatabase } from '@/lib/signups/embedded-db';

/**
 * Newsletter sign-ups and quiz leads in the embedded store, with the same rules as the Supabase
 * path (src/lib/newsletter/store.ts, src/lib/leads/quiz-lead.ts): one row per e-mail; a repeated
 * sign-up is answered as a duplicate and re-subscribes an address that had unsubscribed; a
 * repeated lead keeps the latest answers.
 */
export async function keepSubscriberEmbedded(
  db: EmbeddedDatabase,
  subscription: Subscription,
  now = new Date(),
): Promise<{ duplicate: boolean }> {
  await ensureSchema(db);
  const email = normalisedEmail(subscription.email);
  const at = now.toISOString();
  const inserted = await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, source, status, consent_text, consent_version, consent_at, created_at)
       VALUES (?, ?, 'subscribed', '', 'unrecorded', ?, ?) ON CONFLICT (email) DO NOTHING`,
    )
    .bind(email, subscriberSource(subscription.source), at, at)
    .run();
  const duplicate = (inserted.meta.changes ?? 0) === 0;
  if (duplicate) {
    await db
      .prepare(
        `UPDATE newsletter_subscribers SET status = 'subscribed', consent_at = ?, unsubscribed_at = NULL
         WHERE email = ? AND status = 'unsubscribed'`,
      )
      .bind(at, email)
      .run();
  }
  return { duplicate };
}

export async function keepQuizLeadEmbedded(
  db: EmbeddedDatabase,
  lead: QuizLead,
  now = new Date(),
): Promise<{ duplicate: boolean }> {
  await ensureSchema(db);
  const email = normalisedEmail(lead.email);
  const at = now.toISOString();
  const answers = JSON.stringify(lead.answers);
  const source = leadSource(lead.source);
  const inserted = await db
    .prepare(
      `INSERT INTO quiz_leads (email, answers, source, status, consent_text, consent_version, consent_at, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', '', 'unrecorded', ?4, ?4, ?5) ON CONFLICT (email) DO NOTHING`,
    )
    .bind(email, answers, source, at, at)
    .run();
  const duplicate = (inserted.meta.changes ?? 0) === 0;
  if (duplicate) {
    await db
      .prepare('UPDATE quiz_leads SET answers = ?, source = ?, updated_at = ? WHERE email = ?')
      .bind(answers, source, at, email)
      .run();
  }
  return { duplicate };
}

export interface KeptSubscriber {
  email: string;
  source: string;
  status: 'subscribed' | 'unsubscribed';
  consentAt: string;
  createdAt: string;
}

export interface KeptLead {
  email: string;
  source: string;
  answers: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export interface KeptSignups {
  subscribers: KeptSubscriber[];
  leads: KeptLead[];
  /** Counts of all rows; the lists hold the newest `limit` of each. */
  totals: { subscribers: number; leads: number };
}

/** How many of each the admin's list shows, newest first. */
export const KEPT_LIST_LIMIT = 200;

function parseAnswers(text: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(text));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** What the store holds, for the admin's local preview (functions/api/embedded-signups.ts). */
export async function listKeptSignups(db: EmbeddedDatabase, limit = KEPT_LIST_LIMIT): Promise<KeptSignups> {
  await ensureSchema(db);
  const [subscribers, leads, counts] = await Promise.all([
    db
      .prepare(
        `SELECT email, source, status, consent_at, created_at FROM newsletter_subscribers
         ORDER BY created_at DESC, email LIMIT ?`,
      )
      .bind(limit)
      .all<{ email: string; source: string; status: string; consent_at: string; created_at: string }>(),
    db
      .prepare(
        `SELECT email, source, answers, created_at, updated_at FROM quiz_leads
         ORDER BY updated_at DESC, email LIMIT ?`,
      )
      .bind(limit)
      .all<{ email: string; source: string; answers: string; created_at: string; updated_at: string }>(),
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM newsletter_subscribers) AS subscribers,
                (SELECT COUNT(*) FROM quiz_leads) AS leads`,
      )
      .all<{ subscribers: number; leads: number }>(),
  ]);
  const total = counts.results[0];
  return {
    subscribers: subscribers.results.map((row) => ({
      email: row.email,
      source: row.source,
      status: row.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed',
      consentAt: row.consent_at,
      createdAt: row.created_at,
    })),
    leads: leads.results.map((row) => ({
      email: row.email,
      source: row.source,
      answers: parseAnswers(row.answers),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    totals: { subscribers: Number(total?.subscribers ?? 0), leads: Number(total?.leads ?? 0) },
  };
}
