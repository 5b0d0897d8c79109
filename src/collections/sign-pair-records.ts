/**
 * The ONE place the sign-pairing pages load their content and figures: the prose of every pair
 * (checked to cover all 78), the shared copy, and the statistics of the fixed sample, computed
 * once per build and shared by the hub and the 78 pair pages.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { computeSignPairFigures, type SignPairFigures } from '../lib/sign-pairs/build';
import { proseByPair } from '../lib/sign-pairs/prose';
import { SIGN_PAIR_SAMPLE } from '../lib/sign-pairs/sample';

export type PairProseEntry = CollectionEntry<'signPairs'>['data'];
export type SignPairGuide = CollectionEntry<'signPairGuide'>['data'];

let figures: SignPairFigures | undefined;

/** The statistics of all 78 pairings; the first call computes them and prints how long it took. */
export function loadSignPairFigures(): SignPairFigures {
  if (!figures) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    figures = computeSignPairFigures(SIGN_PAIR_SAMPLE);
    // Wall time depends on what else the machine runs; CPU time is what the build itself adds.
    const { user, system } = process.cpuUsage(cpu);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(
      `[sign-pairs] statistics of ${figures.byPair.size} pairings: ${seconds(performance.now() - started)} (${seconds((user + system) / 1000)} CPU)`,
    );
  }
  return figures;
}

export async function loadPairProse(): Promise<Map<string, PairProseEntry>> {
  return proseByPair((await getCollection('signPairs')).map((entry) => entry.data));
}

export async function loadSignPairGuide(): Promise<SignPairGuide> {
  const entry = await getEntry('signPairGuide', 'guide');
  if (!entry) throw new Error('content/sign-pairs/guide.yaml is missing');
  return entry.data;
}
