/**
 * A read that its caller may cancel (an admin screen that was left): supabase-js passes the
 * signal on to fetch. Without a signal the query is left as it is.
 */
export function withSignal<Q extends { abortSignal(signal: AbortSignal): Q }>(
  query: Q,
  signal: AbortSignal | undefined,
): Q {
  return signal ? query.abortSignal(signal) : query;
}
