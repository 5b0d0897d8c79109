/**
 * A sign-up or quiz lead from the first form to the confirmed row (docs/signups.md#double-opt-in):
 * kept as pending, a confirmation message sent through the e-mail layer (the provider, or the
 * embedded store's outbox), and the same answer whether the address was new or known, so the form
 * tells no one who is on the list.
 */
import { CONSENTS } from '@/config/consent';
import { site } from '@/config/site';
import type { EmailEnv } from '@/lib/email/provider';
import { mailerFromEnv } from '@/lib/email/mailer';
import { siteOrigin, type SiteOriginEnv } from '@/lib/http/site-origin';
import { serverSecret, type ServerSecretEnv } from '@/lib/security/server-secret';
import { confirmTokenHash, newConfirmToken, type SignupList } from './confirmation';
import { confirmationMessage } from './confirmation-message';
import { leadSource, normalisedEmail, subscriberSource } from './normalise';
import { signupStoreFromEnv, type ConfirmOutcome, type SignupStoreEnv } from './store';

export type SignUpEnv = SignupStoreEnv & EmailEnv & SiteOriginEnv & ServerSecretEnv;

/** Received: the one answer for a new and a known address. */
export type SignUpOutcome = 'received' | 'unavailable' | 'error';

export interface SignUpInput {
  list: SignupList;
  email: string;
  source?: string | undefined;
  answers?: Record<string, unknown>;
}

export async function signUp(
  env: SignUpEnv | undefined,
  input: SignUpInput,
  now = new Date(),
): Promise<SignUpOutcome> {
  const store = signupStoreFromEnv(env);
  const mailer = mailerFromEnv(env);
  if (!store || !mailer) return 'unavailable';
  const email = normalisedEmail(input.email);
  try {
    const secret = await serverSecret(env, 'email-links');
    if (!secret) return 'unavailable';
    const { token, hash } = await newConfirmToken();
    const { send } = await store.request({
      list: input.list,
      email,
      source: input.list === 'newsletter' ? subscriberSource(input.source) : leadSource(input.source),
      consent: CONSENTS[input.list],
      ...(input.answers ? { answers: input.answers } : {}),
      tokenHash: hash,
      now,
    });
    if (!send) return 'received';
    const message = await confirmationMessage({
      list: input.list,
      email,
      token,
      origin: siteOrigin(env),
      secret,
      brandName: site.brandName,
      postalAddress: `${site.company.name}, ${site.company.address}`,
    });
    const sent = await mailer.send({ to: email, ...message });
    if (sent.sent) return 'received';
    // Not sent: the link is forgotten, so trying again sends a new one at once.
    await store.discard(hash);
    console.error('Confirmation message not sent:', sent.error);
    return 'error';
  } catch (error) {
    console.error(`Sign-up (${input.list}) not kept:`, error);
    return 'error';
  }
}

/** Confirms what a link's token stands for; 'invalid' for a token that is not (or no longer) a link of ours. */
export async function confirmSignUp(
  env: SignUpEnv | undefined,
  token: unknown,
  now = new Date(),
): Promise<ConfirmOutcome | { kind: 'unavailable' }> {
  const store = signupStoreFromEnv(env);
  if (!store) return { kind: 'unavailable' };
  const hash = await confirmTokenHash(token);
  return hash ? store.confirm(hash, now) : { kind: 'invalid' };
}
