import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Results } from '@electric-sql/pglite';

const root = join(import.meta.dirname, '..', '..');
const migrationsDir = join(root, 'supabase', 'migrations');

/** The migration files in the order Supabase applies them (by their timestamp prefix). */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsDir, name));
}

const shimFile = join(import.meta.dirname, 'supabase-shim.sql');
const cacheDir = join(root, 'node_modules', '.cache', 'astrelle-pglite');

/**
 * A migrated data directory, cached by the hash of the shim and migrations: creating a PGlite
 * cluster (initdb) costs seconds, loading a snapshot a fraction of that, so every test file
 * starts from the snapshot and the migrations run once per change.
 */
async function migratedDataDir(): Promise<Blob> {
  const sources = [shimFile, ...migrationFiles()];
  const hash = createHash('sha256');
  for (const file of sources) hash.update(file).update(readFileSync(file));
  const cached = join(cacheDir, `${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);
  const pg = await PGlite.create();
  for (const file of sources) {
    try {
      await pg.exec(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
  }
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, cached);
  return dump;
}

/** Who runs a statement, as PostgREST would set it from the caller's JWT. */
export type Actor =
  { role: 'anon' } | { role: 'authenticated'; sub: string; email?: string } | { role: 'service_role' };

export interface TestDatabase {
  pg: PGlite;
  /** Runs statements as the superuser (fixtures). */
  exec(sql: string): Promise<void>;
  /** Runs `work` as the actor inside a transaction that is rolled back unless `commit` is set. */
  as<T>(actor: Actor, work: (pg: PGlite) => Promise<T>, options?: { commit?: boolean }): Promise<T>;
  /** One statement as the actor, rolled back; errors are returned, not thrown. */
  try(
    actor: Actor,
    sql: string,
    params?: unknown[],
  ): Promise<
    { ok: true; result: Results<Record<string, unknown>> } | { ok: false; error: string; code?: string }
  >;
}

/** A fresh PGlite with the Supabase shim and every migration applied (and the seed when asked). */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const pg = await PGlite.create({ loadDataDir: await migratedDataDir() });
  if (options.seed) await pg.exec(readFileSync(join(root, 'supabase', 'seed.sql'), 'utf8'));

  const as: TestDatabase['as'] = async (actor, work, { commit = false } = {}) => {
    const claims =
      actor.role === 'authenticated'
        ? { role: actor.role, sub: actor.sub, email: actor.email ?? '' }
        : { role: actor.role };
    await pg.exec('begin');
    try {
      await pg.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      await pg.exec(`set local role ${actor.role}`);
      const result = await work(pg);
      await pg.exec(commit ? 'commit' : 'rollback');
      return result;
    } catch (error) {
      await pg.exec('rollback');
      throw error;
    }
  };

  return {
    pg,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    as,
    try: async (actor, sql, params = []) => {
      try {
        const result = await as(actor, (db) => db.query<Record<string, unknown>>(sql, params));
        return { ok: true, result };
      } catch (error) {
        const failure = error as Error & { code?: string };
        return { ok: false, error: failure.message, ...(failure.code ? { code: failure.code } : {}) };
      }
    },
  };
}
