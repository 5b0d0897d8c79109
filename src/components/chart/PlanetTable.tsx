import type { PlanetTable as PlanetTableModel } from '../../lib/chart-view/planet-table';
import { RETROGRADE } from '../../lib/chart-view/glyphs';
import '../../styles/chart.css';
import Glyphed from './Glyphed';

/**
 * One chart's placements as a plain table (src/lib/chart-view/planet-table.ts): planet, sign,
 * degree and minute, house when the birth time is known, and the retrograde mark.
 */
export default function PlanetTable({ table, caption }: { table: PlanetTableModel; caption: string }) {
  return (
    <table className="chart-table" data-testid="planet-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Planet</th>
          <th scope="col">Sign</th>
          <th scope="col">Degree</th>
          {table.housesKnown && <th scope="col">House</th>}
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  );
}
