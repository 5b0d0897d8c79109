/**
 * How an e-mail and its source tag are kept, whichever store keeps them (Supabase or the
 * embedded one): one address is one row, whatever its case or surrounding spaces.
 */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A newsletter sign-up's source: the form's tag in lower case, 'footer' when none was sent. */
export function subscriberSource(source: string | undefined): string {
  return source?.toLowerCase() || 'footer';
}

/** A quiz lead's source as a dashed tag (the form the newsletter sources use), 'quiz' when none was sent. */
export function leadSource(source: string | undefined): string {
  return source?.toLowerCase().replace(/_/g, '-') || 'quiz';
}
