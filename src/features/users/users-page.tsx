import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function UsersPage() {
  return (
    <section className="page">
      <PageHeader title="User Management" />
      <ComingSoon />
    </section>
  );
}
