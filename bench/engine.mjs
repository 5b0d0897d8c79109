// Prints what each calculator function costs per request on this machine, as CPU time (what
// Cloudflare's free plan limits: 10 ms per request) and wall time, median and p90. Each request
// runs through the function's own handler (body parsing, validation, engine, JSON reply), with
// inputs that vary from one request to the next. "First …" lines measure work done once per
// Worker (an index or a table built on first use), each on a Worker that has not done it yet.
// At the end: the Worker's start-up, the CPU time of evaluating the compiled functions bundle.
// Figures only; nothing is asserted (docs/engine.md).
//   npm run bench:engine [-- --runs 200] [--only marriage] [--no-startup]
import { tsImport } from 'tsx/esm/api';
import { measureStartup, withFunctionsBundle } from './support/functions-bundle.mjs';
import { PLACE_QUERIES } from './support/place-queries.mjs';

const BUDGET_MS = 5;
const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 200;
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;

const load = (path) => tsImport(path, import.meta.url);
const romantic = await load('../functions/api/romantic-compatibility.ts');
const marriage = await load('../functions/api/marriage-prediction.ts');
const soulmate = await load('../functions/api/soulmate-reading.ts');
const geocode = await load('../functions/api/geocode.ts');
const birthChart = await load('../functions/api/birth-chart.ts');
const mySky = await load('../functions/api/my-sky.ts');
const chartImage = await load('../functions/api/chart-image.ts');
const { chartImagePng } = await load('../src/lib/chart-image/render.ts');
const { computeBirthChart } = await load('../src/lib/astrology/natal.ts');
const { predictMarriage } = await load('../src/lib/astrology/marriage.ts');
const { resolveBirthCity } = await load('../src/lib/astrology/gazetteer.ts');
const { computeChart } = await load('../src/lib/astrology/chart.ts');
const { compositeChart, davisonChart } = await load('../src/lib/astrology/relationship-charts.ts');
const { personalSky } = await load('../src/lib/astrology/personal-sky/index.ts');
const tarot = await load('../functions/api/tarot.ts');
const mySkyFeed = await load('../functions/api/my-sky-feed.ts');
const { chartImageUrl } = await load('../src/lib/chart-image/reply.ts');
const { readSharedChart } = await load('../src/lib/chart-image/query.ts');
/** The image's one address for a share query (any other spelling is redirected there). */
const imageAddress = (query) => chartImageUrl(ORIGIN, readSharedChart(query).search);
const { sealCalendarLink } = await load('../src/lib/astrology/personal-sky/calendar-link.ts');
const { feedPath } = await load('../src/lib/astrology/personal-sky/calendar-feed.ts');
const tarotSpread = await load('../functions/api/tarot-spread.ts');

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const rows = [];
/** Runs `work(i)` `count` times (after `warmup` unmeasured runs) and records CPU and wall times. */
async function measure(label, count, work, { warmup = 10, budgeted = true } = {}) {
  if (only && !label.includes(only)) return;
  for (let i = 0; i < warmup; i += 1) await work(count + i);
  const cpu = [];
  const wall = [];
  for (let i = 0; i < count; i += 1) {
    const startedCpu = cpuMs();
    const started = performance.now();
    await work(i);
    wall.push(performance.now() - started);
    cpu.push(cpuMs() - startedCpu);
  }
  cpu.sort((a, b) => a - b);
  wall.sort((a, b) => a - b);
  const row = {
    label,
    count,
    budgeted,
    cpu: [percentile(cpu, 0.5), percentile(cpu, 0.9)],
    wall: [percentile(wall, 0.5), percentile(wall, 0.9)],
  };
  rows.push(row);
  const ms = (value) => value.toFixed(2).padStart(6);
  console.log(
    `${label.padEnd(50)} CPU ${ms(row.cpu[0])} ms (p90 ${ms(row.cpu[1])})   wall ${ms(row.wall[0])} ms (p90 ${ms(row.wall[1])})   ${count} runs`,
  );
}

const ORIGIN = 'http://127.0.0.1:8788';
// The bench is one client calling thousands of times: the per-client limits (docs/security.md)
// are lifted as on the test servers, the calendar links sealed with a key of its own.
const ENV = {
  RATE_LIMIT_MULTIPLIER: '1000000',
  CALENDAR_LINK_SECRET: 'bench-calendar-link-secret-0123456789',
};
const context = (request) => ({ request, env: ENV });
const post = (path, body) =>
  new Request(`${ORIGIN}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });
/** Calls a handler and makes sure it answered (a refused request would measure the wrong thing). */
async function call(handler, request) {
  const response = await handler(context(request));
  if (response.status !== 200) {
    console.error(`${request.url} answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
}

