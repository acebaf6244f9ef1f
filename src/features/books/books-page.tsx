import { useParams } from 'react-router-dom';
import { ComingSoon, PageHeader } from '../../ui/page-header';
import { SchoolBreadcrumbs } from '../../ui/school-breadcrumbs';

/** Placeholder until this area's screen is built. */
export function BooksPage() {
  const { schoolId = '' } = useParams();
  return (
    <section className="page">
      <SchoolBreadcrumbs schoolId={schoolId} current="Books" />
      <PageHeader title="Book Management" />
      <ComingSoon />
    </section>
  );
}
