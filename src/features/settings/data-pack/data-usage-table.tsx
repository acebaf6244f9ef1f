/** This month's and last month's bytes by kind (sent and received together), with their totals. */
import { startOfMonth } from '../../../data/data-pack/traffic-days';
import { TRAFFIC_KINDS, type TrafficKind } from '../../../data/data-pack/traffic-kinds';
import { usageTotal, type KindUsage } from '../../../data/data-pack/traffic-store';
import { formatDate } from '../../../i18n/format';
import { DATA_PACK_TEXTS as T } from './data-pack-texts';
import { formatBytes } from './format-bytes';
import type { MonthUsage } from './use-month-usage';

const kindLabel = (kind: TrafficKind): string => T[kind];
const bytesOf = (usage: KindUsage, kind: TrafficKind) => usage[kind].sent + usage[kind].received;
const monthName = (month: string) => formatDate(startOfMonth(month), { month: 'long', year: 'numeric' });

export function DataUsageTable({ current, previous }: { current: MonthUsage; previous: MonthUsage }) {
  const cell = (bytes: number) => (
    <td className="data-usage__bytes" data-bytes={bytes}>
      {formatBytes(bytes)}
    </td>
  );
  return (
    <div className="data-usage">
      <table className="data-usage__table" aria-describedby="data-usage-note">
        <caption>{T.usageCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.kind}</th>
            <th scope="col">{monthName(current.month)}</th>
            <th scope="col">{monthName(previous.month)}</th>
          </tr>
        </thead>
        <tbody>
          {TRAFFIC_KINDS.map((kind) => (
            <tr key={kind} data-kind={kind}>
              <th scope="row">{kindLabel(kind)}</th>
              {cell(bytesOf(current.usage, kind))}
              {cell(bytesOf(previous.usage, kind))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-kind="total">
            <th scope="row">{T.total}</th>
            {cell(usageTotal(current.usage))}
            {cell(usageTotal(previous.usage))}
          </tr>
        </tfoot>
      </table>
      <p id="data-usage-note" className="setting__hint">
        {T.usageNote}
      </p>
    </div>
  );
}