// Typed cities (resolved by the atlas on the server) and places picked from the autocomplete.
const TYPED = [
  'Tallinn, Estonia',
  'Vilnius',
  'Berlin',
  'Sydney',
  'Buenos Aires',
  'Portland, Oregon',
  'Madras',
];
const PICKED = [
  { name: 'Riga, Latvia', latitude: 56.95, longitude: 24.11, timezone: 'Europe/Riga' },
  { name: 'São Paulo, Brazil', latitude: -23.55, longitude: -46.63, timezone: 'America/Sao_Paulo' },
  { name: 'Chicago, Illinois', latitude: 41.85, longitude: -87.65, timezone: 'America/Chicago' },
  { name: 'Tokyo, Japan', latitude: 35.69, longitude: 139.69, timezone: 'Asia/Tokyo' },
];
const pad = (value) => String(value).padStart(2, '0');
/** A different person for every i: date, time and place all vary. */
function person(i, { time = true, typed = true } = {}) {
  return {
    name: ['Maris', 'Jonas', 'Lea', 'Ravi', 'Ana'][i % 5],
    birthDate: `${1950 + (i % 55)}-${pad(1 + (i % 12))}-${pad(1 + ((i * 7) % 28))}`,
    ...(time ? { birthTime: `${pad((i * 5) % 24)}:${pad((i * 13) % 60)}` } : {}),
    ...(typed ? { birthCity: TYPED[i % TYPED.length] } : { birthPlace: PICKED[i % PICKED.length] }),
  };
}

// Geocode first, so its "first typo of a letter" scans letters no lookup has read yet.
const TYPOS = 'abcdefghijklmnoprstuvwyz'.split('').map((letter) => `${letter}${'rinfeldo'}`);
await measure(
  'geocode: first typo of a letter (first scan of it)',
  TYPOS.length,
  (i) =>
    call(
      geocode.onRequestGet,
      new Request(`${ORIGIN}/api/geocode?q=${encodeURIComponent(TYPOS[i] ?? 'xx')}`),
    ),
  { warmup: 0 },
);
await measure('geocode: autocomplete', runs, (i) =>
  call(
    geocode.onRequestGet,
    new Request(`${ORIGIN}/api/geocode?q=${encodeURIComponent(PLACE_QUERIES[i % PLACE_QUERIES.length])}`),
  ),
);
await measure('typed city resolved (inside each reading)', runs, (i) => {
  resolveBirthCity(PLACE_QUERIES[i % PLACE_QUERIES.length]);
});

