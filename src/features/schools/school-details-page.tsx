import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function SchoolDetailsPage() {
  return (
    <section className="page">
      <PageHeader title="School Details" />
      <ComingSoon />
    </section>
  );
}
