import { useId, useRef } from 'react';
import type { WheelModel } from '@/lib/chart-view/wheel';
import { RETROGRADE, STATIONARY } from '@/lib/chart-view/glyphs';
import WheelDownload from './WheelDownload';
import '@/styles/chart.css';

/**
 * The chart wheel as inline SVG, drawn from src/lib/chart-view/wheel.ts. A plain component:
 * inside an island it renders in the browser, on an .astro page (no client directive) it is
 * static HTML. Each planet is focusable; its position shows in the centre on hover, tap and
 * keyboard focus by CSS alone (src/styles/chart.css), so no JavaScript is needed for it.
 */
export default function ChartWheel({
  model,
  download,
}: {
  model: WheelModel;
  /** In an island: offer the wheel as SVG and PNG files named after this title. */
  download?: string;
}) {
  const titleId = useId();
  const figure = useRef<HTMLElement>(null);
  const { center: c, radii: r } = model;
  return (
    <figure className="wheel" data-testid="chart-wheel" ref={figure}>
      <svg
        className="wheel-svg"
        viewBox={model.viewBox}
        role="group"
        aria-labelledby={titleId}
        data-rotation={model.rotation}
      >
        <title id={titleId}>{model.title}</title>
        <circle className="wheel-rim" cx={c.x} cy={c.y} r={r.outer} />
        <circle className="wheel-line" cx={c.x} cy={c.y} r={r.zodiac} />
        {model.bi && <circle className="wheel-line" cx={c.x} cy={c.y} r={r.middle} />}
        <circle className="wheel-hub" cx={c.x} cy={c.y} r={r.hub} />
        <circle className="wheel-line wheel-faint" cx={c.x} cy={c.y} r={r.aspects} />
        <g aria-hidden="true">
          {model.signs.map((sign) => (
            <g key={sign.sign}>
              <line className="wheel-line" {...sign.boundary} />
              <text className={`wheel-sign wheel-${sign.element}`} x={sign.at.x} y={sign.at.y}>
                {sign.glyph}
              </text>
            </g>
          ))}
          {model.ticks.map((tick) => (
            <line key={`${tick.x1},${tick.y1}`} className="wheel-line" {...tick} />
          ))}
          {model.houses.map((house) => (
            <g key={house.number}>
              <line className="wheel-cusp" {...house.cusp} />
              <text className="wheel-house" x={house.at.x} y={house.at.y}>
                {house.number}
              </text>
            </g>
          ))}
          {model.axes.map((axis) => (
            <g key={axis.name}>
              <line className="wheel-axis" {...axis.line} />
              <text className="wheel-axis-label" x={axis.at.x} y={axis.at.y}>
                {axis.name}
              </text>
            </g>
          ))}
          {model.aspects.map((aspect) => (
            <line key={aspect.key} className={`wheel-aspect wheel-${aspect.tone}`} {...aspect.line} />
          ))}
        </g>
        {model.glyphs.map((glyph) => (
          // A focusable image rather than a control: focus shows its position and does nothing else.
          <g
            key={glyph.key}
            className={`wheel-planet wheel-ring-${glyph.ring}`}
            tabIndex={0}
            role="img"
            aria-label={glyph.label}
            data-planet={glyph.planet}
          >
            <line className="wheel-marker" {...glyph.marker} />
            {glyph.connector && <line className="wheel-connector" {...glyph.connector} />}
            <circle className="wheel-hit" cx={glyph.at.x} cy={glyph.at.y} r={12} />
            <text className="wheel-glyph" x={glyph.at.x} y={glyph.at.y}>
              {glyph.glyph}
            </text>
            {(glyph.stationary || glyph.retrograde) && (
              <text className="wheel-retro" x={glyph.at.x + 10} y={glyph.at.y + 9}>
                {glyph.stationary ? STATIONARY : RETROGRADE}
              </text>
            )}
            <g className="wheel-tip">
              <circle cx={c.x} cy={c.y} r={r.aspects - 1} />
              {glyph.tip.map((line, index) => (
                <text
                  key={line}
                  className={index === 0 ? 'wheel-tip-head' : undefined}
                  x={c.x}
                  y={c.y + (index - (glyph.tip.length - 1) / 2) * 19}
                >
                  {line}
                </text>
              ))}
            </g>
          </g>
        ))}
      </svg>
      <figcaption className="wheel-caption">
        {model.caption} Tap, point at or tab to a planet or point for its exact position.
      </figcaption>
      {download && <WheelDownload figure={figure} title={download} />}
    </figure>
  );
}
