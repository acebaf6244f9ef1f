/**
 * A record's page while its record cannot be shown: looked for on the device (and the server), or not
 * found. The header and the saved-data line stay, so the person knows where they are and how old the data is.
 */
import type { ReactNode } from 'react';
import type { ScopeView } from '../data/sync/use-scope';
import { PageHeader } from '../ui/page-header';
import { ScopeNotice } from '../ui/saved-data-notice';
import { Spinner } from '../ui/spinner';

interface RecordNotShownProps {
  title: string;
  scope: ScopeView;
  loading: boolean;
  loadingLabel: string;
  notFound: ReactNode;
  actions?: ReactNode;
}

export function RecordNotShown({
  title,
  scope,
  loading,
  loadingLabel,
  notFound,
  actions,
}: RecordNotShownProps) {
  return (
    <section className="page device-detail">
      <PageHeader title={title} actions={actions} />
      <ScopeNotice scope={scope} />
      {loading ? <Spinner label={loadingLabel} /> : notFound}
    </section>
  );
}
