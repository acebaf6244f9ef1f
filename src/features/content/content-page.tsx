/** /content, the content list: every chapter of the device's mirror, filtered and paged here. */
import { useNavigate } from 'react-router-dom';
import { RecordsPage } from '../../kit/records-page';
import { EmptyState } from '../../ui/empty-state';
import { REFRESH_MESSAGES } from '../../ui/error-view';
import { notifyError, notifySuccess } from '../../ui/toast';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { CONTENT_AREA } from './content-area';
import { ContentFilters } from './content-filters';
import { ContentForm } from './content-form';
import { contentCards, showingText } from './content-list';
import type { ContentRecord } from './content-record';
import { ContentTable } from './content-table';
import { CONTENT_LIST_TEXTS as L, CONTENT_TEXTS as T } from './content-texts';
import { useContentList } from './use-content-list';
import '../../styles/schools.css';
import '../../styles/content.css';

const contentPath = (content: ContentRecord) => `/content/${encodeURIComponent(content._id)}`;

/** The filters stand in for the search box; a row opens its content, whose class filters the list. */
export function ContentPage() {
  const view = useContentList();
  const navigate = useNavigate();
  const refresh = () =>
    void view.scope
      .refresh()
      .then(() => notifySuccess(REFRESH_MESSAGES.done))
      .catch(() => notifyError(REFRESH_MESSAGES.failed));

  return (
    <RecordsPage
      area={CONTENT_AREA}
      view={view}
      cards={contentCards(view.matching)}
      toolbar={() => <ContentFilters view={view} onRefresh={refresh} />}
      form={(mode, close) => <ContentForm mode={mode} onClose={close} />}
      table={(handlers) => (
        <ContentTable
          {...handlers}
          masters={view.masters}
          onOpen={(content) => void navigate(contentPath(content))}
          onClass={(classId) => view.filterClass(classId)}
          onSubject={(classId, subjectId) => view.filterClass(classId, subjectId)}
        />
      )}
      empty={
        view.total > 0 || view.filtered ? (
          <EmptyState title={T.emptyTitle} hint={T.emptySearching}>
            <button type="button" className="button button--secondary" onClick={view.clearAll}>
              {L.clearFilters}
            </button>
          </EmptyState>
        ) : (
          <EmptyState title={L.noneTitle} hint={T.emptyNone} />
        )
      }
      summary={
        <div className="content-summary" role="status">
          <p>{showingText(view.page, view.pageSize, view.found, view.filtered)}</p>
          <p>
            {t('Page {page} of {pages}', {
              page: formatNumber(view.page),
              pages: formatNumber(view.totalPages),
            })}
          </p>
        </div>
      }
    />
  );
}
