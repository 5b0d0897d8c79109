/**
 * House overlays: where one person's planets fall in the other's houses. Only charts with a
 * birth time and place have houses, so these sentences appear only when both are known for
 * the house owner (and, for the Moon, a birth time for its owner too).
 */
import library from '../../../../content/astrology/compatibility.json';
import { houseOf } from '../house-systems';
import type { Composer } from './composer';
import { ordinal } from './grammar';
import type { Couple, ReadingPerson } from './reading-person';

export interface Overlay {
  planet: string;
  house: number;
  /** Whose houses. */
  owner: ReadingPerson;
  /** Whose planet. */
  guest: ReadingPerson;
}

/** Planets that usually bless the house they visit, most telling first. */
const GIFTS = ['Venus', 'Sun', 'Moon', 'Jupiter'];
/** Planets that test it, and the houses where that is felt most in a relationship. */
const TESTS = ['Saturn', 'Mars', 'Pluto'];
const TESTED_HOUSES = new Set([1, 4, 5, 7, 8, 10]);
/** Houses in the order they matter for a couple. */
const HOUSE_WEIGHT = [7, 5, 1, 8, 4, 10, 11, 9, 2, 3, 6, 12];

const SPECIAL = library.overlays.special as Record<string, string[]>;
const EFFECTS = library.overlays.effects as Record<string, string[]>;
const HOUSE_THEMES = library.overlays.houseThemes as Record<string, string>;

function overlaysOf(owner: ReadingPerson, guest: ReadingPerson, planets: readonly string[]): Overlay[] {
  if (!owner.houses) return [];
  return planets
    .filter((planet) => planet !== 'Moon' || guest.timeKnown)
    .map((planet) => ({ planet, house: houseOf(guest.points[planet]!, owner.houses!), owner, guest }));
}

/** Special combinations first, then by planet and by house. */
function rank(overlay: Overlay, planets: readonly string[]): number {
  const special = SPECIAL[`${overlay.planet}-${overlay.house}`] ? 0 : 1000;
  return special + planets.indexOf(overlay.planet) * 20 + HOUSE_WEIGHT.indexOf(overlay.house);
}

function best(candidates: Overlay[], planets: readonly string[]): Overlay | undefined {
  return [...candidates].sort((x, y) => rank(x, planets) - rank(y, planets))[0];
}

/** The most telling gift and the most telling test among both charts' overlays. */
export function findOverlays({ first, second }: Couple): { gift?: Overlay; test?: Overlay } {
  const gifts = [...overlaysOf(first, second, GIFTS), ...overlaysOf(second, first, GIFTS)].filter(
    (overlay) => overlay.house !== 12,
  );
  const tests = [...overlaysOf(first, second, TESTS), ...overlaysOf(second, first, TESTS)].filter((overlay) =>
    TESTED_HOUSES.has(overlay.house),
  );
  const gift = best(gifts, GIFTS);
  const test = best(tests, TESTS);
  return { ...(gift ? { gift } : {}), ...(test ? { test } : {}) };
}

/** One sentence about an overlay: "Your partner's Venus falls in your 7th house of partnership, …". */
export function describeOverlay(composer: Composer, overlay: Overlay, couple: Couple): string {
  const parties = { a: overlay.owner.party, b: overlay.guest.party, both: couple.both };
  const slot = `overlay-${overlay.planet}-${overlay.house}`;
  const special = SPECIAL[`${overlay.planet}-${overlay.house}`];
  if (special) return composer.pick(special, slot, parties);
  return composer.pick(library.overlays.frames, slot, {
    ...parties,
    planet: overlay.planet,
    house: ordinal(overlay.house),
    theme: HOUSE_THEMES[String(overlay.house)]!,
    effect: composer.pickFragment(EFFECTS[overlay.planet]!, `${slot}-effect`, parties),
  });
}
