import { houseCuspRows } from '@/lib/chart-view/house-table';
import ChartTable from './ChartTable';
import Glyphed from './Glyphed';

/** The twelve cusps (in the chart's house system): house, sign on the cusp, degree and minute. */
export default function HouseTable({ cusps, caption }: { cusps: readonly number[]; caption: string }) {
  return (
    <ChartTable testId="house-table" caption={caption} columns={['House', 'Sign', 'Cusp']}>
      {houseCuspRows(cusps).map((row) => (
        <tr key={row.house}>
          <th scope="row">{row.label}</th>
          <td>
            <Glyphed glyph={row.signGlyph} label={row.sign} />
          </td>
          <td className="chart-num">{row.degree}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
