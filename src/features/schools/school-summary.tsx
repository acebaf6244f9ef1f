import { Link } from 'react-router-dom';
import type { SyncedRecord } from '../../data/db/entities';
import { formatNumber } from '../../i18n/format';
import { t, texts } from '../../i18n/i18n';
import { EmailText } from '../../ui/email-text';
import { StatusBadge } from '../../ui/status-badge';
import { shown, statusOf, textOf } from './school-record';

export interface SchoolCounts {
  students: number;
  teachers: number;
  classes: number;
  subjects: number;
}

function address(school: SyncedRecord): string {
  const place = ['locality', 'city', 'state'].map((field) => shown(school, field)).join(', ');
  const pincode = textOf(school, 'pincode').trim();
  return pincode ? `${place} - ${formatPincode(pincode)}` : place;
}

/** A PIN code is a number to read: in the chosen language's digits (mr: Devanagari). */
const formatPincode = (pincode: string) =>
  /^\d+$/.test(pincode) ? formatNumber(Number(pincode), { useGrouping: false }) : pincode;

/** Name, address and principal, at the top of School details. */
export function SchoolHeaderCard({ school }: { school: SyncedRecord }) {
  const email = textOf(school, 'principal_email').trim();
  return (
    <div className="school-card">
      <div className="school-card__title-row">
        <h2 className="school-card__name">{shown(school, 'school_name')}</h2>
        <StatusBadge active={statusOf(school) === 'active'} />
      </div>
      <p className="school-card__line">{address(school)}</p>
      <p className="school-card__line">
        {t('Principal: {name}', { name: shown(school, 'principal_name') })}
        {email && (
          <>
            {' · '}
            <a href={`mailto:${email}`}>
              <EmailText email={email} />
            </a>
          </>
        )}
      </p>
    </div>
  );
}

const CARD_LABELS = texts({
  students: 'Total Students',
  teachers: 'Teachers',
  classes: 'Classes',
  subjects: 'Subjects',
});
const CARDS: ReadonlyArray<keyof SchoolCounts> = ['students', 'teachers', 'classes', 'subjects'];

/** The four stat cards; '...' until the school's data is on the device. */
export function SchoolStatCards({ counts }: { counts: SchoolCounts | null }) {
  return (
    <dl className="school-stats" aria-busy={counts === null}>
      {CARDS.map((key) => (
        <div key={key} className="school-stats__card">
          <dt className="school-stats__label">{CARD_LABELS[key]}</dt>
          <dd className="school-stats__value">{counts ? formatNumber(counts[key]) : '...'}</dd>
        </div>
      ))}
    </dl>
  );
}

const SUBPAGE_LABELS = texts({
  teachers: 'Teachers',
  classes: 'Classes',
  subjects: 'Subjects',
  books: 'Books',
});
const SUBPAGES = ['teachers', 'classes', 'subjects', 'books'] as const;

export function SchoolLinks({ schoolId }: { schoolId: string }) {
  const base = `/schools/${encodeURIComponent(schoolId)}`;
  return (
    <nav className="school-links" aria-label={t('School pages')}>
      <Link to={`${base}/students`} className="button button--primary">
        {t('Manage Students')}
      </Link>
      {SUBPAGES.map((path) => (
        <Link key={path} to={`${base}/${path}`} className="button button--secondary">
          {SUBPAGE_LABELS[path]}
        </Link>
      ))}
    </nav>
  );
}
