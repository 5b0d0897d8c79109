import { describe, expect, it } from 'vitest';
import { checkImageFile, claimedImageType, imageFileProblem, sniffImageType } from '@/lib/media/image-file';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const u32 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];

/** The first bytes of a real file of each kind (as the encoders write them). */
const HEADS = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]),
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  gif87: bytes('GIF87a', [1, 0, 1, 0]),
  gif89: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  // libavif: ftyp box of 32 bytes, major brand avif, compatible avif mif1 miaf MA1B.
  avif: bytes(u32(32), 'ftypavif', [0, 0, 0, 0], 'avifmif1miafMA1B', [0, 0, 0, 0xf2], 'meta'),
  // An image sequence: major brand avis.
  avis: bytes(u32(28), 'ftypavis', [0, 0, 0, 0], 'avismsf1iso8', 'mdat'),
  // Major brand mif1, with avif among the compatible brands (older encoders).
  mif1Avif: bytes(u32(24), 'ftypmif1', [0, 0, 0, 0], 'mif1avif', 'meta'),
  heic: bytes(u32(24), 'ftypheic', [0, 0, 0, 0], 'mif1heic', 'meta'),
  mp4: bytes(u32(24), 'ftypisom', [0, 0, 2, 0], 'isomiso2', 'free'),
  pdf: bytes('%PDF-1.7\n'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
  html: bytes('<!doctype html><script>'),
  riffWave: bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
};

describe('image signatures', () => {
  it('recognises each accepted format from its first bytes', () => {
    expect(sniffImageType(HEADS.jpeg)).toBe('image/jpeg');
    expect(sniffImageType(HEADS.png)).toBe('image/png');
    expect(sniffImageType(HEADS.gif87)).toBe('image/gif');
    expect(sniffImageType(HEADS.gif89)).toBe('image/gif');
    expect(sniffImageType(HEADS.webp)).toBe('image/webp');
    expect(sniffImageType(HEADS.avif)).toBe('image/avif');
    expect(sniffImageType(HEADS.avis)).toBe('image/avif');
    expect(sniffImageType(HEADS.mif1Avif)).toBe('image/avif');
  });

  it('recognises nothing else, including look-alikes and cut-off files', () => {
    for (const [name, head] of Object.entries({
      heic: HEADS.heic,
      mp4: HEADS.mp4,
      pdf: HEADS.pdf,
      svg: HEADS.svg,
      html: HEADS.html,
      riffWave: HEADS.riffWave,
      empty: new Uint8Array(0),
      halfPng: HEADS.png.slice(0, 5),
      riffOnly: bytes('RIFF'),
    }))
      expect(sniffImageType(head), name).toBeNull();
  });

  it('reads the AVIF brand only inside the ftyp box', () => {
    // "avif" just after a 16-byte box belongs to the next box, not to the brand list.
    const outside = bytes(u32(16), 'ftypmif1', [0, 0, 0, 0], 'avif', 'meta');
    expect(sniffImageType(outside)).toBeNull();
  });
});

describe('what a file claims to be', () => {
  it('is its name ending, whatever type was declared', () => {
    expect(claimedImageType({ name: 'Moon.JPEG', type: '' })).toBe('image/jpeg');
    expect(claimedImageType({ name: 'moon.jpg', type: 'image/png' })).toBe('image/jpeg');
    expect(claimedImageType({ name: 'sky.avif', type: '' })).toBe('image/avif');
    expect(claimedImageType({ name: 'logo.svg', type: 'image/svg+xml' })).toBeNull();
    expect(claimedImageType({ name: 'no-extension', type: 'image/png' })).toBeNull();
  });

  it('is the declared type for a blob without a name', () => {
    expect(claimedImageType({ type: 'image/webp' })).toBe('image/webp');
    expect(claimedImageType({ type: 'text/html' })).toBeNull();
  });
});

describe('the media library refuses, in words', () => {
  const file = (name: string, size = 2048) => ({ name, type: '', size });

  it('accepts a file whose bytes are the type its name claims', () => {
    expect(imageFileProblem(file('moon.png'), HEADS.png)).toBeNull();
    expect(imageFileProblem(file('moon.jpeg'), HEADS.jpeg)).toBeNull();
    expect(imageFileProblem(file('moon.webp'), HEADS.webp)).toBeNull();
    expect(imageFileProblem(file('moon.gif'), HEADS.gif89)).toBeNull();
    expect(imageFileProblem(file('moon.avif'), HEADS.avif)).toBeNull();
  });

  it('names what the file really is when another image hides behind the name', () => {
    expect(imageFileProblem(file('moon.jpg'), HEADS.png)).toBe(
      'moon.jpg is named as a JPEG image but contains a PNG image. Rename it moon.png and upload it again.',
    );
    expect(imageFileProblem(file('Sun.PNG'), HEADS.webp)).toBe(
      'Sun.PNG is named as a PNG image but contains a WebP image. Rename it Sun.webp and upload it again.',
    );
  });

  it('refuses a renamed document, a wrong name, an empty or an oversized file', () => {
    expect(imageFileProblem(file('cv.png'), HEADS.pdf)).toBe(
      'cv.png is not really a PNG image: its contents are not an image we accept (JPEG, PNG, WebP, GIF or AVIF). It may be damaged or a renamed document; export it again as an image.',
    );
    expect(imageFileProblem(file('photo.jpg'), HEADS.heic)).toMatch(/^photo\.jpg is not really a JPEG image/);
    expect(imageFileProblem(file('logo.svg'), HEADS.svg)).toBe(
      'logo.svg is not an image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    expect(imageFileProblem(file('big.png', 5 * 1024 * 1024 + 1), HEADS.png)).toBe(
      'big.png is larger than 5 MB.',
    );
    expect(imageFileProblem(file('none.png', 0), new Uint8Array(0))).toBe('none.png is empty.');
  });

  it('reads only the head of a real file', async () => {
    const body = new Uint8Array(4096);
    body.set(HEADS.gif89);
    expect(await checkImageFile(new File([body], 'stars.gif'))).toEqual({ ok: true, type: 'image/gif' });
    expect(await checkImageFile(new File(['hello'], 'stars.gif'))).toEqual({
      ok: false,
      problem: expect.stringMatching(/^stars\.gif is not really a GIF image/),
    });
  });
});
