import type { PGlite } from '@electric-sql/pglite';

/**
 * Writes src/lib/supabase/database.types.ts from the migrated schema, in the shape
 * `supabase gen types typescript` produces, so the typed client follows the migrations.
 * Regenerate with: UPDATE_DB_TYPES=1 npx vitest run tests/db/rls-matrix.test.ts
 */
interface Column {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
  identity_generation: string | null;
}

interface ForeignKey {
  name: string;
  table_name: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

const SCALARS: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  citext: 'string',
  timestamptz: 'string',
  timestamp: 'string',
  date: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  jsonb: 'Json',
  json: 'Json',
};

function tsType(udt: string): string {
  if (udt.startsWith('_')) return `${tsType(udt.slice(1))}[]`;
  const scalar = SCALARS[udt];
  if (!scalar) throw new Error(`No TypeScript type for Postgres type ${udt}`);
  return scalar;
}

/** The RPC functions the client calls, typed by hand (their bodies live in the migrations). */
const FUNCTIONS = `    Functions: {
      admin_list_users: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          name: string
          role: string
          status: string
          created_at: string
          updated_at: string
          email: string
          user_created_at: string
          last_sign_in_at: string | null
          email_confirmed_at: string | null
        }[]
      }
      claim_next_automation_job: {
        Args: Record<PropertyKey, never>
        Returns: Database["public"]["Tables"]["automation_jobs"]["Row"][]
      }
      current_app_role: { Args: Record<PropertyKey, never>; Returns: string | null }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean }
      publish_due_articles: { Args: Record<PropertyKey, never>; Returns: number }
      set_user_role: {
        Args: { target_email: string; new_role: string }
        Returns: { id: string; email: string; role: string }[]
      }
      take_rate_limit: {
        Args: { bucket: string; client_key: string; max_hits: number; window_seconds: number }
        Returns: { allowed: boolean; hits: number; retry_after_ms: number }[]
      }
      unsubscribe_newsletter: { Args: { token: string }; Returns: boolean }
    }`;

/** The columns of the public schema's base tables or views, by table. */
async function columnsOf(pg: PGlite, kind: 'BASE TABLE' | 'VIEW'): Promise<Column[]> {
  const { rows } = await pg.query<Column>(
    `
    select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity, c.is_generated, c.identity_generation
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = $1
    where c.table_schema = 'public'
    order by c.table_name, c.column_name`,
    [kind],
  );
  return rows;
}

const relationshipLines = (keys: ForeignKey[]) =>
  keys.map(
    (key) => `          {
            foreignKeyName: "${key.name}"
            columns: [${key.columns.map((name) => `"${name}"`).join(', ')}]
            isOneToOne: ${key.one_to_one}
            referencedRelation: "${key.referenced}"
            referencedColumns: [${key.referenced_columns.map((name) => `"${name}"`).join(', ')}]
          },`,
  );

const relationshipsBlock = (keys: ForeignKey[]) => {
  const lines = relationshipLines(keys);
  return `Relationships: [${lines.length ? `\n${lines.join('\n')}\n        ` : ''}]`;
};

/**
 * Views are read-only here (Row and Relationships only, as supabase-js types a view nobody may
 * write through); their columns are nullable, as Postgres reports them. A view inherits the
 * foreign keys of the tables it selects from whose columns it shows under the same names.
 */
async function viewBlocks(pg: PGlite, foreignKeys: ForeignKey[]): Promise<string[]> {
  const columns = await columnsOf(pg, 'VIEW');
  const { rows: sources } = await pg.query<{ view_name: string; table_name: string }>(`
    select distinct view_name, table_name from information_schema.view_table_usage
    where view_schema = 'public' and table_schema = 'public' order by view_name, table_name`);
  const views = [...new Set(columns.map((column) => column.table_name))];
  return views.map((view) => {
    const own = columns.filter((column) => column.table_name === view);
    const shown = new Set(own.map((column) => column.column_name));
    const inherited = sources
      .filter((source) => source.view_name === view)
      .flatMap((source) => foreignKeys.filter((key) => key.table_name === source.table_name))
      .filter((key) => key.columns.every((name) => shown.has(name)));
    const row = own.map((c) => `          ${c.column_name}: ${tsType(c.udt_name)} | null`);
    return `      ${view}: {
        Row: {
${row.join('\n')}
        }
        ${relationshipsBlock(inherited)}
      }`;
  });
}

export async function generateDatabaseTypes(pg: PGlite): Promise<string> {
  const columns = await columnsOf(pg, 'BASE TABLE');
  const { rows: foreignKeys } = await pg.query<ForeignKey>(`
    select con.conname as name, src.relname as table_name,
      array(select a.attname::text from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k order by a.attname) as columns,
      dst.relname as referenced,
      array(select a.attname::text from unnest(con.confkey) k join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k order by a.attname) as referenced_columns,
      exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u') and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]) as one_to_one
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_class dst on dst.oid = con.confrelid
    join pg_namespace sn on sn.oid = src.relnamespace
    join pg_namespace dn on dn.oid = dst.relnamespace
    where con.contype = 'f' and sn.nspname = 'public' and dn.nspname = 'public'
    order by src.relname, con.conname`);

  const tables = [...new Set(columns.map((column) => column.table_name))];
  const blocks = tables.map((table) => {
    const own = columns.filter((column) => column.table_name === table);
    const generated = (column: Column) =>
      column.is_generated === 'ALWAYS' || column.identity_generation === 'ALWAYS';
    const row = own.map(
      (c) => `          ${c.column_name}: ${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`,
    );
    const insert = own.map((c) => {
      if (generated(c)) return `          ${c.column_name}?: never`;
      const optional = c.is_nullable === 'YES' || c.column_default !== null || c.is_identity === 'YES';
      return `          ${c.column_name}${optional ? '?' : ''}: ${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`;
    });
    const update = own.map((c) =>
      generated(c)
        ? `          ${c.column_name}?: never`
        : `          ${c.column_name}?: ${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`,
    );
    return `      ${table}: {
        Row: {
${row.join('\n')}
        }
        Insert: {
${insert.join('\n')}
        }
        Update: {
${update.join('\n')}
        }
        ${relationshipsBlock(foreignKeys.filter((key) => key.table_name === table))}
      }`;
  });
  const views = await viewBlocks(pg, foreignKeys);

  return `// Generated from supabase/migrations by tests/db/generate-types.ts. Do not edit by hand:
// UPDATE_DB_TYPES=1 npx vitest run tests/db/rls-matrix.test.ts

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
${blocks.join('\n')}
    }
    Views: {
${views.length ? views.join('\n') : '      [_ in never]: never'}
    }
${FUNCTIONS}
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database["public"]

export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"]
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]
`;
}
