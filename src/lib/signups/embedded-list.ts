/**
 * What the embedded store keeps, for the admin's local preview (functions/api/embedded-signups.ts,
 * docs/signups.md#the-admins-local-preview): sign-ups and leads with their status and consent, newest
 * first, and the outbox's messages (confirmations with their links).
 */
import { listOutbox, type OutboxMessage } from '@/lib/email/mailer';
import { ensureSchema, type EmbeddedDatabase } from './embedded-db';

export interface KeptConsent {
  version: string;
  text: string;
  at: string;
}

export interface KeptSubscriber {
  email: string;
  source: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  consent: KeptConsent;
  confirmedAt: string | null;
  createdAt: string;
}

export interface KeptLead {
  email: string;
  source: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  answers: Record<string, unknown>;
  /** New answers from a known address, waiting for its confirmation. */
  pendingAnswers: Record<string, unknown> | null;
  consent: KeptConsent;
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface KeptSignups {
  subscribers: KeptSubscriber[];
  leads: KeptLead[];
  outbox: OutboxMessage[];
  /** Counts of all rows; the lists hold the newest `limit` of each. */
  totals: { subscribers: number; leads: number; outbox: number };
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

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

interface ConsentColumns {
  consent_text: string;
  consent_version: string;
  consent_at: string;
  confirmed_at: string | null;
}

const consentOf = (row: ConsentColumns): KeptConsent => ({
  version: row.consent_version,
  text: row.consent_text,
  at: row.consent_at,
});

export async function listKeptSignups(db: EmbeddedDatabase, limit = KEPT_LIST_LIMIT): Promise<KeptSignups> {
  await ensureSchema(db);
  const [subscribers, leads, counts, outbox] = await Promise.all([
    db
      .prepare(
        `SELECT email, source, status, consent_text, consent_version, consent_at, confirmed_at, created_at
         FROM newsletter_subscribers ORDER BY created_at DESC, email LIMIT ?`,
      )
      .bind(limit)
      .all<ConsentColumns & { email: string; source: string; status: string; created_at: string }>(),
    db
      .prepare(
        `SELECT email, source, status, answers, pending_answers, consent_text, consent_version, consent_at,
                confirmed_at, created_at, updated_at
         FROM quiz_leads ORDER BY updated_at DESC, email LIMIT ?`,
      )
      .bind(limit)
      .all<
        ConsentColumns & {
          email: string;
          source: string;
          status: string;
          answers: string;
          pending_answers: string | null;
          created_at: string;
          updated_at: string;
        }
      >(),
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM newsletter_subscribers) AS subscribers,
                (SELECT COUNT(*) FROM quiz_leads) AS leads,
                (SELECT COUNT(*) FROM email_outbox) AS outbox`,
      )
      .all<{ subscribers: number; leads: number; outbox: number }>(),
    listOutbox(db),
  ]);
  const total = counts.results[0];
  return {
    subscribers: subscribers.results.map((row) => ({
      email: row.email,
      source: row.source,
      status: oneOf(row.status, ['pending', 'subscribed', 'unsubscribed'] as const, 'pending'),
      consent: consentOf(row),
      confirmedAt: row.confirmed_at,
      createdAt: row.created_at,
    })),
    leads: leads.results.map((row) => ({
      email: row.email,
      source: row.source,
      status: oneOf(row.status, ['pending', 'confirmed', 'unsubscribed'] as const, 'pending'),
      answers: parseAnswers(row.answers),
      pendingAnswers: row.pending_answers === null ? null : parseAnswers(row.pending_answers),
      consent: consentOf(row),
      confirmedAt: row.confirmed_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    outbox,
    totals: {
      subscribers: Number(total?.subscribers ?? 0),
      leads: Number(total?.leads ?? 0),
      outbox: Number(total?.outbox ?? 0),
    },
  };
}
