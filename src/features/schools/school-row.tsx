import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { EmailText } from '../../ui/email-text';
import { PendingBadge } from '../../ui/pending-badge';
import { StatusBadge } from '../../ui/status-badge';
import { labelOf, type SchoolCountedEntity } from '../../domain/sync/entity-screens';
import { textField as text } from '../../domain/people/record-status';
import { countOf, shown, statusOf, type SchoolRecord } from './school-record';

interface SchoolRowProps {
  school: SchoolRecord;
  pending: OutboxStatus | undefined;
  onEdit: (school: SchoolRecord) => void;
  /** A school just added or edited: marked, with a note on where it is now. */
  savedNote?: string;
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

/** One school of the list: the school cell opens its details. */
export function SchoolRow({ school, pending, onEdit, savedNote }: SchoolRowProps) {
  const saved = savedNote !== undefined;
  const name = shown(school.school_name);
  return (
    <tr className={saved ? 'schools-table__row--saved' : undefined} aria-current={saved ? true : undefined}>
      <td>
        <Link to={`/schools/${encodeURIComponent(school._id)}`} className="schools-table__school">
          <span className="schools-table__name">{name}</span>
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
        {saved && <span className="schools-table__saved-note">{savedNote}</span>}
        <PendingBadge status={pending} />
      </td>
      <td>
        <Email value={school.email} />
        <span className="schools-table__line schools-table__phone">{mobile(school.phone_number)}</span>
        <span className="schools-table__line schools-table__muted">{shown(school.contact)}</span>
      </td>
      <td>
        <span className="schools-table__line">{shown(school.principal_name)}</span>
        <Email value={school.principal_email} muted />
        <span className="schools-table__line schools-table__muted schools-table__phone">
          {mobile(school.principal_contact)}
        </span>
      </td>
      <td className="schools-table__stats">
        {statsOf(school).map((stat) => (
          <span key={stat} className="schools-table__stat">
            {stat}
          </span>
        ))}
      </td>
      <td>
        <StatusBadge active={statusOf(school) === 'active'} />
      </td>
      <td>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('Edit {name}', { name: text(school.school_name) || name })}
          onClick={() => onEdit(school)}
        >
          {t('Edit')}
        </button>
      </td>
    </tr>
  );
}
