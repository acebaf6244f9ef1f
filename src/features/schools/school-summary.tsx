import { Link } from 'react-router-dom';
import type { SyncedRecord } from '../../data/db/entities';
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
  return pincode ? `${place} - ${pincode}` : place;
}

/** Name, address and principal (spec §2 School details). */
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
        Principal: {shown(school, 'principal_name')}
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

const CARDS: ReadonlyArray<{ key: keyof SchoolCounts; label: string }> = [
  { key: 'students', label: 'Total Students' },
  { key: 'teachers', label: 'Teachers' },
  { key: 'classes', label: 'Classes' },
  { key: 'subjects', label: 'Subjects' },
];

/** The four stat cards; '...' until the school's data is on the device. */
export function SchoolStatCards({ counts }: { counts: SchoolCounts | null }) {
  return (
    <dl className="school-stats" aria-busy={counts === null}>
      {CARDS.map(({ key, label }) => (
        <div key={key} className="school-stats__card">
          <dt className="school-stats__label">{label}</dt>
          <dd className="school-stats__value">{counts ? counts[key] : '...'}</dd>
        </div>
      ))}
    </dl>
  );
}

const SUBPAGES = [
  ['teachers', 'Teachers'],
  ['classes', 'Classes'],
  ['subjects', 'Subjects'],
  ['books', 'Books'],
] as const;

export function SchoolLinks({ schoolId }: { schoolId: string }) {
  const base = `/schools/${encodeURIComponent(schoolId)}`;
  return (
    <nav className="school-links" aria-label="School pages">
      <Link to={`${base}/students`} className="button button--primary">
        Manage Students
      </Link>
      {SUBPAGES.map(([path, label]) => (
        <Link key={path} to={`${base}/${path}`} className="button button--secondary">
          {label}
        </Link>
      ))}
    </nav>
  );
}
