// The last twelve months of incentives as stacked bars (Approved and Paid, Pending, Reversed), an
// SVG that scales to the screen, with the same figures as a table for screen readers and for
// anyone who wants the numbers. Hand-drawn: twelve bars do not need a chart library's weight.
import type { EarningsChart_EarningsFragment } from '@/generated/graphql.ts';
import './earnings.css';

type Month = EarningsChart_EarningsFragment['months'][number];
const SERIES = [
  { key: 'paid', label: 'Paid', className: 'bar-paid' },
  { key: 'approved', label: 'Approved', className: 'bar-approved' },
  { key: 'pending', label: 'Pending', className: 'bar-pending' },
  { key: 'reversed', label: 'Reversed', className: 'bar-reversed' },
] as const;
const WIDTH = 600;
const HEIGHT = 200;
const BAR_GAP = 8;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1] ?? month} ${month.slice(2, 4)}`;
const monthTotal = (m: Month) => SERIES.reduce((sum, s) => sum + m.totals[s.key].amount.amount, 0);

export function EarningsChart({ months }: { months: readonly Month[] }) {
  const max = Math.max(1, ...months.map(monthTotal));
  const barWidth = WIDTH / Math.max(1, months.length) - BAR_GAP;
  return (
    <figure className="earnings-chart">
      <figcaption>Incentives credited per month, by state now</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`}
        role="img"
        aria-label="Incentives per month for the last twelve months"
      >
        {months.map((m, i) => {
          let y = HEIGHT;
          const x = i * (barWidth + BAR_GAP) + BAR_GAP / 2;
          return (
            <g key={m.month}>
              {SERIES.map((s) => {
                const h = (m.totals[s.key].amount.amount / max) * (HEIGHT - 8);
                y -= h;
                return h > 0 ? (
                  <rect key={s.key} className={s.className} x={x} y={y} width={barWidth} height={h} />
                ) : null;
              })}
              <text x={x + barWidth / 2} y={HEIGHT + 16} textAnchor="middle" className="earnings-chart-label">
                {monthLabel(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="earnings-legend" aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key}>
            <span className={`earnings-swatch ${s.className}`} /> {s.label}
          </li>
        ))}
      </ul>
      {/* A table is not shrunk by width: 1px; its wrapper is (else it widens the page on a phone). */}
      <div className="visually-hidden">
        <table>
          <caption>Incentives per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{m.totals[s.key].amount.formatted}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
