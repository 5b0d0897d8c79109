// The sign horoscopes' part of `npm run bench:readings` (docs/horoscopes.md#the-rules): over a
// year of days for all twelve signs, and that year's weeks and months, it prints
//   - the cross-sign overlap: the share of a sign's five-word runs (house numbers and sign names
//     masked) that stand in another sign's reading of the same day (goal: at most 25% each);
//   - consecutive-day repeats of meaning (goal: none), a daily pair meaning, story line or advice
//     again for a sign within 14 days (none), week sentences copied into the month (none);
//   - text-versus-table contradictions: statements of where a body is that the ephemeris does not
//     bear out, events read but not in the table, stations, lunations and ingresses neither read nor
//     ranked out by a stated rule (all goals: none);
//   - clock times in daily prose (at most one), retired frames, the commonest sentences, and lengths.
//   node bench/readings.mjs [--from 2026-06-01 --days 365]
import { tsImport } from 'tsx/esm/api';

const load = (path) => tsImport(path, import.meta.url);
const { ZODIAC_SIGNS } = await load('../../src/lib/astrology/zodiac.ts');
const { SkyAlmanac } = await load('../../src/lib/horoscope/sky-day.ts');
const { engineSky } = await load('../../src/lib/horoscope/sky-source.ts');
const { DailyHoroscopes, DAILY_WORDS } = await load('../../src/lib/horoscope/daily.ts');
const { PeriodHoroscopes, WEEK_WORDS, MONTH_WORDS } = await load('../../src/lib/horoscope/periods.ts');
const { addDays, daysBetween, weekStart, monthOf, nextMonth, monthEnd, monthStart } = await load(
  '../../src/lib/horoscope/days.ts',
);
const quality = await load('../../src/lib/horoscope/quality.ts');

/** Stock frames the issue retired: they must not come back. */
const RETIRED = [
  /work as a pair/i,
  /\bties (your|the|what|how) [^.:;]{1,60}? to (your|the|what|how)\b/i,
  /\bUTC\b/,
];

const percent = (value) => `${(100 * value).toFixed(1)}%`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const range = (values) => `${Math.min(...values)}–${Math.max(...values)} (median ${median(values)})`;

