import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function ContentDetailPage() {
  return (
    <section className="page">
      <PageHeader title="Content Details" />
      <ComingSoon />
    </section>
  );
}
