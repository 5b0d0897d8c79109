/**
 * Whether a post may be listed. A production build never carries drafts or posts dated in the
 * future; the dev server shows both so writers can preview them.
 */
export function isVisible(
  post: { draft: boolean; publishedAt: Date },
  now: Date,
  production: boolean,
): boolean {
  if (!production) return true;
  return !post.draft && post.publishedAt.getTime() <= now.getTime();
}
