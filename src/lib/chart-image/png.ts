/** An indexed-colour (palette) PNG, 8 bits a pixel, from a canvas's pixels (docs/birth-chart.md#preview-image). */
import { zlibImage } from './deflate';

let crcTable: Uint32Array | undefined;

export function crc32(bytes: Uint8Array, from = 0, to = bytes.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = from; i < to; i += 1) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/**
 * The PNG file of a `width` × `height` image of palette indices (`pixels`, row by row) with
 * `palette` (r, g, b for each index, at most 256 entries).
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
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', zlibImage(pixels, width, height)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const file = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}
