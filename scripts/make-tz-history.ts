// Builds src/lib/astrology/tz-history.json: the clock history before 1970 of every time zone the
// birth-place atlas and the famous charts use, from the full IANA time-zone database as Debian's
// `tzdata` package compiles it, *with* the `backzone` file (docs/atlas.md). The runtime's Intl
// (and luxon on top of it) is built without backzone: it gives Amsterdam 1935 Brussels' +1:00
// instead of +0:19:32, Oslo 1962 Berlin's rules, and so on. From 1970 on, backzone and the
// default build agree by definition, so the instant module (instant.ts) reads this file before
// 1970 and Intl after it; this script checks that agreement at every transition up to 2037.
//
// Needs Debian's tzdata (apt-get install tzdata) only when regenerating; the tests read the
// checked-in file and pin its values:
//   npx tsx scripts/make-tz-history.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { IANAZone } from 'luxon';
import type { TzHistory, TzZoneHistory } from '../src/lib/astrology/tz-history-data';

export const OUT = 'src/lib/astrology/tz-history.json';
const ZONEINFO = '/usr/share/zoneinfo';
/** The data stops here (1970-01-01T00:00Z, in seconds): Intl is right from then on. */
const UNTIL = 0;

interface TzifType {
  offset: number;
  isDst: boolean;
  abbreviation: string;
}

interface Tzif {
  times: number[];
  typeIndices: number[];
  types: TzifType[];
}

/** Reads the 64-bit (version 2+) body of a TZif file (RFC 8536). */
export function parseTzif(buffer: Buffer): Tzif {
  const header = (at: number) => ({
    version: buffer[at + 4]!,
    isutcnt: buffer.readUInt32BE(at + 20),
    isstdcnt: buffer.readUInt32BE(at + 24),
    leapcnt: buffer.readUInt32BE(at + 28),
    timecnt: buffer.readUInt32BE(at + 32),
    typecnt: buffer.readUInt32BE(at + 36),
    charcnt: buffer.readUInt32BE(at + 40),
  });
  const first = header(0);
  if (buffer.toString('latin1', 0, 4) !== 'TZif' || first.version < 0x32)
    throw new Error('not a TZif file of version 2 or later');
  // Skip the 32-bit body to reach the second header.
  const v1Size =
    first.timecnt * 5 +
    first.typecnt * 6 +
    first.charcnt +
    first.leapcnt * 8 +
    first.isstdcnt +
    first.isutcnt;
  const start = 44 + v1Size;
  const h = header(start);
  let at = start + 44;
  const times: number[] = [];
  for (let index = 0; index < h.timecnt; index += 1, at += 8) times.push(Number(buffer.readBigInt64BE(at)));
  const typeIndices: number[] = [];
  for (let index = 0; index < h.timecnt; index += 1, at += 1) typeIndices.push(buffer[at]!);
  const raw: Array<{ offset: number; isDst: boolean; abbrIndex: number }> = [];
  for (let index = 0; index < h.typecnt; index += 1, at += 6)
    raw.push({ offset: buffer.readInt32BE(at), isDst: buffer[at + 4] === 1, abbrIndex: buffer[at + 5]! });
  const chars = buffer.toString('latin1', at, at + h.charcnt);
  const types = raw.map(({ offset, isDst, abbrIndex }) => ({
    offset,
    isDst,
    abbreviation: chars.slice(abbrIndex, chars.indexOf('\0', abbrIndex)),
  }));
  return { times, typeIndices, types };
}

/** The tz release Debian compiled, and whether its build included backzone ("# version 2025b"). */
export function tzdataVersion(): string {
  const head = readFileSync(`${ZONEINFO}/tzdata.zi`, 'utf8').split('\n', 3);
  const version = /^# version (\S+)/.exec(head[0] ?? '')?.[1];
  if (!version) throw new Error('tzdata.zi names no version');
  if (!head.some((line) => line.includes('backzone')))
    throw new Error('this tzdata was built without backzone: its pre-1970 history is merged');
  return version;
}

/**
 * One zone's history before 1970: each period's offset, its daylight saving (the offset above
 * the standard offset in force, 0 for standard time) and its abbreviation ("LMT" marks the zone
 * city's local mean time, which instant.ts replaces by the birthplace's own).
 */
