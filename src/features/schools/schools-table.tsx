/**
 * One page of the schools list, declared as columns for the kit's table: School Details, Contact
 * Information, Principal Details, Statistics, Status, then Edit. The school just saved is marked,
 * scrolled to and focused; on top when it is on another page.
 */
import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { textField as text } from '../../domain/people/record-status';
import { labelOf, type SchoolCountedEntity } from '../../domain/sync/entity-screens';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { RecordTable, type Column } from '../../kit/record-table';
import { EmailText } from '../../ui/email-text';
import { PendingBadge } from '../../ui/pending-badge';
import { StatusBadge } from '../../ui/status-badge';
import { countOf, shown, statusOf, type SchoolRecord } from './school-record';
import type { SavedSchool } from './use-schools-list';

interface SchoolsTableProps {
  schools: readonly SchoolRecord[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (school: SchoolRecord) => void;
  /** The school just added or edited: marked, scrolled to and focused; on top when on another page. */
  saved?: SavedSchool | null;
}

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

const nameOf = (school: SchoolRecord) => shown(school.school_name);

/** The school cell opens its details; `savedNote` says where a school just saved is now. */
function columns(saved: SavedSchool | null): Column<SchoolRecord>[] {
  return [
    {
      header: t('School Details'),
      cell: (school, mark) => (
        <>
          <Link to={`/schools/${encodeURIComponent(school._id)}`} className="schools-table__school">
            <span className="schools-table__name">{nameOf(school)}</span>
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
          {saved?.school._id === school._id && (
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

export function SchoolsTable({ schools, marks, onEdit, saved = null }: SchoolsTableProps) {
  const revealed = useRef<string | null>(null);
  const savedId = saved?.school._id ?? null;

  // Once per save, as soon as the row is on screen (the mirror may deliver it a moment later).
  useEffect(() => {
    if (!savedId) revealed.current = null;
    const link = document.querySelector<HTMLAnchorElement>('.schools-table--schools tr[aria-current] a');
    if (!savedId || revealed.current === savedId || !link) return;
    revealed.current = savedId;
    link.scrollIntoView?.({ block: 'center' });
    link.focus({ preventScroll: true });
  });

  return (
    <RecordTable
      className="schools-table schools-table--schools"
      columns={columns(saved)}
      rows={saved?.pinned ? [saved.school, ...schools] : schools}
      nameOf={nameOf}
      marks={marks}
      isCurrent={(school) => school._id === savedId}
      actions={(school) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('Edit {name}', { name: text(school.school_name) || nameOf(school) })}
          onClick={() => onEdit(school)}
        >
          {t('Edit')}
        </button>
      )}
    />
  );
}
