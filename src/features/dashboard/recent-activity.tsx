/** The latest changes from the server's change history: who changed what, and when. */
import type { ActivityEntry } from '../../domain/dashboard/dashboard';
import { DASHBOARD_TEXTS as T, actionVerb, entityNoun } from './dashboard-texts';

const when = (at: string) =>
  new Date(at).toLocaleString([], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

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
                <strong>{entry.who ?? T.someone}</strong> {actionVerb(entry.action)} the{' '}
                {entityNoun(entry.entity)}{' '}
                {entry.label && <span className="dashboard-activity__label">“{entry.label}”</span>}
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
