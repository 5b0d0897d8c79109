import type { APIRoute, GetStaticPaths } from 'astro';
import { categoryListings, type CategoryListing } from '@/collections/blog-listing';
import { blogFeed } from '@/collections/blog-feed';
import { site } from '@/config/site';

/** One feed per category that has posts. */
export const getStaticPaths = (async () => {
  const listings = await categoryListings();
  return listings.map((listing) => ({ params: { slug: listing.category.id }, props: { listing } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { listing } = props as { listing: CategoryListing };
  return blogFeed({
    title: `${site.brandName} Blog: ${listing.category.data.name}`,
    description:
      listing.category.data.description ||
      `${listing.category.data.name} articles from the ${site.brandName} blog.`,
    selfPath: `/blog/category/${listing.category.id}/rss.xml`,
    posts: listing.pages.flatMap((page) => page.items),
    categories: listing.categories,
  });
};
