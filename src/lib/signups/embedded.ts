/**
 * Newsletter sign-ups and quiz leads in the embedded store, with the rules of the Supabase path
 * (./supabase.ts; docs/signups.md#double-opt-in): one row per address, kept as pending until its
 * confirmation link is used; an address already on the list is left as it is; an unsubscribed one
 * comes back only through a new confirmation; a known lead's new answers wait for one too.
 */
import { CONFIRM_TTL_MS, RESEND_AFTER_MS, type SignupList } from './confirmation';
import { ensureSchema, type EmbeddedDatabase } from './embedded-db';
import type {
  ConfirmOutcome,
  RequestOutcome,
  SignupRequest,
  SignupStore,
  UnsubscribeOutcome,
} from './store-contract';

/** Records a new confirmation link for the address, unless one went out less than ten minutes ago. */
async function issueConfirmation(
  db: EmbeddedDatabase,
  email: string,
  list: SignupList,
  tokenHash: string,
  now: Date,
): Promise<RequestOutcome> {
  const { results } = await db
    .prepare('SELECT MAX(requested_at) AS latest FROM email_confirmations WHERE email = ? AND list = ?')
    .bind(email, list)
    .all<{ latest: string | null }>();
  const latest = results[0]?.latest;
  if (latest && now.getTime() - Date.parse(latest) < RESEND_AFTER_MS) return { send: false };
  await db.batch([
    // Only the newest link of an address works; links past their week are forgotten.
    db
      .prepare('DELETE FROM email_confirmations WHERE (email = ? AND list = ?) OR expires_at < ?')
      .bind(email, list, now.toISOString()),
    db
      .prepare(
        'INSERT INTO email_confirmations (token_hash, email, list, requested_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(
        tokenHash,
        email,
        list,
        now.toISOString(),
        new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
      ),
  ]);
  return { send: true };
}

async function requestSubscription(db: EmbeddedDatabase, signup: SignupRequest): Promise<RequestOutcome> {
  const at = signup.now.toISOString();
  const inserted = await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, source, status, consent_text, consent_version, consent_at, created_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
    )
    .bind(signup.email, signup.source, signup.consent.text, signup.consent.version, at, at)
    .run();
  if ((inserted.meta.changes ?? 0) === 0) {
    // Known: on the list already, nothing to do; pending or unsubscribed, the consent now shown.
    const changed = await db
      .prepare(
        `UPDATE newsletter_subscribers SET consent_text = ?, consent_version = ?, consent_at = ?
         WHERE email = ? AND status <> 'subscribed'`,
      )
      .bind(signup.consent.text, signup.consent.version, at, signup.email)
      .run();
    if ((changed.meta.changes ?? 0) === 0) return { send: false };
  }
  return issueConfirmation(db, signup.email, 'newsletter', signup.tokenHash, signup.now);
}

async function requestLead(db: EmbeddedDatabase, signup: SignupRequest): Promise<RequestOutcome> {
  const at = signup.now.toISOString();
  const answers = JSON.stringify(signup.answers ?? {});
  const inserted = await db
    .prepare(
      `INSERT INTO quiz_leads (email, answers, source, status, consent_text, consent_version, consent_at, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
    )
    .bind(signup.email, answers, signup.source, signup.consent.text, signup.consent.version, at, at, at)
    .run();
  if ((inserted.meta.changes ?? 0) === 0) {
    // A known address: the new answers wait beside the kept ones until this address confirms them.
    await db
      .prepare(
        `UPDATE quiz_leads SET pending_answers = ?, source = ?, updated_at = ?,
           consent_text = CASE WHEN status = 'confirmed' THEN consent_text ELSE ? END,
           consent_version = CASE WHEN status = 'confirmed' THEN consent_version ELSE ? END,
           consent_at = CASE WHEN status = 'confirmed' THEN consent_at ELSE ? END
         WHERE email = ?`,
      )
      .bind(answers, signup.source, at, signup.consent.text, signup.consent.version, at, signup.email)
      .run();
  }
  return issueConfirmation(db, signup.email, 'quiz', signup.tokenHash, signup.now);
}

async function confirm(db: EmbeddedDatabase, tokenHash: string, now: Date): Promise<ConfirmOutcome> {
  const at = now.toISOString();
  const { results } = await db
    .prepare('SELECT email, list FROM email_confirmations WHERE token_hash = ? AND expires_at > ?')
    .bind(tokenHash, at)
    .all<{ email: string; list: SignupList }>();
  const found = results[0];
  if (!found) return { kind: 'invalid' };
  await db.batch([
    found.list === 'newsletter'
      ? db
          .prepare(
            `UPDATE newsletter_subscribers SET status = 'subscribed', confirmed_at = ?, unsubscribed_at = NULL
             WHERE email = ? AND status <> 'subscribed'`,
          )
          .bind(at, found.email)
      : db
          .prepare(
            `UPDATE quiz_leads SET status = 'confirmed', confirmed_at = ?, updated_at = ?,
               answers = COALESCE(pending_answers, answers), pending_answers = NULL
             WHERE email = ?`,
          )
          .bind(at, at, found.email),
    db.prepare('DELETE FROM email_confirmations WHERE email = ? AND list = ?').bind(found.email, found.list),
  ]);
  return { kind: 'confirmed', list: found.list, email: found.email };
}

async function unsubscribe(db: EmbeddedDatabase, email: string, now: Date): Promise<UnsubscribeOutcome> {
  const at = now.toISOString();
  const [newsletter, leads] = (await db.batch([
    db
      .prepare(
        `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ?
         WHERE email = ? AND status <> 'unsubscribed'`,
      )
      .bind(at, email),
    db
      .prepare(
        `UPDATE quiz_leads SET status = 'unsubscribed', pending_answers = NULL, updated_at = ?
         WHERE email = ? AND status <> 'unsubscribed'`,
      )
      .bind(at, email),
    db.prepare('DELETE FROM email_confirmations WHERE email = ?').bind(email),
  ])) as { meta: { changes?: number } }[];
  if ((newsletter?.meta.changes ?? 0) + (leads?.meta.changes ?? 0) > 0) return 'unsubscribed';
  const { results } = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM newsletter_subscribers WHERE email = ?1)
            + (SELECT COUNT(*) FROM quiz_leads WHERE email = ?1) AS known`,
    )
    .bind(email)
    .all<{ known: number }>();
  return Number(results[0]?.known ?? 0) > 0 ? 'already' : 'unknown';
}

export function embeddedSignupStore(db: EmbeddedDatabase): SignupStore {
  return {
    kind: 'embedded',
    async request(signup) {
      await ensureSchema(db);
      return signup.list === 'newsletter' ? requestSubscription(db, signup) : requestLead(db, signup);
    },
    async confirm(tokenHash, now) {
      await ensureSchema(db);
      return confirm(db, tokenHash, now);
    },
    async discard(tokenHash) {
      await ensureSchema(db);
      await db.prepare('DELETE FROM email_confirmations WHERE token_hash = ?').bind(tokenHash).run();
    },
    async unsubscribe(email, now) {
      await ensureSchema(db);
      return unsubscribe(db, email.trim().toLowerCase(), now);
    },
  };
}
