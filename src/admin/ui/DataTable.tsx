import { Fragment, useState, type ReactNode } from 'react';

/** One column of a DataTable. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without one does not sort. */
  sortBy?: (row: Row) => string | number;
  /**
   * Shown as a column from 640 px up; on a phone its value is folded under the first cell
   * ("Header: value"), so nothing scrolls sideways. The first column is always a column.
   */
  folds?: boolean;
  /** The cell's text style (the first column is the row's header and reads brighter). */
  className?: string;
  /** The header is said to screen readers only (a column of buttons needs no visible title). */
  headerHidden?: boolean;
}

interface Sort {
  column: number;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<Row> {
  /** Said to screen readers; shown as the table's title unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  /** What an empty table says instead of rows. */
  empty: ReactNode;
  /** The order the rows start in (they come in the order given until a header is pressed). */
  initialSort?: Sort;
  /** More about a row, on a line of its own under it, across every column (e.g. a disclosure). */
  detail?: (row: Row) => ReactNode;
}

function compare<Row>(sortBy: (row: Row) => string | number, direction: Sort['direction']) {
  const sign = direction === 'ascending' ? 1 : -1;
  return (a: Row, b: Row) => {
    const [x, y] = [sortBy(a), sortBy(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order;
  };
}

/**
 * The admin's one list table (docs/admin.md#lists): a caption, column headers that sort when
 * pressed (aria-sort says how), a sentence instead of rows when there are none, and on a phone
 * the first column alone with the others folded under it.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  rows,
  rowKey,
  columns,
  empty,
  initialSort,
  detail,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const sortBy = sort ? columns[sort.column]?.sortBy : undefined;
  const shown = sort && sortBy ? [...rows].sort(compare(sortBy, sort.direction)) : rows;
  const press = (column: number) =>
    setSort((current) => ({
      column,
      direction: current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  const wideOnly = (column: Column<Row>, index: number) => index > 0 && column.folds;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className={captionHidden ? 'sr-only' : 'mb-2 text-left font-semibold text-star-50'}>
          {caption}
        </caption>
        <thead className="text-star-300">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                aria-sort={sort?.column === index ? sort.direction : undefined}
                className={`p-2 font-semibold ${wideOnly(column, index) ? 'hidden sm:table-cell' : ''}`}
              >
                {column.sortBy ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 font-semibold hover:text-star-50"
                    onClick={() => press(index)}
                  >
                    {column.header}
                    <span aria-hidden="true">
                      {sort?.column === index ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : column.headerHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="p-2 text-star-300">
                {empty}
              </td>
            </tr>
          )}
          {shown.map((row) => (
            <Fragment key={rowKey(row)}>
              <tr className="border-t border-night-700 align-top">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th
                      key={column.header}
                      scope="row"
                      className={`p-2 font-normal ${column.className ?? 'text-star-100'}`}
                    >
                      {column.cell(row)}
                      <FoldedValues row={row} columns={columns.filter(wideOnly)} />
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      className={`p-2 ${column.className ?? 'text-star-200'} ${wideOnly(column, index) ? 'hidden sm:table-cell' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
              {detail && (
                <tr>
                  <td colSpan={columns.length} className="px-2 pb-3">
                    {detail(row)}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone's view of the columns it has no room for, under the row's first cell. */
function FoldedValues<Row>({ row, columns }: { row: Row; columns: readonly Column<Row>[] }) {
  if (columns.length === 0) return null;
  return (
    <dl className="mt-1 grid gap-0.5 text-xs text-star-300 sm:hidden">
      {columns.map((column) => (
        // Inline, so a long value runs on after its name instead of dropping to a line of its own.
        <div key={column.header}>
          <dt className="inline">{column.header}:</dt> <dd className="inline">{column.cell(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
