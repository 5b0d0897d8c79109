/**
 * What a visitor agrees to when they give us their e-mail address (docs/signups.md#consent), shown
 * beside each form and stored with the sign-up as it was shown: the text and its version. A change
 * of wording is a new version; the stored rows keep the words their people saw.
 */
export interface Consent {
  version: string;
  text: string;
}

export const CONSENTS = {
  /** The footer's newsletter form. */
  newsletter: {
    version: 'newsletter-2026-12',
    text: 'We will e-mail you a link to confirm this address; only then do our monthly notes start. Every e-mail has a link to unsubscribe, and we never share your address.',
  },
  /** The quiz's portrait step. */
  quiz: {
    version: 'quiz-2026-12',
    text: 'We will e-mail you a link to confirm this address; once you do, we send your portrait there, with occasional notes from us. Every e-mail has a link to unsubscribe.',
  },
} as const satisfies Record<string, Consent>;

export type ConsentList = keyof typeof CONSENTS;
