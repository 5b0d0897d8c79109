import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { EmbeddedDatabase, EmbeddedStatement } from '@/lib/signups/embedded-db';

/**
 * The part of Cloudflare D1's API the embedded store uses (src/lib/signups/embedded-db.ts), over
 * Node's own SQLite: D1 is SQLite, so the store's SQL runs here as it does under wrangler. A file
 * path gives a database on disk, so a test can close it and open it again like a restarted server.
 */
export function sqliteD1(path = ':memory:'): EmbeddedDatabase & { close(): void } {
  const db = new DatabaseSync(path);
  const statement = (query: string, values: SQLInputValue[] = []): EmbeddedStatement => ({
    bind: (...next) => statement(query, next),
    run: () => Promise.resolve({ meta: { changes: Number(db.prepare(query).run(...values).changes) } }),
    all: <Row>() => Promise.resolve({ results: db.prepare(query).all(...values) as Row[] }),
  });
  return {
    prepare: (query) => statement(query),
    // D1 runs a batch as one transaction.
    batch: async (statements) => {
      db.exec('BEGIN');
      try {
        const results = [];
        for (const each of statements) results.push(await each.run());
        db.exec('COMMIT');
        return results;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    close: () => db.close(),
  };
}
