import { houseCuspRows } from '../../lib/chart-view/house-table';
import '../../styles/chart.css';
import Glyphed from './Glyphed';

/** The twelve Placidus cusps: house, sign on the cusp, degree and minute. */
export default function HouseTable({ cusps, caption }: { cusps: readonly number[]; caption: string }) {
  return (
    <table className="chart-table" data-testid="house-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">House</th>
          <th scope="col">Sign</th>
          <th scope="col">Cusp</th>
        </tr>
      </thead>
      <tbody>
        {houseCuspRows(cusps).map((row) => (
          <tr key={row.house}>
            <th scope="row">{row.label}</th>
            <td>
              <Glyphed glyph={row.signGlyph} label={row.sign} />
            </td>
            <td className="chart-num">{row.degree}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
