// Prints the median time of the engine's heavy computations on this machine: one synastry
// (two charts with Placidus houses, aspects, scores, narrative), one birth chart (a chart with
// houses, its aspects, balance and reading) and one marriage-timing search (54 months of
// transits). Budget: under 10 ms per synastry.
//   npm run bench:engine [-- --runs 200]
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 200;

const { computeCompatibility } = await tsImport('../src/lib/astrology/compatibility.ts', import.meta.url);
const { predictMarriage } = await tsImport('../src/lib/astrology/marriage.ts', import.meta.url);
const { resolveBirthCity } = await tsImport('../src/lib/astrology/gazetteer.ts', import.meta.url);
const { computeBirthChart } = await tsImport('../src/lib/astrology/natal.ts', import.meta.url);

const couple = (i) => ({
  person1: {
    name: 'Maris',
    birthDate: `19${60 + (i % 40)}-04-03`,
    birthTime: '07:45',
    birthCity: 'Tallinn, Estonia',
  },
  person2: {
    name: 'Jonas',
    birthDate: `19${55 + (i % 40)}-09-28`,
    birthTime: '22:10',
    birthCity: 'Vilnius, Lithuania',
  },
});

function median(label, count, work) {
  for (let i = 0; i < Math.min(20, count); i += 1) work(i); // warm up the JIT and the atlas index
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mid = times[Math.floor(times.length / 2)];
  console.log(
    `${label.padEnd(34)} median ${mid.toFixed(2)} ms  (p90 ${times[Math.floor(times.length * 0.9)].toFixed(2)} ms, ${count} runs)`,
  );
  return mid;
}

const synastry = median('synastry with houses', runs, (i) => computeCompatibility(couple(i)));
median('birth chart with houses', runs, (i) => computeBirthChart(couple(i).person1, resolveBirthCity));
const now = new Date();
median('marriage-timing search', Math.max(10, Math.round(runs / 10)), (i) =>
  predictMarriage(couple(i).person1, now, resolveBirthCity),
);
console.log(`synastry budget 10 ms: ${synastry < 10 ? 'within' : 'OVER'}`);
