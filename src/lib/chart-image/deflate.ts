/**
 * A zlib stream (RFC 1950/1951) made for images of flat colours, in one pass with the fixed
 * Huffman codes: six times faster than zlib's level 6 (CompressionStream), at twice the file
 * (docs/birth-chart.md#preview-image).
 */

const MAX_MATCH = 258;

/** Reverses the low `bits` bits: Huffman codes are written most significant bit first. */
function reverse(code: number, bits: number): number {
  let out = 0;
  for (let i = 0; i < bits; i += 1) out |= ((code >> i) & 1) << (bits - 1 - i);
  return out;
}

/** The fixed literal/length code of a symbol (RFC 1951 3.2.6), reversed, and its bit count. */
function fixedCode(symbol: number): [code: number, bits: number] {
  if (symbol < 144) return [reverse(0x30 + symbol, 8), 8];
  if (symbol < 256) return [reverse(0x190 + symbol - 144, 9), 9];
  if (symbol < 280) return [reverse(symbol - 256, 7), 7];
  return [reverse(0xc0 + symbol - 280, 8), 8];
}

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

interface Tables {
  literal: Uint32Array;
  literalBits: Uint8Array;
  /** Per match length: the length symbol's code with its extra bits after it, and the total bits. */
  length: Uint32Array;
  lengthBits: Uint8Array;
}

let tables: Tables | undefined;

function codeTables(): Tables {
  if (tables) return tables;
  const literal = new Uint32Array(257);
  const literalBits = new Uint8Array(257);
  for (let symbol = 0; symbol <= 256; symbol += 1) [literal[symbol], literalBits[symbol]] = fixedCode(symbol);
  const length = new Uint32Array(MAX_MATCH + 1);
  const lengthBits = new Uint8Array(MAX_MATCH + 1);
  for (let index = 0; index < LENGTH_BASE.length; index += 1) {
    const [code, bits] = fixedCode(257 + index);
    const last = index + 1 < LENGTH_BASE.length ? LENGTH_BASE[index + 1]! - 1 : MAX_MATCH;
    // 258 has a symbol of its own (285); 227 + 31 would be its other spelling.
    for (let n = LENGTH_BASE[index]!; n <= Math.min(last, MAX_MATCH); n += 1) {
      if (n === MAX_MATCH && index !== LENGTH_BASE.length - 1) continue;
      length[n] = code | ((n - LENGTH_BASE[index]!) << bits);
      lengthBits[n] = bits + LENGTH_EXTRA[index]!;
    }
  }
  tables = { literal, literalBits, length, lengthBits };
  return tables;
}

/** The distance's fixed 5-bit code with its extra bits, and the total bits. */
function distanceCode(distance: number): [code: number, bits: number] {
  let index = DIST_BASE.length - 1;
  while (DIST_BASE[index]! > distance) index -= 1;
  return [reverse(index, 5) | ((distance - DIST_BASE[index]!) << 5), 5 + DIST_EXTRA[index]!];
}

let scratch: Uint8Array | undefined;

/**
 * The zlib stream of a PNG's image data for `height` rows of `width` palette indices, each row
 * with the Up filter (2): a pixel equal to the one above becomes 0. Runs of zeros (found four
 * pixels at a time) become matches at distance 1; anything else a literal. The Adler-32 of the
 * filtered bytes is counted as they are written, a run of zeros in one step. Written as one loop
 * with its state in locals: a bit writer object or closures made it several times slower. The
 * stream is a view of a buffer the next call overwrites: copy it before then.
 */
