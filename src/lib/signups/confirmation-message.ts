/**
 * The message that asks an address to confirm a sign-up (docs/signups.md#double-opt-in): the
 * campaign frame of every message we send (email/message.ts), with its one-click unsubscribe link,
 * around a few plain lines and the confirmation link.
 */
import { escapeHtml } from '@/lib/content/text';
import { buildMessage, type OutgoingMessage } from '@/lib/email/message';
import { unsubscribeUrl } from '@/lib/email/send-batch';
import { signUnsubscribeToken } from '@/lib/email/unsubscribe-token';
import { confirmUrl, type SignupList } from './confirmation';

export interface ConfirmationInput {
  list: SignupList;
  email: string;
  /** The confirmation link's token. */
  token: string;
  /** The configured site origin (http/site-origin.ts), never the request's Host. */
  origin: string;
  /** Signs the unsubscribe link (security/server-secret.ts, 'email-links'). */
  secret: string;
  brandName: string;
  postalAddress: string;
}

const WORDING: Record<SignupList, { subject: (brand: string) => string; lead: string[]; button: string }> = {
  newsletter: {
    subject: (brand) => `Please confirm your sign-up to ${brand}'s newsletter`,
    lead: [
      'Thank you for signing up to our monthly notes on the sky ahead.',
      'Please confirm that this address is yours and that you would like them:',
    ],
    button: 'Yes, sign me up',
  },
  quiz: {
    subject: (brand) => `Please confirm your address for your ${brand} soulmate portrait`,
    lead: [
      'Thank you for taking our soulmate quiz.',
      'Please confirm that this address is yours, so we can send your portrait and occasional notes from us to it:',
    ],
    button: 'Yes, this is my address',
  },
};

export async function confirmationMessage(input: ConfirmationInput): Promise<OutgoingMessage> {
  const wording = WORDING[input.list];
  const link = confirmUrl(input.origin, input.token);
  const bodyHtml = [
    ...wording.lead.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#5b3fc4;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(wording.button)}</a></p>`,
    `<p>Or open this address: ${escapeHtml(link)}</p>`,
    '<p>The link works for seven days. If you did not ask for this, ignore this message: without your confirmation we will not write to you again.</p>',
  ].join('');
  return buildMessage({
    subject: wording.subject(input.brandName),
    previewText: wording.lead[1]!,
    bodyHtml,
    unsubscribeUrl: unsubscribeUrl(input.origin, await signUnsubscribeToken(input.email, input.secret)),
    brandName: input.brandName,
    postalAddress: input.postalAddress,
  });
}
