import type { PlanetTable as PlanetTableModel } from '../../lib/chart-view/planet-table';
import { RETROGRADE } from '../../lib/chart-view/glyphs';
import ChartTable from './ChartTable';
import Glyphed from './Glyphed';

/**
 * One chart's placements as a plain table (src/lib/chart-view/planet-table.ts): planet, sign,
 * degree and minute, house when the birth time is known, and the retrograde mark.
 */
export default function PlanetTable({ table, caption }: { table: PlanetTableModel; caption: string }) {
  return (
    <ChartTable
      testId="planet-table"
      caption={caption}
      columns={table.housesKnown ? ['Planet', 'Sign', 'Degree', 'House'] : ['Planet', 'Sign', 'Degree']}
    >
      {table.rows.map((row) => (
        <tr key={row.point}>
          <th scope="row">
            <span className="chart-point">
              <Glyphed glyph={row.glyph} label={row.label} />
            </span>
            {row.retrograde && (
              <span className="chart-retro" title="retrograde">
                {' '}
                <span aria-hidden="true">{RETROGRADE}</span>
                <span className="sr-only">retrograde</span>
              </span>
            )}
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
