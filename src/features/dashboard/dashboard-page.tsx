import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function DashboardPage() {
  return (
    <section className="page">
      <PageHeader title="Dashboard" />
      <ComingSoon />
    </section>
  );
}
