import type { APIRoute } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import type { RepositoryCategoriesFile } from '@/lib/blog/repository-categories';

/**
 * The repository's blog categories for the admin's category lists (docs/admin.md#the-repositorys-categories),
 * written at build time. Outside /admin/ for the reason given in repository-articles.json.ts; the
 * categories are public anyway (each has its page on the blog).
 */
export const GET: APIRoute = async () => {
  // Only the files: a category the build took from Supabase is the database's own, listed from there.
  const files = (await getCollection('categories')).filter((category: CollectionEntry<'categories'>) =>
    Boolean(category.filePath),
  );
  const file: RepositoryCategoriesFile = {
    builtAt: new Date().toISOString(),
    categories: files.map((category: CollectionEntry<'categories'>) => ({
      slug: category.id,
      name: category.data.name,
      description: category.data.description,
      order: category.data.order,
      filePath: category.filePath!,
    })),
  };
  return new Response(JSON.stringify(file), { headers: { 'content-type': 'application/json' } });
};
