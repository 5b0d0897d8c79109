import { ASPECT_GLYPHS } from '../../lib/chart-view/glyphs';
import type { AspectName } from '../../lib/astrology/contract';

/** What the aspect glyphs and the orb figures mean, under a grid. */
export default function AspectKey() {
  return (
    <p className="chart-key">
      {(Object.keys(ASPECT_GLYPHS) as AspectName[]).map((aspect) => (
        <span key={aspect}>
          <span className="chart-glyph" aria-hidden="true">
            {ASPECT_GLYPHS[aspect]}
          </span>{' '}
          {aspect}
        </span>
      ))}
      <span>Orb: how far from exact, in degrees and minutes.</span>
    </p>
  );
}
