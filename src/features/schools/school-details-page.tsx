import { useMemo, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ScopeView } from '../../data/sync/use-scope';
import { useSession } from '../../data/session/session-store';
import { SCHOOL_API_MESSAGES } from '../../domain/schools/school-messages';
import { SCHOOL_COUNTED, type SchoolCountedEntity } from '../../domain/sync/entity-screens';
import { t } from '../../i18n/i18n';
import { NotOnDeviceNotice } from '../../ui/not-on-device-notice';
import { PageHeader } from '../../ui/page-header';
import { SavedDataNotice } from '../../ui/saved-data-notice';
import { Spinner } from '../../ui/spinner';
import { TryAgainButton } from '../../ui/try-again-button';
import { ClassList } from './class-list';
import { ClassPanel } from './class-panel';
import { countOf, type SchoolRecord } from './school-record';
import { classDetails, type SchoolMirror } from './school-stats';
import { SchoolHeaderCard, SchoolLinks, SchoolStatCards, type SchoolCounts } from './school-summary';
import { useSchoolDetails } from './use-school-details';
import '../../styles/schools.css';

/** Nothing of this school's own data (classes, pupils) has reached this device yet. */
function neverPulled(mirror: SchoolMirror, scope: ScopeView): boolean {
  return scope.pulledAt === null && mirror.classes.length === 0 && mirror.students.length === 0;
}

/** Counted from the mirror; before this school's data ever reached the device, the counts its row carries. */
function countsOf(mirror: SchoolMirror, scope: ScopeView): SchoolCounts | null {
  if (!scope.ready) return null;
  const { school } = mirror;
  const count =
    school && neverPulled(mirror, scope)
      ? (entity: SchoolCountedEntity) => countOf(school, entity)
      : (entity: SchoolCountedEntity) => mirror[entity].length;
  return Object.fromEntries(SCHOOL_COUNTED.map((entity) => [entity, count(entity)])) as SchoolCounts;
}

function SchoolMissing({ scope }: { scope: ScopeView }) {
  const superAdmin = useSession((s) => s.role === 'super_admin');
  const offline = !scope.online;
  return (
    <div className="schools-empty" role="status">
      <p className="schools-empty__title">
        {offline ? t('This school is not saved on this device') : t(SCHOOL_API_MESSAGES.notFound)}
      </p>
      <p className="schools-empty__hint">
        {offline
          ? t(
              'You are offline. Connect to the internet once to open this school; it will then work offline too.',
            )
          : t(scope.error ?? 'It may have been removed, or you may not have access to it.')}
      </p>
      <div className="schools-empty__actions">
        {!offline && <TryAgainButton onRetry={() => scope.refresh()} />}
        {superAdmin && (
          <Link to="/schools" className="button button--secondary">
            {t('Back to Schools')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** What the school's year offers under its header (starting or undoing the new year), given by the app. */
export type SchoolYearActions = ComponentType<{ schoolId: string; school: SchoolRecord }>;

/** /schools/:schoolId, School details: read from the device's mirror of the school, so it opens offline. */
export function SchoolDetailsPage({ yearActions: YearActions }: { yearActions?: SchoolYearActions }) {
  const schoolId = useParams().schoolId ?? '';
  const { scope, mirror } = useSchoolDetails(schoolId);
  const [chosen, setChosen] = useState<string | null>(null);

  const classes = useMemo(() => mirror?.classes ?? [], [mirror]);
  const selected = classes.find((klass) => klass._id === chosen) ?? classes[0] ?? null;
  const details = useMemo(
    () => (selected && mirror ? classDetails(selected, mirror) : null),
    [selected, mirror],
  );
  // Offline, or the first download failed: the school's row is here (from the list), its data is not.
  const notOnDevice = !!mirror?.school && scope.ready && neverPulled(mirror, scope);
  const notice = (scope.stale || !scope.online) && !notOnDevice && (
    <SavedDataNotice pulledAt={scope.pulledAt} offline={!scope.online} />
  );

  if (!mirror?.school) {
    return (
      <section className="page school-details">
        <PageHeader title={t('School Details')} />
        {notice}
        {mirror === undefined || !scope.ready ? (
          <Spinner label={t('Loading school...')} />
        ) : (
          <SchoolMissing scope={scope} />
        )}
      </section>
    );
  }

  return (
    <section className="page school-details">
      <PageHeader title={t('School Details')} />
      {notice}
      <SchoolHeaderCard school={mirror.school} />
      {YearActions && <YearActions schoolId={schoolId} school={mirror.school} />}
      <SchoolStatCards counts={countsOf(mirror, scope)} />
      <SchoolLinks schoolId={schoolId} />
      {notOnDevice ? (
        <NotOnDeviceNotice>
          {scope.online && scope.error && <p className="empty-state__hint">{t(scope.error)}</p>}
          {scope.online && <TryAgainButton onRetry={() => scope.refresh()} />}
        </NotOnDeviceNotice>
      ) : (
        <div className="school-details__layout">
          <ClassList
            classes={classes}
            selectedId={selected?._id ?? null}
            onSelect={setChosen}
            loading={!scope.ready}
          />
          <ClassPanel klass={selected} details={details} />
        </div>
      )}
    </section>
  );
}
