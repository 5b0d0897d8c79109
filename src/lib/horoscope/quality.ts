/**
 * The measures the horoscopes are held to (docs/horoscopes.md#the-rules), shared by the unit tests
 * (a few sample days) and `npm run bench:readings` (a whole year): how much of a sign's wording
 * stands in the other signs' readings of the same day, which meanings a sign reads on two days
 * running, whether each statement of where a body is holds in the ephemeris, whether a week or
 * month reads every station, lunation and ingress of its span, and clock times in the prose.
 */
import type { DailyReading } from './daily';
import type { PeriodReading } from './periods';
import type { SkyAlmanac } from './sky-day';

export { crossOverlap, maskedWords, sharedRuns, shingles } from './overlap';

/** The meanings two readings of consecutive days share (writer.ts records them). */
export function repeatedMeanings(
  yesterday: { meanings: readonly string[] },
  today: { meanings: readonly string[] },
): string[] {
  const before = new Set(yesterday.meanings);
  return today.meanings.filter((meaning) => before.has(meaning));
}

/** Clock times ("14:32") in a text. */
export const clockTimes = (text: string) => text.match(/\b\d{1,2}:\d{2}\b/g) ?? [];

/** Statements of where a body is that the ephemeris does not bear out (the body sampled at the ends and the middle). */
export function claimProblems(
  almanac: SkyAlmanac,
  reading: Pick<PeriodReading, 'claims' | 'sign' | 'first'>,
): string[] {
  const problems: string[] = [];
  for (const claim of reading.claims) {
    // A stretch is sampled a minute inside its ends: an ingress is found to a fraction of a second.
    const margin = Math.min(60_000, (claim.to - claim.from) / 4);
    const instants =
      claim.from === claim.to
        ? [claim.from]
        : [claim.from + margin, (claim.from + claim.to) / 2, claim.to - margin];
    for (const instant of instants) {
      const place = almanac.places(instant).find((item) => item.body === claim.body)!;
      if (place.sign !== claim.sign)
        problems.push(
          `${reading.sign} ${reading.first}: says ${claim.body} is in ${claim.sign} at ${new Date(instant).toISOString()}, the sky has ${place.sign}`,
        );
    }
    // Nothing in between: no ingress of the body strictly inside the stretch.
    if (claim.to > claim.from)
      for (const fact of almanac.facts(claim.from + 1, claim.to - 1))
        if (fact.kind === 'ingress' && fact.body === claim.body)
          problems.push(
            `${reading.sign} ${reading.first}: ${claim.body} in ${claim.sign} through ${fact.summary}`,
          );
  }
  return problems;
}

/** Stations, lunations (eclipses with them) and planet ingresses of a span that the text neither reads nor ranks out by a rule. */
export function coverageProblems(reading: PeriodReading): string[] {
  const out = new Map(reading.rankedOut.map((item) => [item.fact, item.rule]));
  const read = new Set(reading.listed.filter((item) => item.read).map((item) => item.fact));
  return reading.listed
    .map((item) => item.fact)
    .filter(
      (fact) =>
        (fact.kind === 'station' ||
          fact.kind === 'lunation' ||
          (fact.kind === 'ingress' && fact.body !== 'Moon')) &&
        !read.has(fact) &&
        !out.has(fact),
    )
    .map((fact) => `${reading.sign} ${reading.first}: ${fact.summary} neither read nor ranked out`);
}

/** What the daily text reads that its table does not list (none: the table lists the whole day). */
export function unlistedReads(reading: DailyReading): string[] {
  return reading.theme.facts
    .filter((fact) => !reading.listed.some((item) => item.fact === fact))
    .map((fact) => `${reading.sign} ${reading.day}: reads ${fact.summary}, not in the table`);
}

/** Sentences of a month that also stand in a week. */
export function weekCopies(month: PeriodReading, weeks: readonly PeriodReading[]): string[] {
  const inWeeks = new Set(weeks.flatMap((week) => week.sentences));
  return month.sentences.filter((sentence) => inWeeks.has(sentence));
}
