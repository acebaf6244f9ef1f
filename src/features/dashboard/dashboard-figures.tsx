/** The real figures under the counters: device states, content by type, and schools gone quiet. */
import { Link } from 'react-router-dom';
import type { Dashboard } from '../../domain/dashboard/dashboard';
import { formatNumber } from '../../i18n/format';
import { CONTENT_TYPE_LABELS, DASHBOARD_TEXTS as T, DEVICE_STATE_LABELS } from './dashboard-texts';

/** A panel of labelled figures; a number is written in the chosen language's digits. */
export function Breakdown<K extends string>({
  id,
  title,
  labels,
  counts,
}: {
  id: string;
  title: string;
  labels: Record<K, string>;
  counts: Record<K, number | string>;
}) {
  const keys = Object.keys(labels) as K[];
  return (
    <section className="dashboard-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dashboard-panel__title">
        {title}
      </h2>
      <dl className="dashboard-breakdown">
        {keys.map((key) => (
          <div key={key} className={`dashboard-breakdown__item dashboard-breakdown__item--${key}`}>
            <dt>{labels[key]}</dt>
            <dd>{typeof counts[key] === 'number' ? formatNumber(counts[key]) : counts[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DeviceStates({ devices }: { devices: Dashboard['devices'] }) {
  return <Breakdown id="dashboard-devices" title={T.devices} labels={DEVICE_STATE_LABELS} counts={devices} />;
}

export function ContentTypes({ content }: { content: Dashboard['contentByType'] }) {
  return <Breakdown id="dashboard-content" title={T.content} labels={CONTENT_TYPE_LABELS} counts={content} />;
}

export function QuietSchools({ quiet }: { quiet: Dashboard['quietSchools'] }) {
  const more = quiet.total - quiet.schools.length;
  return (
    <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-quiet-title">
      <h2 id="dashboard-quiet-title" className="dashboard-panel__title">
        {T.quietSchools()} <span className="dashboard-panel__count">({formatNumber(quiet.total)})</span>
      </h2>
      {quiet.total === 0 ? (
        <p className="dashboard-panel__empty">{T.noQuietSchools()}</p>
      ) : (
        <ul className="dashboard-list">
          {quiet.schools.map((school) => (
            <li key={school._id}>
              <Link to={`/schools/${school._id}`}>{school.school_name}</Link>
            </li>
          ))}
          {more > 0 && <li className="dashboard-list__more">{T.more(formatNumber(more))}</li>}
        </ul>
      )}
    </section>
  );
}
