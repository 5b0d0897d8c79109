import { publicSupabase } from '@/config/env';
import { site } from '@/config/site';
import {
  blockedBodyImages as blockedIn,
  imageAddressProblem as problemOf,
  previewWithoutBlockedImages as previewWithout,
  type ImageOrigins,
} from '@/lib/media/image-address';

/** Where this site's pages may load images from (the CSP's img-src; src/lib/media/image-address.ts). */
const ORIGINS: ImageOrigins = { siteUrl: site.url, supabaseUrl: publicSupabase().url };

/** Why the site cannot show an image from this address (null when it can). */
export const imageAddressProblem = (address: string): string | null => problemOf(address, ORIGINS);

/** The images of a rendered body the site cannot show. */
export const blockedBodyImages = (html: string) => blockedIn(html, ORIGINS);

/** A rendered body for the preview, each image the site cannot show replaced by a line saying so. */
export const previewWithoutBlockedImages = (html: string) => previewWithout(html, ORIGINS);
