import type { ReactNode } from 'react';
import '@/styles/chart.css';

/** The frame of the chart's plain tables (planets, house cusps): caption, column headings, rows. */
export default function ChartTable({
  testId,
  caption,
  columns,
  children,
}: {
  testId: string;
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="chart-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
