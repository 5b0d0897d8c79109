/** Data for the blog's list pages, built once and shared by the page files. */
import { allCategories, POSTS_PER_PAGE, publishedPosts, type Category, type Post } from './blog-queries';
import { paginate, type ListPage } from '../lib/blog/pagination';

export interface BlogHome {
  featured?: Post;
  pages: ListPage<Post>[];
  categories: Category[];
  counts: Map<string, number>;
}

function countByCategory(posts: readonly Post[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts)
    if (post.data.category) counts.set(post.data.category, (counts.get(post.data.category) ?? 0) + 1);
  return counts;
}

/** The newest post is featured on the blog home; the others are listed in pages after it. */
export async function blogHome(): Promise<BlogHome> {
  const [posts, categories] = await Promise.all([publishedPosts(), allCategories()]);
  const [featured, ...rest] = posts;
  return {
    featured,
    pages: paginate(rest, POSTS_PER_PAGE, '/blog'),
    categories,
    counts: countByCategory(posts),
  };
}

export interface CategoryListing {
  category: Category;
  pages: ListPage<Post>[];
  categories: Category[];
  counts: Map<string, number>;
}

/** Every category that has at least one published post, with its pages of posts. */
export async function categoryListings(): Promise<CategoryListing[]> {
  const [posts, categories] = await Promise.all([publishedPosts(), allCategories()]);
  const counts = countByCategory(posts);
  return categories
    .filter((category) => (counts.get(category.id) ?? 0) > 0)
    .map((category) => ({
      category,
      pages: paginate(
        posts.filter((post) => post.data.category === category.id),
        POSTS_PER_PAGE,
        `/blog/category/${category.id}`,
      ),
      categories,
      counts,
    }));
}
