import { memo } from 'react';
import { Link } from 'react-router-dom';
import { texts } from '../i18n/i18n';
import { Breadcrumbs } from './breadcrumbs';
import { BackIcon } from './screen-icons';

export type SchoolSubpage = 'Students' | 'Teachers' | 'Classes' | 'Subjects' | 'Books';

const CRUMBS = texts({
  back: 'Back',
  schools: 'Schools',
  school: 'School Details',
  Students: 'Students',
  Teachers: 'Teachers',
  Classes: 'Classes',
  Subjects: 'Subjects',
  Books: 'Books',
});

/** Schools > School Details > {page}, with a back button to the school. */
export const SchoolBreadcrumbs = memo(function SchoolBreadcrumbs({
  schoolId,
  current,
}: {
  schoolId: string;
  current: SchoolSubpage;
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
          { label: CRUMBS[current] },
        ]}
      />
    </div>
  );
});
