/** The latest changes from the server's change history: who changed what, and when. */
import type { ActivityEntry } from '../../domain/dashboard/dashboard';
import { formatDate } from '../../i18n/format';
import { DASHBOARD_TEXTS as T, activitySentence } from './dashboard-texts';

const when = (at: string) =>
  formatDate(at, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function RecentActivity({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-activity-title">
      <h2 id="dashboard-activity-title" className="dashboard-panel__title">
        {T.recentActivity}
      </h2>
      {entries.length === 0 ? (
        <p className="dashboard-panel__empty">{T.noActivity}</p>
      ) : (
        <ol className="dashboard-activity">
          {entries.map((entry) => (
            <li key={entry.id} className="dashboard-activity__item">
              <span className="dashboard-activity__what">
                {activitySentence(entry.action, entry.who ?? T.someone, entry.entity, entry.label)}
              </span>
              <time className="dashboard-activity__when" dateTime={entry.at}>
                {when(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
