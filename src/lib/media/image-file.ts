/**
 * What the media library accepts (docs/constants.md#e-mail-and-media, docs/admin.md#media):
 * JPEG, PNG, WebP, GIF or AVIF up to the bucket's 5 MB, and only when the file's bytes are the
 * image type its name claims. A browser takes a file's type from its name alone, so a renamed
 * document or a PNG saved as .jpg would otherwise be stored and served under the wrong type.
 * The bytes are checked against each format's signature (a table of five, rather than a
 * library that knows a hundred formats the admin would carry for nothing).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Matches the bucket's file_size_limit in the storage migration. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The file name endings the storage policy allows, and the type each claims. */
const EXTENSION_TYPES: Readonly<Record<string, ImageType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const TYPE_NAMES: Readonly<Record<ImageType, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
};

const TYPE_EXTENSIONS: Readonly<Record<ImageType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

const ACCEPTED = 'JPEG, PNG, WebP, GIF or AVIF';

/** How many leading bytes the signatures need (AVIF's brand list sits in its first box). */
export const IMAGE_HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** An ISO-BMFF file (HEIF, MP4 …) is AVIF when its ftyp box names the avif or avis brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (!ascii(bytes, 4, 'ftyp')) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  // The major brand at 8, then (after the minor version at 12) the compatible brands from 16.
  for (const at of [8, ...Array.from({ length: Math.max(0, (end - 16) >> 2) }, (_, i) => 16 + i * 4)])
    if (ascii(bytes, at, 'avif') || ascii(bytes, at, 'avis')) return true;
  return false;
}

/** The image type these leading bytes are, or null when they are none of the accepted ones. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (isAvif(head)) return 'image/avif';
  return null;
}

/**
 * The type a file claims: its name's ending, or (a blob without a name) its declared type.
 * Null when that is not an accepted image.
 */
export function claimedImageType(file: { name?: string | undefined; type: string }): ImageType | null {
  if (file.name === undefined)
    return (IMAGE_TYPES as readonly string[]).includes(file.type) ? (file.type as ImageType) : null;
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

export interface ImageFileFacts {
  name?: string | undefined;
  /** The type the browser declared (from the name); used only for a blob without a name. */
  type: string;
  size: number;
}

/** Why this file cannot go into the media library, in words for the editor; null when it can. */
export function imageFileProblem(file: ImageFileFacts, head: Uint8Array): string | null {
  const name = file.name ?? 'The file';
  const claimed = claimedImageType(file);
  if (!claimed) return `${name} is not an image (${ACCEPTED}).`;
  if (file.size > MAX_IMAGE_BYTES) return `${name} is larger than 5 MB.`;
  if (file.size === 0) return `${name} is empty.`;
  const actual = sniffImageType(head);
  if (actual === claimed) return null;
  if (!actual)
    return `${name} is not really a ${TYPE_NAMES[claimed]} image: its contents are not an image we accept (${ACCEPTED}). It may be damaged or a renamed document; export it again as an image.`;
  const renamed = file.name ? file.name.replace(/\.[A-Za-z0-9]+$/, `.${TYPE_EXTENSIONS[actual]}`) : null;
  return `${name} is named as a ${TYPE_NAMES[claimed]} image but contains a ${TYPE_NAMES[actual]} image.${
    renamed ? ` Rename it ${renamed} and upload it again.` : ''
  }`;
}

/** The file's checked image type, or the reason it was refused (reads only its first bytes). */
export async function checkImageFile(
  file: Blob & { name?: string },
): Promise<{ ok: true; type: ImageType } | { ok: false; problem: string }> {
  const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  const problem = imageFileProblem({ name: file.name, type: file.type, size: file.size }, head);
  return problem ? { ok: false, problem } : { ok: true, type: claimedImageType(file)! };
}
