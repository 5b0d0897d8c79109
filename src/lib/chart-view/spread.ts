/**
 * Keeps planet glyphs on a ring from overlapping: planets closer than `gap` degrees are fanned
 * out around the mean of their true positions, the way chart programs draw a stellium. The
 * wheel then draws a short connector from each true position to its glyph.
 */
import { normalizeDegrees } from '../astrology/angles';

interface Cluster {
  /** Positions (in the unwrapped order) of the glyphs in this cluster. */
  members: number[];
  mean: number;
}

const first = (cluster: Cluster, gap: number) => cluster.mean - ((cluster.members.length - 1) / 2) * gap;
const last = (cluster: Cluster, gap: number) => cluster.mean + ((cluster.members.length - 1) / 2) * gap;

/**
 * Display longitudes, in the input order, at least `gap` degrees apart (or 360/n if that is
 * all the circle allows). Each run of crowded glyphs is centred on its planets' mean, which
 * keeps every glyph as close to its planet as the spacing allows.
 */
export function spreadLongitudes(longitudes: readonly number[], requestedGap: number): number[] {
  const count = longitudes.length;
  if (count < 2) return longitudes.map(normalizeDegrees);
  const gap = Math.min(requestedGap, (360 / count) * 0.95);
  const order = longitudes
    .map((_, index) => index)
    .sort((a, b) => normalize(longitudes, a) - normalize(longitudes, b));
  const sorted = order.map((index) => normalize(longitudes, index));

  // Cut the circle in its widest empty stretch, so no cluster straddles the cut.
  let cut = 0;
  let widest = -1;
  sorted.forEach((value, k) => {
    const next = k + 1 < count ? sorted[k + 1]! : sorted[0]! + 360;
    if (next - value > widest) {
      widest = next - value;
      cut = (k + 1) % count;
    }
  });
  const line = sorted.map((_, k) => {
    const index = (cut + k) % count;
    return sorted[index]! + (index < cut ? 360 : 0);
  });

  let clusters: Cluster[] = line.map((value, k) => ({ members: [k], mean: value }));
  let merged = true;
  while (merged) {
    merged = false;
    for (let k = 0; k + 1 < clusters.length; k += 1) {
      const a = clusters[k]!;
      const b = clusters[k + 1]!;
      if (first(b, gap) - last(a, gap) >= gap - 1e-9) continue;
      const members = [...a.members, ...b.members];
      const mean = members.reduce((sum, member) => sum + line[member]!, 0) / members.length;
      clusters = [...clusters.slice(0, k), { members, mean }, ...clusters.slice(k + 2)];
      merged = true;
      break;
    }
  }

  const display = new Array<number>(count);
  for (const cluster of clusters) {
    cluster.members.forEach((member, j) => {
      const original = order[(cut + member) % count]!;
      display[original] = normalizeDegrees(first(cluster, gap) + j * gap);
    });
  }
  return display;
}

function normalize(longitudes: readonly number[], index: number): number {
  return normalizeDegrees(longitudes[index]!);
}
