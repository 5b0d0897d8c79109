/**
 * Upload rules of document 1 §5 and §9: images only into the blog-images bucket, a name made
 * from a timestamp, a random suffix and the original extension (jpg by default), never
 * overwriting an existing file.
 */
export const UPLOAD_BUCKET = 'blog-images';
export const UPLOAD_CACHE_SECONDS = 3600;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export const UPLOAD_AUTH_REQUIRED = 'Authentication required for upload';

export function uploadFileName(
  original: string,
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(original.trim());
  const extension = match ? match[1]!.toLowerCase() : 'jpg';
  const suffix = random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${now}-${suffix}.${extension}`;
}

/** Null when the file may be uploaded, else the reason it may not. */
export function checkUpload(file: { name: string; type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not an image (JPEG, PNG, WebP, GIF or AVIF).`;
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is larger than 5 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