export function zlibImage(pixels: Uint8Array, width: number, height: number): Uint8Array {
  if (pixels.length !== width * height || width % 4 !== 0 || pixels.byteOffset % 4 !== 0)
    throw new RangeError('pixels must be width × height, width a multiple of 4');
  const { literal, literalBits, length, lengthBits } = codeTables();
  const [runCode, runBits] = distanceCode(1);
  // Each symbol's code and its length in one number: code | bits << 24.
  const lit = new Int32Array(257);
  for (let v = 0; v <= 256; v += 1) lit[v] = literal[v]! | (literalBits[v]! << 24);
  const match = new Int32Array(MAX_MATCH + 1);
  for (let n = 3; n <= MAX_MATCH; n += 1) match[n] = length[n]! | (lengthBits[n]! << 24);
  const words = new Int32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4);
  const rowWords = width / 4;
  // At most 9 bits a byte, plus the header, the end and the checksum; kept from one image to the next.
  const size = Math.ceil(((width + 1) * height * 9) / 8) + 16;
  if (!scratch || scratch.length < size) scratch = new Uint8Array(size);
  const out = scratch;
  out[0] = 0x78;
  out[1] = 0x01;
  let pos = 2;
  // Bits not yet written, least significant first; whole bytes go out once 16 have gathered.
  let bits = 3; // the last block, fixed Huffman codes
  let count = 3;
  // Adler-32's sums, reduced once a row (a double holds them exactly until then).
  let a = 1;
  let b = 0;
  let previous = -1;
  let run = 0;
  const zeroCode = lit[0]! & 0xffffff;
  const zeroBits = lit[0]! >>> 24;
  for (let y = 0; y < height; y += 1) {
    const filter = y === 0 ? 0 : 2;
    const first = y * width;
    for (let x = -1; x <= width;) {
      let value: number;
      if (x === -1) value = filter;
      else if (x === width) value = -1;
      else {
        // Whole words equal to the row above are four zeros: skipped in a tight loop.
        if ((x & 3) === 0 && y > 0) {
          const from = (first + x) >> 2;
          const last = (first + width) >> 2;
          let w = from;
          while (w < last && words[w] === words[w - rowWords]) w += 1;
          if (w > from) {
            run += (w - from) * 4;
            x += (w - from) * 4;
            continue;
          }
        }
        const at = first + x;
        value = y === 0 ? pixels[at]! : (pixels[at]! - pixels[at - width]!) & 0xff;
        if (value === 0) {
          run += 1;
          x += 1;
          continue;
        }
      }
      // A run of zeros ends: a literal 0 to repeat unless the last byte was one, then matches.
      if (run > 0) {
        if (previous !== 0) {
          bits |= zeroCode << count;
          count += zeroBits;
          b += a;
          run -= 1;
        }
        b += a * run;
        while (run > 0) {
          if (count >= 16) {
            out[pos++] = bits & 0xff;
            out[pos++] = (bits >>> 8) & 0xff;
            bits >>>= 16;
            count -= 16;
          }
          if (run < 3) {
            bits |= zeroCode << count;
            count += zeroBits;
            run -= 1;
          } else {
            const n = run > MAX_MATCH ? MAX_MATCH : run;
            const code = match[n]!;
            bits |= (code & 0xffffff) << count;
            count += code >>> 24;
            if (count >= 16) {
              out[pos++] = bits & 0xff;
              out[pos++] = (bits >>> 8) & 0xff;
              bits >>>= 16;
              count -= 16;
            }
            bits |= runCode << count;
            count += runBits;
            run -= n;
          }
        }
        previous = 0;
      }
      if (value < 0) break;
      if (count >= 16) {
        out[pos++] = bits & 0xff;
        out[pos++] = (bits >>> 8) & 0xff;
        bits >>>= 16;
        count -= 16;
      }
      const code = lit[value]!;
      bits |= (code & 0xffffff) << count;
      count += code >>> 24;
      a += value;
      b += a;
      previous = value;
      x += 1;
    }
    a %= 65521;
    b %= 65521;
  }
  const end = lit[256]!;
  if (count >= 16) {
    out[pos++] = bits & 0xff;
    out[pos++] = (bits >>> 8) & 0xff;
    bits >>>= 16;
    count -= 16;
  }
  bits |= (end & 0xffffff) << count;
  count += end >>> 24;
  while (count > 0) {
    out[pos++] = bits & 0xff;
    bits >>>= 8;
    count -= 8;
  }
  const checksum = b * 65536 + a;
  out[pos++] = checksum >>> 24;
  out[pos++] = (checksum >>> 16) & 0xff;
  out[pos++] = (checksum >>> 8) & 0xff;
  out[pos++] = checksum & 0xff;
  return out.subarray(0, pos);
}
