import { Link } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import { NoticeBox } from '../../ui/message-box';
import { STUDENTS_TEXTS } from './students-texts';

/** In place of the Student form while the school has no class to put a pupil in. */
export function NoClassesNotice({ schoolId, onClose }: { schoolId: string; onClose: () => void }) {
  return (
    <NoticeBox>
      <p>{STUDENTS_TEXTS.noClasses}</p>
      <div className="people-form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('Cancel')}
        </button>
        <Link to={`/schools/${encodeURIComponent(schoolId)}/classes`} className="button button--primary">
          {STUDENTS_TEXTS.addClasses}
        </Link>
      </div>
    </NoticeBox>
  );
}
