/**
 * The schools list's columns for the kit's table: School Details, Contact Information, Principal
 * Details, Statistics, Status; then its own Edit button. The school just saved says so in its first cell.
 */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { textField as text } from '../../domain/people/record-status';
import { labelOf, type SchoolCountedEntity } from '../../domain/sync/entity-screens';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import type { Column } from '../../kit/record-table';
import type { JustSaved } from '../../kit/records-page';
import { EmailText } from '../../ui/email-text';
import { PendingBadge } from '../../ui/pending-badge';
import { StatusBadge } from '../../ui/status-badge';
import { countOf, shown, statusOf, type SchoolRecord } from './school-record';

/** Indian mobile numbers are shown with +91. */
function mobile(value: string): string {
  const number = text(value).trim();
  return number ? `+91 ${number}` : shown(number);
}

function Email({ value, muted }: { value: string; muted?: boolean }) {
  const line = muted ? 'schools-table__line schools-table__muted' : 'schools-table__line';
  const email = text(value).trim();
  return email ? <EmailText email={email} className={line} /> : <span className={line}>{shown(email)}</span>;
}

/** The Statistics column: three of a school's counts, in this order (its classes are on its page). */
const STATS = ['students', 'subjects', 'teachers'] as const satisfies readonly SchoolCountedEntity[];

const statsOf = (school: SchoolRecord) =>
  STATS.map((name) => `${t(labelOf(name))}: ${formatNumber(countOf(school, name))}`);

export const nameOfSchool = (school: SchoolRecord) => shown(school.school_name);

/** The school cell opens its details; the school just saved carries its note. */
export function schoolColumns(saved: JustSaved<SchoolRecord> | null): Column<SchoolRecord>[] {
  return [
    {
      header: t('School Details'),
      cell: (school, mark) => (
        <>
          <Link to={`/schools/${encodeURIComponent(school._id)}`} className="schools-table__school">
            <span className="schools-table__name">{nameOfSchool(school)}</span>
            <span className="schools-table__line">
              {shown(school.city)}, {shown(school.state)}
            </span>
            <span className="schools-table__line schools-table__muted">{shown(school.locality)}</span>
            {/* The Statistics column, folded in here when the table is narrow (tablets). */}
            <span className="schools-table__line schools-table__muted schools-table__folded">
              {statsOf(school).map((stat, index) => (
                <Fragment key={stat}>
                  {index > 0 && ' · '}
                  <span className="schools-table__nowrap">{stat}</span>
                </Fragment>
              ))}
            </span>
          </Link>
          {saved?.record._id === school._id && (
            <span className="schools-table__saved-note">{saved.note}</span>
          )}
          <PendingBadge status={mark} />
        </>
      ),
    },
    {
      header: t('Contact Information'),
      cell: (school) => (
        <>
          <Email value={school.email} />
          <span className="schools-table__line schools-table__phone">{mobile(school.phone_number)}</span>
          <span className="schools-table__line schools-table__muted">{shown(school.contact)}</span>
        </>
      ),
    },
    {
      header: t('Principal Details'),
      cell: (school) => (
        <>
          <span className="schools-table__line">{shown(school.principal_name)}</span>
          <Email value={school.principal_email} muted />
          <span className="schools-table__line schools-table__muted schools-table__phone">
            {mobile(school.principal_contact)}
          </span>
        </>
      ),
    },
    {
      header: t('Statistics'),
      className: 'schools-table__stats',
      cell: (school) =>
        statsOf(school).map((stat) => (
          <span key={stat} className="schools-table__stat">
            {stat}
          </span>
        )),
    },
    { header: t('Status'), cell: (school) => <StatusBadge active={statusOf(school) === 'active'} /> },
  ];
}

/** A worded Edit button, after the columns (the list's rows have no icon buttons). */
export function EditSchoolButton({ school, onEdit }: { school: SchoolRecord; onEdit: () => void }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-label={t('Edit {name}', { name: text(school.school_name) || nameOfSchool(school) })}
      onClick={onEdit}
    >
      {t('Edit')}
    </button>
  );
}
