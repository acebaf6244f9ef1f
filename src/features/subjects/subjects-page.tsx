import { useParams } from 'react-router-dom';
import { ComingSoon, PageHeader } from '../../ui/page-header';
import { SchoolBreadcrumbs } from '../../ui/school-breadcrumbs';

/** Placeholder until this area's screen is built. */
export function SubjectsPage() {
  const { schoolId = '' } = useParams();
  return (
    <section className="page">
      <SchoolBreadcrumbs schoolId={schoolId} current="Subjects" />
      <PageHeader title="Subject Management" />
      <ComingSoon />
    </section>
  );
}
