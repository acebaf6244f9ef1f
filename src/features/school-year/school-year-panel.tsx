/**
 * The school page's new-year actions: "Start the new year" (to the preview) and, while the school may still
 * undo it, "Undo the new year"; a change of the year the server refused is shown with the way on (the new
 * preview). Shown to the school's administrators and to super administrators.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Mirrored } from '../../data/db/app-db';
import { schoolScope } from '../../data/db/entities';
import type { OutboxRow } from '../../data/outbox/outbox-types';
import { discardRow } from '../../data/outbox/pending-actions';
import { pull } from '../../data/sync/sync-runtime';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { canUndoNewYear } from '../../domain/school-year/academic-year';
import { SCHOOL_YEAR_MESSAGES } from '../../domain/school-year/school-year-messages';
import { t } from '../../i18n/i18n';
import { announceSaved, signedInUserId } from '../../kit/announce-save';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useNow } from '../../ui/use-now';
import { useCanManageYear } from './can-manage-year';
import { YEAR_TEXTS as T } from './school-year-texts';
import { undoNewYear } from './undo-new-year';
import { readYearMirror } from './use-year-mirror';
import { followYearChange, useYearRows } from './year-rows';
import { yearStartBlock } from './year-start-block';
import '../../styles/school-year.css';

const isUndo = (row: OutboxRow) => row.request.path.endsWith('/undo');

/** Pulls the school again when one of its year changes leaves the outbox (taken by the server, or discarded). */
function usePullAfterYearChange(schoolId: string, rows: readonly OutboxRow[] | undefined) {
  const seen = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!rows) return;
    const now = new Set(rows.map((row) => row.id));
    const gone = [...seen.current].some((id) => !now.has(id));
    seen.current = now;
    if (gone && useSyncStatus.getState().online) void pull(schoolScope(schoolId)).catch(() => undefined);
  }, [rows, schoolId]);
}

function RefusedYearChange({ row, schoolId }: { row: OutboxRow; schoolId: string }) {
  const navigate = useNavigate();
  const newPreview = async () => {
    await discardRow(row.id);
    if (useSyncStatus.getState().online) await pull(schoolScope(schoolId)).catch(() => undefined);
    if (!isUndo(row)) await navigate(`/schools/${encodeURIComponent(schoolId)}/new-year`);
  };
  return (
    <div className="year-refused message-box message-box--error" role="alert">
      <p className="year-refused__title">{isUndo(row) ? T.undoRefusedTitle : T.refusedTitle}</p>
      <p>{t(row.lastError ?? '')}</p>
      <div className="year-refused__actions">
        {!isUndo(row) && (
          <button type="button" className="button button--primary" onClick={() => void newPreview()}>
            {T.newPreview}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => void discardRow(row.id)}>
          {T.discard}
        </button>
      </div>
    </div>
  );
}

export function SchoolYearPanel({ schoolId, school }: { schoolId: string; school: Mirrored<'schools'> }) {
  const allowed = useCanManageYear(schoolId);
  const rows = useYearRows(schoolId);
  const now = useNow();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  usePullAfterYearChange(schoolId, rows);
  const cancel = useCallback(() => setAsking(false), []);

  const undo = async () => {
    const userId = signedInUserId(T.signedOut);
    if (!userId) return;
    setBusy(true);
    try {
      const row = await undoNewYear(userId, await readYearMirror(schoolId));
      void announceSaved(t(SCHOOL_YEAR_MESSAGES.undone), row.targetId);
      followYearChange(row, schoolId);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  if (!allowed || !rows) return null;
  const refused = rows.find((row) => row.status === 'failed' || row.status === 'conflict');
  const unfinished = rows.length > 0;
  const undoable = canUndoNewYear(school.new_year_undo_until, new Date(now));
  return (
    <div className="school-year">
      {refused && <RefusedYearChange row={refused} schoolId={schoolId} />}
      {unfinished && !refused && <p className="school-year__waiting">{T.waiting}</p>}
      {!unfinished && (
        <div className="school-year__actions">
          {/* Within the undo window the school was just moved up: a second start would move it up again. */}
          {!yearStartBlock(rows, school, new Date(now)) && (
            <Link
              to={`/schools/${encodeURIComponent(schoolId)}/new-year`}
              className="button button--secondary"
            >
              {T.start}
            </Link>
          )}
          {undoable && (
            <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
              {T.undo}
            </button>
          )}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={T.undoTitle}
          message={T.undoMessage}
          confirmLabel={T.undo}
          busyLabel={T.undoing}
          busy={busy}
          onCancel={cancel}
          onConfirm={() => void undo()}
        />
      )}
    </div>
  );
}
