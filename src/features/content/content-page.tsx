import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function ContentPage() {
  return (
    <section className="page">
      <PageHeader title="Content Management" />
      <ComingSoon />
    </section>
  );
}
