/**
 * /schools/:schoolId/new-year: the new year's preview, built on this device from its copy of the school
 * (offline too), and its confirmation, which saves one change to send.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SCHOOL_YEAR_MESSAGES } from '../../domain/school-year/school-year-messages';
import { t } from '../../i18n/i18n';
import { announceSaved, signedInUserId } from '../../kit/announce-save';
import { PageHeader } from '../../ui/page-header';
import { SavedDataNotice } from '../../ui/saved-data-notice';
import { Spinner } from '../../ui/spinner';
import { notifyError } from '../../ui/toast';
import { useNow } from '../../ui/use-now';
import { useCanManageYear } from './can-manage-year';
import { YEAR_TEXTS as T } from './school-year-texts';
import { startNewYear } from './start-new-year';
import { useYearMirror } from './use-year-mirror';
import { yearStartBlock } from './year-start-block';
import { useYearPreview } from './use-year-preview';
import { YearClashes } from './year-clashes';
import { YearClassesTable } from './year-classes-table';
import { YearLeavers } from './year-leavers';
import { YearNewClasses } from './year-new-classes';
import { followYearChange, useYearRows } from './year-rows';
import '../../styles/school-year.css';

export function NewYearPage() {
  const schoolId = useParams().schoolId ?? '';
  const schoolPath = `/schools/${encodeURIComponent(schoolId)}`;
  const navigate = useNavigate();
  const allowed = useCanManageYear(schoolId);
  const { scope, mirror } = useYearMirror(schoolId);
  const state = useYearPreview(mirror);
  const { preview } = state;
  const [saving, setSaving] = useState(false);
  const rows = useYearRows(schoolId);
  const now = useNow();

  const confirm = async () => {
    if (!mirror || !preview?.ready) return;
    const userId = signedInUserId(T.signedOut);
    if (!userId) return;
    setSaving(true);
    try {
      const row = await startNewYear(userId, mirror, preview);
      void announceSaved(t(SCHOOL_YEAR_MESSAGES.started), row.targetId);
      followYearChange(row, schoolId);
      await navigate(schoolPath);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  const header = (
    <PageHeader
      title={T.previewTitle}
      subtitle={preview ? `${preview.fromYear} → ${preview.toYear}` : undefined}
    />
  );
  if (!allowed)
    return (
      <section className="page new-year">
        {header}
        <p role="alert">{T.notAllowed}</p>
      </section>
    );
  // Once confirmed, the page leaves: a block met while saving is this very change, not a reason to stop.
  const block = rows && mirror && !saving ? yearStartBlock(rows, mirror.school, new Date(now)) : null;
  if (block)
    return (
      <section className="page new-year">
        <PageHeader title={T.previewTitle} />
        <p role="alert">{block === 'pending' ? T.blockedPending : T.blockedUndoFirst}</p>
        <Link to={schoolPath} className="button button--secondary">
          {T.backToSchool}
        </Link>
      </section>
    );
  if (!mirror || !preview || !rows)
    return (
      <section className="page new-year">
        {header}
        <Spinner label={T.loading} />
      </section>
    );

  return (
    <section className="page new-year">
      {header}
      {(scope.stale || !scope.online) && (
        <SavedDataNotice pulledAt={scope.pulledAt} offline={!scope.online} />
      )}
      <p className="new-year__intro">{T.previewIntro}</p>
      {mirror.classes.length === 0 ? (
        <p role="status">{T.noClasses}</p>
      ) : (
        <>
          <YearClassesTable plan={preview.plan} repeaters={state.repeaters} onRepeats={state.setRepeats} />
          <YearNewClasses
            newClasses={preview.newClasses}
            teachers={mirror.teachers}
            onTeacher={state.setTeacher}
          />
          <YearClashes clashes={preview.clashes} onRoll={state.setRoll} />
          <YearLeavers leavers={preview.plan.leavers} />
        </>
      )}
      <div className="new-year__actions">
        {!preview.ready && mirror.classes.length > 0 && <p className="new-year__hint">{T.fixFirst}</p>}
        <Link to={schoolPath} className="button button--secondary">
          {T.cancel}
        </Link>
        <button
          type="button"
          className="button button--primary"
          disabled={!preview.ready || saving}
          aria-busy={saving}
          onClick={() => void confirm()}
        >
          {T.confirm}
        </button>
      </div>
    </section>
  );
}
