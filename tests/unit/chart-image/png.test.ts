import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { crc32, encodeIndexedPng } from '@/lib/chart-image/png';

/** Decodes with pngjs, an independent decoder (zlib, Adler-32, CRCs and the Up filter checked). */
const decode = (file: Uint8Array) => PNG.sync.read(Buffer.from(file));

describe('the indexed PNG encoder', () => {
  it('writes the CRC-32 of PNG (ISO 3309)', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips flat areas, runs longer than a match, and noise', () => {
    const [width, height] = [1200, 40];
    const palette = Uint8Array.from([7, 10, 28, 255, 255, 255, 200, 30, 40, 0, 128, 0]);
    const pixels = new Uint8Array(width * height);
    let seed = 1;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        // Flat rows, rows equal to the one above, long runs, and random pixels.
        pixels[y * width + x] = y < 5 ? 0 : y < 15 ? (x < 700 ? 1 : 2) : y < 25 ? (x >> 6) % 4 : seed >>> 30;
      }
    const image = decode(encodeIndexedPng(width, height, palette, pixels));
    expect([image.width, image.height]).toEqual([width, height]);
    for (let i = 0; i < width * height; i += 1) {
      const colour = pixels[i]! * 3;
      const got = [image.data[i * 4], image.data[i * 4 + 1], image.data[i * 4 + 2], image.data[i * 4 + 3]];
      if (got.join() !== [palette[colour], palette[colour + 1], palette[colour + 2], 255].join())
        throw new Error(`pixel ${i}: ${got.join()} for index ${pixels[i]}`);
    }
  });

  it('refuses a size that does not match its pixels, or a palette over 256 colours', () => {
    expect(() => encodeIndexedPng(4, 2, new Uint8Array(3), new Uint8Array(7))).toThrow(RangeError);
    expect(() => encodeIndexedPng(4, 1, new Uint8Array(771), new Uint8Array(4))).toThrow(RangeError);
  });
});
