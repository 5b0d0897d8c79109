// Prints the figures of the birth-place gazetteer (docs/places.md):
//   - atlas.json's size, raw and gzip;
//   - the functions bundle as Cloudflare would receive it (wrangler pages functions build),
//     raw and gzip, against the free plan's 3 MB compressed limit, and the CPU time of
//     evaluating it (the Worker's start-up, limited to 1 s);
//   - lookup times measured as CPU time: a typed city resolved, an autocomplete query, and the
//     first misspelt name of a letter (which normalises that letter's city names once per isolate).
//   npm run bench:places [-- --no-bundle]
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { measureStartup, withFunctionsBundle } from './support/functions-bundle.mjs';
import { PLACE_QUERIES } from './support/place-queries.mjs';

const FREE_PLAN_LIMIT = 3 * 1024 * 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const atlasText = readFileSync('src/lib/astrology/atlas.json');
console.log(
  `atlas.json                  ${kb(atlasText.length)} raw, ${kb(gzipSync(atlasText).length)} gzip`,
);

if (!process.argv.includes('--no-bundle')) {
  await withFunctionsBundle((file) => {
    const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
    console.log(
      `functions bundle            ${kb(statSync(file).size)} raw, ${kb(gzip)} gzip ` +
        `(${((100 * gzip) / FREE_PLAN_LIMIT).toFixed(0)}% of the free plan's 3 MB)`,
    );
    // Evaluating the bundle's modules is what a Worker does at start-up (limit: 1 s).
    const { cpu } = measureStartup(file, 3);
    console.log(
      `bundle start-up (evaluate)  ${cpu[1].toFixed(0)} ms CPU on this machine (median of 3 fresh processes)`,
    );
  });
}

const { searchPlaces, resolveBirthCity } = await tsImport(
  '../src/lib/astrology/gazetteer.ts',
  import.meta.url,
);

function timed(work) {
  const started = cpuMs();
  work();
  return cpuMs() - started;
}

// The first misspelt name of a letter normalises that letter's city names (once per isolate).
const coldTypos = [
  'Springfeld',
  'Mumbay',
  'Cinncinati',
  'Leningard',
  'Philadelfia',
  'Bejing',
  'Tallinnn',
].map((typo) => timed(() => searchPlaces(typo)));
const sorted = (list) => [...list].sort((a, b) => a - b);
const percentile = (list, share) => sorted(list)[Math.min(list.length - 1, Math.floor(list.length * share))];

const search = [];
const resolve = [];
for (let round = 0; round < 20; round += 1) {
  for (const query of PLACE_QUERIES) {
    search.push(timed(() => searchPlaces(query, 10)));
    resolve.push(timed(() => resolveBirthCity(query)));
  }
}
const line = (label, list) =>
  console.log(
    `${label.padEnd(28)}median ${percentile(list, 0.5).toFixed(2)} ms, p95 ${percentile(list, 0.95).toFixed(2)} ms, max ${Math.max(...list).toFixed(2)} ms`,
  );
line('autocomplete query', search);
line('typed city resolved', resolve);
line('first typo of a letter', coldTypos);
