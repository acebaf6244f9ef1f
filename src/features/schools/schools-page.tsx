import { useState } from 'react';
import { TTL_MS } from '../../data/db/entities';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { useScope } from '../../data/sync/use-scope';
import { SCHOOL_PAGE_SIZE } from '../../domain/schools/school';
import { t } from '../../i18n/i18n';
import { ErrorBox } from '../../ui/message-box';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { ScopeNotice } from '../../ui/saved-data-notice';
import { Spinner } from '../../ui/spinner';
import { TryAgainButton } from '../../ui/try-again-button';
import type { SchoolFormMode } from './save-school';
import type { SchoolRecord } from './school-record';
import { SchoolForm } from './school-form';
import { SchoolsFilters } from './schools-filters';
import { SchoolsTable } from './schools-table';
import { useSchoolsList } from './use-schools-list';
import '../../styles/schools.css';

/** /schools, the schools list: every school of the device's mirror, searchable and editable offline. */
export function SchoolsPage() {
  const scope = useScope('global', TTL_MS.schools);
  const list = useSchoolsList();
  const marks = usePendingMarks('schools');
  const [mode, setMode] = useState<SchoolFormMode>({ kind: 'closed' });

  const close = () => setMode({ kind: 'closed' });
  const open = (next: SchoolFormMode) => {
    list.forgetSaved();
    setMode(next);
  };
  const edit = (school: SchoolRecord) => open({ kind: 'edit', school });
  const filtering = list.search.trim() !== '' || list.status !== 'all';
  const loading = !list.loaded || !scope.ready;

  return (
    <section className="page schools-page">
      <PageHeader
        title={t('School Management')}
        subtitle={t('Schools, their contacts and principals')}
        actions={
          mode.kind === 'closed' && (
            <button type="button" className="button button--primary" onClick={() => open({ kind: 'add' })}>
              {t('Add School')}
            </button>
          )
        }
      />
      <ScopeNotice scope={scope} />
      {scope.error && scope.pulledAt === null && (
        <ErrorBox>
          {t('Could not load schools: {error}', { error: t(scope.error) })}{' '}
          <TryAgainButton onRetry={() => scope.refresh()} className="button--link" />
        </ErrorBox>
      )}
      {mode.kind !== 'closed' && (
        <SchoolForm
          key={mode.kind === 'edit' ? mode.school._id : 'add'}
          mode={mode}
          onSaved={(schoolId) => list.showSaved(schoolId, mode.kind === 'add' ? 'added' : 'updated')}
          onClose={close}
        />
      )}
      <SchoolsFilters
        search={list.search}
        onSearchChange={list.setSearch}
        status={list.status}
        onStatusChange={list.setStatus}
        onClearAll={list.clearAll}
      />
      {loading ? (
        <div className="schools-empty">
          <Spinner label={t('Loading schools...')} />
        </div>
      ) : list.total === 0 ? (
        <div className="schools-empty" role="status">
          <p className="schools-empty__title">{t('No schools found')}</p>
          <p className="schools-empty__hint">
            {filtering ? t('Try adjusting your search or filters.') : t('Add a school to get started.')}
          </p>
        </div>
      ) : (
        <>
          <SchoolsTable
            schools={list.rows}
            marks={marks}
            onEdit={edit}
            saved={mode.kind === 'closed' ? list.saved : null}
          />
          <Pagination
            page={list.page}
            pageSize={SCHOOL_PAGE_SIZE}
            total={list.total}
            onPageChange={list.setPage}
          />
        </>
      )}
    </section>
  );
}
