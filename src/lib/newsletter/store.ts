import { dataOrThrow, serviceClient, type ServiceConfig } from '../supabase/server-client';
import { normalisedEmail, subscriberSource } from '@/lib/signups/normalise';
import type { Subscription } from './subscription';

export interface StoredResult {
  duplicate: boolean;
}

/**
 * Stores a newsletter sign-up. A repeated e-mail is not an error: it stays one row, and an
 * address that had unsubscribed is subscribed again with a fresh consent time.
 */
export async function storeSubscriber(
  config: ServiceConfig,
  subscription: Subscription,
  now = new Date(),
): Promise<StoredResult> {
  const email = normalisedEmail(subscription.email);
  const source = subscriberSource(subscription.source);
  const consentAt = now.toISOString();
  const table = () => serviceClient(config).from('newsletter_subscribers');
  const inserted = dataOrThrow(
    await table()
      .upsert([{ email, source, consent_at: consentAt, status: 'subscribed' }], {
        onConflict: 'email',
        ignoreDuplicates: true,
      })
      .select('id'),
  );
  const duplicate = inserted.length === 0;
  if (duplicate) {
    dataOrThrow(
      await table()
        .update({ status: 'subscribed', consent_at: consentAt, unsubscribed_at: null })
        .eq('email', email)
        .eq('status', 'unsubscribed'),
    );
  }
  return { duplicate };
}

/** The answer when storage is configured but the database did not take the row. */
export const STORAGE_FAILED = 'We could not save your e-mail address just now. Please try again in a moment.';
