/**
 * Writes src/lib/astrology/vsop87-outer.json: the VSOP87B series (Bretagnon and Francou 1988:
 * heliocentric longitude, latitude and radius on the J2000 ecliptic) of Jupiter, Saturn, Uranus
 * and Neptune, every term of amplitude at least THRESHOLD, from the MIT-licensed `astronomia`
 * package's copy of the full series (a development dependency; nothing of it is bundled but this
 * file). outer-planets.ts evaluates them (docs/engine.md#the-outer-planets). Run with
 * `npx tsx scripts/make-vsop87-outer.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Terms below 1e-7 (radians for L and B: 0.02″; AU for R) are left out: the full series, 17,283
 * terms, and these 3,938 agree with the Swiss Ephemeris to the same 0.1″ over 1800–2100.
 */
const THRESHOLD = 1e-7;
const PLANETS = ['jupiter', 'saturn', 'uranus', 'neptune'] as const;

type Series = Record<string, number[][]>;
const round = (value: number) => Number(value.toPrecision(11));

const out: Record<string, Record<'L' | 'B' | 'R', number[][][]>> = {};
let kept = 0;
for (const planet of PLANETS) {
  const module = require(`astronomia/data/vsop87B${planet}`) as { default?: unknown };
  const data = (module.default ?? module) as Record<'L' | 'B' | 'R', Series>;
  const name = planet[0]!.toUpperCase() + planet.slice(1);
  out[name] = { L: [], B: [], R: [] };
  for (const coordinate of ['L', 'B', 'R'] as const) {
    const powers = Object.keys(data[coordinate])
      .map(Number)
      .sort((a, b) => a - b);
    for (const power of powers) {
      const terms = data[coordinate][String(power)]!.filter(([amplitude]) => amplitude! >= THRESHOLD);
      kept += terms.length;
      // [A, B, C] per term: A cos(B + C τ), τ in Julian millennia of TDB from J2000.
      out[name][coordinate][power] = terms.map((term) => term.map(round));
    }
  }
}
writeFileSync(
  new URL('../src/lib/astrology/vsop87-outer.json', import.meta.url),
  `${JSON.stringify({
    about:
      'VSOP87B (Bretagnon & Francou 1988) of Jupiter, Saturn, Uranus and Neptune: L, B, R, per power of τ (Julian millennia TDB from J2000) a list of [A, B, C] for A cos(B + C τ); terms of A ≥ 1e-7. Made by scripts/make-vsop87-outer.ts from the astronomia package (MIT); do not edit.',
    ...out,
  })}\n`,
);
console.log(`${kept} terms kept`);
