// The personal readings' part of `npm run bench:readings` (docs/readings.md#the-bench): over a
// seeded sample of random charts (the same every run) it prints, for
//   - My Sky: lengths (goal 150–250 words), repeated five-word runs inside a reading (none), clock
//     times in the prose (none), glossary brackets or aspect terms in the prose (none), Moon
//     contacts exact that day left unnamed (none), transits read as in force before their span
//     begins (none), and the commonest sentences across readings;
//   - the birth-chart reading: lengths with a birth time (goal 1,200–1,800 words), the chart's
//     patterns the engine found and the reading left out (none), sentences said twice (none),
//     paragraphs with a glossary in the prose (none), themes said twice (none), and the commonest
//     sentences;
//   - compatibility (named couples): how often a section names the partner (a few at most),
//     'probably' (never without the missing birth time said once), Why lines that cite no factor;
//   - spreads: stock summary sentences (naming no card) in two spreads (none), sentences that come
//     back in spreads that drew the card they name, an exam read as work (never), the commonest.
//   node bench/readings.mjs [--charts 300 --seed 7]
import { tsImport } from 'tsx/esm/api';

const load = (path) => tsImport(path, import.meta.url);
const { personalSky } = await load('../../src/lib/astrology/personal-sky/index.ts');
const { READING_WORDS, QUIET_DAY_WORDS, writeDay } = await load(
  '../../src/lib/astrology/personal-sky/reading.ts',
);
const { transitWindow } = await load('../../src/lib/astrology/personal-sky/window.ts');
const { computeBirthChart } = await load('../../src/lib/astrology/natal.ts');
const { readPatterns, themesOf, themeAllowance } = await load(
  '../../src/lib/astrology/narrative/natal-shape.ts',
);
const { computeCompatibility } = await load('../../src/lib/astrology/compatibility.ts');
const { resolveBirthCity } = await load('../../src/lib/astrology/gazetteer.ts');
const { splitSentences } = await load('../../src/lib/astrology/narrative/grammar.ts');
const { librarySpreadReading } = await load('../../src/lib/tarot/spread/reading.ts');

const percent = (value) => `${(100 * value).toFixed(1)}%`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) =>
  values.length ? `${Math.min(...values)}–${Math.max(...values)} (median ${median(values)})` : 'none';
const words = (text) => text.split(/\s+/).filter(Boolean).length;

/** Five-word runs, case and punctuation ignored. */
function runs(text) {
  const tokens = text
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return tokens.slice(0, Math.max(0, tokens.length - 4)).map((_, i) => tokens.slice(i, i + 5).join(' '));
}
const repeatsIn = (text) => {
  const all = runs(text);
  return all.length - new Set(all).size;
};

/** How many distinct sentences stand in more than `share` of the readings. */
function overShare(readings, share) {
  const holding = new Map();
  for (const sentences of readings)
    for (const sentence of new Set(sentences)) holding.set(sentence, (holding.get(sentence) ?? 0) + 1);
  return [...holding.values()].filter((n) => n / readings.length > share).length;
}

/** How many readings hold each sentence; the commonest few with their share. */
function commonest(readings, count = 3) {
  const holding = new Map();
  for (const sentences of readings)
    for (const sentence of new Set(sentences)) holding.set(sentence, (holding.get(sentence) ?? 0) + 1);
  return [...holding.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([sentence, n]) =>
        `      ${percent(n / readings.length)}  "${sentence.slice(0, 110)}${sentence.length > 110 ? '…' : ''}"`,
    )
    .join('\n');
}

const CITIES = [
  ['London, United Kingdom', 'Europe/London'],
  ['New York, United States', 'America/New_York'],
  ['Tokyo, Japan', 'Asia/Tokyo'],
  ['Sydney, Australia', 'Australia/Sydney'],
  ['São Paulo, Brazil', 'America/Sao_Paulo'],
  ['Mumbai, India', 'Asia/Kolkata'],
  ['Berlin, Germany', 'Europe/Berlin'],
  ['Cape Town, South Africa', 'Africa/Johannesburg'],
];
const two = (n) => String(n).padStart(2, '0');
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The reading with what it says about each contact, as the function wrote it. */
const written = (result) =>
  writeDay({
    transits: result.today,
    natal: result.natal,
    day: result.day,
    zone: result.timeZone,
    dayStart: Date.parse(result.dayStart),
    dayEnd: Date.parse(result.dayEnd),
    reference: Date.parse(result.reference),
    year: result.year,
  });

