// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from '@/admin/ui/DataTable';

/** The admin's one list table (src/admin/ui/DataTable.tsx): sorting, the empty state, the phone fold. */
afterEach(cleanup);

interface Model {
  name: string;
  calls: number;
}

const columns: Column<Model>[] = [
  { header: 'Model', cell: (row) => row.name, sortBy: (row) => row.name },
  { header: 'Calls', cell: (row) => String(row.calls), sortBy: (row) => row.calls, folds: true },
  { header: 'Note', cell: () => 'priced', folds: true },
];
const rows: Model[] = [
  { name: 'gpt-mini', calls: 12 },
  { name: 'claude', calls: 3 },
  { name: 'gemini', calls: 40 },
];

const firstColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

describe('DataTable', () => {
  it('keeps the given order, then sorts by a pressed header, and reverses on a second press', () => {
    render(
      <DataTable caption="By model" rows={rows} rowKey={(row) => row.name} columns={columns} empty="None" />,
    );
    expect(firstColumn()).toEqual(['gpt-mini', 'claude', 'gemini']);
    const calls = screen.getByRole('button', { name: /Calls/ });
    fireEvent.click(calls);
    expect(firstColumn()).toEqual(['claude', 'gpt-mini', 'gemini']);
    expect(calls.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(calls);
    expect(firstColumn()).toEqual(['gemini', 'gpt-mini', 'claude']);
    expect(calls.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Model/ }));
    expect(firstColumn()).toEqual(['claude', 'gemini', 'gpt-mini']);
    // A column without a sort value is a plain header.
    expect(screen.queryByRole('button', { name: /Note/ })).toBeNull();
  });

  it('says its empty sentence in one cell across the table when there are no rows', () => {
    render(
      <DataTable
        caption="By model"
        rows={[]}
        rowKey={(row: Model) => row.name}
        columns={columns}
        empty="No model used yet."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No model used yet.' });
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(screen.getByRole('table', { name: 'By model' })).toBeTruthy();
  });

  it('folds the columns a phone has no room for under the first cell, each named', () => {
    render(
      <DataTable
        caption="By model"
        rows={rows.slice(0, 1)}
        rowKey={(row) => row.name}
        columns={columns}
        empty="None"
      />,
    );
    const header = screen.getByRole('rowheader');
    const folded = within(header)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(folded).toEqual(['Calls:', 'Note:']);
    expect(
      within(header)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['12', 'priced']);
    // Those columns are cells from 640 px up only; the first column always is.
    const hidden = screen
      .getAllByRole('cell')
      .filter((cell) => cell.className.includes('hidden sm:table-cell'));
    expect(hidden.map((cell) => cell.textContent)).toEqual(['12', 'priced']);
  });

  it('puts a row’s detail on a line of its own across every column, and can hide a header from sight', () => {
    render(
      <DataTable
        caption="By model"
        rows={rows.slice(0, 2)}
        rowKey={(row) => row.name}
        columns={[...columns, { header: 'Actions', headerHidden: true, cell: () => 'Remove' }]}
        empty="None"
        detail={(row) => `About ${row.name}`}
      />,
    );
    const lines = screen.getAllByRole('row').map((row) => row.textContent);
    // The header row, then each row followed by its detail.
    expect([lines[2], lines[4]]).toEqual(['About gpt-mini', 'About claude']);
    expect(screen.getByRole('cell', { name: 'About claude' }).getAttribute('colspan')).toBe('4');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).querySelector('.sr-only')?.textContent).toBe(
      'Actions',
    );
  });
});