await measure('romantic-compatibility: houses, typed cities', runs, (i) =>
  call(
    romantic.onRequestPost,
    post('romantic-compatibility', { person1: person(i), person2: person(i + 7) }),
  ),
);
await measure('romantic-compatibility: houses, picked places', runs, (i) =>
  call(
    romantic.onRequestPost,
    post('romantic-compatibility', {
      person1: person(i, { typed: false }),
      person2: person(i + 3, { typed: false }),
    }),
  ),
);
await measure('romantic-compatibility: no birth times', runs, (i) =>
  call(
    romantic.onRequestPost,
    post('romantic-compatibility', {
      person1: person(i, { time: false }),
      person2: person(i + 7, { time: false }),
    }),
  ),
);
await measure('romantic-compatibility: soulmate by name', runs, (i) =>
  call(
    romantic.onRequestPost,
    post('romantic-compatibility', {
      person1: person(i),
      person2: person(i + 7),
      analysisType: 'name-compatibility',
      focusAreas: ['name-vibration', 'numerology'],
    }),
  ),
);
await measure('romantic-compatibility: star chart, composite and Davison', runs, (i) =>
  call(
    romantic.onRequestPost,
    post('romantic-compatibility', { person1: person(i), person2: person(i + 7), coupleCharts: true }),
  ),
);
await measure('soulmate-reading (psychic)', runs, (i) =>
  call(soulmate.onRequestPost, post('soulmate-reading', { person: person(i) })),
);
await measure('birth-chart', runs, (i) =>
  call(birthChart.onRequestPost, post('birth-chart', { person: person(i) })),
);
await measure('birth-chart: Koch houses, picked places', runs, (i) =>
  call(
    birthChart.onRequestPost,
    post('birth-chart', { person: person(i, { typed: false }), houseSystem: 'koch' }),
  ),
);
await measure('birth-chart: no birth time (rising signs, Moon range)', runs, (i) =>
  call(birthChart.onRequestPost, post('birth-chart', { person: person(i, { time: false, typed: false }) })),
);
// The predictive charts (docs/predictive.md): the birth chart and one technique, as the page asks.
const on = (i) => `${2000 + (i % 90)}-${pad(1 + (i % 12))}-${pad(1 + ((i * 11) % 28))}`;
const PREDICTIVE = {
  'secondary progressions': (i) => ({ progressed: on(i) }),
  'solar arc directions': (i) => ({ solarArc: on(i) }),
  'solar return, relocated': (i) => ({
    solarReturn: { year: 2000 + (i % 90), place: PICKED[(i + 1) % PICKED.length] },
  }),
  'lunar return': (i) => ({ lunarReturn: on(i) }),
  'transit bi-wheel': (i) => ({ transits: on(i) }),
};
for (const [technique, fields] of Object.entries(PREDICTIVE)) {
  await measure(`birth-chart + ${technique}`, runs, (i) =>
    call(
      birthChart.onRequestPost,
      post('birth-chart', { person: person(i, { typed: false }), ...fields(i) }),
    ),
  );
}
/** Two charts with every point, then their composite and Davison charts (engine, no reading). */
/** The birth chart page's share parameters of a person (src/lib/calculators/share-link.ts). */
function shareQuery({ name, birthDate, birthTime, birthCity, birthPlace }) {
  const params = new URLSearchParams({ a_n: name, a_d: birthDate });
  if (birthTime) params.set('a_t', birthTime);
  if (birthCity) params.set('a_c', birthCity);
  if (birthPlace) {
    const { latitude, longitude, timezone, name: place } = birthPlace;
    params.set('a_pl', [latitude.toFixed(4), longitude.toFixed(4), timezone, place].join('|'));
  }
  return params.toString();
}
/** Every fourth without a birth time, every other with a typed city. */
const sharedPerson = (i) => person(i, { time: i % 4 !== 0, typed: i % 2 === 0 });
await measure('chart-image: shared chart preview (chart and PNG)', runs, (i) =>
  call(chartImage.onRequestGet, new Request(imageAddress(shareQuery(sharedPerson(i))))),
);
if (!only || 'chart-image: drawing and PNG only'.includes(only)) {
  const charts = Array.from({ length: runs + 10 }, (_, i) =>
    computeBirthChart(sharedPerson(i), resolveBirthCity),
  );
  await measure(
    'chart-image: drawing and PNG only',
    runs,
    (i) => {
      const { chart, aspects, noTime } = charts[i];
      chartImagePng({
        name: 'Lea',
        chart,
        aspects,
        ...(noTime ? { noTime } : {}),
        brand: 'Astrelle',
        host: 'astrelle.app',
      });
    },
    { budgeted: false },
  );
}
await measure('composite + Davison of two charts (engine)', runs, (i) => {
  const at = (k) => {
    const place = PICKED[k % PICKED.length];
    return {
      utc: new Date(Date.UTC(1950 + (k % 55), k % 12, 1 + ((k * 7) % 28), (k * 5) % 24, (k * 13) % 60)),
      location: { latitude: place.latitude, longitude: place.longitude },
    };
  };
  const [a, b] = [at(i), at(i + 7)];
  const first = computeChart(a, { points: true });
  const second = computeChart(b, { points: true });
  compositeChart(first, second, { latitudes: [a.location.latitude, b.location.latitude] });
  davisonChart(a, b, { points: true });
});
await measure('marriage-prediction', runs, (i) =>
  call(marriage.onRequestPost, post('marriage-prediction', { person: person(i) })),
);
await measure('marriage-prediction: no birth time', runs, (i) =>
  call(marriage.onRequestPost, post('marriage-prediction', { person: person(i, { time: false }) })),
);
/** The personal sky's query for person i (a saved chart: time and a picked place), seen from a visitor's zone. */
function skyQuery(i, extra = '') {
  const { birthDate, birthTime, birthPlace } = person(i, { typed: false });
  const zone = ['Europe/Tallinn', 'America/New_York', 'Asia/Tokyo', 'UTC'][i % 4];
  const params = new URLSearchParams({
    date: birthDate,
    time: birthTime,
    place: birthPlace.name,
    lat: String(birthPlace.latitude),
    lon: String(birthPlace.longitude),
    tz: birthPlace.timezone,
    zone,
  });
  return new Request(`${ORIGIN}/api/my-sky?${params}${extra}`);
}
await measure('my-sky: today and the year, JSON', runs, (i) => call(mySky.onRequestGet, skyQuery(i)));
/** A private calendar link's feed path for person i (sealed once, before the timing). */
const feedPaths = await Promise.all(
  Array.from({ length: runs + 10 }, (_, i) => {
    const { birthDate, birthTime, birthPlace } = person(i, { typed: false });
    return sealCalendarLink({ birthDate, birthTime, birthPlace }, ENV.CALENDAR_LINK_SECRET).then(feedPath);
  }),
);
await measure('my-sky: the year as a calendar file (private link)', runs, (i) =>
  call(mySkyFeed.onRequestGet, new Request(`${ORIGIN}${feedPaths[i]}`)),
);
// The transits between two dates: thirty days from a date that moves with i (a Worker keeps the
// tracks, so a range it has seen costs no ephemeris call), and the longest span allowed. The dates
// start from today: the function takes only a year back to three years ahead (docs/personal-sky.md).
const RANGE_BASE = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
await measure('my-sky: transits between two dates (30 days)', runs, (i) => {
  const from = new Date(RANGE_BASE + (i % 60) * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(from) + 29 * 86_400_000).toISOString().slice(0, 10);
  return call(mySky.onRequestGet, skyQuery(i, `&from=${from}&to=${to}`));
});
await measure('my-sky: transits between two dates (92 days, the most)', runs, (i) => {
  const from = new Date(RANGE_BASE + (i % 60) * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(from) + 91 * 86_400_000).toISOString().slice(0, 10);
  return call(mySky.onRequestGet, skyQuery(i, `&from=${from}&to=${to}`));
});
// The costliest legal list: 92 days two to three years ahead, quarters no request above has used
// (the fast bodies' tracks are cold there; the slow ones' reach 800 days, so partly warm).
await measure(
  'my-sky: transits between two dates, first of a far quarter',
  4,
  (i) => {
    const from = new Date(RANGE_BASE + (730 + 92 * i) * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(from) + 91 * 86_400_000).toISOString().slice(0, 10);
    return call(mySky.onRequestGet, skyQuery(i, `&from=${from}&to=${to}`));
  },
  { warmup: 0, budgeted: false },
);
// A day no request has used yet (a Worker's first of the day): its six-hourly positions and,
// for days a year apart, the year's grid too.
// The function takes only today as the visitor's day (docs/security.md#bounds), so these days
// are the engine's own: each as a Worker would see it on its first request of that day.
await measure(
  "my-sky: first request of a day (the day's grid)",
  10,
  (i) => {
    const day = `2031-${pad(1 + i)}-15`;
    const { birthDate, birthTime, birthPlace } = person(i, { typed: false });
    personalSky({
      person: { birthDate, birthTime, birthPlace },
      day,
      zone: 'UTC',
      now: new Date(`${day}T12:00:00Z`),
    });
  },
  { warmup: 0, budgeted: false },
);
// A search month no request has used yet: windows five years apart share no transit samples.
await measure(
  'marriage search: first request of a search month',
  20,
  (i) => {
    const year = 2030 + 5 * i;
    const birthDate = `${year - 25 - (i % 30)}${person(i).birthDate.slice(4)}`;
    predictMarriage({ ...person(i), birthDate }, new Date(Date.UTC(year, 5, 15)), resolveBirthCity);
  },
  { warmup: 0, budgeted: false },
);

