import { Link } from 'react-router-dom';
import type { SyncedRecord } from '../../data/db/entities';
import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { countOf, shown, statusOf, textOf } from './school-record';

interface SchoolsTableProps {
  schools: readonly SyncedRecord[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (school: SyncedRecord) => void;
}

/** Indian mobile numbers are shown with +91 (spec §9). */
function mobile(school: SyncedRecord, field: string): string {
  const number = textOf(school, field).trim();
  return number ? `+91 ${number}` : shown(school, field);
}

function PendingMark({ status }: { status: OutboxStatus | undefined }) {
  if (!status) return null;
  const attention = status === 'failed' || status === 'conflict';
  return (
    <span className={`schools-pending${attention ? ' schools-pending--attention' : ''}`}>
      {attention ? 'Needs attention' : 'Waiting to sync'}
    </span>
  );
}

function StatusBadge({ school }: { school: SyncedRecord }) {
  const status = statusOf(school);
  return (
    <span className={`schools-badge schools-badge--${status}`}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </span>
  );
}

/** The schools of one page (spec §2 Schools list): the school cell opens its details. */
export function SchoolsTable({ schools, marks, onEdit }: SchoolsTableProps) {
  return (
    <div className="schools-table-wrap">
      <table className="schools-table">
        <thead>
          <tr>
            <th scope="col">School Details</th>
            <th scope="col">Contact Information</th>
            <th scope="col">Principal Details</th>
            <th scope="col">Statistics</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {schools.map((school) => {
            const name = shown(school, 'school_name');
            return (
              <tr key={school._id}>
                <td>
                  <Link to={`/schools/${encodeURIComponent(school._id)}`} className="schools-table__school">
                    <span className="schools-table__name">{name}</span>
                    <span className="schools-table__line">
                      {shown(school, 'city')}, {shown(school, 'state')}
                    </span>
                    <span className="schools-table__line schools-table__muted">
                      {shown(school, 'locality')}
                    </span>
                  </Link>
                  <PendingMark status={marks.get(school._id)} />
                </td>
                <td>
                  <span className="schools-table__line">{shown(school, 'email')}</span>
                  <span className="schools-table__line">{mobile(school, 'phone_number')}</span>
                  <span className="schools-table__line schools-table__muted">{shown(school, 'contact')}</span>
                </td>
                <td>
                  <span className="schools-table__line">{shown(school, 'principal_name')}</span>
                  <span className="schools-table__line schools-table__muted">
                    {shown(school, 'principal_email')}
                  </span>
                  <span className="schools-table__line schools-table__muted">
                    {mobile(school, 'principal_contact')}
                  </span>
                </td>
                <td>
                  <span className="schools-table__stat">Students: {countOf(school, 'students')}</span>
                  <span className="schools-table__stat">Subjects: {countOf(school, 'subjects')}</span>
                  <span className="schools-table__stat">Teachers: {countOf(school, 'teachers')}</span>
                </td>
                <td>
                  <StatusBadge school={school} />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Edit ${textOf(school, 'school_name') || name}`}
                    onClick={() => onEdit(school)}
                  >
                    Edit
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
