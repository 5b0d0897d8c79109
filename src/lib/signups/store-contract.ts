import type { Consent } from '@/config/consent';
import type { SignupList } from './confirmation';

// What a sign-up store does, apart from which store it is (store.ts picks one), so the two stores
// can implement it without importing the module that imports them.

export interface SignupRequest {
  list: SignupList;
  /** Normalised (signups/normalise.ts). */
  email: string;
  source: string;
  /** What the form showed, stored as shown. */
  consent: Consent;
  /** A quiz lead's answers, checked against the quiz's own schema. */
  answers?: Record<string, unknown>;
  /** SHA-256 of the confirmation link's token. */
  tokenHash: string;
  now: Date;
}

/** Whether a confirmation message should go out (not for an address already on the list, nor twice in ten minutes). */
export interface RequestOutcome {
  send: boolean;
}

export type ConfirmOutcome = { kind: 'confirmed'; list: SignupList; email: string } | { kind: 'invalid' };

export type UnsubscribeOutcome = 'unsubscribed' | 'already' | 'unknown';

export interface SignupStore {
  kind: 'supabase' | 'embedded';
  /** Keeps the request as pending (or notes it for a known address) and records its confirmation link. */
  request(signup: SignupRequest): Promise<RequestOutcome>;
  /** Confirms what the newest, unexpired link of an address stands for; the link is spent. */
  confirm(tokenHash: string, now: Date): Promise<ConfirmOutcome>;
  /** Forgets one confirmation link (its message could not be sent). */
  discard(tokenHash: string): Promise<void>;
  /** Takes the address off every list; its pending links die. */
  unsubscribe(email: string, now: Date): Promise<UnsubscribeOutcome>;
}
