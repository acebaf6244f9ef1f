import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function DeviceEditPage() {
  return (
    <section className="page">
      <PageHeader title="Edit VR Device" />
      <ComingSoon />
    </section>
  );
}
