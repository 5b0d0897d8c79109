import { ALL_ASPECTS, ASPECTS } from '../../lib/astrology/aspects';
import AspectIcon from './AspectIcon';

/** What the aspect symbols, marks and orb figures mean, under a grid. */
export default function AspectKey({ natal = false }: { natal?: boolean }) {
  const shown = natal ? ALL_ASPECTS : ASPECTS;
  return (
    <p className="chart-key">
      {shown.map(({ name }) => (
        <span key={name}>
          <AspectIcon aspect={name} /> {name}
        </span>
      ))}
      <span>Orb: how far from exact, in degrees and minutes.</span>
      {natal && <span>a applying, s separating; ✕ out of sign; ≈ approximate (no birth time).</span>}
    </p>
  );
}
