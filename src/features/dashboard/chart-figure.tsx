/** A chart with its text alternative: the same figures as a table for screen readers, the picture loaded lazily. */
import { Suspense, lazy } from 'react';
import type { Bar } from './bar-chart';
import { formatNumber } from '../../i18n/format';
import { Contained } from '../../ui/contained';
import { DASHBOARD_TEXTS as T } from './dashboard-texts';

const BarChart = lazy(() => import('./bar-chart'));

export function ChartFigure({
  id,
  title,
  about,
  bars,
  columns,
}: {
  id: string;
  title: string;
  about: string;
  bars: readonly Bar[];
  /** The table's headings: what each bar is, and what its value counts. */
  columns: [string, string];
}) {
  return (
    <section className="dashboard-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dashboard-panel__title">
        {title}
      </h2>
      <p className="dashboard-panel__about">{about}</p>
      {bars.length === 0 ? (
        <p className="dashboard-panel__empty">{T.noFigures}</p>
      ) : (
        <figure className="dashboard-chart">
          {/* A chart that cannot load or draw (its chunk missing offline, no canvas) leaves the figures' table. */}
          <Contained instead={null}>
            <Suspense fallback={<div className="bar-chart" aria-hidden="true" />}>
              <BarChart bars={bars} />
            </Suspense>
          </Contained>
          {/* Hidden by a wrapper: a table ignores the 1 px box and would widen the page. */}
          <div className="visually-hidden">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar, index) => (
                  <tr key={`${index}:${bar.label}`}>
                    <th scope="row">{bar.label}</th>
                    <td>{formatNumber(bar.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </section>
  );
}
