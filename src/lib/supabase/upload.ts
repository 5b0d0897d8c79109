import type { AstrelleClient } from './client';
import { IMAGE_BUCKET, UPLOAD_CACHE_SECONDS } from './constants';
import type { Tables } from './database.types';
import { authMessages } from './messages';
import { checkImageFile, type ImageType } from '../media/image-file';
import { slugify } from '../blog/slug';

export const uploadMessages = {
  failed: 'The image could not be uploaded. Please try again.',
} as const;

/** An upload answers with its public URL and its path in the bucket (docs/constants.md#e-mail-and-media). */
export interface ImageUploadResult {
  url: string;
  path: string;
  /** The type the file's bytes were checked to be. */
  type: ImageType;
}

export class UploadError extends Error {
  override name = 'UploadError';
}

/** The longest part of a file name kept from the original (the rest of the name is cut). */
const NAME_PART_MAX = 60;

/**
 * A readable name that is never used twice (docs/constants.md#e-mail-and-media): the original
 * name as a slug ("Full Moon.PNG" → "full-moon"), a unique suffix (the time in base 36 and four
 * random characters) and the original extension, jpg when there is none. A name with nothing to
 * keep (no letter or digit) is called "image".
 */
export function uploadFileName(
  originalName: string | undefined,
  now = Date.now(),
  random: () => number = Math.random,
): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(originalName ?? '');
  const extension = match?.[1]?.toLowerCase() ?? 'jpg';
  const stem = slugify((originalName ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, ''))
    .slice(0, NAME_PART_MAX)
    .replace(/-+$/, '');
  const suffix = `${now.toString(36)}${random().toString(36).slice(2, 6).padEnd(4, '0')}`;
  return `${stem || 'image'}-${suffix}.${extension}`;
}

export interface UploadOptions {
  bucket?: string;
  now?: number;
  random?: () => number;
}

/**
 * Uploads an image to blog-images (docs/constants.md#e-mail-and-media): a session is required, the file is
 * never overwritten (upsert off), and it is cached for 3600 s.
 */
export async function uploadImage(
  client: AstrelleClient,
  file: Blob & { name?: string },
  options: UploadOptions = {},
): Promise<ImageUploadResult> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new UploadError(authMessages.uploadNeedsSession);
  // The type, the size and the bytes themselves (src/lib/media/image-file.ts), before anything is sent.
  const checked = await checkImageFile(file);
  if (!checked.ok) throw new UploadError(checked.problem);
  const bucket = options.bucket ?? IMAGE_BUCKET;
  const path = uploadFileName(file.name, options.now, options.random);
  const { error } = await client.storage.from(bucket).upload(path, file, {
    cacheControl: String(UPLOAD_CACHE_SECONDS),
    upsert: false,
    contentType: checked.type,
  });
  if (error) throw new UploadError(error.message || uploadMessages.failed);
  const { data: urlData } = client.storage.from(bucket).getPublicUrl(path);
  return { url: urlData.publicUrl, path, type: checked.type };
}

/**
 * Removes one path from the bucket and answers how many objects went. Storage answers 200 with
 * an empty list when the object is missing or its policies hide it from this caller.
 */
export async function removeImage(
  client: AstrelleClient,
  path: string,
  bucket = IMAGE_BUCKET,
): Promise<number> {
  const { data, error } = await client.storage.from(bucket).remove([path]);
  if (error) throw new UploadError(error.message);
  return data?.length ?? 0;
}

/** Upload plus its media library row (alt text, size, who uploaded it). */
export async function uploadToLibrary(
  client: AstrelleClient,
  file: Blob & { name?: string },
  alt: string,
  options: UploadOptions = {},
): Promise<Tables<'media'>> {
  const uploaded = await uploadImage(client, file, options);
  const { data, error } = await client
    .from('media')
    .insert({
      bucket: options.bucket ?? IMAGE_BUCKET,
      storage_path: uploaded.path,
      url: uploaded.url,
      alt: alt.trim(),
      size: file.size,
      mime_type: uploaded.type,
    })
    .select()
    .single();
  if (error) {
    // Keep the bucket and the library in step: an image without its row would be invisible.
    await removeImage(client, uploaded.path, options.bucket).catch(() => undefined);
    throw new UploadError(uploadMessages.failed);
  }
  return data;
}