export function zoneHistory(tzif: Tzif): TzZoneHistory {
  const kinds: Array<[number, number, string]> = [];
  const kindOf = (offset: number, save: number, abbreviation: string) => {
    let index = kinds.findIndex(([o, s, a]) => o === offset && s === save && a === abbreviation);
    if (index < 0) index = kinds.push([offset, save, abbreviation]) - 1;
    return index;
  };
  // RFC 8536: type 0 applies before the first transition.
  const type0 = tzif.types[0]!;
  let standard = type0.isDst ? type0.offset - 3600 : type0.offset;
  const initial = kindOf(type0.offset, type0.offset - standard, type0.abbreviation);
  const at: number[] = [];
  const kind: number[] = [];
  let previous = 0;
  tzif.times.forEach((time, index) => {
    if (time >= UNTIL) return;
    const type = tzif.types[tzif.typeIndices[index]!]!;
    if (!type.isDst) standard = type.offset;
    const save = type.isDst ? type.offset - standard : 0;
    at.push(time - previous);
    previous = time;
    kind.push(kindOf(type.offset, save, type.abbreviation));
  });
  return { kinds, initial, at, kind };
}

/** The zone's offset (seconds) at a UTC second, by the TZif data. */
function tzifOffsetAt(tzif: Tzif, second: number): number {
  let type = 0;
  for (let index = 0; index < tzif.times.length && tzif.times[index]! <= second; index += 1)
    type = tzif.typeIndices[index]!;
  return tzif.types[type]!.offset;
}

/** Transitions from 1970 to 2037 where Intl and the full database disagree (there should be none). */
function disagreementsSince1970(zone: string, tzif: Tzif): string[] {
  const intl = IANAZone.create(zone);
  const found: string[] = [];
  for (const time of tzif.times) {
    if (time < UNTIL || time > 2_145_916_800) continue;
    for (const second of [time - 1, time, time + 3600 * 24 * 30]) {
      const expected = tzifOffsetAt(tzif, second);
      const given = Math.round(intl.offset(second * 1000) * 60);
      if (expected !== given)
        found.push(`${zone} ${new Date(second * 1000).toISOString()}: tz ${expected}s, Intl ${given}s`);
    }
  }
  return found;
}

/** The zones to cover: the atlas's and the famous charts'. */
function zonesInUse(): string[] {
  const atlas = JSON.parse(readFileSync('src/lib/astrology/atlas.json', 'utf8')) as { zones: string[] };
  const celebrities = JSON.parse(readFileSync('content/celebrities/celebrities.json', 'utf8')) as Array<{
    place: { timezone: string };
  }>;
  return [...new Set([...atlas.zones, ...celebrities.map((entry) => entry.place.timezone)])]
    .filter((zone) => zone !== 'UTC' && zone !== 'Etc/UTC')
    .sort();
}

export function makeTzHistory(): { history: TzHistory; warnings: string[] } {
  const zones: Record<string, TzZoneHistory> = {};
  const warnings: string[] = [];
  for (const zone of zonesInUse()) {
    const tzif = parseTzif(readFileSync(`${ZONEINFO}/${zone}`));
    zones[zone] = zoneHistory(tzif);
    warnings.push(...disagreementsSince1970(zone, tzif));
  }
  return {
    history: {
      source: `IANA tz ${tzdataVersion()} with backzone (Debian tzdata), before 1970; scripts/make-tz-history.ts`,
      until: UNTIL,
      zones,
    },
    warnings,
  };
}

if (process.argv[1]?.endsWith('make-tz-history.ts')) {
  const { history, warnings } = makeTzHistory();
  writeFileSync(OUT, `${JSON.stringify(history)}\n`);
  const transitions = Object.values(history.zones).reduce((sum, zone) => sum + zone.at.length, 0);
  console.log(`${OUT}: ${Object.keys(history.zones).length} zones, ${transitions} transitions before 1970`);
  for (const warning of warnings.slice(0, 40)) console.warn(`Intl differs after 1970: ${warning}`);
  if (warnings.length > 40) console.warn(`… ${warnings.length - 40} more`);
}
