/**
 * /dashboard (super administrator): the four counters and the programme's real figures (the headset
 * fleet's among them) from `GET /api/dashboard`, the last answer kept on the device and labelled as
 * saved data when the server cannot be asked.
 */
import { classTitle } from '../../ui/class-title';
import { useMemo } from 'react';
import type { Dashboard } from '../../domain/dashboard/dashboard';
import { ErrorBox } from '../../ui/message-box';
import { PageHeader } from '../../ui/page-header';
import { SavedDataNotice } from '../../ui/saved-data-notice';
import { Spinner } from '../../ui/spinner';
import { StatCards } from '../../ui/stat-cards';
import { TryAgainButton } from '../../ui/try-again-button';
import { ChartFigure } from './chart-figure';
import { ContentTypes, DeviceStates, QuietSchools } from './dashboard-figures';
import { COUNTER_TITLES, DASHBOARD_TEXTS as T } from './dashboard-texts';
import { FleetFigures } from './fleet-figures';
import { RecentActivity } from './recent-activity';
import { useDashboard, type DashboardView } from './use-dashboard';
import '../../styles/dashboard.css';

function Counters({ counters }: { counters: Dashboard['counters'] | null }) {
  const keys = Object.keys(COUNTER_TITLES) as (keyof typeof COUNTER_TITLES)[];
  return (
    <StatCards
      label={T.counters}
      cards={keys.map((key) => ({ label: COUNTER_TITLES[key], value: counters?.[key] ?? null }))}
    />
  );
}

function Figures({ figures }: { figures: Dashboard }) {
  // New bars only with new figures: a chart is drawn again only when its figures change.
  const pupils = useMemo(
    () => figures.pupilsPerSchool.map((row) => ({ label: row.school_name, value: row.pupils })),
    [figures],
  );
  const classes = useMemo(
    () => figures.contentPerClass.map((row) => ({ label: classTitle(row), value: row.contents })),
    [figures],
  );
  return (
    <div className="dashboard-grid">
      <DeviceStates devices={figures.devices} />
      <ContentTypes content={figures.contentByType} />
      {figures.fleet && <FleetFigures fleet={figures.fleet} />}
      <ChartFigure
        id="dashboard-pupils"
        title={T.pupilsPerSchool}
        about={T.pupilsPerSchoolAbout}
        columns={[T.school, T.pupils]}
        bars={pupils}
      />
      <ChartFigure
        id="dashboard-classes"
        title={T.contentPerClass}
        about={T.contentPerClassAbout}
        columns={[T.class, T.contentItems]}
        bars={classes}
      />
      <RecentActivity entries={figures.recentActivity} />
      <QuietSchools quiet={figures.quietSchools} />
    </div>
  );
}

/** Why the figures shown are not fresh from the server, and a way to ask again. */
function Freshness({ view }: { view: DashboardView }) {
  const { saved, online, error, loading, refresh } = view;
  const failed = online && error !== null && !loading;
  return (
    <>
      {(!online || failed) && <SavedDataNotice pulledAt={saved?.savedAt ?? null} offline={!online} />}
      {failed && (
        <ErrorBox>
          <p>
            {saved ? T.refreshFailed : T.loadFailed}: {error}
          </p>
          <TryAgainButton onRetry={refresh} />
        </ErrorBox>
      )}
      {online && loading && saved && <Spinner label={T.refreshing} />}
    </>
  );
}

export function DashboardPage() {
  const view = useDashboard();
  const figures = view.saved?.value ?? null;
  const waiting = view.saved === undefined || (figures === null && view.online && view.error === null);
  return (
    <section className="page dashboard">
      <PageHeader title={T.title} />
      <Freshness view={view} />
      <Counters counters={figures?.counters ?? null} />
      {figures ? <Figures figures={figures} /> : waiting && <Spinner label={T.loading} />}
    </section>
  );
}
