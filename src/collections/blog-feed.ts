/** RSS feeds of the blog (all posts, and one per category), through @astrojs/rss. */
import rss from '@astrojs/rss';
import { site } from '../config/site';
import { categoryName, postHref, type Category, type Post } from './blog-queries';

export function blogFeed(options: {
  title: string;
  description: string;
  selfPath: string;
  posts: readonly Post[];
  categories: readonly Category[];
}) {
  return rss({
    title: options.title,
    description: options.description,
    site: site.url,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${site.url}${options.selfPath}" rel="self" type="application/rss+xml"/>`,
    items: options.posts.map((post) => {
      const category = categoryName(options.categories, post.data.category);
      return {
        title: post.data.title,
        link: postHref(post),
        pubDate: post.data.publishedAt,
        description: post.data.excerpt,
        author: post.data.author,
        categories: [...(category ? [category] : []), ...post.data.tags],
      };
    }),
  });
}
