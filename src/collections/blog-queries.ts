/**
 * The blog's view of its collections, shared by the blog pages and feeds: published posts
 * newest first (drafts and future posts never reach a production build), categories in the
 * editors' order, and the summary every list shows.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import defaultCover from '../assets/blog/default-cover.jpg';
import { countMarkdownWords, readingMinutes } from '../lib/blog/reading-time';
import { isVisible } from '../lib/blog/visibility';

export type Post = CollectionEntry<'blog'>;
export type Category = CollectionEntry<'categories'>;

export const POSTS_PER_PAGE = 6;

export async function publishedPosts(): Promise<Post[]> {
  const now = new Date();
  const posts = await getCollection('blog', (post) => isVisible(post.data, now, import.meta.env.PROD));
  return posts.sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime());
}

export async function allCategories(): Promise<Category[]> {
  const categories = await getCollection('categories');
  return categories.sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name));
}

export function postHref(post: Post): string {
  return `/blog/post/${post.id}`;
}

export function categoryHref(slug: string): string {
  return `/blog/category/${slug}`;
}

/** Words of a post: counted by the loader for Supabase HTML, from the source for MDX. */
export function postWords(post: Post): number {
  return post.data.wordCount ?? countMarkdownWords(post.body ?? '');
}

export function postMinutes(post: Post): number {
  return Math.max(1, readingMinutes(postWords(post)));
}

/** The cover to show: the post's own (local image or https URL) or the blog's default art. */
export function postCover(post: Post): { src: ImageMetadata | string; alt: string; isDefault: boolean } {
  const cover = post.data.cover as ImageMetadata | string | undefined;
  if (cover) return { src: cover, alt: post.data.coverAlt ?? post.data.title, isDefault: false };
  return { src: defaultCover, alt: '', isDefault: true };
}

/** The date a post last changed (its update date, else its publication date). */
export function postModified(post: Post): Date {
  return post.data.updatedAt ?? post.data.publishedAt;
}

export function categoryName(categories: readonly Category[], slug: string | undefined): string | undefined {
  return slug ? categories.find((category) => category.id === slug)?.data.name : undefined;
}
