import type { ReactNode } from 'react';
import type { ScopeView } from '../data/sync/use-scope';
import { EmptyState } from '../ui/empty-state';
import { NotOnDeviceNotice } from '../ui/not-on-device-notice';
import { ErrorView } from '../ui/error-view';
import { ErrorBox } from '../ui/message-box';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { ScopeNotice } from '../ui/saved-data-notice';
import { Spinner } from '../ui/spinner';
import { StatCards } from '../ui/stat-cards';
import { TryAgainButton } from '../ui/try-again-button';
import type { ListWords } from './list-texts';

export interface ListPageProps {
  texts: ListWords;
  breadcrumbs: ReactNode;
  /** The section's class after `page`, which its styles hang on; 'people-page' by default. */
  sectionClass?: string;
  scope: ScopeView;
  /** The first read of the mirror finished. */
  loaded: boolean;
  /** The form is open: the Add button hides. */
  formOpen: boolean;
  onAdd: () => void;
  /** The counters above the list; a list without them leaves this out. */
  stats?: { label: string; cards: ReadonlyArray<{ label: string; value: number | null }> };
  /**
   * A first load that failed is said by this line with Try Again, above the list, which stays with its
   * Add button; a list that never reached the device is said by the saved-data notice alone. Without
   * it, the error view or the not-on-device notice stands in place of the list and the Add button.
   */
  loadFailedLine?: (error: string) => string;
  /** The form, the import panel and notices, between the cards and the toolbar. */
  children?: ReactNode;
  toolbar: ReactNode;
  search: string;
  /** A filter of the screen's own narrows the list: the empty state says so, as for a search. */
  filtered?: boolean;
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
  /** The class of the loading and empty boxes ('empty-state' by default). */
  emptyClass?: string;
  dialog?: ReactNode;
}

/** One layout for every list screen: header, freshness, cards, form, toolbar, table. */
export function ListPage(props: ListPageProps) {
  const { texts: T, scope, loadFailedLine, emptyClass = 'empty-state' } = props;
  const loading = !props.loaded || !scope.ready;
  const failed = scope.error !== null && scope.pulledAt === null;
  const failedInPlace = failed && !loadFailedLine;
  const notOnDevice =
    !loadFailedLine && scope.pulledAt === null && !scope.online && props.found === 0 && !props.search.trim();
  const narrowed = props.search.trim() !== '' || props.filtered === true;
  return (
    <section className={`page ${props.sectionClass ?? 'people-page'}`}>
      {props.breadcrumbs}
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          !props.formOpen &&
          !failedInPlace &&
          !notOnDevice && (
            <button type="button" className="button button--primary" onClick={props.onAdd}>
              {T.add}
            </button>
          )
        }
      />
      {notOnDevice ? <NotOnDeviceNotice /> : <ScopeNotice scope={scope} />}
      {failed && loadFailedLine && (
        <ErrorBox>
          {loadFailedLine(scope.error ?? '')}{' '}
          <TryAgainButton onRetry={() => scope.refresh()} className="button--link" />
        </ErrorBox>
      )}
      {failedInPlace ? (
        <ErrorView message={scope.error ?? ''} onRetry={() => scope.refresh()} retryLabel={T.retry} />
      ) : notOnDevice ? null : (
        <>
          {props.stats && (
            <StatCards
              label={props.stats.label}
              cards={props.stats.cards.map((card) => ({ ...card, value: loading ? null : card.value }))}
            />
          )}
          {props.children}
          {props.toolbar}
          {loading ? (
            <div className={emptyClass}>
              <Spinner label={T.loading} />
            </div>
          ) : props.found === 0 ? (
            (props.empty ?? (
              <EmptyState
                className={emptyClass}
                title={T.emptyTitle}
                hint={narrowed ? T.emptySearching : T.emptyNone}
              />
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
