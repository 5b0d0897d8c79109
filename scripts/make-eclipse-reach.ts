/**
 * Writes src/lib/sky-pages/eclipse-reach.json: for every eclipse from 2026 to 2040, where on Earth
 * it can be seen and the countries a central solar eclipse's path crosses
 * (src/lib/sky-pages/eclipse-where.ts, docs/sky-pages.md#where-on-earth). Eclipses do not move, so
 * the seconds each one costs are spent here once rather than in every build.
 * Run with `npx tsx --tsconfig tsconfig.json scripts/make-eclipse-reach.ts` (a minute or two).
 */
import { writeFileSync } from 'node:fs';
import { skyEvents, type EclipseEvent } from '../src/lib/astrology/sky';
import { eclipseReach, REACH_FIRST_YEAR, REACH_LAST_YEAR } from '../src/lib/sky-pages/eclipse-where';

const eclipses = skyEvents(
  new Date(Date.UTC(REACH_FIRST_YEAR, 0, 1)),
  new Date(Date.UTC(REACH_LAST_YEAR + 1, 0, 1)),
  { kinds: ['eclipse'] },
).filter((event): event is EclipseEvent => event.kind === 'eclipse');

const reach = Object.fromEntries(eclipses.map((event) => [event.id, eclipseReach(event)]));
writeFileSync(
  new URL('../src/lib/sky-pages/eclipse-reach.json', import.meta.url),
  `${JSON.stringify({ from: REACH_FIRST_YEAR, to: REACH_LAST_YEAR, reach }, null, 1)}\n`,
);
console.log(`${eclipses.length} eclipses written`);
