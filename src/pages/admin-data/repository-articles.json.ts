import type { APIRoute } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import { repositoryArticlesFile } from '@/lib/blog/repository-articles';

/**
 * The repository's published MDX articles for the admin's Articles list
 * (docs/admin.md#the-repositorys-articles), written at build time; anyone may read this address,
 * so it lists nothing the blog does not show. Outside /admin/ on purpose: public/_redirects sends every /admin/* address to the
 * admin page, and a host's rewrite wins over a file. robots.txt's `Disallow: /admin` covers it.
 */
export const GET: APIRoute = async () => {
  const builtAt = new Date();
  // Rows the build took from Supabase are the database's own; the admin lists those from there.
  const posts = await getCollection('blog', (post: CollectionEntry<'blog'>) => post.data.source === 'mdx');
  const categories = await getCollection('categories');
  const names = new Map<string, string>(
    categories.map((category: CollectionEntry<'categories'>) => [category.id, category.data.name]),
  );
  const file = repositoryArticlesFile(
    posts.map((post: CollectionEntry<'blog'>) => ({
      id: post.id,
      filePath: post.filePath ?? '',
      data: post.data,
    })),
    names,
    builtAt,
  );
  return new Response(JSON.stringify(file), { headers: { 'content-type': 'application/json' } });
};
