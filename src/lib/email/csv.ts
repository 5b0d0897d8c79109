/**
 * CSV export for the subscriber list (RFC 4180: comma-separated, CRLF line ends, fields quoted
 * when they hold a comma, quote or line break, quotes doubled).
 *
 * Spreadsheets run a cell that starts with =, +, -, @, a tab or a carriage return as a formula
 * (CSV injection). Anything a visitor typed, such as a source tag, could start that way, so such
 * a cell is prefixed with an apostrophe, which spreadsheets show as text and do not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** The whole file: a header line, one line per row, each line ending in CRLF. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
