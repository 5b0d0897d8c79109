/** An indexed-colour (palette) PNG, 8 bits a pixel, from a canvas's pixels (docs/birth-chart.md#preview-image). */
import { zlibImage } from './deflate';

/** CRC-32 tables for four bytes a step ("slicing by 4"). */
let crcTables: Uint32Array[] | undefined;

function tables(): Uint32Array[] {
  if (!crcTables) {
    const first = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      first[n] = c >>> 0;
    }
    crcTables = [first];
    for (let t = 1; t < 4; t += 1) {
      const previous = crcTables[t - 1]!;
      crcTables.push(previous.map((c) => (first[c & 0xff]! ^ (c >>> 8)) >>> 0));
    }
  }
  return crcTables;
}

export function crc32(bytes: Uint8Array, from = 0, to = bytes.length): number {
  const [t0, t1, t2, t3] = tables() as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  let crc = 0xffffffff;
  let i = from;
  for (; i + 4 <= to; i += 4) {
    crc ^= bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
    crc = t3[crc & 0xff]! ^ t2[(crc >>> 8) & 0xff]! ^ t1[(crc >>> 16) & 0xff]! ^ t0[crc >>> 24]!;
  }
  for (; i < to; i += 1) crc = t0[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The PNG file of a `width` × `height` image of palette indices (`pixels`, row by row) with
 * `palette` (r, g, b for each index, at most 256 entries), written into one buffer.
 */
export function encodeIndexedPng(
  width: number,
  height: number,
  palette: Uint8Array,
  pixels: Uint8Array,
): Uint8Array<ArrayBuffer> {
  if (pixels.length !== width * height) throw new RangeError('pixels must be width × height');
  if (palette.length % 3 !== 0 || palette.length === 0 || palette.length > 768)
    throw new RangeError('palette must hold 1 to 256 colours');
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: indexed
  const image = zlibImage(pixels, width, height);
  const chunks: [string, Uint8Array][] = [
    ['IHDR', header],
    ['PLTE', palette],
    ['IDAT', image],
    ['IEND', new Uint8Array(0)],
  ];
  const file = new Uint8Array(SIGNATURE.length + chunks.reduce((sum, [, data]) => sum + 12 + data.length, 0));
  const out = new DataView(file.buffer);
  file.set(SIGNATURE);
  let at = SIGNATURE.length;
  for (const [type, data] of chunks) {
    out.setUint32(at, data.length);
    for (let i = 0; i < 4; i += 1) file[at + 4 + i] = type.charCodeAt(i);
    file.set(data, at + 8);
    out.setUint32(at + 8 + data.length, crc32(file, at + 4, at + 8 + data.length));
    at += 12 + data.length;
  }
  return file;
}
