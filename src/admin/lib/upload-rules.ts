import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../lib/supabase/upload';

/**
 * The admin's check before an upload (docs/constants.md#e-mail-and-media: images only, up to the bucket's 5 MB). The
 * bucket, the file naming and the limits themselves are src/lib/supabase/upload.ts's.
 */
export function checkUpload(file: { name: string; type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not an image (JPEG, PNG, WebP, GIF or AVIF).`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than 5 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
