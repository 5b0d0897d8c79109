/**
 * The embedded store (docs/signups.md): a SQLite database reached through Cloudflare's D1 binding.
 * `npm start` and the test servers bind one, kept on disk under the local runtime's
 * `--persist-to` folder (scripts/serve.mjs), so what a visitor hands over survives a restart with
 * no account or key. Only the part of D1's API the store uses is typed here, so `src/lib` needs
 * no Workers types and a test can hand in any SQLite that speaks it.
 */
export interface EmbeddedStatement {
  bind(...values: (string | number | null)[]): EmbeddedStatement;
  run(): Promise<{ meta: { changes?: number } }>;
  all<Row = Record<string, unknown>>(): Promise<{ results: Row[] }>;
}

export interface EmbeddedDatabase {
  prepare(query: string): EmbeddedStatement;
  batch(statements: EmbeddedStatement[]): Promise<unknown[]>;
}

/** The binding's name, in scripts/serve.mjs and in a Pages project's settings. */
export const EMBEDDED_DB_BINDING = 'EMBEDDED_DB';

export interface EmbeddedStoreEnv {
  EMBEDDED_DB?: unknown;
}

/** The bound database, or null when none is bound (or the binding is not a database). */
export function embeddedDbFromEnv(env: EmbeddedStoreEnv | undefined): EmbeddedDatabase | null {
  const candidate = env?.EMBEDDED_DB as Partial<EmbeddedDatabase> | undefined;
  if (!candidate || typeof candidate.prepare !== 'function' || typeof candidate.batch !== 'function')
    return null;
  return candidate as EmbeddedDatabase;
}

/**
 * The store's tables, shaped like their Supabase namesakes (supabase/migrations) so the admin
 * reads both the same way, made by numbered steps applied once each and in order on first use: a
 * fresh folder needs no migration step, and a folder from an older server is brought up to date.
 */
const MIGRATIONS: readonly (readonly string[])[] = [
  // 1: the sign-ups and leads as first kept.
  [
    `CREATE TABLE IF NOT EXISTS newsletter_subscribers (
      email TEXT PRIMARY KEY,
      source TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'subscribed' CHECK (status IN ('subscribed', 'unsubscribed')),
      consent_at TEXT NOT NULL,
      unsubscribed_at TEXT,
      created_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS quiz_leads (
      email TEXT PRIMARY KEY,
      answers TEXT NOT NULL,
      source TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
  ],
  // 2: double opt-in (docs/signups.md): pending rows, the consent shown, confirmations, the outbox;
  // the server's own secrets; rate-limit windows (docs/security.md#rate-limits).
  [
    `CREATE TABLE newsletter_subscribers_2 (
      email TEXT PRIMARY KEY,
      source TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
      consent_text TEXT NOT NULL,
      consent_version TEXT NOT NULL,
      consent_at TEXT NOT NULL,
      confirmed_at TEXT,
      unsubscribed_at TEXT,
      created_at TEXT NOT NULL
    )`,
    `INSERT INTO newsletter_subscribers_2 (email, source, status, consent_text, consent_version, consent_at, unsubscribed_at, created_at)
      SELECT email, source, status, '', 'unrecorded', consent_at, unsubscribed_at, created_at FROM newsletter_subscribers`,
    'DROP TABLE newsletter_subscribers',
    'ALTER TABLE newsletter_subscribers_2 RENAME TO newsletter_subscribers',
    `CREATE TABLE quiz_leads_2 (
      email TEXT PRIMARY KEY,
      answers TEXT NOT NULL,
      pending_answers TEXT,
      source TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
      consent_text TEXT NOT NULL,
      consent_version TEXT NOT NULL,
      consent_at TEXT NOT NULL,
      confirmed_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    `INSERT INTO quiz_leads_2 (email, answers, source, status, consent_text, consent_version, consent_at, created_at, updated_at)
      SELECT email, answers, source, 'pending', '', 'unrecorded', created_at, created_at, updated_at FROM quiz_leads`,
    'DROP TABLE quiz_leads',
    'ALTER TABLE quiz_leads_2 RENAME TO quiz_leads',
    `CREATE TABLE email_confirmations (
      token_hash TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      list TEXT NOT NULL CHECK (list IN ('newsletter', 'quiz')),
      requested_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`,
    'CREATE INDEX email_confirmations_email ON email_confirmations (email, list, requested_at)',
    `CREATE TABLE email_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      text TEXT NOT NULL,
      html TEXT NOT NULL,
      headers TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    `CREATE TABLE server_secrets (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    `CREATE TABLE rate_limit_windows (
      bucket TEXT NOT NULL,
      client_key TEXT NOT NULL,
      window_ends_at INTEGER NOT NULL,
      hits INTEGER NOT NULL,
      PRIMARY KEY (bucket, client_key)
    )`,
  ],
];

const ready = new WeakMap<EmbeddedDatabase, Promise<void>>();

async function migrate(db: EmbeddedDatabase): Promise<void> {
  await db
    .prepare(
      'CREATE TABLE IF NOT EXISTS embedded_migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    )
    .run();
  const { results } = await db.prepare('SELECT id FROM embedded_migrations').all<{ id: number }>();
  const applied = new Set(results.map((row) => Number(row.id)));
  for (const [index, statements] of MIGRATIONS.entries()) {
    const id = index + 1;
    if (applied.has(id)) continue;
    // One batch is one transaction: a step is applied whole, with its record, or not at all.
    await db.batch([
      ...statements.map((sql) => db.prepare(sql)),
      db
        .prepare('INSERT INTO embedded_migrations (id, applied_at) VALUES (?, ?)')
        .bind(id, new Date().toISOString()),
    ]);
  }
}

/** Brings the tables up to date once per database object (an isolate keeps its binding between requests). */
export function ensureSchema(db: EmbeddedDatabase): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = migrate(db);
    // A failure is not remembered: the next request tries again.
    done.catch(() => ready.delete(db));
    ready.set(db, done);
  }
  return done;
}
