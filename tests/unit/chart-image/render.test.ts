import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { computeBirthChart } from '@/lib/astrology/natal';
import type { PersonInput } from '@/lib/astrology/contract';
import type { IndexedCanvas, Rgb } from '@/lib/chart-image/canvas';
import {
  chartImageCanvas,
  chartImagePng,
  COLOURS,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  WHEEL_CENTRE,
  WHEEL_SCALE,
  type ChartImageInput,
} from '@/lib/chart-image/render';
import { RADII } from '@/lib/chart-view/wheel';

const PARIS = { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris', name: 'Paris' };
const ANN: PersonInput = { name: 'Ann', birthDate: '1990-03-25', birthTime: '14:30', birthPlace: PARIS };

function input(person: PersonInput): ChartImageInput {
  const result = computeBirthChart(person, null);
  return {
    name: person.name ?? '',
    chart: result.chart,
    aspects: result.aspects,
    ...(result.noTime ? { noTime: result.noTime } : {}),
    brand: 'Astrelle',
    host: 'astrelle.app',
  };
}

/** The pixel where a longitude lands at a radius (drawing units), as the wheel places it. */
function pixelAt(longitude: number, radius: number, rotation: number): [number, number] {
  const angle = ((180 + longitude - rotation) * Math.PI) / 180;
  return [
    Math.floor(WHEEL_CENTRE.x + radius * WHEEL_SCALE * Math.cos(angle)),
    Math.floor(WHEEL_CENTRE.y - radius * WHEEL_SCALE * Math.sin(angle)),
  ];
}

/** Whether any pixel of the 3 × 3 block around (x, y) has the colour. */
function near(canvas: IndexedCanvas, [x, y]: [number, number], colour: Rgb): boolean {
  for (let dy = -1; dy <= 1; dy += 1)
    for (let dx = -1; dx <= 1; dx += 1)
      if (canvas.colourAt(x + dx, y + dy).join() === colour.join()) return true;
  return false;
}

/** Pixels between the hub and the sign ring's ticks that are the cusps' blue-grey, not the rim's. */
function cuspPixels(canvas: IndexedCanvas): number {
  const rim = COLOURS.night900.join();
  let count = 0;
  for (let y = 0; y < IMAGE_HEIGHT; y += 1)
    for (let x = 0; x < IMAGE_WIDTH; x += 1) {
      const r = Math.hypot(x + 0.5 - WHEEL_CENTRE.x, y + 0.5 - WHEEL_CENTRE.y) / WHEEL_SCALE;
      if (r < RADII.hub + 3 || r > RADII.zodiac - 10) continue;
      const [red, , blue] = canvas.colourAt(x, y);
      if (canvas.colourAt(x, y).join() !== rim && blue > red + 20) count += 1;
    }
  return count;
}

describe('the shared chart preview image', () => {
  it('is a 1200 × 630 PNG', () => {
    const image = PNG.sync.read(Buffer.from(chartImagePng(input(ANN))));
    expect([image.width, image.height]).toEqual([1200, 630]);
    // The night sky in the corner.
    expect([...image.data.subarray(0, 3)]).toEqual([...COLOURS.night950]);
  });

  it('marks each planet at its computed longitude, in the planets’ gold, and nowhere else on that ring', () => {
    const chartInput = input(ANN);
    const canvas = chartImageCanvas(chartInput);
    const rotation = chartInput.chart.ascendant!.longitude;
    const markerRadius = RADII.zodiac - 4;
    const longitudes = chartInput.chart.planets.map((planet) => planet.longitude);
    for (const longitude of longitudes)
      expect(near(canvas, pixelAt(longitude, markerRadius, rotation), COLOURS.gold400), `${longitude}`).toBe(
        true,
      );
    const points = [...longitudes, ...(chartInput.chart.points ?? []).map((point) => point.longitude)];
    const empty = Array.from({ length: 72 }, (_, i) => i * 5 + 2.5).filter((longitude) =>
      points.every((point) => Math.abs(((longitude - point + 540) % 360) - 180) > 4),
    );
    expect(empty.length).toBeGreaterThan(5);
    for (const longitude of empty)
      expect(near(canvas, pixelAt(longitude, markerRadius, rotation), COLOURS.gold400), `${longitude}`).toBe(
        false,
      );
  });

  it('draws the houses with a birth time, and none without one', () => {
    expect(cuspPixels(chartImageCanvas(input(ANN)))).toBeGreaterThan(200);
    expect(cuspPixels(chartImageCanvas(input({ ...ANN, birthTime: '' })))).toBe(0);
  });

  it('draws the same chart to the same bytes', () => {
    const first = chartImagePng(input(ANN));
    chartImagePng(input({ ...ANN, name: 'Someone else entirely', birthDate: '1971-11-02' }));
    expect(chartImagePng(input(ANN))).toEqual(first);
  });
});
