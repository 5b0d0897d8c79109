/**
 * Astro content loaders that add the blog's published Supabase rows to a collection when
 * Supabase is configured at build time (docs/decisions.md#pages-are-built-not-fetched); without it they add nothing. The
 * mapping and sanitising live in src/lib/blog/, this file only talks to Astro's store.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { supabaseSource } from '../lib/supabase/public-source';
import { loadSupabaseBlog, type SupabaseBlog } from '../lib/blog/supabase-blog';
import type { SupabaseSource } from '../lib/supabase/server-client';

/** Build-time Supabase settings, or null when Supabase is not configured. */
export const supabaseSourceFromEnv = (): SupabaseSource | null => supabaseSource();

/** One read per build, shared by the posts and the categories collections. */
const reads = new Map<string, Promise<SupabaseBlog>>();
function readOnce(source: SupabaseSource): Promise<SupabaseBlog> {
  const key = `${source.url}|${source.anonKey}`;
  let read = reads.get(key);
  if (!read) {
    read = loadSupabaseBlog(source);
    reads.set(key, read);
    read.catch(() => reads.delete(key));
  }
  return read;
}

type Kind = 'posts' | 'categories';

/** Runs `files` (the glob of content/) and then adds the Supabase rows of `kind` over it. */
export function withSupabase(
  files: Loader,
  kind: Kind,
  source: () => SupabaseSource | null = supabaseSourceFromEnv,
): Loader {
  return {
    name: `${files.name}+supabase-${kind}`,
    load: async (context) => {
      await files.load(context);
      const settings = source();
      if (!settings) return;
      await addSupabaseRows(context, kind, await readOnce(settings));
    },
  };
}

/** Stores the rows of one kind; a row with the same slug as a file replaces it (the admin is the source of truth). */
export async function addSupabaseRows(context: LoaderContext, kind: Kind, blog: SupabaseBlog): Promise<void> {
  const { store, parseData, generateDigest, logger } = context;
  if (kind === 'categories') {
    for (const category of blog.categories) {
      const data = await parseData({ id: category.id, data: { ...category.data } });
      store.set({
        id: category.id,
        data,
        digest: generateDigest(category.data as unknown as Record<string, unknown>),
      });
    }
    logger.info(`Supabase: ${blog.categories.length} categories`);
    return;
  }
  for (const post of blog.posts) {
    const data = await parseData({ id: post.id, data: { ...post.data } });
    store.set({
      id: post.id,
      data,
      rendered: { html: post.html, metadata: { headings: post.headings } },
      digest: generateDigest({ ...post.data, html: post.html }),
    });
  }
  logger.info(`Supabase: ${blog.posts.length} published articles`);
  for (const skip of blog.skipped) logger.warn(`Supabase: left out ${skip.id}: ${skip.reason}`);
}
