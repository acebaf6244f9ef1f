/** The top of a school's page: its name, address and year, its counts, the links to its own pages. */
import { Link } from 'react-router-dom';
import {
  labelOf,
  SCHOOL_COUNTED,
  SCHOOL_PAGES,
  type SchoolCountedEntity,
  type SchoolPageEntity,
} from '../../domain/sync/entity-screens';
import { formatNumber } from '../../i18n/format';
import { t, texts } from '../../i18n/i18n';
import { EmailText } from '../../ui/email-text';
import { StatusBadge } from '../../ui/status-badge';
import { textField as text } from '../../domain/people/record-status';
import { shown, statusOf, type SchoolRecord } from './school-record';

/** A school's count of each entity its statistics count. */
export type SchoolCounts = Record<SchoolCountedEntity, number>;

function address(school: SchoolRecord): string {
  const place = [school.locality, school.city, school.state].map(shown).join(', ');
  const pincode = text(school.pincode).trim();
  return pincode ? `${place} - ${formatPincode(pincode)}` : place;
}

/** A PIN code is a number to read: in the chosen language's digits (mr: Devanagari). */
const formatPincode = (pincode: string) =>
  /^\d+$/.test(pincode) ? formatNumber(Number(pincode), { useGrouping: false }) : pincode;

/** Name, address, academic year and principal, at the top of School details. */
export function SchoolHeaderCard({ school }: { school: SchoolRecord }) {
  const email = text(school.principal_email).trim();
  return (
    <div className="school-card">
      <div className="school-card__title-row">
        <h2 className="school-card__name">{shown(school.school_name)}</h2>
        <StatusBadge active={statusOf(school) === 'active'} />
      </div>
      <p className="school-card__line">{address(school)}</p>
      {school.academic_year && (
        <p className="school-card__line">{t('Academic year {year}', { year: school.academic_year })}</p>
      )}
      <p className="school-card__line">
        {t('Principal: {name}', { name: shown(school.principal_name) })}
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

/** The pupils lead a school's page: their card counts 'Total Students', their link is the primary one. */
const LEAD: SchoolPageEntity = 'students';
const LEAD_TEXTS = texts({ card: 'Total Students', link: 'Manage Students' });

/** The cards of the counted entities, in the order of the school's pages; '...' until the school's data is on the device. */
export function SchoolStatCards({ counts }: { counts: SchoolCounts | null }) {
  return (
    <dl className="school-stats" aria-busy={counts === null}>
      {SCHOOL_COUNTED.map((entity) => (
        <div key={entity} className="school-stats__card">
          <dt className="school-stats__label">{entity === LEAD ? LEAD_TEXTS.card : t(labelOf(entity))}</dt>
          <dd className="school-stats__value">{counts ? formatNumber(counts[entity]) : '...'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SchoolLinks({ schoolId }: { schoolId: string }) {
  const base = `/schools/${encodeURIComponent(schoolId)}`;
  return (
    <nav className="school-links" aria-label={t('School pages')}>
      {SCHOOL_PAGES.map((entity) => (
        <Link
          key={entity}
          to={`${base}/${entity}`}
          className={entity === LEAD ? 'button button--primary' : 'button button--secondary'}
        >
          {entity === LEAD ? LEAD_TEXTS.link : t(labelOf(entity))}
        </Link>
      ))}
    </nav>
  );
}
