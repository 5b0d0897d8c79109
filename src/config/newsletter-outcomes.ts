/** What became of a newsletter sign-up, as /api/subscribe reports it (src/lib/newsletter/form-return.ts). */
export const FORM_OUTCOMES = ['received', 'invalid', 'busy', 'unavailable', 'error'] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

/**
 * The footer's answers to a newsletter sign-up, shown next to the form when /api/subscribe sends
 * the reader back with the outcome's fragment (docs/site.md, "Newsletter").
 */
export interface NewsletterOutcome {
  status: FormOutcome;
  title: string;
  message: string;
  /** Whether the reader has something to fix or retry (styles the message as a problem). */
  problem: boolean;
}

const outcomes: Record<FormOutcome, Omit<NewsletterOutcome, 'status'>> = {
  // The same for a new and a known address (docs/signups.md#double-opt-in).
  received: {
    title: 'Check your inbox',
    message:
      'Thank you. We have sent a link to that address: open it to confirm, and our notes on the sky ahead will start.',
    problem: false,
  },
  invalid: {
    title: 'Please check your e-mail address',
    message: 'That e-mail address does not look right, so nothing was saved. Please type it again above.',
    problem: true,
  },
  busy: {
    title: 'Too many sign-ups from here',
    message:
      'Your connection has sent several sign-ups in a short time. Please wait a few minutes and try again.',
    problem: true,
  },
  unavailable: {
    title: 'Sign-up is not available yet',
    message:
      'Our mailing list storage is not configured yet, so your e-mail address was not saved. Please try again later.',
    problem: true,
  },
  error: {
    title: 'Sign-up did not go through',
    message:
      'Something went wrong while saving your e-mail address, so it was not saved. Please try again in a moment.',
    problem: true,
  },
};

export const newsletterOutcomes: readonly NewsletterOutcome[] = FORM_OUTCOMES.map((status) => ({
  status,
  ...outcomes[status],
}));
