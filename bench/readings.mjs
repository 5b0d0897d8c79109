// Prints how varied the written compatibility readings are, page by page, over a seeded sample of random
// couples (the same sample every run): how many readings, how many sentences repeat inside
// one reading, the share of readings that contain the commonest sentence, and the share of
// distinct sentences among all sentences written. Goals (docs/readings.md): no repeats inside
// a reading, the commonest sentence in at most 1 reading in 10.
// The couples are unnamed, so every sentence speaks to "you" and "your partner": names would
// make sentences distinct for free. A third of them have birth times and places.
//   npm run bench:readings [-- --couples 150 --seed 23]
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const couples = option('couples', 150);
let state = option('seed', 23) >>> 0;

const { computeCompatibility } = await tsImport('../src/lib/astrology/compatibility.ts', import.meta.url);
const { splitSentences } = await tsImport('../src/lib/astrology/narrative/grammar.ts', import.meta.url);
const { pageTexts } = await tsImport('../src/lib/astrology/narrative/result-texts.ts', import.meta.url);

// My Sky, the birth-chart reading, named couples and spreads (bench/support/personal-readings.mjs;
// `-- --charts 300`): printed after the compatibility figures below.
const { personalReadingsBench } = await import('./support/personal-readings.mjs');

/** A small linear congruential generator: the same seed gives the same couples. */
function random() {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return state / 2 ** 32;
}
const pick = (items) => items[Math.floor(random() * items.length)];

const FIRST_DAY = Date.UTC(1950, 0, 1);
const DAYS = 56 * 365;
const CITIES = [
  'London, United Kingdom',
  'New York, United States',
  'Tallinn, Estonia',
  'Sydney, Australia',
  'Mumbai, India',
  'São Paulo, Brazil',
  'Toronto, Canada',
  'Berlin, Germany',
  'Tokyo, Japan',
  'Cape Town, South Africa',
];
const two = (n) => String(n).padStart(2, '0');

function randomPerson() {
  const birthDate = new Date(FIRST_DAY + Math.floor(random() * DAYS) * 86_400_000).toISOString().slice(0, 10);
  if (random() < 2 / 3) return { birthDate };
  return {
    birthDate,
    birthTime: `${two(Math.floor(random() * 24))}:${two(Math.floor(random() * 60))}`,
    birthCity: pick(CITIES),
  };
}

/**
 * Every sentence one page shows (the notes on assumptions are left out: they are fixed facts):
 * the birth-date pages and the eleven-score pages read the same couple differently
 * (docs/readings.md#two-pages-one-couple), and a repeat is counted within what one page shows.
 */
const sentencesOf = (result, tenDimensions) =>
  pageTexts({ ...result, notes: [] }, tenDimensions).flatMap((text) => splitSentences(text));

const readingsWith = new Map();
let sentenceCount = 0;
let repeats = 0;
let readingsWithRepeats = 0;
let sharedAcrossPages = 0;
for (let i = 0; i < couples; i += 1) {
  const result = computeCompatibility({ person1: randomPerson(), person2: randomPerson() });
  const pages = [sentencesOf(result, true), sentencesOf(result, false)];
  let repeated = false;
  for (const sentences of pages) {
    const unique = new Set(sentences);
    sentenceCount += sentences.length;
    repeats += sentences.length - unique.size;
    repeated ||= unique.size < sentences.length;
  }
  if (repeated) readingsWithRepeats += 1;
  // The notes on a missing birth time or a cusp stand on both pages on purpose.
  const notes = new Set(
    [result.timeNote, result.person1.signNote, result.person2.signNote]
      .filter(Boolean)
      .flatMap((text) => splitSentences(text)),
  );
  const [birthDate, trueLove] = pages.map((sentences) => new Set(sentences.filter((s) => !notes.has(s))));
  sharedAcrossPages += [...trueLove].filter((sentence) => birthDate.has(sentence)).length;
  for (const sentence of new Set(pages.flat()))
    readingsWith.set(sentence, (readingsWith.get(sentence) ?? 0) + 1);
}

const [commonest, commonestCount] = [...readingsWith.entries()].sort((a, b) => b[1] - a[1])[0];
const percent = (value) => `${(100 * value).toFixed(1)}%`;
console.log(`readings sampled:            ${couples} couples, each on both pages`);
console.log(`repeats inside a page:       ${repeats} (in ${readingsWithRepeats} couples)`);
console.log(
  `sentences on both pages of one couple: ${sharedAcrossPages} (a contact the library words one way, read on each page)`,
);
console.log(
  `commonest sentence's share:  ${percent(commonestCount / couples)} of couples (${commonestCount}): "${commonest}"`,
);
console.log(
  `distinct sentences:          ${percent(readingsWith.size / sentenceCount)} (${readingsWith.size} of ${sentenceCount})`,
);

await personalReadingsBench({ charts: option('charts', 300) });

// The sign horoscopes: a year of days for all twelve signs, with its weeks and months
// (bench/support/horoscope-readings.mjs; `-- --from 2026-06-01 --days 365`).
const { horoscopeBench } = await import('./support/horoscope-readings.mjs');
await horoscopeBench({
  from: args.includes('--from') ? args[args.indexOf('--from') + 1] : '2026-06-01',
  days: option('days', 365),
});
