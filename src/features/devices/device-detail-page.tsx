import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function DeviceDetailPage() {
  return (
    <section className="page">
      <PageHeader title="VR Device Details" />
      <ComingSoon />
    </section>
  );
}
