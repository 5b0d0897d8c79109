import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/supabase/constants';
import { uploadFileName, uploadImage, uploadToLibrary } from '@/lib/supabase/upload';
import {
  SUPABASE_URL,
  createFakeSupabase,
  fakeClient,
  json,
  memoryStorage,
  sessionReply,
} from './fake-supabase';

const NOW = 1_763_800_000_000;
const random = () => 0.123456789;
/** The unique suffix uploadFileName makes at NOW with that random number. */
const STAMP = `${NOW.toString(36)}4fzz`;

function setup(signedIn: boolean) {
  const server = createFakeSupabase();
  const storage = memoryStorage(
    signedIn ? { [SESSION_STORAGE_KEY]: JSON.stringify(sessionReply(Math.floor(Date.now() / 1000))) } : {},
  );
  const client = fakeClient(server, storage);
  return { server, client };
}

/** A file of `size` bytes that starts like a PNG (the upload checks the bytes, not just the name). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const image = (name: string, type = 'image/png', size = 1024) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE.slice(0, size));
  return new File([bytes], name, { type });
};

describe('upload file names', () => {
  it('keeps the original name readable (its slug) before a unique suffix and the extension, jpg by default', () => {
    const suffix = STAMP;
    expect(uploadFileName('Moon Over Sea.PNG', NOW, random)).toBe(`moon-over-sea-${suffix}.png`);
    expect(uploadFileName('no-extension', NOW, random)).toBe(`no-extension-${suffix}.jpg`);
    expect(uploadFileName('Éclipse d’été (2).jpeg', NOW, random)).toBe(`eclipse-dete-2-${suffix}.jpeg`);
    expect(uploadFileName('★★★.png', NOW, random)).toBe(`image-${suffix}.png`);
    expect(uploadFileName(undefined, NOW, random)).toBe(`image-${suffix}.jpg`);
    expect(uploadFileName(`${'long '.repeat(30)}.png`, NOW, random)).toMatch(
      /^(long-){11}long-[a-z0-9]+\.png$/,
    );
    expect(uploadFileName('a.jpg')).not.toBe(uploadFileName('a.jpg'));
  });
});

describe('image upload to blog-images', () => {
  it("refuses without a session: 'Authentication required for upload'", async () => {
    const { server, client } = setup(false);
    await expect(uploadImage(client, image('a.png'))).rejects.toThrow('Authentication required for upload');
    expect(server.requests.filter((request) => request.url.pathname.startsWith('/storage'))).toHaveLength(0);
  });

  it('refuses files that are not images, too large, or whose bytes are not the type named, before uploading', async () => {
    const { server, client } = setup(true);
    await expect(uploadImage(client, image('a.html', 'text/html'))).rejects.toThrow(
      /JPEG, PNG, WebP, GIF or AVIF/,
    );
    await expect(uploadImage(client, image('a.png', 'image/png', 5 * 1024 * 1024 + 1))).rejects.toThrow(
      /larger than 5 MB/,
    );
    const renamedText = new File(['just some notes'], 'holiday.jpg', { type: 'image/jpeg' });
    await expect(uploadImage(client, renamedText)).rejects.toThrow('holiday.jpg is not really a JPEG image');
    await expect(uploadImage(client, image('moon.jpg', 'image/jpeg'))).rejects.toThrow(
      'moon.jpg is named as a JPEG image but contains a PNG image. Rename it moon.png and upload it again.',
    );
    expect(server.requests.filter((request) => request.url.pathname.startsWith('/storage'))).toHaveLength(0);
  });

  it('uploads with cache 3600 and no overwrite, and answers the public URL and path', async () => {
    const { server, client } = setup(true);
    server.on('POST', `/storage/v1/object/blog-images/moon-${STAMP}.png`, {
      Id: 'obj-1',
      Key: `blog-images/moon-${STAMP}.png`,
    });
    const result = await uploadImage(client, image('Moon.png'), { now: NOW, random });
    expect(result).toEqual({
      path: `moon-${STAMP}.png`,
      url: `${SUPABASE_URL}/storage/v1/object/public/blog-images/moon-${STAMP}.png`,
      type: 'image/png',
    });
    const call = server.requests.find((request) => request.url.pathname.startsWith('/storage'))!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('x-upsert')).toBe('false');
    expect(call.form).toMatchObject({ cacheControl: '3600' });
    expect(Object.values(call.form ?? {})).toContain('[file image/png]');
    expect(call.headers.get('authorization')).toMatch(/^Bearer ey/);
  });

  it('reports the storage error when the name already exists', async () => {
    const { server, client } = setup(true);
    server.on(
      'POST',
      `/storage/v1/object/blog-images/moon-${STAMP}.png`,
      json(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }),
    );
    await expect(uploadImage(client, image('Moon.png'), { now: NOW, random })).rejects.toThrow(
      'The resource already exists',
    );
  });

  it('records the upload in the media library, and removes the file if the row is refused', async () => {
    const { server, client } = setup(true);
    server.on('POST', `/storage/v1/object/blog-images/moon-${STAMP}.png`, { Id: 'obj-1', Key: 'k' });
    server.on('POST', '/rest/v1/media', (request) =>
      json(201, { id: 'm1', ...JSON.parse(request.body ?? '{}') }),
    );
    const row = await uploadToLibrary(client, image('Moon.png'), ' Full moon over the sea ', {
      now: NOW,
      random,
    });
    expect(row).toMatchObject({
      storage_path: `moon-${STAMP}.png`,
      alt: 'Full moon over the sea',
      size: 1024,
      mime_type: 'image/png',
      bucket: 'blog-images',
    });

    server.on(
      'POST',
      '/rest/v1/media',
      json(403, {
        code: '42501',
        details: null,
        hint: null,
        message: 'new row violates row-level security policy for table "media"',
      }),
    );
    server.on('DELETE', '/storage/v1/object/blog-images', [{ name: `moon-${STAMP}.png` }]);
    await expect(uploadToLibrary(client, image('Moon.png'), 'alt', { now: NOW, random })).rejects.toThrow(
      'The image could not be uploaded',
    );
    const removal = server.requests.find((request) => request.method === 'DELETE');
    expect(JSON.parse(removal?.body ?? '{}')).toEqual({ prefixes: [`moon-${STAMP}.png`] });
  });
});
