/** The result pages of a newsletter sign-up sent without JavaScript. */
export interface NewsletterOutcome {
  status: 'subscribed' | 'invalid' | 'unavailable' | 'error';
  title: string;
  message: string;
}

export const newsletterOutcomes: readonly NewsletterOutcome[] = [
  {
    status: 'subscribed',
    title: "You're on the list",
    message: 'Thank you for subscribing. Look out for our next note on the sky ahead.',
  },
  {
    status: 'invalid',
    title: 'Please check your e-mail address',
    message: 'That e-mail address does not look right. Please go back and try again.',
  },
  {
    status: 'unavailable',
    title: 'Sign-up is not available yet',
    message:
      'Our mailing list storage is not configured yet, so your e-mail address was not saved. Please try again later.',
  },
  {
    status: 'error',
    title: 'Sign-up did not go through',
    message:
      'Something went wrong while saving your e-mail address, so it was not saved. Please go back and try again in a moment.',
  },
];
