import { useId } from 'react';
import type { AspectGrid as AspectGridModel } from '@/lib/chart-view/aspect-grid';
import AspectIcon from './AspectIcon';
import '@/styles/chart.css';

interface Props {
  grid: AspectGridModel;
  caption: string;
  /** Whose points the rows and the columns are, for screen readers ("Lena's", "Tomas's"); empty for one chart. */
  rowOwner?: string;
  columnOwner?: string;
}

/**
 * An aspect grid as a plain table (src/lib/chart-view/aspect-grid.ts): aspect glyph and orb in
 * each cell. Wider than a phone, so it scrolls sideways inside a focusable region.
 */
export default function AspectGrid({ grid, caption, rowOwner = '', columnOwner = '' }: Props) {
  const who = (owner: string) => (owner ? `${owner} ` : '');
  const titleId = useId();
  return (
    <div className="chart-grid-box">
      {/* The title sits outside the scroller so it stays readable on a phone; it names both. */}
      <p id={titleId} className="chart-grid-title">
        {caption}
      </p>
      {/* A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the line above */}
      <div className="chart-grid-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className="chart-grid" data-testid="aspect-grid" aria-labelledby={titleId}>
          <thead>
            <tr>
              <td />
              {grid.columns.map((column) => (
                <th key={column.point} scope="col" title={`${who(columnOwner)}${column.label}`}>
                  <span aria-hidden="true">{column.glyph}</span>
                  <span className="sr-only">{`${who(columnOwner)}${column.label}`}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, r) => (
              <tr key={row.point}>
                <th scope="row" title={`${who(rowOwner)}${row.label}`}>
                  <span className="chart-glyph" aria-hidden="true">
                    {row.glyph}
                  </span>
                  {rowOwner && <span className="sr-only">{who(rowOwner)}</span>}
                  <span className="chart-grid-name" aria-hidden={row.short !== row.label || undefined}>
                    {row.short}
                  </span>
                  {row.short !== row.label && <span className="sr-only">{row.label}</span>}
                </th>
                {grid.cells[r]!.map((cell, c) => {
                  if (grid.triangle && c > r) return <td key={c} className="chart-grid-void" />;
                  if (!cell) return <td key={c} />;
                  return (
                    <td key={c} className={`chart-grid-${cell.tone}`} title={cell.words}>
                      <AspectIcon aspect={cell.aspect} />
                      <span className="sr-only">{cell.words}</span>
                      <span className="chart-grid-orb" aria-hidden="true">
                        {cell.approximate && '≈'}
                        {cell.orb}
                        {cell.motion && <span className="chart-grid-motion">{cell.motion}</span>}
                        {cell.outOfSign && <span className="chart-grid-motion">✕</span>}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
