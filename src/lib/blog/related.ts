/** The fields related-post ranking looks at. */
export interface RankablePost {
  id: string;
  category?: string;
  tags: readonly string[];
  publishedAt: Date;
}

/**
 * Posts related to `current`: a shared category counts 3, each shared tag 2; ties go to the
 * newer post. Posts sharing nothing are used only to fill the list up to `limit`.
 */
export function relatedPosts<T extends RankablePost>(
  current: RankablePost,
  posts: readonly T[],
  limit = 3,
): T[] {
  const tags = new Set(current.tags.map((tag) => tag.toLowerCase()));
  const scored = posts
    .filter((post) => post.id !== current.id)
    .map((post) => {
      const sharedTags = post.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
      const sameCategory = current.category !== undefined && post.category === current.category;
      return { post, score: (sameCategory ? 3 : 0) + sharedTags * 2 };
    })
    .sort((a, b) => b.score - a.score || b.post.publishedAt.getTime() - a.post.publishedAt.getTime());
  return scored.slice(0, limit).map((entry) => entry.post);
}

/** The neighbours of a post in a newest-first list: `newer` and `older` (either may be missing). */
export function neighbours<T extends { id: string }>(
  id: string,
  newestFirst: readonly T[],
): { newer?: T; older?: T } {
  const index = newestFirst.findIndex((post) => post.id === id);
  if (index < 0) return {};
  return { newer: newestFirst[index - 1], older: newestFirst[index + 1] };
}
