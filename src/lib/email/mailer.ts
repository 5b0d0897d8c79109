/**
 * Where a message to one person goes (docs/signups.md#the-outbox): through the e-mail provider when
 * it is configured, else, on the embedded store (`npm start`), into that store's outbox, which the
 * admin's local preview shows, links and all, so the whole sign-up loop works on a fresh machine.
 * Without either, nothing can be sent and the sign-up functions say so.
 */
import { ensureSchema, embeddedDbFromEnv, type EmbeddedDatabase } from '@/lib/signups/embedded-db';
import { providerTransportFromEnv, sendOne, type EmailEnv, type EmailToSend } from './provider';
import type { EmbeddedStoreEnv } from '@/lib/signups/embedded-db';

export type SendResult = { sent: true } | { sent: false; error: string };

export interface Mailer {
  kind: 'provider' | 'outbox';
  send(email: EmailToSend): Promise<SendResult>;
}

/** The outbox: every message written to the embedded store instead of being sent. */
export function outboxMailer(db: EmbeddedDatabase, now: () => Date = () => new Date()): Mailer {
  return {
    kind: 'outbox',
    async send(email) {
      await ensureSchema(db);
      await db
        .prepare(
          'INSERT INTO email_outbox (recipient, subject, text, html, headers, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(
          email.to,
          email.subject,
          email.text,
          email.html,
          JSON.stringify(email.headers),
          now().toISOString(),
        )
        .run();
      return { sent: true };
    },
  };
}

/**
 * The provider when EMAIL_API_KEY and EMAIL_FROM are set (its unsubscribe secret may come from the
 * embedded store); else the embedded store's outbox; else null.
 */
export function mailerFromEnv(env: (EmailEnv & EmbeddedStoreEnv) | undefined): Mailer | null {
  const provider = providerTransportFromEnv(env);
  if (provider) {
    return {
      kind: 'provider',
      async send(email) {
        const outcome = await sendOne(provider, email);
        return outcome.kind === 'sent' ? { sent: true } : { sent: false, error: outcome.error };
      },
    };
  }
  const db = embeddedDbFromEnv(env);
  return db ? outboxMailer(db) : null;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest messages of the outbox, for the admin's local preview. */
export async function listOutbox(db: EmbeddedDatabase, limit = 50): Promise<OutboxMessage[]> {
  await ensureSchema(db);
  const { results } = await db
    .prepare('SELECT id, recipient, subject, text, created_at FROM email_outbox ORDER BY id DESC LIMIT ?')
    .bind(limit)
    .all<{ id: number; recipient: string; subject: string; text: string; created_at: string }>();
  return results.map((row) => ({
    id: Number(row.id),
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    createdAt: row.created_at,
  }));
}
