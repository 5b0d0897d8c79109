import { describe, expect, it } from 'vitest';
import { onRequestGet as chartWheel } from '../../../functions/api/chart-wheel';
import { computeCompatibility } from '../../../src/lib/astrology/compatibility';
import { renderChartWheelSvg } from '../../../src/lib/calculators/chart-wheel-svg';

const context = (url: string) => ({ request: new Request(url), env: {} }) as Parameters<typeof chartWheel>[0];

describe('renderChartWheelSvg', () => {
  const result = computeCompatibility({
    person1: { name: 'Ann <b>', birthDate: '1991-04-02' },
    person2: { name: 'Tom', birthDate: '1989-11-19' },
  });
  const svg = renderChartWheelSvg(result);

  it('draws the twelve signs and both sets of ten planets', () => {
    for (const symbol of ['♈', '♓']) expect(svg).toContain(symbol);
    expect(svg.match(/data-planet="/g)).toHaveLength(20);
  });

  it("places the Sun at its longitude (0° Aries at 9 o'clock, anticlockwise)", () => {
    const sun = result.charts.person1.planets.find((planet) => planet.planet === 'Sun')!;
    const angle = ((180 - sun.longitude) * Math.PI) / 180;
    expect(svg).toContain(
      `x="${(180 + 100 * Math.cos(angle)).toFixed(2)}" y="${(180 - 100 * Math.sin(angle)).toFixed(2)}"`,
    );
  });

  it('escapes names, so a name can never inject markup', () => {
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Ann &#60;b&#62;');
  });
});

describe('GET /api/chart-wheel', () => {
  it('answers the SVG for the shared inputs', async () => {
    const response = await chartWheel(
      context('http://127.0.0.1/api/chart-wheel?a_n=Ann&a_d=1991-04-02&b_d=1989-11-19'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const text = await response.text();
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toContain('Ann');
  });

  it('answers 400 without both birth dates', async () => {
    const response = await chartWheel(context('http://127.0.0.1/api/chart-wheel?a_d=1991-04-02'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Both birth dates are required.' });
  });
});
