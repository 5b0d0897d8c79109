import type { PlanetTable as PlanetTableModel, PlanetRow } from '@/lib/chart-view/planet-table';
import { RETROGRADE, STATIONARY } from '@/lib/chart-view/glyphs';
import ChartTable from './ChartTable';
import Glyphed from './Glyphed';

/** ℞ or S after a name, with its meaning for screen readers and on hover. */
function MotionMark({ row }: { row: PlanetRow }) {
  if (!row.motion) return null;
  const stationary = row.motion !== 'retrograde';
  const words =
    row.motion === 'retrograde'
      ? 'retrograde'
      : `stationary, turning ${row.motion === 'stationary-retrograde' ? 'retrograde' : 'direct'}`;
  return (
    <span className="chart-retro" title={words}>
      {' '}
      <span aria-hidden="true">{stationary ? STATIONARY : RETROGRADE}</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}

/**
 * One chart's placements as a plain table (src/lib/chart-view/planet-table.ts): planet or
 * point, sign, degree and minute, house when the birth time is known, and ℞ or S.
 */
export default function PlanetTable({ table, caption }: { table: PlanetTableModel; caption: string }) {
  return (
    <ChartTable
      testId="planet-table"
      caption={caption}
      columns={table.housesKnown ? ['Planet', 'Sign', 'Degree', 'House'] : ['Planet', 'Sign', 'Degree']}
    >
      {table.rows.map((row, index) => (
        <tr
          key={row.point}
          data-point={row.point}
          className={row.kind !== table.rows[index - 1]?.kind && index > 0 ? 'chart-row-break' : undefined}
        >
          <th scope="row">
            <span className="chart-point">
              <Glyphed glyph={row.glyph} label={row.label} />
            </span>
            <MotionMark row={row} />
          </th>
          <td>
            <Glyphed glyph={row.signGlyph} label={row.sign} />
          </td>
          <td className="chart-num">{row.degree}</td>
          {table.housesKnown && <td className="chart-num">{row.house ?? '—'}</td>}
        </tr>
      ))}
    </ChartTable>
  );
}
