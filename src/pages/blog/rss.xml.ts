import type { APIRoute } from 'astro';
import { allCategories, publishedPosts } from '@/collections/blog-queries';
import { blogFeed } from '@/collections/blog-feed';
import { site } from '@/config/site';

export const GET: APIRoute = async () => {
  const [posts, categories] = await Promise.all([publishedPosts(), allCategories()]);
  return blogFeed({
    title: `${site.brandName} Blog`,
    description: 'Soulmate connections & relationship insights: compatibility, zodiac signs, tarot and love.',
    selfPath: '/blog/rss.xml',
    posts,
    categories,
  });
};
