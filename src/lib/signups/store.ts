import { storeQuizLead, type QuizLead } from '@/lib/leads/quiz-lead';
import { storeSubscriber } from '@/lib/newsletter/store';
import type { Subscription } from '@/lib/newsletter/subscription';
import { serviceConfigFromEnv, type SupabaseServiceEnv } from '@/lib/supabase/server-client';
import { keepQuizLeadEmbedded, keepSubscriberEmbedded } from '@/lib/signups/embedded';
import { embeddedDbFromEnv, type EmbeddedStoreEnv } from '@/lib/signups/embedded-db';

/**
 * Where the newsletter form and the quiz's e-mail step keep what they are given
 * (docs/decisions.md#nothing-a-visitor-hands-over-is-thrown-away-silently, docs/signups.md): Supabase when it is configured, whatever else is bound;
 * otherwise the embedded store when the runtime binds one (`npm start` and the test servers do);
 * otherwise nowhere, and the functions say so.
 */
export interface SignupStore {
  kind: 'supabase' | 'embedded';
  subscribe(subscription: Subscription): Promise<{ duplicate: boolean }>;
  keepLead(lead: QuizLead): Promise<{ duplicate: boolean }>;
}

export type SignupStoreEnv = SupabaseServiceEnv & EmbeddedStoreEnv;

export function signupStoreFromEnv(env: SignupStoreEnv | undefined): SignupStore | null {
  const supabase = serviceConfigFromEnv(env);
  if (supabase) {
    return {
      kind: 'supabase',
      subscribe: (subscription) => storeSubscriber(supabase, subscription),
      keepLead: (lead) => storeQuizLead(supabase, lead),
    };
  }
  const db = embeddedDbFromEnv(env);
  if (db) {
    return {
      kind: 'embedded',
      subscribe: (subscription) => keepSubscriberEmbedded(db, subscription),
      keepLead: (lead) => keepQuizLeadEmbedded(db, lead),
    };
  }
  return null;
}
