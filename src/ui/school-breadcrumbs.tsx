/** The trail above a school's own page (its students, its books, ...), back to the school. */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { labelOf, type SchoolPageEntity } from '../domain/sync/entity-screens';
import { t, texts } from '../i18n/i18n';
import { Breadcrumbs } from './breadcrumbs';
import { BackIcon } from './screen-icons';

const CRUMBS = texts({ back: 'Back', schools: 'Schools', school: 'School Details' });

/** Schools > School Details > {page}, with a back button to the school. */
export const SchoolBreadcrumbs = memo(function SchoolBreadcrumbs({
  schoolId,
  current,
}: {
  schoolId: string;
  current: SchoolPageEntity;
}) {
  const schoolPath = `/schools/${encodeURIComponent(schoolId)}`;
  return (
    <div className="school-breadcrumbs">
      <Link
        to={schoolPath}
        className="button button--ghost button--icon"
        aria-label={CRUMBS.back}
        title={CRUMBS.back}
      >
        <BackIcon />
      </Link>
      <Breadcrumbs
        items={[
          { label: CRUMBS.schools, to: '/schools' },
          { label: CRUMBS.school, to: schoolPath },
          { label: t(labelOf(current)) },
        ]}
      />
    </div>
  );
});
