import { useId } from 'react';
import type { BalanceFacts } from '@/lib/astrology/contract';
import { balanceMeaning, balanceRows, type BalanceRow } from '@/lib/chart-view/balance-view';
import '@/styles/chart.css';

interface Props {
  balance: BalanceFacts;
  heading: string;
  /** The page's balance copy (src/lib/chart-view/balance-view.ts, BalanceCopy); ties are named as ties. */
  meanings: Record<string, string>;
}

function Bars<K extends string>({ title, rows }: { title: string; rows: BalanceRow<K>[] }) {
  return (
    <div>
      <h4 className="chart-balance-title">{title}</h4>
      <ul className="chart-balance-list" role="list">
        {rows.map((row) => (
          <li
            key={row.key}
            className={`chart-balance-row chart-balance-${row.key}`}
            data-dominant={row.dominant || undefined}
          >
            <span className="chart-balance-label">{row.label}</span>
            <span className="chart-balance-track" aria-hidden="true">
              <span className="chart-balance-fill" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="chart-num">{row.percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The element and modality balance as bars, with what the strongest of each tends to mean. */
export default function BalanceBars({ balance, heading, meanings }: Props) {
  const headingId = useId();
  const { elements, modalities } = balanceRows(balance);
  return (
    <section className="chart-balance" aria-labelledby={headingId} data-testid="chart-balance">
      <h3 id={headingId} className="chart-heading">
        {heading}
      </h3>
      <div className="chart-balance-groups">
        <Bars title="Elements" rows={elements} />
        <Bars title="Modalities" rows={modalities} />
      </div>
      <p className="chart-balance-meaning">{balanceMeaning(balance, meanings)}</p>
    </section>
  );
}
