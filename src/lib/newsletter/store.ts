import { insertUnlessExists, updateWhere, type ServiceRestConfig } from '../supabase/service-rest';
import type { Subscription } from './subscription';

export interface StoredResult {
  duplicate: boolean;
}

/**
 * Stores a newsletter sign-up. A repeated e-mail is not an error: it stays one row, and an
 * address that had unsubscribed is subscribed again with a fresh consent time.
 */
export async function storeSubscriber(
  config: ServiceRestConfig,
  subscription: Subscription,
  now = new Date(),
): Promise<StoredResult> {
  const email = subscription.email.trim().toLowerCase();
  const source = subscription.source?.toLowerCase() || 'footer';
  const consentAt = now.toISOString();
  const outcome = await insertUnlessExists(
    config,
    'newsletter_subscribers',
    { email, source, consent_at: consentAt, status: 'subscribed' },
    'email',
  );
  if (outcome === 'duplicate') {
    await updateWhere(
      config,
      'newsletter_subscribers',
      { email, status: 'unsubscribed' },
      { status: 'subscribed', consent_at: consentAt, unsubscribed_at: null },
    );
  }
  return { duplicate: outcome === 'duplicate' };
}

/** The answer when storage is configured but the database did not take the row. */
export const STORAGE_FAILED = 'We could not save your e-mail address just now. Please try again in a moment.';
