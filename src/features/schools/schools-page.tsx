import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function SchoolsPage() {
  return (
    <section className="page">
      <PageHeader title="School Management" />
      <ComingSoon />
    </section>
  );
}