export async function personalReadingsBench({ charts = 300, seed = 7 } = {}) {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (items) => items[Math.floor(random() * items.length)];
  const birth = (timed) => {
    const birthDate = isoDay(Date.UTC(1950, 0, 1) + Math.floor(random() * 56 * 365) * 86_400_000);
    if (!timed) return { birthDate };
    const [birthCity] = pick(CITIES);
    return {
      birthDate,
      birthTime: `${two(Math.floor(random() * 24))}:${two(Math.floor(random() * 60))}`,
      birthCity,
    };
  };
  const started = performance.now();
  // The first case behind each figure that should be 0, printed under it.
  const examples = new Map();
  const example = (key, text) => {
    if (!examples.has(key)) examples.set(key, text);
  };
  const show = (key) => (examples.has(key) ? `\n      e.g. ${examples.get(key).slice(0, 600)}` : '');

  // My Sky: a random chart (two in three timed), a random day of 2026, a city's zone and hour.
  const sky = {
    lengths: [],
    outside: 0,
    repeats: 0,
    clocks: 0,
    glossed: 0,
    moonMissed: 0,
    early: 0,
    quiet: 0,
    sentences: [],
  };
  for (let i = 0; i < charts; i += 1) {
    const person = birth(random() < 2 / 3);
    const [, zone] = pick(CITIES);
    const day = isoDay(Date.UTC(2026, 0, 1) + Math.floor(random() * 365) * 86_400_000);
    const now = new Date(`${day}T${two(Math.floor(random() * 24))}:00:00Z`);
    const result = personalSky({ person, day, zone, now });
    const text = result.reading.join(' ');
    const length = words(text);
    sky.lengths.push(length);
    const tells = written(result).statements.some((statement) => statement.role === 'told');
    if (length < (tells ? READING_WORDS.min : QUIET_DAY_WORDS) || length > READING_WORDS.max)
      sky.outside += 1;
    if (!tells) sky.quiet += 1;
    const repeated = repeatsIn(text);
    sky.repeats += repeated;
    if (repeated) {
      const all = runs(text);
      example('sky-repeats', `"${all.find((run, i) => all.indexOf(run) !== i)}" in: ${text}`);
    }
    if (/\b\d{1,2}:\d\d\b|\bUTC\b/.test(text)) sky.clocks += 1;
    // The prose names contacts in plain words: no bracket, no aspect term (the table keeps those).
    if (/[()]|\b(conjunct(ion)?|opposition|squares?|trines?|sextiles?|orb)\b/i.test(text)) {
      sky.glossed += 1;
      example('sky-glossed', text);
    }
    // The Moon's next contact of the day (the first still to come) is named; the past ones after
    // the strongest, and the later ones on a crowded day, stay in the table.
    const reference = Date.parse(result.reference);
    const dayEnd = Date.parse(result.dayEnd);
    const nextMoon = result.today
      .filter(
        (t) =>
          t.transiting === 'Moon' &&
          t.exact &&
          Date.parse(t.exact) >= reference &&
          Date.parse(t.exact) < dayEnd,
      )
      .sort((a, b) => a.exact.localeCompare(b.exact))[0];
    if (nextMoon && !text.includes(`your ${nextMoon.natal === 'MC' ? 'Midheaven' : nextMoon.natal}`))
      sky.moonMissed += 1;
    // No slow transit whose span begins after today is read as in force (only as "coming up").
    const natalAt = new Map(result.natal.map((position) => [position.point, position.longitude]));
    for (const transit of result.today) {
      if (transit.transiting === 'Moon' || transit.exact) continue;
      const window = transitWindow(
        transit.transiting,
        natalAt.get(transit.natal),
        transit.aspect,
        Date.parse(result.reference),
      );
      const name = transit.natal === 'MC' ? 'Midheaven' : transit.natal;
      const sentence = splitSentences(text).find(
        // The transiting body as the subject ("Saturn squares your Venus"), not "your Saturn".
        (s) =>
          new RegExp(`(?<!your )\\b${transit.transiting}\\b[^.;]*?\\byour ${name}\\b`).test(s) &&
          !/coming up|takes hold|will|on the horizon|on its way|begins|starts|further ahead|looking ahead/i.test(
            s,
          ),
      );
      if (window && window.start >= dayEnd && sentence) {
        sky.early += 1;
        example(
          'sky-early',
          `${transit.transiting}–${transit.natal} begins ${isoDay(window.start)}, ${day}: "${sentence}"`,
        );
      }
    }
    sky.sentences.push(splitSentences(text));
  }

  // My Sky on days running (docs/personal-sky.md#from-one-day-to-the-next): a reader who comes back
  // every day for eight days, for a fifth as many charts.
  const running = {
    readings: 0,
    toldTwice: 0,
    sentenceAgain: 0,
    contradictions: 0,
    twiceInOne: 0,
    leads: { easy: 0, hard: 0, conjunction: 0 },
  };
  for (let i = 0; i < Math.max(10, Math.floor(charts / 5)); i += 1) {
    const person = birth(true);
    const [, zone] = pick(CITIES);
    const first = Date.UTC(2026, 0, 1) + Math.floor(random() * 358) * 86_400_000;
    const hour = two(Math.floor(random() * 24));
    const toldOn = new Map();
    const saidOn = new Map();
    for (let d = 0; d < 8; d += 1) {
      const day = isoDay(first + d * 86_400_000);
      const result = personalSky({ person, day, zone, now: new Date(`${day}T${hour}:00:00Z`) });
      const { statements } = written(result);
      running.readings += 1;
      const lead = statements.find((statement) => statement.role === 'told');
      if (lead) running.leads[lead.nature] += 1;
      const seen = new Set();
      for (const statement of statements) {
        if (seen.has(statement.contact)) running.twiceInOne += 1;
        seen.add(statement.contact);
        if (statement.role === 'told') {
          if (toldOn.has(statement.contact) && d - toldOn.get(statement.contact) < 7) {
            running.toldTwice += 1;
            example('sky-told-twice', `${statement.contact} on ${day}`);
          }
          toldOn.set(statement.contact, d);
        }
        const [transiting, natal, aspect] = statement.contact.split('/');
        const row = result.today.find(
          (t) => t.transiting === transiting && t.natal === natal && t.aspect === aspect,
        );
        if (statement.role === 'ahead' || transiting === 'Moon') continue;
        if (
          !row ||
          (statement.timing === 'today') !== (row.exact !== undefined) ||
          (statement.timing === 'after' && row.applying)
        ) {
          running.contradictions += 1;
          example('sky-contradiction', `${statement.contact} ${statement.timing} on ${day}`);
        }
      }
      for (const sentence of splitSentences(result.reading.join(' ')))
        if (
          /\b(the Sun|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)\b/.test(sentence) &&
          /\byour (Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Ascendant|Midheaven)\b/.test(
            sentence,
          )
        ) {
          if (saidOn.has(sentence) && d - saidOn.get(sentence) < 7) {
            running.sentenceAgain += 1;
            example('sky-again', `"${sentence}"`);
          }
          saidOn.set(sentence, d);
        }
    }
  }

  // Birth charts: two in three timed; the untimed ones are shorter by design (no houses or angles).
  const chart = {
    timed: [],
    untimed: [],
    outside: 0,
    missed: 0,
    missedKinds: new Map(),
    twice: 0,
    glossed: 0,
    themesTwice: 0,
    sentences: [],
  };
  for (let i = 0; i < charts; i += 1) {
    const timed = random() < 2 / 3;
    const result = computeBirthChart(birth(timed), resolveBirthCity);
    // Every part the page shows: a section's heading and text, its house and the other sign's text.
    const parts = result.interpretation.flatMap((s) => [
      s.text,
      ...(s.house ? [s.house.text] : []),
      ...(s.alternative ? [s.alternative.text] : []),
    ]);
    const headings = result.interpretation.flatMap((s) => [s.heading, ...(s.house ? [s.house.heading] : [])]);
    const text = [...headings, ...parts].join(' ');
    const length = words(text);
    (timed ? chart.timed : chart.untimed).push(length);
    if (timed && (length < 1200 || length > 1800)) chart.outside += 1;
    for (const pattern of readPatterns(result.patterns)) {
      const word = {
        stellium: 'stellium',
        't-square': 'T-square',
        'grand-trine': 'grand trine',
        'grand-cross': 'grand cross',
        yod: 'yod',
      }[pattern.kind];
      if (!new RegExp(word, 'i').test(headings.join(' | '))) {
        chart.missed += 1;
        chart.missedKinds.set(pattern.kind, (chart.missedKinds.get(pattern.kind) ?? 0) + 1);
      }
    }
    const sentences = parts.flatMap((part) => splitSentences(part));
    chart.twice += sentences.length - new Set(sentences).size;
    const again = sentences.find((sentence, i) => sentences.indexOf(sentence) !== i);
    if (again) example('chart-twice', `"${again}"`);
    chart.sentences.push(sentences);
    // No glossary in the prose (terms go in the list under a section), and each theme said once.
    for (const part of parts)
      if (/[()°′]|\borb\b|\bapplying\b|\bseparating\b/.test(part)) {
        chart.glossed += 1;
        example('chart-glossed', part);
      }
    const themes = new Map();
    for (const theme of sentences.flatMap((sentence) => themesOf(sentence)))
      themes.set(theme, (themes.get(theme) ?? 0) + 1);
    for (const [theme, count] of themes) chart.themesTwice += Math.max(0, count - themeAllowance(theme));
  }

  // Compatibility, named couples (names make "you" and the partner distinct to count).
  // No name that is also a sign's (a partner called Leo is a unit test: tests/unit/astrology/grammar.test.ts).
  const NAMES = ['Ada', 'Tom', 'Maria', 'Ben', 'Sam', 'Noor', 'Ines', 'Kai'];
  const couples = {
    sections: 0,
    partnerMax: 0,
    overThree: 0,
    probably: 0,
    timeNotes: 0,
    whyLines: 0,
    whyBare: 0,
  };
  for (let i = 0; i < Math.ceil(charts / 2); i += 1) {
    const first = pick(NAMES);
    const second = pick(NAMES.filter((name) => name !== first));
    const result = computeCompatibility({
      person1: { name: first, ...birth(random() < 1 / 3) },
      person2: { name: second, ...birth(random() < 1 / 3) },
    });
    const sections = [
      result.description,
      ...Object.values(result.categories).map((category) => category.description),
      ...Object.values(result.areas),
      // Each list item is its own paragraph on the page.
      ...result.strengths,
      ...result.challenges,
      `${result.summary} ${result.advice}`,
    ];
    for (const section of sections) {
      const times = section.split(second).length - 1;
      couples.sections += 1;
      couples.partnerMax = Math.max(couples.partnerMax, times);
      if (times > 3) {
        couples.overThree += 1;
        example('names', section);
      }
    }
    if (/\bprobabl/i.test(sections.join(' '))) couples.probably += 1;
    if (result.timeNote) couples.timeNotes += 1;
    for (const why of Object.values(result.why ?? {})) {
      couples.whyLines += 1;
      // A factor: a placement or contact of a body, or the count of contacts a score is made of.
      if (
        !/\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Ascendant|Midheaven|Node|contacts?)\b/.test(
          why,
        )
      )
        couples.whyBare += 1;
    }
  }

  // Spreads: questions across the domains, on random days, both layouts.
  const QUESTIONS = [
    'Will I pass my driving exam?',
    'How will my finals go?',
    'Does she still love me?',
    'Should I tell him how I feel?',
    'Should I ask for a raise?',
    'Is it time to leave my job?',
    'Will my savings last the year?',
    'Should I move to Lisbon?',
    'Will my back get better?',
    'What do I need to understand right now?',
  ];
  const spreads = { count: 0, stock: 0, sameCards: 0, examAsWork: 0, lengths: [], sentences: [] };
  const sentenceCards = new Map();
  for (let i = 0; i < charts; i += 1) {
    const question = pick(QUESTIONS);
    const day = isoDay(Date.UTC(2026, 0, 1) + Math.floor(random() * 365) * 86_400_000);
    const layout = random() < 0.5 ? 'past-present-future' : 'situation-action-outcome';
    const reading = librarySpreadReading(question, layout, day);
    const cards = reading.cards
      .map((card) => `${card.card} ${card.orientation}`)
      .sort()
      .join(',');
    const sentences = splitSentences(reading.summary);
    spreads.count += 1;
    spreads.lengths.push(words(reading.summary));
    spreads.sentences.push(sentences);
    for (const sentence of sentences) {
      const drawn = sentenceCards.get(sentence) ?? { spreads: new Set(), namesCard: false };
      drawn.spreads.add(cards);
      // A sentence that names a card drawn ("the Tower", "Nine of Pentacles") can only come back
      // in a spread that drew that card; one that names none is a stock sentence.
      drawn.namesCard ||= reading.cards.some((card) => sentence.includes(card.card.replace(/^The /, '')));
      sentenceCards.set(sentence, drawn);
    }
    // "At work," opens the work domain's focus line ("forces at work" is not about a job).
    if (/exam|finals/.test(question) && /\bAt work,|\b(your work|the job|career)\b/i.test(reading.summary))
      spreads.examAsWork += 1;
  }
  // The health note is one fixed sentence said on purpose before every health summary.
  for (const [sentence, { spreads: drawn, namesCard }] of sentenceCards) {
    if (drawn.size < 2 || /doctor|medical/i.test(sentence)) continue;
    if (namesCard) spreads.sameCards += 1;
    else {
      spreads.stock += 1;
      example('spread-stock', `"${sentence}"`);
    }
  }

  console.log('\nMy Sky (personal day readings)');
  console.log(`  readings:                    ${charts} (random charts, days of 2026, eight zones)`);
  console.log(
    `  words:                       ${range(sky.lengths)}; outside ${READING_WORDS.min}–${READING_WORDS.max}: ${sky.outside}`,
  );
  console.log(`  five-word runs said twice:   ${sky.repeats}${show('sky-repeats')}`);
  console.log(`  readings with a clock time:  ${sky.clocks}`);
  console.log(
    `  readings with a glossary bracket or aspect term in the prose: ${sky.glossed}${show('sky-glossed')}`,
  );
  console.log(`  the Moon's next contact of the day left unnamed: ${sky.moonMissed}`);
  console.log(`  transits read as in force before they begin: ${sky.early}${show('sky-early')}`);
  console.log(`  days that tell nothing new (Moon-led, ${QUIET_DAY_WORDS}+ words): ${sky.quiet}`);
  console.log(`  commonest sentences (share of readings):\n${commonest(sky.sentences)}`);
  console.log(`  days running: ${running.readings} readings (8 days each, one reader per chart)`);
  console.log(`    contacts told in full twice within a week: ${running.toldTwice}${show('sky-told-twice')}`);
  console.log(
    `    sentences naming a contact said again within a week: ${running.sentenceAgain}${show('sky-again')}`,
  );
  console.log(`    contacts said twice in one reading: ${running.twiceInOne}`);
  console.log(`    statements the table contradicts: ${running.contradictions}${show('sky-contradiction')}`);
  console.log(
    `    the day's story: ${running.leads.easy} easy, ${running.leads.conjunction} conjunction, ${running.leads.hard} hard (the rest Moon-led)`,
  );

  console.log('\nBirth-chart readings');
  console.log(`  charts:                      ${charts} (${chart.timed.length} with a birth time)`);
  console.log(`  words with a birth time:     ${range(chart.timed)}; outside 1,200–1,800: ${chart.outside}`);
  console.log(`  words without one:           ${range(chart.untimed)}`);
  console.log(
    `  patterns found but not read: ${chart.missed}${chart.missed ? ` (${[...chart.missedKinds].map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}`,
  );
  console.log(`  sentences said twice in one reading: ${chart.twice}${show('chart-twice')}`);
  console.log(
    `  paragraphs with a glossary (bracket, degrees, orb): ${chart.glossed}${show('chart-glossed')}`,
  );
  console.log(`  themes said more often than allowed in one reading: ${chart.themesTwice}`);
  console.log(`  commonest sentences (share of readings):\n${commonest(chart.sentences)}`);
  // A stock sentence stands in many readings whatever the chart; the goal is none in over 20%.
  console.log(`  sentences in over 20% of readings: ${overShare(chart.sentences, 0.2)}`);

  console.log('\nCompatibility (named couples)');
  console.log(`  sections read:               ${couples.sections} in ${Math.ceil(charts / 2)} results`);
  console.log(
    `  partner's name a section:    at most ${couples.partnerMax}; sections naming them more than 3 times: ${couples.overThree}${show('names')}`,
  );
  console.log(
    `  results with 'probably':     ${couples.probably}; with the missing birth time said (once): ${couples.timeNotes}`,
  );
  console.log(`  Why lines citing no factor:  ${couples.whyBare} of ${couples.whyLines}`);

  console.log('\nThree-card spreads');
  console.log(`  spreads:                     ${spreads.count} (ten questions, both layouts, days of 2026)`);
  console.log(`  summary words:               ${range(spreads.lengths)}`);
  console.log(
    `  stock summary sentences (naming no card) in two spreads or more: ${spreads.stock}${show('spread-stock')}`,
  );
  console.log(
    `  summary sentences in two spreads that drew the card they name (same domain): ${spreads.sameCards}`,
  );
  console.log(`  exam questions read as work: ${spreads.examAsWork}`);
  console.log(`  commonest sentences (share of spreads):\n${commonest(spreads.sentences)}`);
  console.log(`\n  (personal readings measured in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
