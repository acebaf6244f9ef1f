import { Link } from 'react-router-dom';
import { Breadcrumbs } from './breadcrumbs';
import { BackIcon } from './icons';

export type SchoolSubpage = 'Students' | 'Teachers' | 'Classes' | 'Subjects' | 'Books';

/** Schools > School Details > {page}, with a back button to the school (spec §2 School details). */
export function SchoolBreadcrumbs({ schoolId, current }: { schoolId: string; current: SchoolSubpage }) {
  const schoolPath = `/schools/${encodeURIComponent(schoolId)}`;
  return (
    <div className="school-breadcrumbs">
      <Link to={schoolPath} className="button button--ghost button--icon" aria-label="Back" title="Back">
        <BackIcon />
      </Link>
      <Breadcrumbs
        items={[
          { label: 'Schools', to: '/schools' },
          { label: 'School Details', to: schoolPath },
          { label: current },
        ]}
      />
    </div>
  );
}
