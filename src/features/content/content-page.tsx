import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { DeleteRecordDialog } from '../../kit/delete-record-dialog';
import { ListPage } from '../../kit/list-page';
import { EmptyState } from '../../ui/empty-state';
import { REFRESH_MESSAGES } from '../../ui/error-view';
import { notifyError, notifySuccess } from '../../ui/toast';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { ContentFilters } from './content-filters';
import { ContentForm } from './content-form';
import { contentCards, showingText } from './content-list';
import type { ContentRecord } from './content-record';
import { ContentTable, contentTitle } from './content-table';
import { CONTENT_LIST_TEXTS as L, CONTENT_TEXTS as T, CONTENT_WRITE_MESSAGES } from './content-texts';
import { deleteContent } from './save-content';
import { type ContentFormMode } from './use-content-form';
import { useContentList } from './use-content-list';
import { CONTENT_PAGE_SIZE } from '../../domain/contents/content-schema';
import '../../styles/schools.css';
import '../../styles/content.css';

const contentPath = (content: ContentRecord) => `/content/${encodeURIComponent(content._id)}`;

/** /content, the content list: every chapter of the device's mirror, filtered and paged here. */
export function ContentPage() {
  const view = useContentList();
  const marks = usePendingMarks('contents');
  const navigate = useNavigate();
  const [form, setForm] = useState<ContentFormMode | null>(null);
  const [deleting, setDeleting] = useState<ContentRecord | null>(null);
  const closeForm = useCallback(() => setForm(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const refresh = () =>
    void view.scope
      .refresh()
      .then(() => notifySuccess(REFRESH_MESSAGES.done))
      .catch(() => notifyError(REFRESH_MESSAGES.failed));

  const empty =
    view.total > 0 || view.filtered ? (
      <EmptyState title={T.emptyTitle} hint={T.emptySearching}>
        <button type="button" className="button button--secondary" onClick={view.clearAll}>
          {L.clearFilters}
        </button>
      </EmptyState>
    ) : (
      <EmptyState title={L.noneTitle} hint={T.emptyNone} />
    );

  return (
    <ListPage
      texts={T}
      breadcrumbs={null}
      scope={view.scope}
      loaded={view.loaded}
      formOpen={form !== null}
      onAdd={() => setForm({ kind: 'create' })}
      stats={{ label: t('Content counts'), cards: contentCards(view.matching) }}
      toolbar={<ContentFilters view={view} onRefresh={refresh} />}
      search={view.search}
      found={view.matching.length}
      empty={empty}
      table={
        <ContentTable
          rows={view.rows}
          masters={view.masters}
          marks={marks}
          onOpen={(content) => void navigate(contentPath(content))}
          onEdit={(content) => setForm({ kind: 'edit', record: content })}
          onDelete={setDeleting}
          onClass={(classId) => view.filterClass(classId)}
          onSubject={(classId, subjectId) => view.filterClass(classId, subjectId)}
        />
      }
      paging={{
        page: view.page,
        pageSize: CONTENT_PAGE_SIZE,
        onPageChange: view.setPage,
        summary: (
          <div className="content-summary" role="status">
            <p>{showingText(view.page, CONTENT_PAGE_SIZE, view.matching.length, view.filtered)}</p>
            <p>
              {t('Page {page} of {pages}', {
                page: formatNumber(view.page),
                pages: formatNumber(view.totalPages),
              })}
            </p>
          </div>
        ),
      }}
      dialog={
        deleting && (
          <DeleteRecordDialog
            title={T.deleteTitle}
            message={T.deleteMessage(contentTitle(deleting))}
            deleted={CONTENT_WRITE_MESSAGES(false).deleted}
            failed={CONTENT_WRITE_MESSAGES(false).deleteFailed}
            signedOut={T.signedOut}
            remove={(userId) => deleteContent(userId, deleting)}
            onClose={closeDelete}
          />
        )
      }
    >
      {form && (
        <ContentForm key={form.kind === 'edit' ? form.record._id : 'new'} mode={form} onClose={closeForm} />
      )}
    </ListPage>
  );
}
