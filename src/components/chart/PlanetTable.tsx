import type { PlanetTable as PlanetTableModel } from '../../lib/chart-view/planet-table';
import '../../styles/chart.css';

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
                <span className="chart-glyph" aria-hidden="true">
                  {row.glyph}
                </span>{' '}
                {row.label}
              </span>
              {row.retrograde && (
                <span className="chart-retro" title="retrograde">
                  {' '}
                  <span aria-hidden="true">℞</span>
                  <span className="sr-only">retrograde</span>
                </span>
              )}
            </th>
            <td>
              <span className="chart-glyph" aria-hidden="true">
                {row.signGlyph}
              </span>{' '}
              {row.sign}
            </td>
            <td className="chart-num">{row.degree}</td>
            {table.housesKnown && <td className="chart-num">{row.house ?? '—'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
