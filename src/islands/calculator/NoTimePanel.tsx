import { useId } from 'react';
import type { AspectFact, NoTimeFacts } from '@/lib/astrology/contract';
import { formatPosition, pointLabel } from '@/lib/chart-view/format';
import { ASPECT_WORD, formatDegree } from '@/lib/astrology/narrative/grammar';

interface Props {
  noTime: NoTimeFacts;
  /** The chart's aspects; the approximate ones (the Moon's) are listed here with their range. */
  aspects: readonly AspectFact[];
}

/**
 * What a chart without a birth time can still say (docs/birth-chart.md#no-birth-time): what is
 * certain, the Moon's path over the day, the rising sign by time of day, and the Moon's aspects
 * with the orbs they can have.
 */
export default function NoTimePanel({ noTime, aspects }: Props) {
  const headingId = useId();
  const risingId = useId();
  const { moon } = noTime;
  const clock = noTime.clock === 'UTC' ? ' UTC' : '';
  const moonAspects = aspects.filter((aspect) => aspect.approximate && aspect.orbRange);
  return (
    <section className="grid gap-5" aria-labelledby={headingId} data-testid="no-time">
      <h3 id={headingId} className="chart-heading">
        Without a birth time
      </h3>
      <ul className="calc-list">
        <li>
          <b>Certain:</b> the signs of the Sun and of Mercury to Pluto (unless the notes above say one changed
          sign that day), of the nodes, Lilith and Chiron. <b>Unknown:</b> the Ascendant, the Midheaven and
          the houses, which turn through the whole zodiac in a day, and the Part of Fortune, which follows
          them.
        </li>
        <li data-testid="moon-range">
          <b>The Moon</b> moved from {formatPosition(moon.start.degree, moon.start.sign)} to{' '}
          {formatPosition(moon.end.degree, moon.end.sign)} over your birth day
          {moon.ingress
            ? `, entering ${moon.ingress.to} at ${moon.ingress.time}${clock}: born before then, your Moon is in ${moon.ingress.from}; after, in ${moon.ingress.to}.`
            : `, all of it in ${moon.start.sign}.`}
        </li>
      </ul>

      {noTime.risingSigns ? (
        <div className="chart-rising">
          <h4 id={risingId} className="chart-balance-title">
            Your rising sign by birth time
          </h4>
          <p className="text-sm text-star-200">
            If you know roughly when you were born, find your rising sign here (times on the clocks of your
            birthplace{clock}).
          </p>
          <table className="chart-table" data-testid="rising-signs" aria-labelledby={risingId}>
            <thead>
              <tr>
                <th scope="col">Born between</th>
                <th scope="col">Rising sign</th>
              </tr>
            </thead>
            <tbody>
              {noTime.risingSigns.map((span) => (
                <tr key={span.fromUtc}>
                  <td className="chart-num">
                    {span.from}–{span.to}
                  </td>
                  <th scope="row">{span.sign}</th>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-star-200">
          With your birthplace we could also show which sign was rising at each hour of the day.
        </p>
      )}

      {moonAspects.length > 0 && (
        <div>
          <h4 className="chart-balance-title">The Moon’s aspects are approximate</h4>
          <ul className="calc-list" data-testid="moon-aspects">
            {moonAspects.map((aspect) => (
              <li key={`${aspect.to}-${aspect.aspect}`}>
                <b>
                  Moon {ASPECT_WORD[aspect.aspect]} {pointLabel(aspect.to)}
                </b>
                {aspect.orbWindow &&
                  `: within orb for a birth between ${aspect.orbWindow.from} and ${aspect.orbWindow.to}`}
                ; over the whole day its orb runs from {formatDegree(aspect.orbRange![0])} to{' '}
                {formatDegree(aspect.orbRange![1])}.
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
