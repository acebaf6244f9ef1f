/**
 * The headset fleet on the dashboard, from `fleet` in `GET /api/dashboard`: headsets seen in the last
 * 7 days of all, those out of date, minutes played per school, and the schools to visit.
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { FleetSummary } from '../../domain/headsets/headset';
import { formatDate, formatNumber } from '../../i18n/format';
import { t, texts } from '../../i18n/i18n';
import { ChartFigure } from './chart-figure';
import { Breakdown } from './dashboard-figures';

const FLEET_DAYS = 7;

export const FLEET_TEXTS = texts({
  fleet: 'Headsets',
  seen: () => t('Seen in the last {days} days', { days: FLEET_DAYS }),
  seenOf: (seen: number, all: number) => t('{seen} of {all}', { seen, all }),
  outOfDate: 'Lessons out of date',
  neverSeen: 'Never seen',
  minutes: () => t('Minutes of lessons played in the last {days} days', { days: FLEET_DAYS }),
  minutesAbout: 'Per school, most first.',
  school: 'School',
  minutesColumn: 'Minutes',
  unseen: () => t('Schools whose headsets were not seen for {days} days', { days: FLEET_DAYS }),
  noUnseen: () => t('Every school with headsets had one seen in the last {days} days.', { days: FLEET_DAYS }),
  seenOn: (count: number, when: string) =>
    t('{count, plural, one {# headset} other {# headsets}}, last seen {when}', { count, when }),
  neverSeenAt: (count: number) =>
    t('{count, plural, one {# headset} other {# headsets}}, never seen', { count }),
} as const);

function FleetCounts({ fleet }: { fleet: FleetSummary }) {
  return (
    <Breakdown
      id="dashboard-fleet"
      title={FLEET_TEXTS.fleet}
      labels={{
        seen: FLEET_TEXTS.seen(),
        'out-of-date': FLEET_TEXTS.outOfDate,
        'never-seen': FLEET_TEXTS.neverSeen,
      }}
      counts={{
        seen: FLEET_TEXTS.seenOf(fleet.seen_7d, fleet.headsets),
        'out-of-date': fleet.out_of_date,
        'never-seen': fleet.never_seen,
      }}
    />
  );
}

function UnseenSchools({ schools }: { schools: FleetSummary['unseen_schools'] }) {
  return (
    <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-unseen-title">
      <h2 id="dashboard-unseen-title" className="dashboard-panel__title">
        {FLEET_TEXTS.unseen()}{' '}
        <span className="dashboard-panel__count">({formatNumber(schools.length)})</span>
      </h2>
      {schools.length === 0 ? (
        <p className="dashboard-panel__empty">{FLEET_TEXTS.noUnseen()}</p>
      ) : (
        <ul className="dashboard-list">
          {schools.map((school) => (
            <li key={school.school_id}>
              <Link to={`/schools/${encodeURIComponent(school.school_id)}`}>{school.school_name}</Link>{' '}
              <span className="dashboard-panel__count">
                {school.last_seen_at
                  ? FLEET_TEXTS.seenOn(school.headsets, formatDate(school.last_seen_at))
                  : FLEET_TEXTS.neverSeenAt(school.headsets)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FleetFigures({ fleet }: { fleet: FleetSummary }) {
  const minutes = useMemo(
    () => fleet.minutes_by_school.map((row) => ({ label: row.school_name, value: row.minutes })),
    [fleet],
  );
  return (
    <>
      <FleetCounts fleet={fleet} />
      <ChartFigure
        id="dashboard-minutes"
        title={FLEET_TEXTS.minutes()}
        about={FLEET_TEXTS.minutesAbout}
        columns={[FLEET_TEXTS.school, FLEET_TEXTS.minutesColumn]}
        bars={minutes}
      />
      <UnseenSchools schools={fleet.unseen_schools} />
    </>
  );
}