export async function horoscopeBench({ from = '2026-06-01', days = 365 } = {}) {
  const started = performance.now();
  const almanac = new SkyAlmanac(engineSky);
  const daily = new DailyHoroscopes(almanac);
  const periods = new PeriodHoroscopes(almanac);
  const dayList = daysBetween(from, addDays(from, days - 1));

  // Daily readings.
  const overlaps = [];
  const overlapExamples = new Map();
  let overQuarter = 0;
  let repeatDays = 0;
  const repeatKinds = new Map();
  let clockOver = 0;
  let unlisted = 0;
  const retired = RETIRED.map(() => 0);
  const sentenceCounts = new Map();
  const dailyWords = [];
  let dailyOutside = 0;
  const previous = new Map();
  // The same sentence for a sign within a week (not a rule: a measure of stock phrasing).
  const lastSeen = new Map();
  let weekRepeats = 0;
  // The daily memory (daily-memory.ts): a pair meaning, story line or advice again within 14 days.
  const memoryLast = new Map();
  let memoryRepeats = 0;
  const remembered = /^(pairs|story|advice|pairAdvice|lunationAdvice)\./;
  let sentencesRead = 0;
  const themes = new Map();
  for (const day of dayList) {
    const readings = ZODIAC_SIGNS.map((sign) => daily.reading(sign, day));
    const texts = readings.map((reading) => reading.paragraphs.join(' '));
    const shares = quality.crossOverlap(texts);
    overlaps.push(...shares);
    overQuarter += shares.filter((share) => share > 0.25).length;
    for (const [run, count] of quality.sharedRuns(texts))
      overlapExamples.set(run, (overlapExamples.get(run) ?? 0) + count);
    for (const reading of readings) {
      const text = reading.paragraphs.join(' ');
      dailyWords.push(reading.words);
      if (reading.words < DAILY_WORDS.min || reading.words > DAILY_WORDS.max) dailyOutside += 1;
      if (quality.clockTimes(text).length > 1) clockOver += 1;
      unlisted += quality.unlistedReads(reading).length;
      RETIRED.forEach((pattern, index) => (retired[index] += pattern.test(text) ? 1 : 0));
      for (const sentence of reading.sentences) {
        sentenceCounts.set(sentence, (sentenceCounts.get(sentence) ?? 0) + 1);
        const key = `${reading.sign}|${sentence}`;
        sentencesRead += 1;
        if (lastSeen.has(key) && daysBetween(lastSeen.get(key), day).length <= 7) weekRepeats += 1;
        lastSeen.set(key, day);
      }
      themes.set(reading.theme.rank.reason, (themes.get(reading.theme.rank.reason) ?? 0) + 1);
      for (const meaning of reading.meanings.filter((item) => remembered.test(item))) {
        const key = `${reading.sign}|${meaning}`;
        if (memoryLast.has(key) && daysBetween(memoryLast.get(key), day).length <= 15) memoryRepeats += 1;
        memoryLast.set(key, day);
      }
      const before = previous.get(reading.sign);
      if (before) {
        const repeats = quality.repeatedMeanings(before, reading);
        if (repeats.length > 0) repeatDays += 1;
        for (const meaning of repeats) {
          const kind = meaning.replace(/#\d+$/, '').replace(/\.\d+(-\d+)?$/, '');
          repeatKinds.set(kind, (repeatKinds.get(kind) ?? 0) + 1);
        }
      }
      previous.set(reading.sign, reading);
    }
  }

  // Weeks and months.
  const mondays = [];
  for (let monday = weekStart(from); monday <= dayList.at(-1); monday = addDays(monday, 7))
    mondays.push(monday);
  const months = [];
  for (let month = monthOf(from); monthStart(month) <= dayList.at(-1); month = nextMonth(month))
    months.push(month);
  const weekWords = [];
  const monthWords = [];
  let weekOutside = 0;
  let monthOutside = 0;
  const claimProblems = [];
  const coverage = [];
  const copies = [];
  const weekOverlaps = [];
  const monthOverlaps = [];
  for (const monday of mondays) {
    const weeks = ZODIAC_SIGNS.map((sign) => periods.week(sign, monday));
    weekOverlaps.push(...quality.crossOverlap(weeks.map((week) => week.paragraphs.join(' '))));
    for (const week of weeks) {
      weekWords.push(week.words);
      if (week.words < WEEK_WORDS.min || week.words > WEEK_WORDS.max) weekOutside += 1;
      claimProblems.push(...quality.claimProblems(almanac, week));
      coverage.push(...quality.coverageProblems(week));
    }
  }
  for (const month of months) {
    const readings = ZODIAC_SIGNS.map((sign) => periods.month(sign, month));
    monthOverlaps.push(...quality.crossOverlap(readings.map((reading) => reading.paragraphs.join(' '))));
    for (const reading of readings) {
      monthWords.push(reading.words);
      if (reading.words < MONTH_WORDS.min || reading.words > MONTH_WORDS.max) monthOutside += 1;
      claimProblems.push(...quality.claimProblems(almanac, reading));
      coverage.push(...quality.coverageProblems(reading));
      const weeks = [];
      for (let monday = weekStart(reading.first); monday <= monthEnd(month); monday = addDays(monday, 7))
        weeks.push(periods.week(reading.sign, monday));
      copies.push(...quality.weekCopies(reading, weeks));
    }
  }

  const stock = [...sentenceCounts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const topRuns = [...overlapExamples.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const line = (label, value) => console.log(`${label.padEnd(44)}${value}`);
  console.log(
    `\nSign horoscopes, ${dayList[0]} to ${dayList.at(-1)}: ${dayList.length * 12} daily readings, ${mondays.length * 12} weeks, ${months.length * 12} months`,
  );
  line(
    'daily cross-sign overlap (goal ≤ 25% each):',
    `mean ${percent(overlaps.reduce((a, b) => a + b, 0) / overlaps.length)}, max ${percent(Math.max(...overlaps))}, ${overQuarter} readings over 25%`,
  );
  line('  commonest shared five-word runs:', topRuns.map(([run, count]) => `"${run}" (${count})`).join('; '));
  line(
    'week / month cross-sign overlap:',
    `mean ${percent(weekOverlaps.reduce((a, b) => a + b, 0) / weekOverlaps.length)} / ${percent(monthOverlaps.reduce((a, b) => a + b, 0) / monthOverlaps.length)}, max ${percent(Math.max(...weekOverlaps))} / ${percent(Math.max(...monthOverlaps))}`,
  );
  line(
    'consecutive-day repeats of meaning (goal 0):',
    `${repeatDays} readings${repeatKinds.size ? ` (${[...repeatKinds.entries()].map(([kind, count]) => `${kind} ${count}`).join(', ')})` : ''}`,
  );
  line('pair / story / advice again within 14 days (0):', memoryRepeats);
  line(
    'week sentences copied into the month (0):',
    `${copies.length}${copies.length ? `, e.g. "${copies[0]}"` : ''}`,
  );
  line(
    'claims the ephemeris contradicts (0):',
    `${claimProblems.length}${claimProblems.length ? `, e.g. ${claimProblems[0]}` : ''}`,
  );
  line(
    'events neither read nor ranked out (0):',
    `${coverage.length}${coverage.length ? `, e.g. ${coverage[0]}` : ''}`,
  );
  line('daily events read but not in the table (0):', unlisted);
  line('daily readings with over one clock time (0):', clockOver);
  line('retired frames (pair / ties / UTC):', retired.join(' / '));
  line(
    'daily themes by rule:',
    [...themes.entries()].map(([reason, count]) => `${reason} ${count}`).join(', '),
  );
  line(
    "a sign's sentence again within 7 days:",
    `${weekRepeats} of ${sentencesRead} sentences (${percent(weekRepeats / sentencesRead)})`,
  );
  line(
    'commonest daily sentences:',
    stock
      .map(([sentence, count]) => `${count}× "${sentence.slice(0, 70)}${sentence.length > 70 ? '…' : ''}"`)
      .join('; '),
  );
  line(
    `daily words (${DAILY_WORDS.min}–${DAILY_WORDS.max}):`,
    `${range(dailyWords)}, ${dailyOutside} outside`,
  );
  line(`week words (${WEEK_WORDS.min}–${WEEK_WORDS.max}):`, `${range(weekWords)}, ${weekOutside} outside`);
  line(
    `month words (${MONTH_WORDS.min}–${MONTH_WORDS.max}):`,
    `${range(monthWords)}, ${monthOutside} outside`,
  );
  line('time:', `${((performance.now() - started) / 1000).toFixed(1)} s`);
}
