/** Step 2 School Allocation of the device wizard: search the mirror's schools, pick one card. */
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type Mirrored } from '../../data/db/app-db';
import type { DeviceSchool } from '../../domain/devices/device';
import { textField as text } from '../../domain/people/record-status';
import { t, texts } from '../../i18n/i18n';
import { SearchBox } from '../../ui/search-box';
import { schoolCopy } from './device-school';

type SchoolRecord = Mirrored<'schools'>;

const SCHOOL_STEP_TEXTS = texts({
  searchLabel: 'Search schools',
  searchPlaceholder: 'Search schools by name, location, or principal...',
  empty: 'No schools found matching your search.',
  selected: 'Selected School',
  noneSelected: 'No school selected yet.',
} as const);

const SEARCHED = ['school_name', 'city', 'state', 'locality', 'principal_name'] as const;

function matches(school: SchoolRecord, needle: string): boolean {
  return SEARCHED.some((field) => text(school[field]).toLowerCase().includes(needle));
}

/** The chosen school as the mirror has it, else as the device carries it (a school not on this device). */
export function useChosenSchool(schoolId: string, fallback: DeviceSchool | null): DeviceSchool | null {
  const chosen = useLiveQuery(() => (schoolId ? db.schools.get(schoolId) : undefined), [schoolId]);
  if (chosen) return schoolCopy(chosen);
  return schoolId ? fallback : null;
}

export const placeOf = (school: Pick<DeviceSchool, 'city' | 'state'>) =>
  [school.city, school.state].filter((part) => part.trim()).join(', ');

interface SchoolStepProps {
  /** Create offers only active schools; edit every school. */
  activeOnly: boolean;
  value: string;
  selected: DeviceSchool | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (schoolId: string) => void;
}

export function WizardSchoolStep({
  activeOnly,
  value,
  selected,
  error,
  disabled,
  onChange,
}: SchoolStepProps) {
  const schools = useLiveQuery(() => db.schools.toArray(), []);
  const [search, setSearch] = useState('');
  const offered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (schools ?? [])
      .filter(
        (school) => (!activeOnly || school.status !== 'inactive') && (!needle || matches(school, needle)),
      )
      .sort((a, b) =>
        text(a.school_name).localeCompare(text(b.school_name), undefined, { sensitivity: 'base' }),
      );
  }, [schools, search, activeOnly]);

  return (
    <div className="device-wizard__schools">
      <SearchBox
        label={SCHOOL_STEP_TEXTS.searchLabel}
        placeholder={SCHOOL_STEP_TEXTS.searchPlaceholder}
        value={search}
        onChange={setSearch}
      />
      {schools === undefined ? null : offered.length === 0 ? (
        <p className="device-wizard__empty">{SCHOOL_STEP_TEXTS.empty}</p>
      ) : (
        <ul className="device-wizard__school-list" aria-label={t('Schools')}>
          {offered.map((school) => (
            <li key={school._id}>
              <button
                type="button"
                className="device-wizard__school-card"
                aria-pressed={school._id === value}
                disabled={disabled}
                onClick={() => onChange(school._id)}
              >
                <span className="device-wizard__school-name">{text(school.school_name)}</span>
                <span className="device-wizard__school-meta">{placeOf(schoolCopy(school))}</span>
                {text(school.principal_name) && (
                  <span className="device-wizard__school-meta">
                    {t('Principal: {name}', { name: text(school.principal_name) })}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <section className="device-wizard__selected" aria-label={SCHOOL_STEP_TEXTS.selected}>
        <h3>{SCHOOL_STEP_TEXTS.selected}</h3>
        {selected ? (
          <p>
            <strong>{selected.school_name}</strong>
            {placeOf(selected) && <span> · {placeOf(selected)}</span>}
          </p>
        ) : (
          <p className="field__hint">{SCHOOL_STEP_TEXTS.noneSelected}</p>
        )}
        {error && <p className="field__error">{t(error)}</p>}
      </section>
    </div>
  );
}
