import type { ChartFacts } from '../../lib/astrology/contract';
import type { ChartProps } from './PairResult';

const GLYPHS: Record<string, string> = { Sun: '☉', Moon: '☽', Mercury: '☿', Venus: '♀', Mars: '♂', Jupiter: '♃', Saturn: '♄', Uranus: '♅', Neptune: '♆', Pluto: '♇' };

/** Point on the wheel: 0° Aries at 9 o'clock, longitudes running anticlockwise (centre 180,180). */
function point(longitude: number, radius: number): [number, number] {
  const angle = ((180 - longitude) * Math.PI) / 180;
  return [180 + radius * Math.cos(angle), 180 - radius * Math.sin(angle)];
}

function Planets({ chart, radius, colour, owner }: { chart: ChartFacts; radius: number; colour: string; owner: string }) {
  return chart.planets.map((planet) => {
    const [x, y] = point(planet.longitude, radius);
    return (
      <text key={planet.planet} x={x} y={y} fontSize="14" fill={colour} textAnchor="middle" dominantBaseline="central">
        <title>{`${owner}: ${planet.planet} in ${planet.sign}`}</title>
        {GLYPHS[planet.planet]}
      </text>
    );
  });
}

/**
 * Both natal charts on one bi-wheel: person 1's planets inside (gold), person 2's outside
 * (violet), lines for the twelve tightest aspects between them. The zodiac ring itself is
 * static markup on the page (ZodiacRing.astro), referenced here with <use>.
 */
export default function ChartWheel({ result }: ChartProps) {
  const { person1, person2 } = result.charts;
  const names = [result.person1.name, result.person2.name];
  const longitude = (chart: ChartFacts, planet: string) => chart.planets.find((entry) => entry.planet === planet)?.longitude;
  const lines = [...result.aspects].sort((a, b) => a.orb - b.orb).slice(0, 12);
  return (
    <figure className="card p-4" data-testid="chart-wheel">
      <svg viewBox="0 0 360 360" className="calc-wheel" role="img" aria-label={`Bi-wheel of ${names[0]}'s and ${names[1]}'s birth charts`}>
        <use href="#zodiac-ring" />
        {lines.map((aspect, index) => {
          const from = longitude(person1, aspect.from);
          const to = longitude(person2, aspect.to);
          if (from === undefined || to === undefined) return null;
          const [x1, y1] = point(from, 82);
          const [x2, y2] = point(to, 82);
          return <line key={index} x1={x1} y1={y1} x2={x2} y2={y2} stroke={aspect.weight < 0 ? '#ef4b5f' : '#3ccf91'} strokeOpacity="0.7" />;
        })}
        <Planets chart={person1} radius={100} colour="#f5c66b" owner={names[0]!} />
        <Planets chart={person2} radius={130} colour="#a89bff" owner={names[1]!} />
      </svg>
      <figcaption className="calc-caption">
        <span className="text-gold-400">●</span> {names[0]} (inner) · <span className="text-violet-400">●</span> {names[1]} (outer) · lines: your tightest aspects, green easy, red tense
      </figcaption>
    </figure>
  );
}
