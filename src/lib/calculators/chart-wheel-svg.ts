/**
 * The star-chart page's bi-wheel as a standalone SVG document: the zodiac ring, person 1's
 * planets inside (gold), person 2's outside (violet) and lines for the twelve tightest aspects
 * (green easy, red tense). Rendered by /api/chart-wheel so the page ships no drawing code.
 */
import type { ChartFacts, CompatibilityResult, PlanetName } from '../astrology/contract';
import { SIGN_SYMBOLS, ZODIAC_SIGNS } from '../astrology/zodiac';

const GLYPHS: Record<PlanetName, string> = {
  Sun: '☉',
  Moon: '☽',
  Mercury: '☿',
  Venus: '♀',
  Mars: '♂',
  Jupiter: '♃',
  Saturn: '♄',
  Uranus: '♅',
  Neptune: '♆',
  Pluto: '♇',
};
const SIZE = 400;
const C = 180;
const RING_OUTER = 172;
const RING_INNER = 136;
const HUB = 82;

/** Point on the wheel: 0° Aries at 9 o'clock, longitudes running anticlockwise. */
function point(longitude: number, radius: number): [string, string] {
  const angle = ((180 - longitude) * Math.PI) / 180;
  return [(C + radius * Math.cos(angle)).toFixed(2), (C - radius * Math.sin(angle)).toFixed(2)];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function ring(): string {
  let out = `<circle cx="${C}" cy="${C}" r="${RING_OUTER}" fill="#0b1026" stroke="#2b356b"/><circle cx="${C}" cy="${C}" r="${RING_INNER}" fill="none" stroke="#2b356b"/><circle cx="${C}" cy="${C}" r="${HUB}" fill="#070a1c" stroke="#2b356b"/>`;
  ZODIAC_SIGNS.forEach((sign, index) => {
    const [x1, y1] = point(index * 30, RING_INNER);
    const [x2, y2] = point(index * 30, RING_OUTER);
    const [tx, ty] = point(index * 30 + 15, (RING_INNER + RING_OUTER) / 2);
    out += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#2b356b"/><text x="${tx}" y="${ty}" font-size="15" fill="#f8d98f" text-anchor="middle" dominant-baseline="central">${SIGN_SYMBOLS[sign]}</text>`;
  });
  return out;
}

function planets(chart: ChartFacts, radius: number, colour: string, owner: string): string {
  return chart.planets
    .map((planet) => {
      const [x, y] = point(planet.longitude, radius);
      return `<text x="${x}" y="${y}" font-size="14" fill="${colour}" text-anchor="middle" dominant-baseline="central" data-planet="${planet.planet}"><title>${escapeXml(`${owner}: ${planet.planet} ${Math.floor(planet.degree)}° ${planet.sign}`)}</title>${GLYPHS[planet.planet]}</text>`;
    })
    .join('');
}

function aspectLines(result: CompatibilityResult): string {
  const longitude = (chart: ChartFacts, name: string) =>
    chart.planets.find((planet) => planet.planet === name)?.longitude;
  return [...result.aspects]
    .sort((a, b) => a.orb - b.orb)
    .slice(0, 12)
    .map((aspect) => {
      const from = longitude(result.charts.person1, aspect.from);
      const to = longitude(result.charts.person2, aspect.to);
      if (from === undefined || to === undefined) return '';
      const [x1, y1] = point(from, HUB);
      const [x2, y2] = point(to, HUB);
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${aspect.weight < 0 ? '#ef4b5f' : '#3ccf91'}" stroke-opacity="0.75"/>`;
    })
    .join('');
}

/** The whole SVG document for one compatibility result. */
export function renderChartWheelSvg(result: CompatibilityResult): string {
  const first = escapeXml(result.person1.name);
  const second = escapeXml(result.person2.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 ${SIZE}" width="360" height="${SIZE}" font-family="DejaVu Sans, Segoe UI Symbol, sans-serif">` +
    `<title>Bi-wheel of ${first}'s and ${second}'s birth charts</title>` +
    ring() +
    aspectLines(result) +
    planets(result.charts.person1, 100, '#f5c66b', result.person1.name) +
    planets(result.charts.person2, 118, '#a89bff', result.person2.name) +
    `<text x="${C}" y="372" font-size="12" fill="#f5c66b" text-anchor="middle">● ${first} (inner)</text>` +
    `<text x="${C}" y="392" font-size="12" fill="#a89bff" text-anchor="middle">● ${second} (outer)</text>` +
    `</svg>`
  );
}

/** A line across the ring at a longitude, for the Ascendant–Descendant and MC–IC axes and house cusps. */
function axis(longitude: number, colour: string, from: number, to: number, width = 1): string {
  const [x1, y1] = point(longitude, from);
  const [x2, y2] = point(longitude, to);
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="${width}"/>`;
}

/**
 * One natal chart on the same wheel (the celebrity charts of the admin): planets inside the
 * ring, house cusps and the Ascendant when the birth time is known.
 */
export function renderNatalWheelSvg(name: string, chart: ChartFacts): string {
  const safe = escapeXml(name);
  const cusps = (chart.houses ?? []).map((cusp) => axis(cusp, '#2b356b', HUB, RING_INNER)).join('');
  const ascendant = chart.ascendant
    ? axis(chart.ascendant.longitude, '#f8d98f', HUB, RING_OUTER, 2) +
      axis((chart.ascendant.longitude + 180) % 360, '#f8d98f', HUB, RING_INNER)
    : '';
  const legend = chart.ascendant
    ? `Gold axis: Ascendant ${Math.floor(chart.ascendant.degree)}° ${chart.ascendant.sign}`
    : 'Birth time unknown: no houses or Ascendant';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 ${SIZE}" width="360" height="${SIZE}" font-family="DejaVu Sans, Segoe UI Symbol, sans-serif">` +
    `<title>Birth chart of ${safe}</title>` +
    ring() +
    cusps +
    ascendant +
    planets(chart, 110, '#f5c66b', name) +
    `<text x="${C}" y="372" font-size="12" fill="#f5c66b" text-anchor="middle">${safe}</text>` +
    `<text x="${C}" y="392" font-size="11" fill="#a89bff" text-anchor="middle">${escapeXml(legend)}</text>` +
    `</svg>`
  );
}
