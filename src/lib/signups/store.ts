import { serviceConfigFromEnv, type SupabaseServiceEnv } from '@/lib/supabase/server-client';
import { embeddedSignupStore } from './embedded';
import { embeddedDbFromEnv, type EmbeddedStoreEnv } from './embedded-db';
import { supabaseSignupStore } from './supabase';
import type { SignupStore } from './store-contract';

export type { ConfirmOutcome, SignupStore } from './store-contract';

export type SignupStoreEnv = SupabaseServiceEnv & EmbeddedStoreEnv;

/**
 * Where the newsletter form and the quiz's e-mail step keep what they are given
 * (docs/decisions.md#nothing-a-visitor-hands-over-is-thrown-away-silently, docs/signups.md): Supabase when it is configured, whatever else is bound;
 * otherwise the embedded store when the runtime binds one (`npm start` and the test servers do);
 * otherwise nowhere, and the functions say so. Both keep the same rules (docs/signups.md#double-opt-in).
 */
export function signupStoreFromEnv(env: SignupStoreEnv | undefined): SignupStore | null {
  const supabase = serviceConfigFromEnv(env);
  if (supabase) return supabaseSignupStore(supabase);
  const db = embeddedDbFromEnv(env);
  return db ? embeddedSignupStore(db) : null;
}
