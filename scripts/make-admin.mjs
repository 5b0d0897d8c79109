#!/usr/bin/env node
// Makes an existing account an admin (or editor / user) by e-mail, with the service role key.
// docs/decisions.md#no-default-admin: there is no default admin and no public sign-up; this is how the first admin
// is made. Usage:
//   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… node scripts/make-admin.mjs ada@example.org [--role editor]
// The two variables may also come from .dev.vars (the functions' local settings).
// The account must exist first (Supabase dashboard → Authentication → Add user / Invite).
// The same from the SQL editor: select * from public.set_user_role('ada@example.org', 'admin');
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';

const ROLES = ['user', 'editor', 'admin'];

/**
 * Calls public.set_user_role with the service role.
 * @param {{ url: string, serviceRoleKey: string, email: string, role?: string, fetch?: typeof fetch }} options
 * @returns {Promise<{ id: string, email: string, role: string }>}
 */
export async function makeAdmin({ url, serviceRoleKey, email, role = 'admin', fetch: doFetch = fetch }) {
  if (!url || !serviceRoleKey)
    throw new Error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (in the environment or .dev.vars).');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email ?? ''))
    throw new Error(
      'Give the e-mail address of an existing account, for example: node scripts/make-admin.mjs ada@example.org',
    );
  if (!ROLES.includes(role)) throw new Error(`Role must be one of ${ROLES.join(', ')}.`);
  // supabase-js, as everywhere on the server (src/lib/supabase/server-client.ts is TypeScript,
  // which this plain Node script cannot import).
  const db = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: doFetch },
  });
  const { data, error, status } = await db.rpc('set_user_role', { target_email: email, new_role: role });
  if (error) {
    if (error.code === 'P0002')
      throw new Error(
        `No account uses ${email}. Create or invite it in Supabase (Authentication → Users) first.`,
      );
    if (status === 401 || status === 403)
      throw new Error('Supabase refused the key: use the service_role key, not the anon key.');
    if (error.code === 'PGRST202' || error.code === '42883')
      throw new Error('public.set_user_role is missing: apply the migrations in supabase/migrations first.');
    throw new Error(`Supabase answered ${status}: ${error.message || 'no details'}`);
  }
  const row = Array.isArray(data) ? data[0] : data;
  if (!row?.id) throw new Error('Supabase answered without the updated account.');
  return row;
}

function readDevVars(path = '.dev.vars') {
  if (!existsSync(path)) return {};
  const vars = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*"?([^"\n]*)"?\s*$/.exec(line);
    if (match) vars[match[1]] = match[2];
  }
  return vars;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const roleAt = args.indexOf('--role');
  const role = roleAt >= 0 ? args[roleAt + 1] : 'admin';
  const email = args.filter((arg, index) => !arg.startsWith('--') && (roleAt < 0 || index !== roleAt + 1))[0];
  const devVars = readDevVars();
  try {
    const row = await makeAdmin({
      url: process.env.SUPABASE_URL ?? devVars.SUPABASE_URL,
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? devVars.SUPABASE_SERVICE_ROLE_KEY,
      email: email ?? '',
      role,
    });
    console.log(`${row.email} is now ${row.role} (account ${row.id}).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
