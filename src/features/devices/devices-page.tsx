import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function DevicesPage() {
  return (
    <section className="page">
      <PageHeader title="VR Device Management" />
      <ComingSoon />
    </section>
  );
}
