import { ALL_ASPECTS, ASPECTS } from '@/lib/astrology/aspects';
import AspectIcon from './AspectIcon';

interface Props {
  /** The birth chart's grid: the minor aspects too, and every mark. */
  natal?: boolean;
  /** A grid whose cells say applying or separating and out of sign (synastry, the couple charts). */
  marks?: boolean;
}

/** What the aspect symbols, marks and orb figures mean, under a grid. */
export default function AspectKey({ natal = false, marks = natal }: Props) {
  const shown = natal ? ALL_ASPECTS : ASPECTS;
  return (
    <p className="chart-key">
      {shown.map(({ name }) => (
        <span key={name}>
          <AspectIcon aspect={name} /> {name}
        </span>
      ))}
      <span>Orb: how far from exact, in degrees and minutes.</span>
      {marks && <span>a applying, s separating; ✕ out of sign; ≈ approximate (no birth time).</span>}
    </p>
  );
}
