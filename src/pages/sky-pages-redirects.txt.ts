import type { APIRoute } from 'astro';
import { skyPagesBuild } from '@/collections/sky-pages-build';
import { lunationRedirectLines } from '@/lib/sky-pages/redirects';

/**
 * The redirect rules of the lunation pages that passed out of the window (docs/sky-pages.md#lunations),
 * written as a build file that the redirects integration moves into dist/_redirects.
 */
export const GET: APIRoute = () =>
  new Response(lunationRedirectLines(skyPagesBuild().pastLunations).join('\n'));
