/**
 * Background sentences for a quiet day or week (docs/horoscopes.md#the-daily-reading): how long a
 * personal planet stays retrograde, how far off the next New or Full Moon is, how long the Sun
 * and the personal planets stay in their signs. Each names a count of days, so it reads
 * differently every day; each names a house, so it reads differently for every sign.
 */
import { ordinal } from '@/lib/astrology/narrative/grammar';
import { fillFragment, render } from '@/lib/astrology/narrative/template';
import { DAY_MS } from './days';
import type { SkyFact } from './sky';
import type { SkyAlmanac, SkyDay } from './sky-day';
import { solarHouse } from './weights';
import { areaOf, variant, type WriterContext } from './writer';

/** How far ahead a planet's next station or sign change is looked for. */
const RETROGRADE_LOOKAHEAD_DAYS = 120;
const PLANET_LOOKAHEAD_DAYS = 45;
const LUNATION_LOOKAHEAD_DAYS = 15;
const SUN_LOOKAHEAD_DAYS = 32;

/** "12 days", "one day". */
export function daysText(ms: number): string {
  const days = Math.max(1, Math.round(ms / DAY_MS));
  return days === 1 ? 'one day' : `${days} days`;
}

/**
 * The background for the span that starts with `sky` (a day, or the seven days of a week),
 * counting from its start: retrogrades first (they shape the advice), then the others in an order that turns
 * with the page, so a run of quiet days does not always lead with the same one.
 */
export function backgroundSentences(
  ctx: WriterContext,
  almanac: SkyAlmanac,
  sky: SkyDay,
  spanDays = 1,
): string[] {
  const next = (withinDays: number, test: (fact: SkyFact) => boolean) =>
    almanac.facts(sky.start, sky.start + withinDays * DAY_MS).find(test);
  const { background } = ctx.library;
  // A body that changes sign or direction within the span is an event of the span, not background.
  const spanFacts = almanac.facts(sky.start, sky.start + spanDays * DAY_MS);
  const changesToday = (body: string) =>
    spanFacts.some((fact) => (fact.kind === 'ingress' || fact.kind === 'station') && fact.body === body);

  const retrograde: string[] = [];
  for (const body of ['Mercury', 'Venus', 'Mars'] as const) {
    const place = sky.noon.find((item) => item.body === body)!;
    if (!place.retrograde || sky.facts.some((fact) => fact.kind === 'station' && fact.body === body))
      continue;
    const direct = next(RETROGRADE_LOOKAHEAD_DAYS, (fact) => fact.kind === 'station' && fact.body === body);
    if (!direct) continue;
    const house = solarHouse(ctx.sign, place.sign);
    const slot = `background:${body}`;
    const clauses = background.retrograde.byPlanet[body];
    retrograde.push(
      render(variant(ctx, background.retrograde.frames, `${slot}:frame`), {
        planet: body,
        days: daysText(direct.time - sky.start),
        sign: place.sign,
        house: ordinal(house),
        clause: fillFragment(variant(ctx, clauses, slot), { area: areaOf(ctx, house, slot, clauses.length) }),
      }),
    );
  }

  const others: string[] = [];
  const lunation = next(
    LUNATION_LOOKAHEAD_DAYS,
    (fact) =>
      fact.kind === 'lunation' && (fact.phase === 'new' || fact.phase === 'full') && fact.time >= sky.end,
  );
  if (lunation && lunation.kind === 'lunation') {
    const house = solarHouse(ctx.sign, lunation.sign);
    const frames = background.ahead.frames;
    others.push(
      render(variant(ctx, frames, 'background:ahead'), {
        lunation: lunation.phase === 'new' ? 'New Moon' : 'Full Moon',
        days: daysText(lunation.time - sky.start),
        sign: lunation.sign,
        house: ordinal(house),
        area: areaOf(ctx, house, 'background:ahead', frames.length),
      }),
    );
  }
  const sun = sky.noon.find((item) => item.body === 'Sun')!;
  const sunIngress = next(SUN_LOOKAHEAD_DAYS, (fact) => fact.kind === 'ingress' && fact.body === 'Sun');
  if (sunIngress && !changesToday('Sun')) {
    const house = solarHouse(ctx.sign, sun.sign);
    others.push(
      render(variant(ctx, background.sun.frames, 'background:sun:frame'), {
        days: daysText(sunIngress.time - sky.start),
        sign: sun.sign,
        house: ordinal(house),
        clause: variant(ctx, background.sun.byHouse[String(house) as '1'], 'background:sun'),
      }),
    );
  }
  // Where the personal planets stand, for as long as they stay (a planet changing sign or
  // direction today is an event of its own; a retrograde one has its sentence above).
  for (const body of ['Venus', 'Mars', 'Mercury'] as const) {
    const place = sky.noon.find((item) => item.body === body)!;
    if (place.retrograde || changesToday(body)) continue;
    const ingress = next(PLANET_LOOKAHEAD_DAYS, (fact) => fact.kind === 'ingress' && fact.body === body);
    if (!ingress) continue;
    const house = solarHouse(ctx.sign, place.sign);
    others.push(
      render(variant(ctx, background.planets.frames, `background:${body}:place`), {
        planet: body,
        days: daysText(ingress.time - sky.start),
        sign: place.sign,
        house: ordinal(house),
        clause: background.planets.byHouse[body][String(house) as '1'],
      }),
    );
  }
  const start = others.length > 0 ? ctx.turn % others.length : 0;
  return [...retrograde, ...others.slice(start), ...others.slice(0, start)];
}
