import { ComingSoon, PageHeader } from '../../ui/page-header';

/** Placeholder until this area's screen is built. */
export function SettingsPage() {
  return (
    <section className="page">
      <PageHeader title="Settings" />
      <ComingSoon />
    </section>
  );
}
