import { describe, expect, it } from 'vitest';
import { angleOf, IndexedCanvas, type Rgb } from '@/lib/chart-image/canvas';

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** The share of white at a pixel of a canvas painted white on black. */
const whiteness = (canvas: IndexedCanvas, x: number, y: number) => canvas.colourAt(x, y)[0] / 255;

describe('the chart image canvas', () => {
  it('fills a disc: solid inside, partly covered on its edge, untouched outside', () => {
    const canvas = new IndexedCanvas(40, 40, BLACK);
    canvas.disc(20, 20, 9.5, canvas.paint(WHITE));
    expect(canvas.colourAt(20, 20)).toEqual(WHITE);
    expect(canvas.colourAt(20, 12)).toEqual(WHITE);
    expect(canvas.colourAt(20, 35)).toEqual(BLACK);
    // The pixel whose centre is on the circle is about half covered.
    expect(whiteness(canvas, 29, 19)).toBeGreaterThan(0.3);
    expect(whiteness(canvas, 29, 19)).toBeLessThan(0.7);
    // The area drawn is the disc's, within a pixel's worth of its rim.
    let area = 0;
    for (let y = 0; y < 40; y += 1) for (let x = 0; x < 40; x += 1) area += whiteness(canvas, x, y);
    expect(Math.abs(area - Math.PI * 9.5 ** 2)).toBeLessThan(2 * Math.PI * 9.5 * 0.1);
  });

  it('leaves a ring’s hole untouched', () => {
    const canvas = new IndexedCanvas(60, 60, BLACK);
    canvas.ring(30, 30, 15, 25, canvas.paint(WHITE));
    expect(canvas.colourAt(30, 30)).toEqual(BLACK);
    expect(canvas.colourAt(30 + 10, 30)).toEqual(BLACK);
    expect(canvas.colourAt(30 + 20, 30)).toEqual(WHITE);
    expect(canvas.colourAt(30, 30 - 20)).toEqual(WHITE);
  });

  it('paints a ring’s sectors anticlockwise from their start', () => {
    const canvas = new IndexedCanvas(100, 100, BLACK);
    const red = canvas.paint([255, 0, 0]);
    const blue = canvas.paint([0, 0, 255]);
    canvas.ring(50, 50, 20, 40, { start: 0, paints: [red, blue, red, blue] });
    // 3 o'clock to 12 (first quarter): red; 12 to 9: blue; 9 to 6: red; 6 to 3: blue.
    expect(canvas.colourAt(71, 28)).toEqual([255, 0, 0]);
    expect(canvas.colourAt(Math.round(50 - 21), Math.round(50 - 21))).toEqual([0, 0, 255]);
    expect(canvas.colourAt(20, 60)).toEqual([255, 0, 0]);
    expect(canvas.colourAt(70, 75)).toEqual([0, 0, 255]);
  });

  it('draws a line of the given width, with soft edges', () => {
    const canvas = new IndexedCanvas(50, 50, BLACK);
    canvas.line(5, 25, 45, 25, 2, canvas.paint(WHITE));
    expect(canvas.colourAt(20, 24)).toEqual(WHITE);
    expect(canvas.colourAt(20, 25)).toEqual(WHITE);
    expect(canvas.colourAt(20, 27)).toEqual(BLACK);
    expect(canvas.colourAt(47, 25)).toEqual(BLACK);
    const diagonal = new IndexedCanvas(50, 50, BLACK);
    diagonal.line(5, 5, 45, 45, 1.5, diagonal.paint(WHITE));
    expect(whiteness(diagonal, 25, 25)).toBeGreaterThan(0.8);
    expect(diagonal.colourAt(30, 20)).toEqual(BLACK);
  });

  it('blends a paint’s opacity and a mask’s coverage over what is there', () => {
    const canvas = new IndexedCanvas(4, 1, BLACK);
    canvas.mask(Uint8Array.from([8, 4, 0, 2]), 4, 0, 0, canvas.paint(WHITE));
    expect(canvas.colourAt(0, 0)).toEqual(WHITE);
    expect(canvas.colourAt(1, 0)).toEqual([128, 128, 128]);
    expect(canvas.colourAt(2, 0)).toEqual(BLACK);
    expect(canvas.colourAt(3, 0)).toEqual([64, 64, 64]);
    const faint = new IndexedCanvas(1, 1, BLACK);
    faint.disc(0.5, 0.5, 3, faint.paint(WHITE, 0.5));
    expect(faint.colourAt(0, 0)).toEqual([128, 128, 128]);
  });

  it('keeps at most 256 colours, and its copies draw the same pixels', () => {
    const canvas = new IndexedCanvas(300, 1, BLACK);
    for (let x = 0; x < 300; x += 1)
      canvas.disc(x + 0.5, 0.5, 0.7, canvas.paint([x % 256, 255 - (x % 256), 7]));
    expect(canvas.palette().length / 3).toBe(256);
    const base = new IndexedCanvas(20, 20, BLACK);
    const paint = base.paint(WHITE);
    const first = base.clone();
    first.line(0, 0, 20, 13, 1.3, paint);
    const second = base.clone();
    second.line(0, 0, 20, 13, 1.3, paint);
    expect(second.pixels).toEqual(first.pixels);
    expect(base.pixels.every((index) => index === 0)).toBe(true);
  });

  it('measures angles as Math.atan2 does, within 1e-4 rad', () => {
    for (let i = 0; i < 720; i += 1) {
      const angle = (i * Math.PI) / 360 + 0.001;
      const [x, y] = [Math.cos(angle) * 7, Math.sin(angle) * 7];
      const expected = (Math.atan2(y, x) + 2 * Math.PI) % (2 * Math.PI);
      expect(Math.abs(angleOf(x, y) - expected)).toBeLessThan(1e-4);
    }
  });
});
