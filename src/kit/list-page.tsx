import type { ReactNode } from 'react';
import type { ScopeView } from '../data/sync/use-scope';
import { EmptyState } from '../ui/empty-state';
import { NotOnDeviceNotice } from '../ui/not-on-device-notice';
import { ErrorView } from '../ui/error-view';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { ScopeNotice } from '../ui/saved-data-notice';
import { Spinner } from '../ui/spinner';
import { StatCards } from '../ui/stat-cards';
import type { ListTexts } from './list-texts';

interface ListPageProps {
  texts: ListTexts;
  breadcrumbs: ReactNode;
  scope: ScopeView;
  /** The first read of the mirror finished. */
  loaded: boolean;
  /** The form is open: the Add button hides. */
  formOpen: boolean;
  onAdd: () => void;
  stats: { label: string; cards: ReadonlyArray<{ label: string; value: number | null }> };
  /** The form, the import panel and notices, between the cards and the toolbar. */
  children?: ReactNode;
  toolbar: ReactNode;
  search: string;
  /** How many records the search finds, across pages. */
  found: number;
  table: ReactNode;
  paging: {
    page: number;
    pageSize: number;
    onPageChange: (page: number) => void;
    /** The screen's own summary line, shown even on one page (the page controls then show none). */
    summary?: ReactNode;
  };
  /** The screen's own empty state, instead of the texts' one. */
  empty?: ReactNode;
  dialog?: ReactNode;
}

/** One layout for every "a school's records" screen: header, freshness, cards, form, toolbar, table. */
export function ListPage(props: ListPageProps) {
  const { texts: T, scope } = props;
  const loading = !props.loaded || !scope.ready;
  const failed = scope.error !== null && scope.pulledAt === null;
  const notOnDevice = scope.pulledAt === null && !scope.online && props.found === 0 && !props.search.trim();
  return (
    <section className="page people-page">
      {props.breadcrumbs}
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          !props.formOpen &&
          !failed &&
          !notOnDevice && (
            <button type="button" className="button button--primary" onClick={props.onAdd}>
              {T.add}
            </button>
          )
        }
      />
      {notOnDevice ? <NotOnDeviceNotice /> : <ScopeNotice scope={scope} />}
      {failed ? (
        <ErrorView message={scope.error ?? ''} onRetry={() => scope.refresh()} retryLabel={T.retry} />
      ) : notOnDevice ? null : (
        <>
          <StatCards
            label={props.stats.label}
            cards={props.stats.cards.map((card) => ({ ...card, value: loading ? null : card.value }))}
          />
          {props.children}
          {props.toolbar}
          {loading ? (
            <div className="empty-state">
              <Spinner label={T.loading} />
            </div>
          ) : props.found === 0 ? (
            (props.empty ?? (
              <EmptyState title={T.emptyTitle} hint={props.search.trim() ? T.emptySearching : T.emptyNone} />
            ))
          ) : (
            <>
              {props.table}
              {props.paging.summary}
              <Pagination
                page={props.paging.page}
                pageSize={props.paging.pageSize}
                total={props.found}
                onPageChange={props.paging.onPageChange}
                summary={props.paging.summary === undefined}
              />
            </>
          )}
        </>
      )}
      {props.dialog}
    </section>
  );
}