// The longest legal request of each function that computes (docs/security.md#bounds): every
// field at the edge its schema allows (the longest names and typed cities, no birth time, the
// earliest birth date, tomorrow's date somewhere on Earth, the longest question), so the budget
// holds for anything a stranger may send, not only for typical visitors.
const LONG_CITY =
  'Santa Cruz de la Sierra, Departamento de Santa Cruz, Estado Plurinacional de Bolivia, Sudamerica';
const LONG_NAME = 'Maria-Magdalena Alexandrina Konstantinopoulou-Vasquez de la Fuente y Montenegro'.slice(
  0,
  80,
);
const longest = (i) => ({
  name: LONG_NAME,
  birthDate: `${1800 + (i % 3)}-0${1 + (i % 9)}-1${i % 10}`,
  birthCity: `${LONG_CITY.slice(0, 100)} ${i}`.slice(0, 120),
  utcOffset: '+14:00',
  gender: 'other',
  zodiacSign: 'Pisces',
});
await measure('longest legal: geocode (100 characters, a typo)', runs, (i) =>
  call(
    geocode.onRequestGet,
    new Request(
      `${ORIGIN}/api/geocode?q=${encodeURIComponent(`Sannta Cruz de la Sierrra ${i} ${LONG_CITY}`.slice(0, 100))}`,
    ),
  ),
);
await measure('longest legal: birth-chart', runs, (i) =>
  call(birthChart.onRequestPost, post('birth-chart', { person: longest(i), houseSystem: 'koch' })),
);
await measure('longest legal: romantic-compatibility', runs, (i) =>
  call(
    romantic.onRequestPost,
    post('romantic-compatibility', {
      person1: longest(i),
      person2: longest(i + 1),
      analysisType: 'name-compatibility',
      focusAreas: ['name-vibration', 'numerology', 'energetic-harmony'],
      coupleCharts: true,
    }),
  ),
);
await measure('longest legal: soulmate-reading', runs, (i) =>
  call(soulmate.onRequestPost, post('soulmate-reading', { person: longest(i) })),
);
// Born 18 to 60 years ago (the search's widest window), every field at its edge.
await measure('longest legal: marriage-prediction', runs, (i) =>
  call(
    marriage.onRequestPost,
    post('marriage-prediction', { person: { ...longest(i), birthDate: `${1966 + (i % 40)}-02-2${i % 9}` } }),
  ),
);
/** Tomorrow somewhere on Earth: the latest day the personal sky takes. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
await measure('longest legal: my-sky (tomorrow, typed city)', runs, (i) => {
  const { name, birthDate, birthCity, utcOffset } = longest(i);
  const params = new URLSearchParams({ name, date: birthDate, city: birthCity, offset: utcOffset });
  params.set('day', tomorrow());
  params.set('zone', 'Pacific/Kiritimati');
  return call(mySky.onRequestGet, new Request(`${ORIGIN}/api/my-sky?${params}`));
});
const longestFeeds = await Promise.all(
  Array.from({ length: runs + 10 }, (_, i) => {
    const { birthDate, birthCity, utcOffset } = longest(i);
    return sealCalendarLink({ birthDate, birthCity, utcOffset }, ENV.CALENDAR_LINK_SECRET).then(feedPath);
  }),
);
await measure('longest legal: my-sky-feed (typed city)', runs, (i) =>
  call(mySkyFeed.onRequestGet, new Request(`${ORIGIN}${longestFeeds[i]}`)),
);
await measure('longest legal: chart-image', runs, (i) => {
  const { name, birthDate, birthCity } = longest(i);
  const params = new URLSearchParams({
    a_n: name,
    a_d: birthDate,
    a_c: birthCity,
    a_o: '+14:00',
    a_g: 'other',
  });
  return call(chartImage.onRequestGet, new Request(imageAddress(params.toString())));
});
const LONG_QUESTION = 'Will the relationship I started this spring grow into something lasting? '
  .repeat(7)
  .slice(0, 500);
await measure('longest legal: tarot (library reading)', runs, (i) =>
  call(
    tarot.onRequestPost,
    post('tarot', {
      mode: 'yes-no',
      question: `${i} ${LONG_QUESTION}`.slice(0, 500),
      cardName: 'The Tower',
      orientation: 'reversed',
    }),
  ),
);
await measure('longest legal: tarot-spread (library reading)', runs, (i) =>
  call(
    tarotSpread.onRequestPost,
    post('tarot-spread', {
      question: `${i} ${LONG_QUESTION}`.slice(0, 500),
      layout: 'situation-action-outcome',
      day: tomorrow(),
    }),
  ),
);

const over = rows.filter((row) => row.budgeted && row.cpu[0] > BUDGET_MS).map((row) => row.label);
console.log(
  `\nfree-plan budget, ${BUDGET_MS} ms CPU median per request: ${over.length ? `OVER: ${over.join('; ')}` : 'every function within'}`,
);

if (!args.includes('--no-startup')) {
  // The Worker's start-up: evaluating the compiled bundle of every function (the free plan
  // limits start-up CPU). Each sample is a fresh Node process importing the bundle once.
  const { cpu, wall } = await withFunctionsBundle((file) => measureStartup(file, 5));
  console.log(
    `Worker start-up (evaluate the functions bundle)   CPU ${cpu[2].toFixed(1)} ms (max ${cpu[4].toFixed(1)})   wall ${wall[2].toFixed(1)} ms   5 fresh processes`,
  );
}
