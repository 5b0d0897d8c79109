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
 * The two tables, shaped like their Supabase namesakes (supabase/migrations) so the admin reads
 * both the same way. Created on first use: a fresh folder needs no migration step.
 */
const SCHEMA = [
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
] as const;

const ready = new WeakMap<EmbeddedDatabase, Promise<void>>();

/** Creates the tables once per database object (an isolate keeps its binding between requests). */
export function ensureSchema(db: EmbeddedDatabase): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = db.batch(SCHEMA.map((sql) => db.prepare(sql))).then(() => undefined);
    // A failure is not remembered: the next request tries again.
    done.catch(() => ready.delete(db));
    ready.set(db, done);
  }
  return done;
}
