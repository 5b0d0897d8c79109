import { ASPECTS } from '../../lib/astrology/aspects';
import AspectIcon from './AspectIcon';

/** What the aspect symbols and the orb figures mean, under a grid. */
export default function AspectKey() {
  return (
    <p className="chart-key">
      {ASPECTS.map(({ name }) => (
        <span key={name}>
          <AspectIcon aspect={name} /> {name}
        </span>
      ))}
      <span>Orb: how far from exact, in degrees and minutes.</span>
    </p>
  );
}
